/**
 * Reads the German glossary (i18n/de/GLOSSARY.md: its gloss table and its table of rejected variants) and checks
 * German text against it: the prose of a Markdown page (code, inline code, front-matter keys, URLs, link targets,
 * heading anchors, HTML/JSX tags and import lines left out) and interface messages.
 */
import yaml from 'js-yaml';

export type Rejected = {pattern: string; regex: RegExp; insteadUse: string};
export type Gloss = {term: string; forms: string[]; page: string};
export type Glossary = {rejected: Rejected[]; glosses: Gloss[]};
export type Finding = {line: number; text: string; rule: string};

const LETTER = '\\p{L}\\p{N}';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A table cell's text: backticks around code removed, `\|` unescaped. */
function cellText(cell: string): string {
  const trimmed = cell.trim().replace(/\\\|/g, '|');
  return /^`.*`$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/** The body rows of the first Markdown table after `heading` (a line starting with it). */
function tableAfter(markdown: string, heading: RegExp): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`The glossary has no section matching ${heading}`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break;
    if (line.startsWith('|')) {
      inTable = true;
      // Split on pipes not escaped with a backslash.
      rows.push(
        line
          .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
          .split(/(?<!\\)\|/)
          .map(cellText),
      );
    } else if (inTable) break;
  }
  // Header and delimiter rows.
  return rows.slice(2);
}

/** A rejected variant as written in the glossary: `/regex/flags`, or a word with `*` where it may go on. */
export function rejectedRegex(pattern: string): RegExp {
  const literal = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  if (literal) return new RegExp(literal[1]!, `${literal[2]!.replace('g', '')}g`);
  const open = pattern.startsWith('*');
  const close = pattern.endsWith('*');
  const word = escapeRegex(pattern.replace(/^\*|\*$/g, ''));
  return new RegExp(`${open ? '' : `(?<![${LETTER}])`}${word}${close ? '' : `(?![${LETTER}-])`}`, 'gu');
}

export function parseGlossary(markdown: string): Glossary {
  const rejected = tableAfter(markdown, /^## .*Rejected variants/).map(([pattern, insteadUse]) => ({
    pattern: pattern!,
    regex: rejectedRegex(pattern!),
    insteadUse: insteadUse!,
  }));
  const glosses = tableAfter(markdown, /^## .*Glosses/).map(([term, forms, page]) => ({
    term: term!,
    forms: forms!.split(',').map((form) => form.trim()),
    page: page!,
  }));
  return {rejected, glosses};
}

/** Replaces a match by spaces (so columns stay where they were). */
function blank(text: string, regex: RegExp): string {
  return text.replace(regex, (match) => ' '.repeat(match.length));
}

