/**
 * Where a YAML line that wraps continues: indented past the line's own indentation (and its list dash), so that a
 * wrapped value (`url: broker.streetlights.example:8883` on a phone) does not read as a key of its own at column 0.
 * The static document (index.tsx) and the editor (editorHangingIndent.ts) indent the continuations by the same
 * number of character widths, so the editor replaces the static document at the same height.
 */

/** How far beyond a line's start its continuations begin: one indentation step past its content. */
export const HANGING_STEP = 2;

/** Deeper than this, continuations start here: a deeply nested line keeps room for its text on a phone. */
export const MAX_HANGING_INDENT = 20;

/** The number of character widths a wrapped line's continuations are indented by. */
export function hangingIndent(line: string): number {
  const match = /^( *)(- +)?/.exec(line)!;
  const content = match[0].length === line.length ? 0 : match[0].length;
  return Math.min(content + HANGING_STEP, MAX_HANGING_INDENT);
}

/** The CSS custom property that carries a line's hanging indent, in character widths. */
export const HANGING_PROPERTY = '--playground-hang';
