/** The schema check of src/data/adopters (run by the unit tests and the build, never shipped to the browser). */
import {arrayOf, checkEntries, httpsUrl, object, oneOf, text, type Shape} from './schema';
import {adopters, ADOPTERS_FILE, RESOURCE_KINDS} from '../../src/data/adopters';

export const adopterShape: Shape = {
  name: text(),
  resources: arrayOf(object({kind: oneOf(RESOURCE_KINDS), title: text(), url: httpsUrl()}), {min: 1}),
};

/** Every problem of the entries, each naming the file, the entry (index and company) and the field. */
export function checkAdopters(entries: unknown = adopters): string[] {
  return checkEntries(ADOPTERS_FILE, entries, adopterShape, {key: 'name'});
}
