/** The schema check of src/data/meetings (run by the unit tests and the build, never shipped to the browser). */
import {checkEntries, httpsUrl, isoDateTime, text, type Shape} from './schema';
import {MEETINGS} from '../../src/data/meetings';

const meetingShape: Shape = {
  title: text({maxLength: 120}),
  date: isoDateTime(),
  calendarUrl: httpsUrl(['www.google.com', 'calendar.google.com']),
  issueUrl: httpsUrl(['github.com']),
};

/** Problems in the meetings data (empty when valid). Entries are keyed by their issue link. */
export function checkMeetings(entries: unknown = MEETINGS): string[] {
  return checkEntries('src/data/meetings.ts', entries, meetingShape, {key: 'issueUrl'});
}
