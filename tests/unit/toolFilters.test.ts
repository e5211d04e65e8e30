import type {CommunityTool} from '@site/src/data/communityTools';
import {
  EMPTY_FILTERS,
  facetsOf,
  filterTools,
  isFiltered,
  parseFilters,
  serializeFilters,
  type ToolFilterState,
} from '@site/src/lib/toolFilters';

function tool(title: string, extra: Partial<CommunityTool> = {}): CommunityTool {
  return {
    title,
    links: {repo: `https://github.com/example/${title.toLowerCase().replace(/\W+/g, '-')}`},
    languages: [],
    technologies: [],
    categories: ['others'],
    hasCommercial: false,
    isAsyncAPIOwner: false,
    ...extra,
  };
}

const TOOLS: CommunityTool[] = [
  tool('Springwolf', {
    languages: ['Java'],
    technologies: ['Spring Boot', 'Maven'],
    categories: ['code-first', 'documentation-generator'],
  }),
  tool('Kafka Validator', {languages: ['Go'], technologies: ['Docker'], categories: ['validator', 'cli']}),
  tool('Ts Models', {languages: ['TypeScript'], technologies: ['Node.js'], categories: ['code-generator']}),
  tool('Node Mock', {
    languages: ['JavaScript', 'TypeScript'],
    technologies: ['Node.js'],
    categories: ['mocking-and-testing'],
  }),
];

const state = (patch: Partial<ToolFilterState>): ToolFilterState => ({...EMPTY_FILTERS, ...patch});
const titles = (list: CommunityTool[]) => list.map((item) => item.title);

describe('filterTools', () => {
  it('returns every tool when no filter is set', () => {
    expect(titles(filterTools(TOOLS, EMPTY_FILTERS))).toEqual(titles(TOOLS));
  });

  it('filters by category id', () => {
    expect(titles(filterTools(TOOLS, state({category: 'validator'})))).toEqual(['Kafka Validator']);
  });

  it('filters by language, ignoring case', () => {
    expect(titles(filterTools(TOOLS, state({language: 'typescript'})))).toEqual(['Ts Models', 'Node Mock']);
  });

  it('filters by technology', () => {
    expect(titles(filterTools(TOOLS, state({technology: 'Node.js'})))).toEqual(['Ts Models', 'Node Mock']);
  });

  it('combines filters with AND', () => {
    expect(titles(filterTools(TOOLS, state({technology: 'Node.js', language: 'JavaScript'})))).toEqual(['Node Mock']);
    expect(filterTools(TOOLS, state({category: 'validator', language: 'Java'}))).toEqual([]);
  });

  it('matches every word of the text filter against title, category labels, languages and technologies', () => {
    expect(titles(filterTools(TOOLS, state({q: 'spring'})))).toEqual(['Springwolf']);
    expect(titles(filterTools(TOOLS, state({q: 'documentation java'})))).toEqual(['Springwolf']);
    expect(titles(filterTools(TOOLS, state({q: 'Validators'})))).toEqual(['Kafka Validator']);
    expect(titles(filterTools(TOOLS, state({q: '  MOCK  '})))).toEqual(['Node Mock']);
    expect(filterTools(TOOLS, state({q: 'spring go'}))).toEqual([]);
  });
});

describe('URL state', () => {
  it('parses every field from the query', () => {
    expect(parseFilters('?q=kafka&category=validator&language=Go&technology=Docker')).toEqual({
      q: 'kafka',
      category: 'validator',
      language: 'Go',
      technology: 'Docker',
    });
  });

  it('treats a missing or empty query as no filters, and ignores unknown categories', () => {
    expect(parseFilters('')).toEqual(EMPTY_FILTERS);
    expect(parseFilters('?category=not-a-category')).toEqual(EMPTY_FILTERS);
  });

  it('writes only the fields that are set, and drops a blank text filter', () => {
    expect(serializeFilters(EMPTY_FILTERS)).toBe('');
    expect(serializeFilters(state({q: '   '}))).toBe('');
    expect(serializeFilters(state({category: 'cli', language: 'C#'}))).toBe('?category=cli&language=C%23');
  });

  it('keeps unrelated parameters of the current URL', () => {
    expect(serializeFilters(state({language: 'Go'}), '?utm_source=x&language=Java')).toBe('?utm_source=x&language=Go');
    expect(serializeFilters(EMPTY_FILTERS, '?utm_source=x&q=a')).toBe('?utm_source=x');
  });

  it('round-trips through the URL, including spaces and symbols', () => {
    const original = state({q: 'node red & mqtt', category: 'code-first', language: 'C#', technology: 'ASP.NET'});
    expect(parseFilters(serializeFilters(original))).toEqual(original);
  });

  it('knows whether any filter is active', () => {
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered(state({q: ' '}))).toBe(false);
    expect(isFiltered(state({technology: 'Docker'}))).toBe(true);
  });
});

describe('facetsOf', () => {
  it('lists each value once with its count, sorted by label', () => {
    const facets = facetsOf(TOOLS);
    expect(facets.languages).toEqual([
      {value: 'Go', label: 'Go', count: 1},
      {value: 'Java', label: 'Java', count: 1},
      {value: 'JavaScript', label: 'JavaScript', count: 1},
      {value: 'TypeScript', label: 'TypeScript', count: 2},
    ]);
    expect(facets.technologies.find((option) => option.value === 'Node.js')?.count).toBe(2);
  });

  it('labels categories with their display names', () => {
    const labels = facetsOf(TOOLS).categories.map((option) => option.label);
    expect(labels).toContain('Mocking and testing');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
