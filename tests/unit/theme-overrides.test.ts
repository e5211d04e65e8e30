/** @jest-environment node */
/**
 * Theme overrides stay wraps (ARCHITECTURE.md, decision 7). Every component under src/theme that has the name of a
 * theme component either wraps the theme's own (it imports `@theme-original/<its name>` or `@theme-init/<its name>`),
 * or is one of the few ejected copies kept on purpose, or is one of the files Docusaurus documents as provided by
 * the site. Anything else under src/theme is a helper of an override (a stylesheet, or a module an override imports
 * by a relative path) and must not itself carry a theme component's name. A new ejected copy fails here: wrap the
 * theme's component instead, or, when its markup itself must change, add it to EJECTED with the reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');

/** The ejected copies kept, each with a `// Change:` line in its leading comment that says what differs from the theme's. */
const EJECTED = new Set(['SiteMetadata', 'SearchBar', 'CodeBlock', 'CodeBlock/Content/String']);

/** Components a site provides by design (Docusaurus's docs: the Root wrapper, MDX components, custom navbar items). */
const SITE_PROVIDED = new Set(['Root', 'MDXComponents', 'NavbarItem/ComponentTypes']);

const CODE = /\.(tsx?|jsx?)$/;
const STYLE = /\.(css|scss)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** `src/theme/DocBreadcrumbs/Items/Home/index.tsx` → `DocBreadcrumbs/Items/Home` (what `@theme/…` resolves to it). */
const componentName = (dir: string, file: string) =>
  path
    .relative(dir, file)
    .split(path.sep)
    .join('/')
    .replace(/(\/index)?\.(tsx?|jsx?)$/, '');

/** The component names the installed themes provide (`@theme/<name>`), from their lib/theme folders. */
function themeComponentNames(): Set<string> {
  const names = new Set<string>();
  const scope = path.join(root, 'node_modules/@docusaurus');
  for (const pkg of fs.readdirSync(scope)) {
    const dir = path.join(scope, pkg, 'lib/theme');
    if (!fs.existsSync(dir)) continue;
    for (const file of filesUnder(dir))
      if (/\.js$/.test(file))
        names.add(
          path
            .relative(dir, file)
            .split(path.sep)
            .join('/')
            .replace(/(\/index)?\.js$/, ''),
        );
  }
  return names;
}

/** The src/theme files that another src/theme file imports by a relative path. */
function relativelyImported(codeFiles: readonly string[]): Set<string> {
  const imported = new Set<string>();
  for (const file of codeFiles) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, request] of source.matchAll(
      /(?:from\s+|import\s*\(\s*(?:\/\*[\s\S]*?\*\/\s*)?|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      const target = path.resolve(path.dirname(file), request!);
      for (const candidate of [
        target,
        ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((e) => target + e),
      ])
        if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) imported.add(candidate);
    }
  }
  return imported;
}

/** Why each file of a theme folder (`dir`, src/theme) is allowed there, or why not, by its path in `dir`. */
function classify(dir: string, themeNames: ReadonlySet<string>): Map<string, string> {
  const files = filesUnder(dir);
  const codeFiles = files.filter((file) => CODE.test(file));
  const helpers = relativelyImported(codeFiles);
  const verdicts = new Map<string, string>();
  for (const file of files) {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (STYLE.test(file)) {
      verdicts.set(relative, 'stylesheet');
      continue;
    }
    if (!CODE.test(file)) {
      verdicts.set(relative, 'NOT ALLOWED: neither code nor a stylesheet');
      continue;
    }
    const name = componentName(dir, file);
    const source = fs.readFileSync(file, 'utf8');
    const wraps = [`@theme-original/${name}`, `@theme-init/${name}`].some(
      (request) => source.includes(`'${request}'`) || source.includes(`"${request}"`),
    );
    if (EJECTED.has(name)) verdicts.set(relative, 'kept eject');
    else if (SITE_PROVIDED.has(name)) verdicts.set(relative, 'site-provided');
    else if (themeNames.has(name))
      verdicts.set(
        relative,
        wraps ? 'wrap' : `NOT ALLOWED: an ejected copy of @theme/${name} (wrap @theme-original/${name})`,
      );
    else if (helpers.has(file)) verdicts.set(relative, 'helper');
    else verdicts.set(relative, `NOT ALLOWED: @theme/${name} is no theme component and no override imports it`);
  }
  return verdicts;
}

describe('theme overrides (src/theme)', () => {
  const themeNames = themeComponentNames();
  const verdicts = classify(themeDir, themeNames);

  it('reads the installed themes', () => {
    for (const name of ['Layout', 'DocBreadcrumbs', 'DocBreadcrumbs/Items/Home', 'BlogListPage', 'SearchBar'])
      expect(themeNames).toContain(name);
  });

  it('are wraps of the theme components, the kept ejected copies, site-provided components or their helpers', () => {
    const refused = [...verdicts].filter(([, verdict]) => verdict.startsWith('NOT ALLOWED'));
    expect(refused).toEqual([]);
    expect([...verdicts.values()].filter((verdict) => verdict === 'wrap').length).toBeGreaterThan(15);
  });

  it('keep the four ejected copies named in EJECTED, each saying in its leading comment what it changes', () => {
    const kept = [...verdicts].filter(([, verdict]) => verdict === 'kept eject').map(([file]) => file);
    expect(kept.map((file) => componentName(themeDir, path.join(themeDir, file))).sort()).toEqual([...EJECTED].sort());
    for (const file of kept)
      expect(fs.readFileSync(path.join(themeDir, file), 'utf8')).toMatch(/^(?:\/\/.*\n)*\/\/ Change: /);
  });

  it('refuses an ejected copy, and a component no theme has that no override uses', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-overrides-'));
    const write = (relative: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(fixture, relative)), {recursive: true});
      fs.writeFileSync(path.join(fixture, relative), text);
    };
    try {
      write(
        'BlogListPage/index.tsx',
        "import Layout from '@theme/Layout';\nexport default function BlogListPage() {}\n",
      );
      write('DocBreadcrumbs/index.tsx', "import Home from '@theme/DocBreadcrumbs/Items/Home';\n");
      write('TOC/index.tsx', "import TOC from '@theme-original/TOC';\nimport {label} from './label';\n");
      write('TOC/label.ts', "export const label = 'On this page';\n");
      write('TOC/styles.module.css', '.title {}\n');
      write('Unused/index.tsx', 'export default function Unused() {}\n');
      expect(Object.fromEntries(classify(fixture, themeNames))).toEqual({
        'BlogListPage/index.tsx':
          'NOT ALLOWED: an ejected copy of @theme/BlogListPage (wrap @theme-original/BlogListPage)',
        'DocBreadcrumbs/index.tsx':
          'NOT ALLOWED: an ejected copy of @theme/DocBreadcrumbs (wrap @theme-original/DocBreadcrumbs)',
        'TOC/index.tsx': 'wrap',
        'TOC/label.ts': 'helper',
        'TOC/styles.module.css': 'stylesheet',
        'Unused/index.tsx': 'NOT ALLOWED: @theme/Unused is no theme component and no override imports it',
      });
    } finally {
      fs.rmSync(fixture, {recursive: true, force: true});
    }
  });
});
