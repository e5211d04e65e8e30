/**
 * The community catalogue's filters on /tools: the filter state, the filter itself and the state's
 * (de)serialisation to the URL query, so that a filtered view can be shared and survives a reload.
 * Pure functions only; the component reads and writes the URL through the router.
 */
import {TOOL_CATEGORIES, type CommunityTool, type ToolCategory} from '../data/communityTools';

export type ToolFilterState = {
  /** Free text, matched against title, categories, languages and technologies. */
  q: string;
  /** A category id, or '' for all. */
  category: ToolCategory | '';
  /** A language name, or '' for all. */
  language: string;
  /** A technology name, or '' for all. */
  technology: string;
};

export const EMPTY_FILTERS: ToolFilterState = {q: '', category: '', language: '', technology: ''};

/** The query parameter of each field, in the order they are written. */
export const QUERY_KEYS = {q: 'q', category: 'category', language: 'language', technology: 'technology'} as const;

const MAX_TEXT = 100;

function isCategory(value: string): value is ToolCategory {
  return Object.prototype.hasOwnProperty.call(TOOL_CATEGORIES, value);
}

/** Reads the filter state from a query string (`?a=b` or `a=b`). Unknown categories are ignored. */
export function parseFilters(search: string): ToolFilterState {
  const params = new URLSearchParams(search);
  const get = (key: string) => (params.get(key) ?? '').trim().slice(0, MAX_TEXT);
  const category = get(QUERY_KEYS.category);
  return {
    q: (params.get(QUERY_KEYS.q) ?? '').slice(0, MAX_TEXT),
    category: isCategory(category) ? category : '',
    language: get(QUERY_KEYS.language),
    technology: get(QUERY_KEYS.technology),
  };
}

/**
 * Writes the filter state into `currentSearch`, keeping any other parameters, and returns the new query
 * string with its `?` (or '' when nothing is left). Empty fields are removed from the URL.
 */
export function serializeFilters(state: ToolFilterState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.values(QUERY_KEYS)) params.delete(key);
  const values: [string, string][] = [
    [QUERY_KEYS.q, state.q.trim() === '' ? '' : state.q],
    [QUERY_KEYS.category, state.category],
    [QUERY_KEYS.language, state.language],
    [QUERY_KEYS.technology, state.technology],
  ];
  for (const [key, value] of values) {
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isFiltered(state: ToolFilterState): boolean {
  return state.q.trim() !== '' || state.category !== '' || state.language !== '' || state.technology !== '';
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'}) === 0;

function searchableText(tool: CommunityTool): string {
  return [
    tool.title,
    ...tool.categories,
    ...tool.categories.map((id) => TOOL_CATEGORIES[id]),
    ...tool.languages,
    ...tool.technologies,
  ]
    .join(' ')
    .toLowerCase();
}

/** The tools that match every active filter; each word of the text filter must appear somewhere. */
export function filterTools(tools: readonly CommunityTool[], state: ToolFilterState): CommunityTool[] {
  const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((tool) => {
    if (state.category && !tool.categories.includes(state.category)) return false;
    if (state.language && !tool.languages.some((language) => same(language, state.language))) return false;
    if (state.technology && !tool.technologies.some((technology) => same(technology, state.technology))) return false;
    if (words.length === 0) return true;
    const text = searchableText(tool);
    return words.every((word) => text.includes(word));
  });
}

export type FacetOption = {value: string; label: string; count: number};

export type Facets = {categories: FacetOption[]; languages: FacetOption[]; technologies: FacetOption[]};

function countValues(values: string[]): FacetOption[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, count]) => ({value, label: value, count}))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', {sensitivity: 'base'}));
}

/** The options each select offers, with how many tools carry each one, sorted by label. */
export function facetsOf(tools: readonly CommunityTool[]): Facets {
  const categoryCounts = countValues(tools.flatMap((tool) => tool.categories));
  return {
    categories: categoryCounts
      .map((option) => ({...option, label: TOOL_CATEGORIES[option.value as ToolCategory]}))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    languages: countValues(tools.flatMap((tool) => tool.languages)),
    technologies: countValues(tools.flatMap((tool) => tool.technologies)),
  };
}
