/** The schema check of src/data/ambassadors (run by the unit tests and the build, never shipped to the browser). */
import {
  arrayOf,
  checkEntries,
  GITHUB_HANDLE,
  httpsUrl,
  integer,
  LINKEDIN_HANDLE,
  object,
  oneOf,
  optional,
  text,
  X_HANDLE,
  type Shape,
} from './schema';
import {AMBASSADORS, CONTRIBUTION_KINDS} from '../../src/data/ambassadors';

const ambassadorShape: Shape = {
  name: text({maxLength: 80}),
  github: GITHUB_HANDLE,
  x: optional(X_HANDLE),
  linkedin: optional(LINKEDIN_HANDLE),
  company: optional(text({maxLength: 80})),
  country: optional(text({maxLength: 60})),
  contributions: arrayOf(
    object({
      kind: oneOf(CONTRIBUTION_KINDS),
      title: text({maxLength: 200}),
      url: httpsUrl(),
      year: integer(2016, 2100),
      month: optional(integer(1, 12)),
    }),
    {min: 1},
  ),
};

/** Problems in the ambassadors data (empty when valid). */
export function checkAmbassadors(entries: unknown = AMBASSADORS): string[] {
  return checkEntries('src/data/ambassadors.ts', entries, ambassadorShape, {key: 'github'});
}
