import {useEffect} from 'react';

/**
 * The search dialog's keyboard shortcuts, on every page: Ctrl+K or ⌘+K anywhere toggles the dialog, "/" opens it
 * unless the reader is typing (an input, select, textarea or editable element), Escape closes it.
 *
 * These are the rules of DocSearch 3's `useDocSearchKeyboardEvents`. That hook ships in the same bundled file as
 * the whole DocSearch dialog, so importing it put the dialog's code (about 27 kB gzipped) into every page's
 * JavaScript, although the dialog itself is only loaded when search is used.
 */

type KeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'target'>;

/** Is the reader typing into something (where "/" is a character, not a shortcut)? */
export function isEditingContent(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/** What a key press does to the dialog, if anything. */
export function shortcutAction(event: KeyEvent, isOpen: boolean): 'open' | 'close' | null {
  const toggle = (event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k';
  if (toggle) return isOpen ? 'close' : 'open';
  if (isOpen) return event.key === 'Escape' ? 'close' : null;
  return event.key === '/' && !isEditingContent(event.target) ? 'open' : null;
}

export function useSearchKeyboard({
  isOpen,
  onOpen,
  onClose,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, isOpen);
      if (!action) return;
      event.preventDefault();
      if (action === 'close') onClose();
      // Another search dialog may be open already (DocSearch marks the page while its dialog is shown).
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);
}
