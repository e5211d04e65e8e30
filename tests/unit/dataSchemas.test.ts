import {COMMUNITY_TOOLS_FILE, communityTools} from '@site/src/data/communityTools';
import {TOOLS_FILE, tools} from '@site/src/data/tools';
import {ADOPTERS_FILE, adopters} from '@site/src/data/adopters';
import {checkAllData} from '@site/plugins/data-checks';
import {checkAdopters} from '@site/plugins/data-checks/adopters';
import {checkCommunityTools} from '@site/plugins/data-checks/communityTools';
import {checkTools} from '@site/plugins/data-checks/tools';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('src/data/community-tools.json', () => {
  it('passes its schema check', () => {
    expect(checkCommunityTools(communityTools)).toEqual([]);
    expect(communityTools.length).toBeGreaterThan(50);
  });

  it('names the file, the entry and the field of a bad link', () => {
    const bad = clone(communityTools);
    bad[2].links.repo = 'http://insecure.example.com';
    expect(checkCommunityTools(bad)).toEqual([
      `${COMMUNITY_TOOLS_FILE}: entry 2 (${bad[2].title}): field "links.repo" must be an absolute https URL, got "http://insecure.example.com"`,
    ]);
  });

  it('reports every problem at once: an unknown category, a missing flag, an unknown field and a duplicate', () => {
    const bad = clone(communityTools) as unknown as Record<string, unknown>[];
    bad[0].categories = ['teleporters'];
    delete bad[1].hasCommercial;
    bad[3].langauges = ['Go'];
    bad.push(clone(bad[4]));
    const problems = checkCommunityTools(bad);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/entry 0 .*: field "categories\[0\]" must be one of api, code-first/);
    expect(problems[1]).toMatch(/entry 1 .*: field "hasCommercial" must be true or false, got undefined/);
    expect(problems[2]).toMatch(/entry 3 .*: field "langauges" is not part of the schema/);
    expect(problems[3]).toMatch(new RegExp(`entry ${bad.length - 1} .*: field "title" duplicates entry 4`));
  });

  it('requires at least one link, and uses the file name it is given', () => {
    const noLinks = clone(communityTools);
    noLinks[0].links = {};
    expect(checkCommunityTools(noLinks, 'custom.json')).toEqual([
      expect.stringMatching(/^custom\.json: entry 0 \(.*\): field "links" must have a website, docs or repo link$/),
    ]);
  });

  it('allows the same title for different repositories', () => {
    const twins = clone(communityTools.slice(0, 1));
    twins.push({...clone(twins[0]), links: {repo: 'https://github.com/example/another'}});
    expect(checkCommunityTools(twins)).toEqual([]);
  });
});

describe('src/data/tools.ts', () => {
  it('passes its schema check and lists the six initiative tools', () => {
    expect(checkTools(tools)).toEqual([]);
    expect(tools.map((tool) => tool.id)).toEqual([
      'generator',
      'cli',
      'modelina',
      'github-actions',
      'parsers',
      'studio',
    ]);
  });

  it('links every tool except Studio to its own page under /tools', () => {
    for (const tool of tools.filter((item) => item.id !== 'studio')) expect(tool.page).toBe(`/tools/${tool.id}`);
    expect(tools.find((tool) => tool.id === 'studio')?.page).toBe('https://studio.asyncapi.com');
  });

  it('names the file, the entry and the field of a bad entry', () => {
    const bad = clone(tools) as unknown as Record<string, unknown>[];
    bad[1].page = 'tools/cli/';
    bad[2].id = 'cli';
    expect(checkTools(bad)).toEqual([
      `${TOOLS_FILE}: entry 1 (CLI): field "page" must be a site path like /tools/cli or an https URL, got "tools/cli/"`,
      `${TOOLS_FILE}: entry 2 (Modelina): field "name" duplicates entry 1`,
    ]);
  });
});

describe('src/data/adopters.ts', () => {
  it('passes its schema check', () => {
    expect(checkAdopters(adopters)).toEqual([]);
    expect(new Set(adopters.map((adopter) => adopter.name)).size).toBe(adopters.length);
  });

  it('names the file, the company and the field of a bad resource', () => {
    const bad = clone(adopters) as unknown as {name: string; resources: Record<string, unknown>[]}[];
    bad[3].resources[0].kind = 'podcast';
    const problems = checkAdopters(bad);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${ADOPTERS_FILE}: entry 3 (${bad[3].name})`);
    expect(problems[0]).toMatch(
      /field "resources\[0\]\.kind" must be one of video, article, slides, docs, got "podcast"/,
    );
  });

  it('needs at least one resource for each company', () => {
    const bad = clone(adopters) as unknown as {resources: unknown[]}[];
    bad[0].resources = [];
    expect(checkAdopters(bad)).toEqual([
      expect.stringMatching(/entry 0 .*: field "resources" must be an array with at least 1 item\(s\)/),
    ]);
  });
});

describe('all data files', () => {
  it('pass their checks (the build runs the same checks and stops with the list)', () => {
    expect(checkAllData()).toEqual([]);
  });

  it('src/data ships no schema code to the browser: no data file imports the checks', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const dir = path.resolve(__dirname, '../../src/data');
    for (const file of fs.readdirSync(dir).filter((f: string) => /\.tsx?$/.test(f))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      expect([file, /from '[^']*(data-checks|dataSchema|src\/lib\/|\.\.\/lib\/)/.test(source)]).toEqual([file, false]);
    }
  });
});

describe('the build runs every data check', () => {
  it('stops on a problem of the case studies, the finance data or the roadmap too, naming the file', async () => {
    jest.resetModules();
    jest.doMock('@site/src/data/roadmap', () => ({
      ...jest.requireActual('@site/src/data/roadmap'),
      roadmapThemes: [{id: 'Bad Id', title: 'T', description: 'short', areas: ['one']}],
    }));
    const {checkAllData: checkAll, default: plugin} = await import('@site/plugins/data-checks');
    expect(checkAll()).toEqual(
      expect.arrayContaining([
        'src/data/roadmap.ts: entry 0 (Bad Id): field "id" must be lower-case words joined by dashes, got "Bad Id"',
        'src/data/roadmap.ts: entry 0 (Bad Id): field "areas" must be an array with at least 2 item(s), got ["one"]',
      ]),
    );
    await expect(plugin().loadContent!()).rejects.toThrow(
      'Invalid data in src/data:\n  - src/data/roadmap.ts: entry 0 (Bad Id): field "id"',
    );
    jest.dontMock('@site/src/data/roadmap');
  });
});
