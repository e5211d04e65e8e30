/** The checks of src/data/roadmap (unit tests and the build). */
import {roadmapThemes, type RoadmapTheme} from '../../src/data/roadmap';

/** Checks what the types cannot: unique URL-safe ids and non-empty texts. Returns the problems; empty means valid. */
export function checkRoadmap(themes: readonly RoadmapTheme[] = roadmapThemes): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const theme of themes) {
    if (!/^[a-z]+(-[a-z]+)*$/.test(theme.id)) problems.push(`theme "${theme.id}": invalid id`);
    if (ids.has(theme.id)) problems.push(`theme "${theme.id}": duplicate id`);
    ids.add(theme.id);
    if (!theme.title.trim()) problems.push(`theme "${theme.id}": title is empty`);
    if (theme.description.trim().length < 40) problems.push(`theme "${theme.id}": description is too short`);
    if (theme.areas.length < 2) problems.push(`theme "${theme.id}": give at least two example areas`);
    if (theme.areas.some((area) => !area.trim())) problems.push(`theme "${theme.id}": empty area`);
  }
  return problems;
}
