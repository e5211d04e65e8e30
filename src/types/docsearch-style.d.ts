// DocSearch's stylesheet package has no type declarations; the SearchBar only imports it for its side effect.
declare module '@docsearch/css';

// DocSearch 3 ships `modal.js` without a declaration file; it re-exports the package's DocSearchModal.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
