import React from 'react';
import {useSearchShortcut} from '@site/src/lib/useSearchShortcut';

type SearchButtonProps = {
  onClick: () => void;
  onWarmUp: () => void;
  placeholder: string;
};

/**
 * The navbar's search button: DocSearch's own markup and classes, with the shortcut written as text ("Ctrl" and
 * "K", or "⌘" and "K"). Its accessible name repeats its visible text ("Search Ctrl K"), so label and name agree
 * (WCAG 2.5.3; DocSearch 3 draws Ctrl as an icon and adds "(Ctrl+K)" in an aria-label, which axe flags).
 */
const SearchButton = React.forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {onClick, onWarmUp, placeholder},
  ref,
) {
  const shortcut = useSearchShortcut();
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      // Same words as the visible text, so it still has a name on phones where DocSearch hides that text.
      aria-label={`${placeholder} ${shortcut.modifier} ${shortcut.key}`}
      aria-keyshortcuts={shortcut.modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      onClick={onClick}
      onTouchStart={onWarmUp}
      onFocus={onWarmUp}
      onMouseOver={onWarmUp}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{placeholder}</span>
      </span>{' '}
      {/* The spaces keep the words apart in the text (flex layout ignores them on screen). */}
      <span className="DocSearch-Button-Keys">
        <kbd className="DocSearch-Button-Key">{shortcut.modifier}</kbd>{' '}
        <kbd className="DocSearch-Button-Key">{shortcut.key}</kbd>
      </span>
    </button>
  );
});

export default SearchButton;
