/** The schema check of src/data/community (run by the unit tests and the build, never shipped to the browser). */
import {checkEntries, oneOf, text, type Shape} from './schema';
import {COMMUNITY_CHANNELS, CONTRIBUTION_PATHS} from '../../src/data/community';
import {SOCIAL_LINKS} from '../../src/data/site';

const channelShape: Shape = {
  id: oneOf(Object.keys(SOCIAL_LINKS)),
  label: text({maxLength: 40}),
  purpose: text({maxLength: 160}),
  href: text({pattern: /^https:\/\//, describe: 'an https URL'}),
};

const pathShape: Shape = {
  id: oneOf(['code', 'docs', 'design', 'specification', 'talks']),
  title: text({maxLength: 40}),
  description: text({maxLength: 300}),
  icon: text({maxLength: 20}),
  href: text({pattern: /^(\/[a-z0-9/-]*|https:\/\/\S+)$/, describe: 'a site path starting with / or an https URL'}),
  linkLabel: text({maxLength: 40}),
};

/** Problems in the community overview data (empty when valid). */
export function checkCommunityData(
  channels: unknown = COMMUNITY_CHANNELS,
  paths: unknown = CONTRIBUTION_PATHS,
): string[] {
  return [
    ...checkEntries('src/data/community.ts (COMMUNITY_CHANNELS)', channels, channelShape, {key: 'id'}),
    ...checkEntries('src/data/community.ts (CONTRIBUTION_PATHS)', paths, pathShape, {key: 'id'}),
  ];
}
