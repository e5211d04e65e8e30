// DocSearch's stylesheet package has no type declarations; the SearchBar imports its files for their side effect.
declare module '@docsearch/css/dist/_variables.css';
declare module '@docsearch/css/dist/button.css';
declare module '@docsearch/css/dist/modal.css';

// DocSearch 3 ships `modal.js` without a declaration file; it re-exports the package's DocSearchModal.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
