import {roadmapThemes, roadmapVision} from '@site/src/data/roadmap';
import {checkRoadmap} from '@site/plugins/data-checks/roadmap';

describe('roadmap data', () => {
  it('passes the schema check', () => {
    expect(checkRoadmap()).toEqual([]);
  });

  it('covers the specification, developer experience, tooling and documentation', () => {
    expect(roadmapThemes.map(({id}) => id)).toEqual(
      expect.arrayContaining(['specification', 'developer-experience', 'tooling', 'documentation']),
    );
    expect(roadmapVision.length).toBeGreaterThan(40);
  });

  it('makes no promises with dates or percentages', () => {
    const text = JSON.stringify(roadmapThemes) + roadmapVision;
    expect(text).not.toMatch(/\b(19|20)\d\d\b/);
    expect(text).not.toMatch(/%/);
  });

  it('reports invalid themes', () => {
    expect(
      checkRoadmap([
        {id: 'Bad id', title: '', description: 'short', areas: ['one']},
        {id: 'Bad id', title: 'x', description: 'y'.repeat(50), areas: ['a', '']},
      ]),
    ).toEqual([
      'src/data/roadmap.ts: entry 0 (Bad id): field "id" must be lower-case words joined by dashes, got "Bad id"',
      'src/data/roadmap.ts: entry 0 (Bad id): field "title" must be a non-empty, trimmed string of at most 300 characters, got ""',
      'src/data/roadmap.ts: entry 0 (Bad id): field "description" must be a description of at least 40 characters, got "short"',
      'src/data/roadmap.ts: entry 0 (Bad id): field "areas" must be an array with at least 2 item(s), got ["one"]',
      'src/data/roadmap.ts: entry 1 (Bad id): field "id" must be lower-case words joined by dashes, got "Bad id"',
      'src/data/roadmap.ts: entry 1 (Bad id): field "areas[1]" must be a non-empty, trimmed string of at most 300 characters, got ""',
      'src/data/roadmap.ts: entry 1 (Bad id): field "id" duplicates entry 0',
    ]);
  });
});
