/** The schema check of src/data/roadmap (run by the unit tests and the build, never shipped to the browser). */
import {roadmapThemes} from '../../src/data/roadmap';
import {arrayOf, checkEntries, text, type Shape} from './schema';

export const roadmapThemeShape: Shape = {
  id: text({pattern: /^[a-z]+(-[a-z]+)*$/, describe: 'lower-case words joined by dashes'}),
  title: text(),
  description: text({pattern: /^[\s\S]{40,}$/, describe: 'a description of at least 40 characters'}),
  areas: arrayOf(text(), {min: 2}),
};

/** Every problem of the themes, each naming the file, the entry (index and id) and the field. */
export function checkRoadmap(themes: unknown = roadmapThemes): string[] {
  return checkEntries('src/data/roadmap.ts', themes, roadmapThemeShape, {key: 'id'});
}
