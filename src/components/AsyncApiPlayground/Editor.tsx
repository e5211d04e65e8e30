/**
 * The playground's code editor: CodeMirror 6 with YAML highlighting, line numbers, undo history and the default
 * keymap. Loaded lazily by the playground, so CodeMirror's code reaches only the pages that show a playground.
 * Tab is not captured: it moves focus on like anywhere else (indent with Ctrl+] and Ctrl+[).
 */
import React, {useEffect, useRef} from 'react';
import {EditorState} from '@codemirror/state';
import {EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {classHighlighter} from '@lezer/highlight';
import {yaml} from '@codemirror/lang-yaml';
import {hangingIndentLines} from './editorHangingIndent';
import './editor.css';

export type EditorHandle = {goToLine: (line: number) => void};

export type EditorProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the editable region. */
  label: string;
  /** id of the element that describes the editor (keyboard help). */
  describedBy?: string;
  handleRef?: React.MutableRefObject<EditorHandle | null>;
};

export default function Editor({value, onChange, label, describedBy, handleRef}: EditorProps): React.JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          yaml(),
          // Token classes (tok-*) coloured by the site's CSS, with contrast checked in both themes.
          syntaxHighlighting(classHighlighter),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          // A wrapped line continues indented past its own indentation (hangingIndent.ts).
          hangingIndentLines,
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            ...(describedBy ? {'aria-describedby': describedBy} : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (handleRef) {
      handleRef.current = {
        goToLine(line) {
          const doc = editor.state.doc;
          const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
          editor.dispatch({selection: {anchor: target.from}, scrollIntoView: true});
          editor.focus();
        },
      };
    }
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later `value` changes come from the editor itself or from reset (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An outside change (the Reset button) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
    }
  }, [value]);

  return <div ref={host} className="asyncapi-playground-editor" data-testid="playground-editor" />;
}
