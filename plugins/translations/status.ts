/**
 * Translation status, computed from the files alone: which pages of the default locale have a translation in
 * `i18n/<locale>/`, and whether that translation is up to date.
 *
 * A translation records the English revision it was made from in its front matter (`translated_from`: a hash of the
 * English file, written by `npm run translations:stamp`, never by hand). When the English file changes, its hash no
 * longer matches and the translation is outdated until a translator updates it and stamps it again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {DIRECTIVES} from '../spec-reference/directives';
import {markdownFiles} from '../static-diagrams/sources';
import type {ContentRoot} from './localeLinks';

/** The front-matter key of a translation that names the English revision it was made from. */
export const STAMP_KEY = 'translated_from';

export type TranslationState = 'translated' | 'outdated' | 'missing' | 'generated';

export type TranslationEntry = {
  /** The default locale's file, relative to the site. */
  source: string;
  /** Where its translation lives (or would live), relative to the site. */
  translation: string;
  state: TranslationState;
  /** The section the status report groups it under: a docs root and its first folder (`docs/concepts`), or `blog`. */
  section: string;
};

/**
 * Pages whose body a build-time generator writes from the published schemas: the stubs of the Reference's leaf
 * directives, as plugins/spec-reference/directives.ts registers them (the JSON Schema URLs page among them). Their
 * text is not translated: a German page says so and links the English one.
 */
const GENERATED_PAGE = new RegExp(`^::(?:${Object.keys(DIRECTIVES).join('|')})(?:[{\\s]|$)`, 'm');

/** True when a Markdown source is a generated Reference page. */
export function isGeneratedPage(content: string): boolean {
  return GENERATED_PAGE.test(content);
}

/** The hash a translation stamps: the English file's text (line endings normalised), 12 hex digits of SHA-256. */
export function sourceHash(content: string): string {
  return crypto.createHash('sha256').update(content.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const STAMP_LINE = new RegExp(`^${STAMP_KEY}:[ \\t]*["']?([0-9a-f]+)["']?[ \\t]*$`, 'm');

/** The stamp in a translation's front matter, if any. */
export function readStamp(content: string): string | undefined {
  const block = FRONT_MATTER.exec(content)?.[1];
  return block === undefined ? undefined : STAMP_LINE.exec(block)?.[1];
}

/** The translation with its stamp set to `hash` (replaced, or added as the last front-matter line). */
export function writeStamp(content: string, hash: string): string {
  const match = FRONT_MATTER.exec(content);
  const line = `${STAMP_KEY}: ${hash}`;
  if (!match) return `---\n${line}\n---\n\n${content}`;
  const block = STAMP_LINE.test(match[1]!) ? match[1]!.replace(STAMP_LINE, line) : `${match[1]}\n${line}`;
  return content.replace(match[1]!, () => block);
}

/** Every Markdown page under `dir`, relative to it, sorted; partials (`_name.md`, `_folder/`) and READMEs left out. */
export function pageFiles(dir: string): string[] {
  return markdownFiles(dir)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .filter((relative) => !/(?:^|\/)[_.]/.test(relative) && !/(?:^|\/)README\.md$/.test(relative));
}

/** Docs are grouped by their section folder (`docs/concepts`); the blog and the pages as a whole. */
function sectionOf(root: ContentRoot, relative: string): string {
  const parts = relative.split('/');
  const isDocs = root.localized.startsWith('docusaurus-plugin-content-docs');
  return isDocs && parts.length > 1 ? `${root.source}/${parts[0]}` : root.source;
}

/** The state of a translation at `translationFile` of the English text `sourceText` (the build and the report). */
export function translationState(sourceText: string, translationFile: string): TranslationState {
  if (!fs.existsSync(translationFile)) return isGeneratedPage(sourceText) ? 'generated' : 'missing';
  return readStamp(fs.readFileSync(translationFile, 'utf8')) === sourceHash(sourceText) ? 'translated' : 'outdated';
}

/** The state of one English file's translation into `locale`. */
export function entryFor(siteDir: string, root: ContentRoot, relative: string, locale: string): TranslationEntry {
  const source = `${root.source}/${relative}`;
  const translation = `i18n/${locale}/${root.localized}/${relative}`;
  const sourceText = fs.readFileSync(path.join(siteDir, source), 'utf8');
  const state = translationState(sourceText, path.join(siteDir, translation));
  return {source, translation, state, section: sectionOf(root, relative)};
}

/** Every Markdown page of the given roots with the state of its translation into `locale`. */
export function scanTranslations(siteDir: string, roots: readonly ContentRoot[], locale: string): TranslationEntry[] {
  return roots.flatMap((root) =>
    pageFiles(path.join(siteDir, root.source)).map((relative) => entryFor(siteDir, root, relative, locale)),
  );
}

/** Translations in `i18n/<locale>/` whose English file no longer exists (a page moved or was removed). */
export function orphanTranslations(siteDir: string, roots: readonly ContentRoot[], locale: string): string[] {
  return roots.flatMap((root) =>
    pageFiles(path.join(siteDir, 'i18n', locale, root.localized))
      .filter((relative) => !fs.existsSync(path.join(siteDir, root.source, relative)))
      .map((relative) => `i18n/${locale}/${root.localized}/${relative}`),
  );
}

export type SectionCounts = Record<TranslationState, number> & {section: string};

const noCounts = (section: string): SectionCounts => ({section, translated: 0, outdated: 0, missing: 0, generated: 0});

/** Counts per section, in the order sections first appear. */
export function countBySection(entries: readonly TranslationEntry[]): SectionCounts[] {
  const sections = new Map<string, SectionCounts>();
  for (const entry of entries) {
    let counts = sections.get(entry.section);
    if (!counts) {
      counts = noCounts(entry.section);
      sections.set(entry.section, counts);
    }
    counts[entry.state] += 1;
  }
  return [...sections.values()];
}

/** The status report as a Markdown table (one row a section, then the total). */
export function statusTable(entries: readonly TranslationEntry[], locale: string): string {
  const rows = countBySection(entries);
  // The total counts every entry as one section.
  const everything = entries.map((entry) => ({...entry, section: '**total**'}));
  const total = countBySection(everything)[0] ?? noCounts('**total**');
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [
    line([`section (${locale})`, 'translated', 'outdated', 'missing', 'generated (stays English)']),
    line(['---', '---:', '---:', '---:', '---:']),
    ...[...rows, total].map((row) => line([row.section, row.translated, row.outdated, row.missing, row.generated])),
  ].join('\n');
}