/** Text a reader reads in one line of Markdown prose, with everything else blanked. */
export function proseOfLine(line: string): string {
  let text = line;
  text = blank(text, /<!--.*?-->/g);
  text = blank(text, /\{\/\*.*?\*\/\}/g); // heading anchors and MDX comments
  text = blank(text, /(`+)(?:(?!\1).)+\1/g); // inline code
  text = text.replace(/(\]\()([^)\s]*)((?:\s+"[^"]*")?\))/g, (_m, open: string, url: string, close: string) => {
    return `${' '.repeat(open.length + url.length)}${' '.repeat(close.length)}`;
  }); // link targets (and their titles)
  text = blank(text, /^\s*\[[^\]]+\]:\s*\S+.*$/g); // link reference definitions
  text = blank(text, /<\/?[A-Za-z][^<>]*>/g); // HTML and JSX tags with their attributes
  text = blank(text, /\{[^{}]*\}/g); // MDX expressions
  text = blank(text, /\bhttps?:\/\/\S+/g); // bare URLs
  return text;
}

/** The front matter's translated values (title, description, sidebar_label …), never its keys. */
function frontMatterValues(frontMatter: string): string[] {
  const data = yaml.load(frontMatter) as Record<string, unknown> | undefined;
  const values: string[] = [];
  for (const [key, value] of Object.entries(data ?? {})) {
    if (key === 'translated_from' || key === 'slug' || key === 'id') continue;
    if (typeof value === 'string') values.push(value);
  }
  return values;
}

export type ProseLine = {line: number; text: string; heading: boolean};

/** The prose of a Markdown page, line by line (1-based line numbers of the file); front-matter values first. */
export function proseLines(markdown: string): ProseLine[] {
  const lines = markdown.split('\n');
  const out: ProseLine[] = [];
  let index = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    const values = frontMatterValues(lines.slice(1, end).join('\n'));
    for (const value of values) out.push({line: 1, text: value, heading: true});
    index = end + 1;
  }
  let fence: string | null = null;
  let comment = false;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence) && trimmed.replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    const open = /^(`{3,}|~{3,})/.exec(trimmed);
    if (open) {
      fence = open[1]!;
      continue;
    }
    if (comment) {
      if (trimmed.includes('-->')) comment = false;
      continue;
    }
    if (trimmed.startsWith('<!--') && !trimmed.includes('-->')) {
      comment = true;
      continue;
    }
    if (/^(import|export)\s/.test(trimmed)) continue;
    out.push({line: index + 1, text: proseOfLine(line), heading: /^#{1,6}\s/.test(trimmed)});
  }
  return out;
}

function termForms(term: string): string {
  return `${escapeRegex(term)}s?`;
}

/** Every gloss in a line: a term followed by a German word for it in brackets, or the other way round. */
function glossesIn(
  text: string,
  glossary: Glossary,
): {term: string; index: number; length: number; allowed: boolean}[] {
  const germanWords = [
    ...glossary.glosses.flatMap((gloss) => gloss.forms),
    ...glossary.rejected
      .map((entry) => entry.pattern)
      .filter((pattern) => /^\p{Lu}[\p{L}]+\*?$/u.test(pattern))
      .map((pattern) => pattern.replace(/\*$/, '')),
  ];
  const german = `(?:${germanWords.map(escapeRegex).join('|')})[\\p{L}]*`;
  const found: {term: string; index: number; length: number; allowed: boolean}[] = [];
  for (const gloss of glossary.glosses) {
    const term = termForms(gloss.term);
    const forms = new Set(gloss.forms);
    const after = new RegExp(`(?<![${LETTER}])${term}[*_]*\\s*\\((${german})\\)`, 'gu');
    const before = new RegExp(`(?<![${LETTER}])(${german})[*_]*\\s*\\(${term}\\)`, 'gu');
    for (const regex of [after, before])
      for (const match of text.matchAll(regex))
        found.push({term: gloss.term, index: match.index, length: match[0].length, allowed: forms.has(match[1]!)});
  }
  return found;
}

/**
 * Checks one German Markdown page. `relative` is its path inside its docs instance's folder (for example
 * `concepts/channel.md`), `mainDocs` whether it is the main docs instance (where the concept pages are).
 */
export function checkPage(markdown: string, relative: string, glossary: Glossary, mainDocs = true): Finding[] {
  const findings: Finding[] = [];
  const overview = mainDocs && relative === 'concepts/index.md';
  const glossed = new Set<string>();
  const mentioned = new Set<string>();
  for (const {line, text: original, heading} of proseLines(markdown)) {
    let text = original;
    const glosses = glossesIn(text, glossary).sort((a, b) => a.index - b.index);
    for (const gloss of glosses) {
      const entry = glossary.glosses.find((candidate) => candidate.term === gloss.term)!;
      const ownPage = mainDocs && (relative === entry.page || overview);
      const firstMention =
        !heading &&
        !mentioned.has(gloss.term) &&
        !new RegExp(`(?<![${LETTER}])${termForms(gloss.term)}(?![${LETTER}])`, 'u').test(text.slice(0, gloss.index));
      if (gloss.allowed && ownPage && firstMention && !glossed.has(gloss.term)) {
        glossed.add(gloss.term);
        text = text.slice(0, gloss.index) + ' '.repeat(gloss.length) + text.slice(gloss.index + gloss.length);
      } else {
        const snippet = original.slice(gloss.index, gloss.index + gloss.length);
        const why = !gloss.allowed
          ? `not the glossary's gloss for ${gloss.term}`
          : !ownPage
            ? `a gloss belongs only on ${entry.page} and concepts/index.md`
            : 'a gloss only at the first mention of the term, once, never in a heading';
        findings.push({line, text: snippet, rule: `gloss: ${why}`});
      }
    }
    if (!heading)
      for (const gloss of glossary.glosses)
        if (new RegExp(`(?<![${LETTER}])${termForms(gloss.term)}(?![${LETTER}])`, 'u').test(original))
          mentioned.add(gloss.term);
    findings.push(...checkText(text, glossary).map((finding) => ({...finding, line})));
  }
  return findings;
}

/** The rejected variants in a piece of German text (an interface message, or a line of prose already cleaned). */
export function checkText(text: string, glossary: Glossary): Finding[] {
  const cleaned = blank(text, /\bhttps?:\/\/\S+/g);
  return glossary.rejected
    .flatMap((entry) =>
      [...cleaned.matchAll(entry.regex)].map((match) => ({
        index: match.index,
        line: 0,
        text: match[0],
        rule: `"${entry.pattern}": use ${entry.insteadUse}`,
      })),
    )
    .sort((a, b) => a.index - b.index)
    .map(({line, text: found, rule}) => ({line, text: found, rule}));
}

/** The messages of a Docusaurus translation file (`{id: {message, description}}`), by id. */
export function messagesOf(json: string): [string, string][] {
  const data = JSON.parse(json) as Record<string, {message?: unknown}>;
  return Object.entries(data).flatMap(([id, value]) =>
    typeof value?.message === 'string' ? [[id, value.message] as [string, string]] : [],
  );
}
