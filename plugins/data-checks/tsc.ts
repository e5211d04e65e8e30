/** The schema check of src/data/tsc (run by the unit tests and the build, never shipped to the browser). */
import {arrayOf, checkEntries, PERSON, text, type Shape} from './schema';
import {TSC_MEMBERS} from '../../src/data/tsc';

const REPO_NAME = text({pattern: /^[A-Za-z0-9._-]+$/, describe: 'a repository name of the asyncapi organisation'});

const tscShape: Shape = {
  ...PERSON,
  repos: arrayOf(REPO_NAME, {min: 1}),
};

/** Problems in the TSC data (empty when valid). Pass other entries to check them instead of the real list. */
export function checkTscMembers(entries: unknown = TSC_MEMBERS): string[] {
  return checkEntries('src/data/tsc.ts', entries, tscShape, {key: 'github'});
}
