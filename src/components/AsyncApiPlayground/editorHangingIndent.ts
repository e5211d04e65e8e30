/**
 * The editor's side of the hanging indent (hangingIndent.ts): a line decoration on each visible line that gives its
 * continuations their indent, as a custom property the editor's stylesheet (editor.css) turns into padding and a
 * negative first-line indent. CodeMirror measures the lines it draws, so the cursor follows the indented text.
 */
import {Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate} from '@codemirror/view';
import {RangeSetBuilder} from '@codemirror/state';
import {HANGING_PROPERTY, hangingIndent} from './hangingIndent';

/** The class editor.css styles; a decoration per indent, made once. */
const decorations = new Map<number, Decoration>();
function decoration(columns: number): Decoration {
  let found = decorations.get(columns);
  if (!found) {
    found = Decoration.line({class: 'cm-hanging', attributes: {style: `${HANGING_PROPERTY}: ${columns}`}});
    decorations.set(columns, found);
  }
  return found;
}

function build(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const {from, to} of view.visibleRanges) {
    for (let position = from; position <= to;) {
      const line = view.state.doc.lineAt(position);
      builder.add(line.from, line.from, decoration(hangingIndent(line.text)));
      position = line.to + 1;
    }
  }
  return builder.finish();
}

export const hangingIndentLines = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;

    constructor(view: EditorView) {
      this.decorations = build(view);
    }

    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = build(update.view);
    }
  },
  {decorations: (plugin) => plugin.decorations},
);
