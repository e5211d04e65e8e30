import {COMMUNITY_TOOLS_FILE, checkCommunityTools, communityTools} from '@site/src/data/communityTools';
import {TOOLS_FILE, checkTools, tools} from '@site/src/data/tools';
import {ADOPTERS_FILE, adopters, checkAdopters} from '@site/src/data/adopters';
import {DataError} from '@site/src/lib/dataChecks';

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Runs `check` and returns the DataError it throws (fails the test when it does not throw one). */
function errorOf(check: () => void): DataError {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return error as DataError;
  }
  throw new Error('expected the check to throw');
}

describe('src/data/communityTools.json', () => {
  it('passes its schema check', () => {
    expect(() => checkCommunityTools(communityTools)).not.toThrow();
    expect(communityTools.length).toBeGreaterThan(50);
  });

  it('names the file, the entry and the field of a bad link', () => {
    const bad = clone(communityTools);
    bad[2].links.repo = 'http://insecure.example.com';
    const error = errorOf(() => checkCommunityTools(bad));
    expect(error.message).toContain(COMMUNITY_TOOLS_FILE);
    expect(error.message).toContain(`entry 2 (${bad[2].title})`);
    expect(error.message).toContain('field "links.repo"');
  });

  it('rejects an unknown category, a missing flag, an unknown field and a duplicate', () => {
    const badCategory = clone(communityTools);
    (badCategory[0].categories as string[]) = ['teleporters'];
    expect(errorOf(() => checkCommunityTools(badCategory)).message).toMatch(/field "categories" item 0 must be one of/);

    const missingFlag = clone(communityTools) as unknown as Record<string, unknown>[];
    delete missingFlag[1].hasCommercial;
    expect(errorOf(() => checkCommunityTools(missingFlag)).field).toBe('hasCommercial');

    const typo = clone(communityTools) as unknown as Record<string, unknown>[];
    typo[0].langauges = ['Go'];
    expect(errorOf(() => checkCommunityTools(typo)).field).toBe('langauges');

    const duplicate = [...clone(communityTools), clone(communityTools[0])];
    expect(errorOf(() => checkCommunityTools(duplicate)).message).toContain('duplicates an earlier entry');
  });

  it('requires at least one link', () => {
    const noLinks = clone(communityTools);
    noLinks[0].links = {};
    expect(errorOf(() => checkCommunityTools(noLinks, 'custom.json')).message).toMatch(/^custom\.json: .*field "links" must have/);
  });
});

describe('src/data/tools.ts', () => {
  it('passes its schema check and lists the six initiative tools', () => {
    expect(() => checkTools(tools)).not.toThrow();
    expect(tools.map((tool) => tool.id)).toEqual(['generator', 'cli', 'modelina', 'github-actions', 'parsers', 'studio']);
  });

  it('links every tool except Studio to its own page under /tools', () => {
    for (const tool of tools.filter((item) => item.id !== 'studio')) expect(tool.page).toBe(`/tools/${tool.id}`);
    expect(tools.find((tool) => tool.id === 'studio')?.page).toBe('https://studio.asyncapi.com');
  });

  it('names the file and field of a bad entry', () => {
    const bad = clone(tools) as unknown as Record<string, unknown>[];
    bad[1].page = 'tools/cli/';
    const error = errorOf(() => checkTools(bad));
    expect(error.message).toContain(TOOLS_FILE);
    expect(error.message).toContain('entry 1 (CLI)');
    expect(error.field).toBe('page');
  });
});

describe('src/data/adopters.ts', () => {
  it('passes its schema check', () => {
    expect(() => checkAdopters(adopters)).not.toThrow();
    expect(new Set(adopters.map((adopter) => adopter.name)).size).toBe(adopters.length);
  });

  it('names the file, the company and the field of a bad resource', () => {
    const bad = clone(adopters) as unknown as {name: string; resources: Record<string, unknown>[]}[];
    bad[3].resources[0].kind = 'podcast';
    const error = errorOf(() => checkAdopters(bad));
    expect(error.message).toContain(ADOPTERS_FILE);
    expect(error.message).toContain(`(${bad[3].name})`);
    expect(error.message).toMatch(/field "resources" item 0 \.kind must be one of/);
  });

  it('needs at least one resource for each company', () => {
    const bad = clone(adopters) as unknown as {resources: unknown[]}[];
    bad[0].resources = [];
    expect(errorOf(() => checkAdopters(bad)).field).toBe('resources');
  });
});
