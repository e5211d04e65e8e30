import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {docsMenuLinks, trapTarget} from './menuItems';
import styles from './styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';

/**
 * The floating Menu of the Explorer page: the page has no docs sidebar, so this button opens the docs
 * navigation as a modal overlay. Focus stays inside while it is open; Escape or the close button closes
 * it and returns focus to the button.
 */
export default function DocsMenu(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const titleId = useId();
  const dialogId = useId();

  useEffect(() => {
    if (open) {
      dialogRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (wasOpen.current) {
      buttonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('a[href], button'));
    const target = trapTarget(focusable, document.activeElement as HTMLElement | null, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      {open && (
        // The backdrop's click is a mouse convenience: keyboard users close the dialog with Escape (onKeyDown on the
        // dialog) or its Close button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className={styles.backdrop} onClick={() => setOpen(false)}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onKeyDown handles Escape and traps Tab inside the modal dialog; onClick only stops the backdrop's close */}
          <div
            ref={dialogRef}
            id={dialogId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className={styles.dialog}
            onKeyDown={onKeyDown}
            onClick={(event) => event.stopPropagation()}>
            <div className={styles.dialogHeader}>
              <SectionHeading as="h2" id={titleId} className={styles.dialogTitle}>
                Documentation
              </SectionHeading>
              <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Close menu">
                ×
              </button>
            </div>
            <nav aria-label="Docs sections">
              <ul className={styles.menuList}>
                {docsMenuLinks().map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.menuLink} onClick={() => setOpen(false)}>
                      <span className={styles.menuLinkTitle}>{link.title}</span>
                      <span className={styles.menuLinkText}>{link.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      )}
    </>
  );
}
