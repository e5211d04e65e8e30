/** @jest-environment node */
/**
 * The German glossary has teeth: no German page (i18n/de/**\/*.md, *.mdx) and no German interface string
 * (i18n/de/**\/*.json) uses a variant the glossary (i18n/de/GLOSSARY.md) rejects, and a gloss ("Channel (Kanal)")
 * appears only at a concept's first mention on its own page and on the concepts overview. Code, inline code,
 * front-matter keys, URLs, link targets and heading anchors are not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkPage, checkText, messagesOf, parseGlossary, type Finding} from './lib/germanGlossary';

const root = path.resolve(__dirname, '../..');
const german = path.join(root, 'i18n/de');
const glossary = parseGlossary(fs.readFileSync(path.join(german, 'GLOSSARY.md'), 'utf8'));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** A page's path inside its docs instance (`concepts/channel.md`) and whether that instance is the main docs. */
function placeOf(file: string): {relative: string; mainDocs: boolean} {
  const relative = path.relative(german, file).split(path.sep);
  const instance = relative[0]!;
  const inside = instance.startsWith('docusaurus-plugin-content-docs') ? relative.slice(2) : relative.slice(1);
  return {relative: inside.join('/'), mainDocs: instance === 'docusaurus-plugin-content-docs'};
}

const format = (findings: Finding[]) => findings.map(({line, text, rule}) => `${line}: ${text} (${rule})`);

const pages = filesUnder(german, /\.mdx?$/).filter((file) => path.basename(file) !== 'GLOSSARY.md');
const stringFiles = filesUnder(german, /\.json$/);

describe('the glossary', () => {
  it('has its machine-read tables', () => {
    expect(glossary.rejected.length).toBeGreaterThan(30);
    expect(glossary.glosses.map((gloss) => gloss.term)).toEqual(['Channel', 'Producer', 'Consumer', 'Payload']);
    for (const gloss of glossary.glosses)
      expect(fs.existsSync(path.join(german, 'docusaurus-plugin-content-docs/current', gloss.page))).toBe(true);
  });

  it('is found in every German page and string (the checks below have something to check)', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(stringFiles.map((file) => path.relative(german, file))).toContain('code.json');
  });
});

