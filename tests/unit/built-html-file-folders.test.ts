/** @jest-environment node */
/**
 * plugins/built-html, option `fileFolders` (./fileFolders.ts): folders of files for tools (the JSON Schemas of
 * plugins/schema-urls) get their own headers and no page policy, while a page beside such a folder keeps its policy.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {writeHeadersFile} from '@site/plugins/built-html';
import {fileFolderRules, withoutFileFolders} from '@site/plugins/built-html/fileFolders';
import {SCHEMA_FILE_FOLDERS} from '@site/plugins/schema-urls/headers';
import {tempDir} from './feedback/helpers';

const JSON_HEADERS = {'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*'};

describe('fileFolderRules', () => {
  it('gives every file under each folder the folder headers', () => {
    expect(fileFolderRules({folders: ['definitions', 'examples'], headers: JSON_HEADERS})).toEqual([
      {path: '/definitions/*', headers: JSON_HEADERS},
      {path: '/examples/*', headers: JSON_HEADERS},
    ]);
  });
});

describe('withoutFileFolders', () => {
  it('drops the folder patterns of these folders only, and keeps the page beside them', () => {
    const patterns = ['/', '/definitions', '/definitions/*', '/definitions.html', '/docs', '/docs/*'];
    expect(withoutFileFolders(patterns, ['definitions'])).toEqual([
      '/',
      '/definitions',
      '/definitions.html',
      '/docs',
      '/docs/*',
    ]);
  });
});

describe('writeHeadersFile with the schema folders', () => {
  it('writes their rules, and the page policy only for the page beside them', async () => {
    const build = path.join(tempDir(), 'build');
    const files: Record<string, string> = {
      'index.html': '<script>a()</script>',
      'definitions.html': '<script>a()</script>',
      'definitions/3.0.0/info.json': '{}',
      'examples/3.0.0/info.json': '[]',
      'docs/a.html': '<p>a</p>',
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      writeFileSync(path.join(build, file), content);
    }
    await writeHeadersFile(build, {gtmContainerId: null, fileFolders: SCHEMA_FILE_FOLDERS});
    const text = readFileSync(path.join(build, '_headers'), 'utf8');
    const rules = text.split('\n\n').filter((block) => block.startsWith('/'));
    const pathsWith = (header: string) =>
      rules.filter((block) => block.includes(`  ${header}:`)).map((block) => block.split('\n')[0]);
    // A bare folder path keeps the page policy (it answers with a page or the 404 page), its files do not.
    expect(pathsWith('Content-Security-Policy')).toEqual([
      '/definitions',
      '/definitions.html',
      '/docs',
      '/docs/*',
      '/examples',
      '/',
      '/index.html',
    ]);
    expect(pathsWith('Content-Type')).toEqual([
      '/definitions/*',
      '/schema-store/*',
      '/bindings/*',
      '/extensions/*',
      '/examples/*',
    ]);
    expect(text).toContain(
      '/definitions/*\n  Content-Type: application/schema+json\n  Access-Control-Allow-Origin: *\n  Cache-Control: public, max-age=3600',
    );
    expect(text).toContain('/examples/*\n  Content-Type: application/json\n');
  });
});
