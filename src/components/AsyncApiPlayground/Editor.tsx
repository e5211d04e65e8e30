/**
 * The playground's code editor: CodeMirror 6 with YAML highlighting, line numbers, undo history and the default
 * keymap. Loaded lazily by the playground, so CodeMirror's code reaches only the pages that show a playground.
 * Tab is not captured: it moves focus on like anywhere else (indent with Ctrl+] and Ctrl+[).
 *
 * A text the playground refuses (./inputLimits.ts: too large, or nested too deeply for the YAML grammar's recursion)
 * is kept as plain text: the YAML language is switched off in the same transaction that brings the text in, before
 * anything parses it, and switched on again by the first change that brings an acceptable text. Should a text the
 * check let through still overflow the grammar's recursion (a RangeError while the transaction is applied), the
 * editor starts again from that text as plain text instead of throwing on every later change.
 */
import React, {useEffect, useRef} from 'react';
import {Compartment, EditorState} from '@codemirror/state';
import {EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {classHighlighter} from '@lezer/highlight';
import {yaml} from '@codemirror/lang-yaml';
import {hangingIndentLines} from './editorHangingIndent';
import {refuseInput} from './inputLimits';
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
    const language = new Compartment();
    const languageFor = (text: string) => (refuseInput(text) ? [] : [indentOnInput(), yaml()]);
    const createState = (doc: string, plain: boolean) =>
      EditorState.create({
        doc,
        extensions: [
          language.of(plain ? [] : languageFor(doc)),
          // Decided on the new text before the transaction is applied, so a refused text is never parsed as YAML.
          EditorState.transactionExtender.of((transaction) => {
            if (!transaction.docChanged) return null;
            const wanted = languageFor(transaction.newDoc.toString());
            const current = language.get(transaction.startState) as unknown[];
            return wanted.length === current.length ? null : {effects: language.reconfigure(wanted)};
          }),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
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
      });
    const editor = new EditorView({
      parent: host.current,
      state: createState(value, false),
      dispatchTransactions(transactions, target) {
        try {
          target.update(transactions);
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
          // The new text, kept, as plain text; the next change is checked again (transactionExtender above).
          const doc = transactions[transactions.length - 1]!.newDoc.toString();
          target.setState(createState(doc, true));
          onChangeRef.current(doc);
        }
      },
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
