import {sortByWeight, type DocInfo, type GeneratedItem} from '@site/plugins/sidebar-weights';

const doc = (id: string, title: string, weight?: number): DocInfo => ({
  id,
  title,
  frontMatter: weight === undefined ? {} : {weight},
});
const category = (indexId: string, items: GeneratedItem[], label?: string): GeneratedItem => ({
  type: 'category',
  label,
  link: {type: 'doc', id: indexId},
  items,
});

describe('sortByWeight', () => {
  const docs = [
    doc('index', 'Welcome', 0),
    doc('concepts/index', 'Concepts', 1),
    doc('concepts/server', 'Server', 20),
    doc('concepts/channel', 'Channel', 10),
    doc('concepts/message', 'Message', 10),
    doc('tutorials/index', 'Tutorials', 2),
    doc('reference/index', 'Reference', 5),
    doc('reference/bindings', 'Bindings', 15),
    doc('reference/extensions/index', 'Extensions', 10),
    doc('reference/spec', 'Specification'),
    doc('community/index', 'Community', 7),
    doc('migration/index', 'Migration', 6),
  ];
  const tree: GeneratedItem[] = [
    category('community/index', []),
    category('reference/index', [
      {type: 'doc', id: 'reference/spec'},
      {type: 'doc', id: 'reference/bindings'},
      category('reference/extensions/index', []),
    ]),
    {type: 'doc', id: 'index'},
    category('concepts/index', [
      {type: 'doc', id: 'concepts/server'},
      {type: 'doc', id: 'concepts/message'},
      {type: 'doc', id: 'concepts/channel'},
    ]),
    category('migration/index', []),
    category('tutorials/index', []),
  ];

  const ids = (items: GeneratedItem[]) => items.map((item) => item.id ?? item.link?.id);

  it('orders root sections by their index weight', () => {
    expect(ids(sortByWeight(tree, docs))).toEqual([
      'index',
      'concepts/index',
      'tutorials/index',
      'reference/index',
      'migration/index',
      'community/index',
    ]);
  });

  it('orders every level, breaking ties by title and putting unweighted items last', () => {
    const sorted = sortByWeight(tree, docs);
    expect(ids(sorted[1]!.items!)).toEqual(['concepts/channel', 'concepts/message', 'concepts/server']);
    expect(ids(sorted[3]!.items!)).toEqual(['reference/extensions/index', 'reference/bindings', 'reference/spec']);
  });

  it('does not mutate its input', () => {
    const before = JSON.stringify(tree);
    sortByWeight(tree, docs);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
