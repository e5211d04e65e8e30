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
      'theme "Bad id": invalid id',
      'theme "Bad id": title is empty',
      'theme "Bad id": description is too short',
      'theme "Bad id": give at least two example areas',
      'theme "Bad id": invalid id',
      'theme "Bad id": duplicate id',
      'theme "Bad id": empty area',
    ]);
  });
});
