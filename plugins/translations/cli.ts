/**
 * `npm run translations:status` and `npm run translations:stamp`, as a function of the arguments (scripts/translations.mjs
 * runs it): the report a translator reads, and the only writer of the `translated_from` stamp.
 */
import fs from 'node:fs';
import path from 'node:path';
import {locateInRoots, fileInLocale, type ContentRoot} from './localeLinks';
import {orphanTranslations, scanTranslations, sourceHash, statusTable, writeStamp} from './status';

export type CliContext = {
  siteDir: string;
  roots: readonly ContentRoot[];
  locales: readonly string[];
  defaultLocale: string;
};

const USAGE = `Usage:
  npm run translations:status [-- --locale <locale>] [--list]
      Per section: translated, outdated (the English page changed since), missing, generated (stays English).
      --list also names every outdated and missing file.
  npm run translations:stamp -- <translation file>...
      Records that each translation is up to date with its English page (writes translated_from: <hash> to its
      front matter). Run it after you have translated a page or brought an outdated one up to date.`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/** Runs a command; writes to `out` and `err`; returns the exit code. */
export function runTranslations(
  command: string | undefined,
  args: string[],
  context: CliContext,
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): number {
  const others = context.locales.filter((locale) => locale !== context.defaultLocale);
  if (command === 'status') {
    const locale = option(args, '--locale');
    if (locale !== undefined && !others.includes(locale)) {
      err(`Unknown locale "${locale}": expected one of ${others.join(', ')}.`);
      return 2;
    }
    for (const target of locale ? [locale] : others) {
      const entries = scanTranslations(context.siteDir, context.roots, target);
      out(statusTable(entries, target));
      const outdated = entries.filter((entry) => entry.state === 'outdated');
      if (outdated.length > 0) {
        out(`\nOutdated (${target}): the English page changed after the translation was stamped.`);
        for (const entry of outdated) out(`  - ${entry.translation} (English: ${entry.source})`);
      }
      if (args.includes('--list')) {
        const missing = entries.filter((entry) => entry.state === 'missing');
        out(`\nMissing (${target}): ${missing.length}`);
        for (const entry of missing) out(`  - ${entry.source} -> ${entry.translation}`);
      }
      const orphans = orphanTranslations(context.siteDir, context.roots, target);
      if (orphans.length > 0) {
        out(`\nTranslations without an English page (moved or removed in English):`);
        for (const file of orphans) out(`  - ${file}`);
      }
    }
    return 0;
  }
  if (command === 'stamp') {
    const files = args.filter((arg) => !arg.startsWith('--'));
    if (files.length === 0) {
      err(`Name the translation files to stamp.\n\n${USAGE}`);
      return 2;
    }
    let failed = 0;
    for (const file of files) {
      const absolute = path.resolve(context.siteDir, file);
      const located = locateInRoots(context.siteDir, context.roots, absolute);
      if (!located || located.locale === null || !fs.existsSync(absolute)) {
        err(
          `✖ ${file}: not a translation (expected a Markdown file under i18n/<locale>/ that mirrors an English page).`,
        );
        failed += 1;
        continue;
      }
      const english = fileInLocale(
        context.siteDir,
        located.root,
        located.relative,
        context.defaultLocale,
        context.defaultLocale,
      );
      if (!fs.existsSync(english)) {
        err(`✖ ${file}: its English page ${path.relative(context.siteDir, english)} does not exist.`);
        failed += 1;
        continue;
      }
      const hash = sourceHash(fs.readFileSync(english, 'utf8'));
      fs.writeFileSync(absolute, writeStamp(fs.readFileSync(absolute, 'utf8'), hash));
      out(
        `✔ ${path.relative(context.siteDir, absolute)}: translated_from ${hash} (${path.relative(context.siteDir, english)})`,
      );
    }
    return failed === 0 ? 0 : 1;
  }
  (command === undefined || command === '--help' ? out : err)(USAGE);
  return command === undefined || command === '--help' ? 0 : 2;
}
