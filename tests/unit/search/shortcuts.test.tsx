/**
 * The shortcut guard of the search dialog is DocSearch's own `useDocSearchKeyboardEvents` (not re-implemented):
 * this test runs the installed hook, so a DocSearch upgrade that changes it fails here. The package is ESM, which
 * the shared Jest config does not transform, so the test compiles that one file with @swc/core.
 */
import fs from 'node:fs';
import React from 'react';
import {render, fireEvent} from '@testing-library/react';
import {transformSync} from '@swc/core';

type Hook = (props: {isOpen: boolean; onOpen: () => void; onClose: () => void; isAskAiActive: boolean; onAskAiToggle: () => void}) => void;

function loadHook(): Hook {
  // DocSearch 3 exports the hook from its main (ESM) entry.
  const file = require.resolve('@docsearch/react').replace(/dist\/umd\/index\.js$/, 'dist/esm/index.js');
  const {code} = transformSync(fs.readFileSync(file, 'utf8'), {module: {type: 'commonjs'}, jsc: {target: 'es2020'}});
  const module = {exports: {} as Record<string, unknown>};
  new Function('require', 'module', 'exports', code)((id: string) => (id === 'react' ? React : require(id)), module, module.exports);
  return module.exports.useDocSearchKeyboardEvents as Hook;
}

const useDocSearchKeyboardEvents = loadHook();

function Harness({isOpen, onOpen, onClose}: {isOpen: boolean; onOpen: () => void; onClose: () => void}) {
  useDocSearchKeyboardEvents({isOpen, onOpen, onClose, isAskAiActive: false, onAskAiToggle: () => {}});
  return (
    <div>
      <input aria-label="field" />
      <textarea aria-label="area" />
      <select aria-label="choice">
        <option>a</option>
      </select>
      <div aria-label="editable" contentEditable suppressContentEditableWarning />
      <p>text</p>
    </div>
  );
}

function setup(isOpen = false) {
  const onOpen = jest.fn();
  const onClose = jest.fn();
  const view = render(<Harness isOpen={isOpen} onOpen={onOpen} onClose={onClose} />);
  return {onOpen, onClose, view};
}

describe('search shortcuts (DocSearch keyboard hook)', () => {
  it('opens with / when focus is on the page', () => {
    const {onOpen, view} = setup();
    fireEvent.keyDown(view.getByText('text'), {key: '/'});
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('ignores / typed in an input, textarea, select or contenteditable', () => {
    const {onOpen, view} = setup();
    for (const label of ['field', 'area', 'choice']) fireEvent.keyDown(view.getByLabelText(label), {key: '/'});
    const editable = view.getByLabelText('editable');
    Object.defineProperty(editable, 'isContentEditable', {value: true}); // jsdom does not compute it
    fireEvent.keyDown(editable, {key: '/'});
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens with Ctrl+K or ⌘+K even from an input', () => {
    const {onOpen, view} = setup();
    fireEvent.keyDown(view.getByLabelText('field'), {key: 'k', ctrlKey: true});
    fireEvent.keyDown(view.getByText('text'), {key: 'K', metaKey: true});
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape when open', () => {
    const {onClose, onOpen, view} = setup(true);
    fireEvent.keyDown(view.getByText('text'), {key: 'Escape', code: 'Escape'});
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
