/** @jest-environment node */
/**
 * A translation shows the same AsyncAPI documents as its English page, byte for byte (the parser tests check that
 * they are valid: tests/unit/asyncapi-examples.test.ts covers i18n/ too). Prose is translated; examples are not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {locateInRoots, fileInLocale} from '@site/plugins/translations/localeLinks';
import {contentRootsOf} from '@site/plugins/translations/siteRoots';
import {markdownFiles} from '@site/plugins/static-diagrams/sources';
import {extractExamples} from './lib/asyncapiExamples';

const root = path.resolve(__dirname, '../..');
const roots = contentRootsOf(root);
const pairs = markdownFiles(path.join(root, 'i18n')).flatMap((file) => {
  const located = locateInRoots(root, roots, file);
  if (!located || located.locale === null) return [];
  return [[path.relative(root, file), fileInLocale(root, located.root, located.relative, 'en', 'en')] as const];
});
const translations = pairs.filter(([, english]) => fs.existsSync(english));

const documents = (file: string) => extractExamples(fs.readFileSync(file, 'utf8'), file).map((e) => e.source);

it('every translated page has its English page (a moved or removed English page leaves no orphan behind)', () => {
  expect(pairs.filter(([, english]) => !fs.existsSync(english)).map(([file]) => file)).toEqual([]);
});

if (translations.length > 0) {
  it.each(translations)('%s shows the AsyncAPI documents of its English page', (file, english) => {
    expect(documents(path.join(root, file))).toEqual(documents(english));
  });
}
