/** @jest-environment node */
/**
 * plugins/schema-urls/page.ts: the "JSON Schema URLs" Reference page lists every file the site serves and only those,
 * every version SchemaStore's file tells apart, the files left out with their reasons, and its claims hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from '@asyncapi/parser';
import {renderSchemaUrlsPage, schemaUrlsPageInput, storeEntries} from '@site/plugins/schema-urls/page';
import {SPECS_DIR} from '@site/plugins/schema-urls/read';
import {renderDirective} from '@site/plugins/spec-reference/directives';
import {SCHEMASTORE_ENTRY, SCHEMA_URLS_PAGE, YAML_MODELINE} from '@site/src/data/schemaUrls';

const input = schemaUrlsPageInput(SPECS_DIR);
const body = renderSchemaUrlsPage(input);

/** The URL paths the page links to through <SchemaFiles folder="…" names="…" />. */
function linkedUrls(mdx: string): string[] {
  return [...mdx.matchAll(/<SchemaFiles folder="([^"]+)" names="([^"]+)"(?: full)? \/>/g)].flatMap(
    ([, folder, names]) => names!.split(' ').map((name) => `${folder}${name}`),
  );
}

describe('the JSON Schema URLs page', () => {
  const served = new Set(input.plan.files.map((file) => file.url));
  const linked = new Set(linkedUrls(body));

  it('is the body of the ::schema-urls directive of its stub page', () => {
    const stub = fs.readFileSync(path.resolve(__dirname, '../../../docs/reference/json-schema-urls.mdx'), 'utf8');
    expect(stub).toMatch(/^::schema-urls$/m);
    expect(`/docs/reference/${path.basename('json-schema-urls.mdx', '.mdx')}`).toBe(SCHEMA_URLS_PAGE);
    expect(renderDirective('schema-urls', {})).toBe(body);
  });

  it('links only to served files', () => {
    expect([...linked].filter((url) => !served.has(url))).toEqual([]);
  });

  it('links to every served file outside /schema-store, whose copies it explains by rule', () => {
    const missing = [...served].filter((url) => !url.startsWith('/schema-store/') && !linked.has(url));
    expect(missing).toEqual([]);
    expect(linked.size).toBeGreaterThan(700);
  });

  it('lists every version SchemaStore tells apart, with the file it checks against', () => {
    const store = JSON.parse(fs.readFileSync(path.join(SPECS_DIR, 'schemas/all.schema-store.json'), 'utf8'));
    const entries = storeEntries(store);
    expect(entries.map((entry) => entry.version)).toEqual(expect.arrayContaining(['1.0.0', '2.6.0', '3.0.0', '3.1.0']));
    for (const {version, ref} of entries) {
      const url = new URL(ref).pathname;
      expect(served.has(url)).toBe(true);
      expect(body).toContain(
        `| ${version} | <SchemaFiles folder="/schema-store/" names="${url.split('/').pop()}" /> |`,
      );
    }
    expect(body).toContain(`<SchemaFiles folder="/schema-store/" names="all.schema-store.json" full />`);
    expect(served.has(new URL(SCHEMASTORE_ENTRY.url).pathname)).toBe(true);
  });

  it('names the files left out and why, with their ids in code (a bare URL would become a link)', () => {
    for (const {source, id, reason} of input.plan.leftOut)
      expect(body).toContain(`- \`${source}\` (\`$id\` \`${id}\`): ${reason.replace('$id', '`$id`')}.`);
    const prose = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/https?:\/\//);
  });

  it('shows the YAML comment with the newest version, in a valid document', async () => {
    const yamlBlock = /```yaml\n([\s\S]*?)```/.exec(body)?.[1] ?? '';
    expect(yamlBlock.startsWith(`${YAML_MODELINE}https://www.asyncapi.com/schema-store/3.1.0-without-$id.json\n`)).toBe(
      true,
    );
    const {diagnostics} = await new Parser().parse(yamlBlock);
    expect(diagnostics.filter((d) => d.severity === 0)).toEqual([]);
  });

  it('is right that an AsyncAPI document with a $schema key is invalid', async () => {
    expect(body).toContain('`@asyncapi/parser` reports that the property `$schema` is not expected there');
    const document = {
      $schema: 'https://www.asyncapi.com/schema-store/3.1.0-without-$id.json',
      asyncapi: '3.1.0',
      info: {title: 'x', version: '1'},
    };
    const {diagnostics} = await new Parser().parse(JSON.stringify(document));
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => [d.message, d.path])).toEqual([
      ['Property "$schema" is not expected to be here', ['$schema']],
    ]);
  });

  it('says which package version the files come from', () => {
    expect(body).toContain(`The files are copied unchanged from \`@asyncapi/specs\` ${input.packageVersion}`);
  });
});

describe('storeEntries', () => {
  it('refuses a file that is not a list of versions', () => {
    expect(() => storeEntries({})).toThrow(/no oneOf list of versions/);
    expect(() => storeEntries({oneOf: [{allOf: [{$ref: 'x'}]}]})).toThrow(
      /oneOf\[0\] is not "asyncapi: <version>" plus a \$ref/,
    );
  });
});
