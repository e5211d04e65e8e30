/** The schema check of src/data/tools (run by the unit tests and the build, never shipped to the browser). */
import {checkEntries, either, httpsUrl, oneOf, sitePath, text, type Shape} from './schema';
import {TOOLS_FILE, TOOL_IDS, tools} from '../../src/data/tools';

const pageOrUrl = either('a site path like /tools/cli or an https URL', sitePath(), httpsUrl());

export const toolShape: Shape = {
  id: oneOf(TOOL_IDS),
  name: text(),
  description: text(),
  install: text().optional(),
  npmPackage: text().optional(),
  page: pageOrUrl,
  docs: pageOrUrl,
  repository: httpsUrl(),
};

/** Every problem of the entries, each naming the file, the entry (index and name) and the field. */
export function checkTools(entries: unknown = tools): string[] {
  return checkEntries(TOOLS_FILE, entries, toolShape, {key: 'name', uniqueBy: (entry) => String(entry.id)});
}
