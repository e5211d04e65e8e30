/** The schema check of src/data/newsroomVideos (run by the unit tests and the build, never shipped to the browser). */
import {checkEntries, httpsUrl, text, type Shape} from './schema';
import {NEWSROOM_VIDEOS} from '../../src/data/newsroomVideos';

const videoShape: Shape = {
  title: text({maxLength: 160}),
  youtubeId: text({pattern: /^[A-Za-z0-9_-]{11}$/, describe: 'an 11-character YouTube video id'}),
  issueUrl: httpsUrl(['github.com']).optional(),
  summary: text({maxLength: 160}).optional(),
};

/** Problems in the newsroom videos data (empty when valid). */
export function checkNewsroomVideos(entries: unknown = NEWSROOM_VIDEOS): string[] {
  return checkEntries('src/data/newsroomVideos.ts', entries, videoShape, {key: 'youtubeId'});
}
