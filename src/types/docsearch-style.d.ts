// The DocSearch stylesheet entry point has no type declarations; the SearchBar only imports it for its side effect.
declare module '@docsearch/react/style';
