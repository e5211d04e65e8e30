/** True on Apple platforms, where shortcuts use ⌘ instead of Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform);
}

/**
 * The label of the search shortcut for a platform string such as `navigator.platform`. `control` is how the
 * reader's keyboard labels the Control key (German keyboards say "Strg"; src/lib/useSearchShortcut.ts translates it).
 */
export function searchShortcutLabel(
  platform: string,
  control = 'Ctrl',
): {modifier: string; key: string; label: string} {
  const modifier = isApplePlatform(platform) ? '⌘' : control;
  return {modifier, key: 'K', label: `${modifier} K`};
}
