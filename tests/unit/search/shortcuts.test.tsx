/**
 * The search dialog's keyboard shortcuts (src/lib/useSearchKeyboard): "/" unless typing, Ctrl/⌘+K anywhere,
 * Escape to close. The same rules as DocSearch 3's own hook, which the SearchBar no longer imports (it bundles
 * the whole dialog).
 */
import React from 'react';
import {render, fireEvent} from '@testing-library/react';
import {isEditingContent, shortcutAction, useSearchKeyboard} from '@site/src/lib/useSearchKeyboard';

function Harness({isOpen, onOpen, onClose}: {isOpen: boolean; onOpen: () => void; onClose: () => void}) {
  useSearchKeyboard({isOpen, onOpen, onClose});
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

describe('search shortcuts', () => {
  afterEach(() => document.body.classList.remove('DocSearch--active'));

  it('opens with / when focus is on the page, and keeps "/" out of the page', () => {
    const {onOpen, view} = setup();
    const allowed = fireEvent.keyDown(view.getByText('text'), {key: '/'});
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(allowed).toBe(false); // default prevented
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

  it('closes with Escape or Ctrl+K when open; / does nothing then', () => {
    const {onClose, onOpen, view} = setup(true);
    fireEvent.keyDown(view.getByText('text'), {key: 'Escape', code: 'Escape'});
    fireEvent.keyDown(view.getByText('text'), {key: 'k', ctrlKey: true});
    fireEvent.keyDown(view.getByText('text'), {key: '/'});
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('does not open a second dialog while one is shown', () => {
    document.body.classList.add('DocSearch--active');
    const {onOpen, view} = setup();
    fireEvent.keyDown(view.getByText('text'), {key: 'k', ctrlKey: true});
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('leaves other keys alone', () => {
    const {onOpen, onClose, view} = setup();
    for (const key of ['k', 'Escape', 'a', 'Enter']) fireEvent.keyDown(view.getByText('text'), {key});
    fireEvent.keyDown(view.getByText('text'), {key: 'f', ctrlKey: true});
    expect(onOpen).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('shortcut rules', () => {
  const target = document.createElement('p');
  it.each([
    ['/ on the page', {key: '/', ctrlKey: false, metaKey: false, target}, false, 'open'],
    ['Ctrl+K while open', {key: 'k', ctrlKey: true, metaKey: false, target}, true, 'close'],
    ['Escape while closed', {key: 'Escape', ctrlKey: false, metaKey: false, target}, false, null],
    [
      '/ in a textarea',
      {key: '/', ctrlKey: false, metaKey: false, target: document.createElement('textarea')},
      false,
      null,
    ],
  ] as const)('%s', (_name, event, isOpen, action) => {
    expect(shortcutAction(event, isOpen)).toBe(action);
  });

  it('knows editing targets', () => {
    expect(isEditingContent(document.createElement('input'))).toBe(true);
    expect(isEditingContent(document.createElement('button'))).toBe(false);
    expect(isEditingContent(null)).toBe(false);
  });
});
