/** The schema check of src/data/communityTools (run by the unit tests and the build, never shipped to the browser). */
import {arrayOf, boolean, checkEntries, httpsUrl, object, oneOf, text, type Shape} from './schema';
import {CATEGORY_IDS, COMMUNITY_TOOLS_FILE, communityTools, type CommunityTool} from '../../src/data/communityTools';

/** https links, at least one of them. */
const links = object({website: httpsUrl().optional(), docs: httpsUrl().optional(), repo: httpsUrl().optional()})
  .or('website', 'docs', 'repo')
  .messages({'object.missing': 'must have a website, docs or repo link'});

export const communityToolShape: Shape = {
  title: text(),
  links,
  languages: arrayOf(text()),
  technologies: arrayOf(text()),
  categories: arrayOf(oneOf(CATEGORY_IDS), {min: 1}),
  hasCommercial: boolean(),
  isAsyncAPIOwner: boolean(),
};

/**
 * Every problem of the entries, each naming `file`, the entry (index and title) and the field. Two tools may share
 * a title; the same title with the same repository (or website) is a duplicate.
 */
export function checkCommunityTools(entries: unknown = communityTools, file = COMMUNITY_TOOLS_FILE): string[] {
  return checkEntries(file, entries, communityToolShape, {
    key: 'title',
    uniqueBy: (entry) => {
      const tool = entry as Partial<CommunityTool>;
      return `${String(tool.title)} ${tool.links?.repo ?? tool.links?.website ?? ''}`;
    },
  });
}
