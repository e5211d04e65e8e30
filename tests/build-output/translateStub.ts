/**
 * `@docusaurus/Translate` for the build-output tests, which run in Node outside a Docusaurus bundle: data modules that
 * call translate() (src/data/menus.ts) give their English message, as the default locale's bundle does.
 */
export function translate({message}: {message: string; id?: string; description?: string}): string {
  return message;
}
export default function Translate({children}: {children: string}): string {
  return children;
}
