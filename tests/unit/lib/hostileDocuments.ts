/** Documents a reader might paste into the playground to hurt it, shared by its unit tests. */

/** The "billion laughs": nine aliases of nine, nine levels deep, in a few hundred bytes (9^9 lists once expanded). */
export const BILLION_LAUGHS = [
  'asyncapi: 3.0.0',
  'info: {title: lol, version: 1.0.0}',
  'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
  '',
].join('\n');
