/** True on Apple platforms, where shortcuts use ⌘ instead of Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform);
}

/** The label of the search shortcut for a platform string such as `navigator.platform`. */
export function searchShortcutLabel(platform: string): {modifier: string; key: string; label: string} {
  const modifier = isApplePlatform(platform) ? '⌘' : 'Ctrl';
  return {modifier, key: 'K', label: `${modifier} K`};
}
