/** The schema check of src/data/tsc (run by the unit tests and the build, never shipped to the browser). */
import {arrayOf, checkEntries, GITHUB_HANDLE, LINKEDIN_HANDLE, optional, text, X_HANDLE, type Shape} from './schema';
import {TSC_MEMBERS} from '../../src/data/tsc';

const REPO_NAME = text({pattern: /^[A-Za-z0-9._-]+$/, describe: 'a repository name of the asyncapi organisation'});

const tscShape: Shape = {
  name: text({maxLength: 80}),
  github: GITHUB_HANDLE,
  x: optional(X_HANDLE),
  linkedin: optional(LINKEDIN_HANDLE),
  repos: arrayOf(REPO_NAME, {min: 1}),
};

/** Problems in the TSC data (empty when valid). Pass other entries to check them instead of the real list. */
export function checkTscMembers(entries: unknown = TSC_MEMBERS): string[] {
  return checkEntries('src/data/tsc.ts', entries, tscShape, {key: 'github'});
}
