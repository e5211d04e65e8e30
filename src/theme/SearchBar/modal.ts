// The search dialog and its stylesheet, in one lazily imported chunk (SearchBar/index.tsx): the dialog's styles
// (about 2.3 KB gzipped) arrive with the dialog, not on every page's first load.
import '@docsearch/css/dist/modal.css';
import './modal.css';

export {DocSearchModal} from '@docsearch/react/modal';
