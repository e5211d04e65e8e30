/** @jest-environment node */
/**
 * Theme overrides stay wraps (ARCHITECTURE.md, decision 7). Every component under src/theme that has the name of a
 * theme component either wraps the theme's own (it imports `@theme-original/<its name>` or `@theme-init/<its name>` as
 * a value and renders it, as JSX or through createElement, itself or in a module of the site it imports), or is one of the few ejected copies kept on purpose, or is one of the files Docusaurus documents as provided by
 * the site. Anything else under src/theme is a helper of an override (a stylesheet, or a module an override imports
 * by a relative path) and must not itself carry a theme component's name. A new ejected copy fails here: wrap the
 * theme's component instead, or, when its markup itself must change, add it to EJECTED with the reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');

/** The ejected copies kept, each with a `// Change:` line in its leading comment that says what differs from the theme's. */
const EJECTED = new Set(['SiteMetadata', 'SearchBar', 'CodeBlock', 'CodeBlock/Content/String']);

/**
 * The theme's swizzle rating of what is kept (README's table of overrides states them; a component the theme does not
 * list is unsafe): the wraps rated safe, and the ejected copies rated safe to eject. A change of rating fails here:
 * read the theme's new version of the component against the override, then update this and the table.
 */
const SAFE_WRAPS = new Set(['CodeBlock', 'NotFound', 'SearchBar']);
const SAFE_EJECTS = new Set(['CodeBlock', 'SearchBar']);

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

/** The files a module of the site names by a relative or `@site/` request (static imports and `import()`). */
function siteImports(file: string, sourceFile: ts.SourceFile): string[] {
  const requests: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      requests.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [request] = node.arguments;
      if (request && ts.isStringLiteral(request)) requests.push(request.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return requests.flatMap((request) => {
    const base = request.startsWith('@site/')
      ? path.join(root, request.slice('@site/'.length))
      : request.startsWith('.')
        ? path.resolve(path.dirname(file), request)
        : null;
    if (!base) return [];
    const found = [base, ...['.tsx', '.ts', '/index.tsx', '/index.ts'].map((e) => base + e)].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

/**
 * Whether `file` renders the theme's original `name`: it imports `@theme-original/<name>` (or `@theme-init/<name>`) as
 * a value and uses that binding as a JSX tag or as createElement's first argument; or a module of the site it imports
 * renders it or hands it on as its default export (`depth` levels down: the code block's content loads the original
 * lazily through src/components/HighlightedCodeContent). An `import type` of the original, or an import never
 * rendered, does not count: that file is an ejected copy.
 */
function rendersOriginal(file: string, name: string, depth = 1, handsOn = false): boolean {
  const sourceFile = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const originals = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (![`@theme-original/${name}`, `@theme-init/${name}`].includes(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) originals.add(clause.name.text);
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings))
      for (const element of clause.namedBindings.elements)
        if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'default')
          originals.add(element.name.text);
  }
  let rendered = false;
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      originals.has(node.tagName.text)
    )
      rendered = true;
    if (
      ts.isCallExpression(node) &&
      /(^|\.)(createElement|jsxs?)$/.test(node.expression.getText(sourceFile)) &&
      node.arguments[0] !== undefined &&
      ts.isIdentifier(node.arguments[0]) &&
      originals.has(node.arguments[0].text)
    )
      rendered = true;
    if (
      handsOn &&
      ts.isExportAssignment(node) &&
      ts.isIdentifier(node.expression) &&
      originals.has(node.expression.text)
    )
      rendered = true;
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return (
    rendered ||
    (depth > 0 && siteImports(file, sourceFile).some((next) => rendersOriginal(next, name, depth - 1, true)))
  );
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
    if (EJECTED.has(name)) verdicts.set(relative, 'kept eject');
    else if (SITE_PROVIDED.has(name)) verdicts.set(relative, 'site-provided');
    else if (themeNames.has(name))
      verdicts.set(
        relative,
        rendersOriginal(file, name)
          ? 'wrap'
          : `NOT ALLOWED: an ejected copy of @theme/${name} (wrap @theme-original/${name} and render it)`,
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

  it("are rated as the theme's swizzle config rates them (safe or unsafe, to wrap or to eject)", () => {
    const {default: swizzleConfig} = require('@docusaurus/theme-classic/lib/getSwizzleConfig') as {
      default: () => {components: Record<string, {actions: Record<'wrap' | 'eject', string>}>};
    };
    const {components} = swizzleConfig();
    const rating = (name: string, action: 'wrap' | 'eject') => components[name]?.actions[action] ?? 'unsafe';
    const rated = [...verdicts]
      .filter(([, verdict]) => verdict === 'wrap' || verdict === 'kept eject')
      .map(([file, verdict]) => {
        const name = componentName(themeDir, path.join(themeDir, file));
        const action = verdict === 'wrap' ? 'wrap' : 'eject';
        const expected = (action === 'wrap' ? SAFE_WRAPS : SAFE_EJECTS).has(name) ? 'safe' : 'unsafe';
        return {name, action, rating: rating(name, action), expected};
      });
    expect(rated.length).toBeGreaterThan(20);
    expect(rated.filter(({rating: actual, expected}) => actual !== expected)).toEqual([]);
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
      write(
        'TOC/index.tsx',
        "import TOC from '@theme-original/TOC';\nimport {label} from './label';\n" +
          'export default function Wrapper() {\n  return <TOC title={label} />;\n}\n',
      );
      // What the old guard accepted: a full copy with one unused line naming the original (a type import), and one
      // that imports the original as a value but renders its own markup.
      write(
        'DocItem/Footer/index.tsx',
        "import type _ from '@theme-original/DocItem/Footer';\n" +
          'export default function DocItemFooter() {\n  return <footer className="docusaurus-mt-lg" />;\n}\n',
      );
      write(
        'Footer/index.tsx',
        "import Footer from '@theme-original/Footer';\nvoid Footer;\n" +
          'export default function MyFooter() {\n  return <footer />;\n}\n',
      );
      write(
        'Admonition/index.tsx',
        "import React from 'react';\nimport Admonition from '@theme-original/Admonition';\n" +
          'export default function Wrapper(props: object) {\n  return React.createElement(Admonition, props);\n}\n',
      );
      write('TOC/label.ts', "export const label = 'On this page';\n");
      write('TOC/styles.module.css', '.title {}\n');
      write('Unused/index.tsx', 'export default function Unused() {}\n');
      expect(Object.fromEntries(classify(fixture, themeNames))).toEqual({
        'BlogListPage/index.tsx':
          'NOT ALLOWED: an ejected copy of @theme/BlogListPage (wrap @theme-original/BlogListPage and render it)',
        'DocBreadcrumbs/index.tsx':
          'NOT ALLOWED: an ejected copy of @theme/DocBreadcrumbs (wrap @theme-original/DocBreadcrumbs and render it)',
        'TOC/index.tsx': 'wrap',
        'DocItem/Footer/index.tsx':
          'NOT ALLOWED: an ejected copy of @theme/DocItem/Footer (wrap @theme-original/DocItem/Footer and render it)',
        'Footer/index.tsx': 'NOT ALLOWED: an ejected copy of @theme/Footer (wrap @theme-original/Footer and render it)',
        'Admonition/index.tsx': 'wrap',
        'TOC/label.ts': 'helper',
        'TOC/styles.module.css': 'stylesheet',
        'Unused/index.tsx': 'NOT ALLOWED: @theme/Unused is no theme component and no override imports it',
      });
    } finally {
      fs.rmSync(fixture, {recursive: true, force: true});
    }
  });
});