describe('the checker', () => {
  const page = (body: string) => `---\ntitle: Beispiel\ndescription: Eine Seite.\n---\n\n${body}\n`;
  const rules = (body: string, relative = 'concepts/application.md') =>
    checkPage(page(body), relative, glossary).map((finding) => finding.text);

  it('refuses a planted variant and accepts the fixed sentence', () => {
    expect(rules('Die Werkzeuge der Initiative lesen jedes AsyncAPI Dokument.')).toEqual([
      'Werkzeug',
      'AsyncAPI Dokument',
    ]);
    expect(rules('Die Tools der Initiative lesen jedes AsyncAPI-Dokument.')).toEqual([]);
    expect(rules('Der Routing Key landet im Inhaltstyp des Benachrichtigungsdienstes.')).toEqual([
      'Routing Key',
      'Inhaltstyp',
      'Benachrichtigungsdienstes',
    ]);
    expect(rules('Der Routing-Key landet im Content-Type des Benachrichtigungs-Service.')).toEqual([]);
    expect(rules('Installiere die AsyncAPI-CLI; jeder AsyncAPI-CLI-Befehl hat `--help`.')).toEqual(['AsyncAPI-CLI']);
    expect(rules('Das Server-Objekt und das Multi-Format-Schema-Objekt.')).toEqual([
      'Server-Objekt',
      'Multi-Format-Schema-Objekt',
    ]);
    expect(rules('Das Server Object und das Multi Format Schema Object.')).toEqual([]);
    expect(rules('Ein Verbraucher liest die Nutzdaten, "so" heißt es...')).toEqual([
      'Verbraucher',
      'Nutzdaten',
      '"so"',
      '...',
    ]);
    expect(rules('Ein Consumer liest die Payload, „so“ heißt es …')).toEqual([]);
    expect(rules('Der Paketdienst verbindet sich; die Verbindung steht.')).toEqual([]);
    expect(rules('Ein JSON-Objekt ist kein Message-Objekt.')).toEqual(['Message-Objekt']);
  });

  it('leaves code, inline code, URLs, link targets, anchors and front-matter keys alone', () => {
    const body = [
      '## Werkzeuge {/* #werkzeuge-dienst */}',
      '',
      'Siehe [die Tools](https://example.com/Werkzeuge/Dienst) und `Werkzeuge...` oder https://example.com/Dienst.',
      '',
      '```yaml',
      'description: "Werkzeuge und Dienste..."',
      '```',
      '',
      '<Tabs groupId="Dienst"><TabItem value="Werkzeug">Text</TabItem></Tabs>',
    ].join('\n');
    expect(checkPage(page(body), 'x.md', glossary).map((finding) => finding.text)).toEqual(['Werkzeug']);
    expect(checkPage(`---\nWerkzeug: 1\ntitle: Tools\n---\n\nText.\n`, 'x.md', glossary)).toEqual([]);
    expect(checkPage(`---\ntitle: Werkzeuge\n---\n\nText.\n`, 'x.md', glossary)).toHaveLength(1);
  });

  it('allows a gloss only at the first mention on the concept page and the overview', () => {
    const glossed = 'Ein **Channel** (Kanal) ist eine Adresse. Jeder Channel hat eine Adresse.';
    expect(rules(glossed, 'concepts/channel.md')).toEqual([]);
    expect(rules(glossed, 'concepts/index.md')).toEqual([]);
    expect(rules(glossed, 'concepts/message.md')).toEqual(['Channel** (Kanal)', 'Kanal']);
    // Not the first mention, twice, or in a heading.
    expect(rules('Ein Channel ist eine Adresse. Ein Channel (Kanal) auch.', 'concepts/channel.md')).toHaveLength(2);
    expect(rules('Channel (Kanal) hier.\n\nUnd Channels (Kanäle) dort.', 'concepts/channel.md')).toHaveLength(2);
    expect(rules('## Der Channel (Kanal)\n\nEin Channel.', 'concepts/channel.md')).toHaveLength(2);
    // A gloss that is not the glossary's, on the concept's own page.
    expect(rules('Ein **Producer** (Erzeuger) sendet.', 'concepts/producer.md')).toEqual([
      'Producer** (Erzeuger)',
      'Erzeuger',
    ]);
    expect(rules('Ein **Producer** (Produzent) sendet.', 'concepts/producer.md')).toEqual([]);
    // The other instances have no concept pages.
    expect(checkPage(page(glossed), 'concepts/channel.md', glossary, false)).toHaveLength(2);
  });

  it('checks interface messages', () => {
    expect(checkText('Stern auf GitHub, Nochmal versuchen ...', glossary).map((f) => f.text)).toEqual([
      'Nochmal versuchen',
      '...',
    ]);
    expect(checkText('Suche nach „{query}“, Erneut versuchen …', glossary)).toEqual([]);
    expect(checkText('Suche nach "{query}"', glossary)).toHaveLength(1);
  });
});

describe('German pages follow the glossary', () => {
  it.each(pages.map((file) => path.relative(root, file)))('%s', (file) => {
    const {relative, mainDocs} = placeOf(path.join(root, file));
    expect(format(checkPage(fs.readFileSync(path.join(root, file), 'utf8'), relative, glossary, mainDocs))).toEqual([]);
  });
});

describe('German interface strings follow the glossary', () => {
  it.each(stringFiles.map((file) => path.relative(root, file)))('%s', (file) => {
    const findings = messagesOf(fs.readFileSync(path.join(root, file), 'utf8')).flatMap(([id, message]) =>
      checkText(message, glossary).map(({text, rule}) => `${id}: ${text} (${rule})`),
    );
    expect(findings).toEqual([]);
  });
});
