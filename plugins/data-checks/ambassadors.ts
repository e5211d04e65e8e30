/** The schema check of src/data/ambassadors (run by the unit tests and the build, never shipped to the browser). */
import {arrayOf, checkEntries, httpsUrl, integer, object, oneOf, PERSON, text, type Shape} from './schema';
import {AMBASSADORS, CONTRIBUTION_KINDS} from '../../src/data/ambassadors';

const ambassadorShape: Shape = {
  ...PERSON,
  company: text({maxLength: 80}).optional(),
  country: text({maxLength: 60}).optional(),
  contributions: arrayOf(
    object({
      kind: oneOf(CONTRIBUTION_KINDS),
      title: text({maxLength: 200}),
      url: httpsUrl(),
      year: integer(2016, 2100),
      month: integer(1, 12).optional(),
    }),
    {min: 1},
  ),
};

/** Problems in the ambassadors data (empty when valid). */
export function checkAmbassadors(entries: unknown = AMBASSADORS): string[] {
  return checkEntries('src/data/ambassadors.ts', entries, ambassadorShape, {key: 'github'});
}
