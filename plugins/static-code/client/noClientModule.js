// Stands in for @docusaurus/theme-classic's prism-include-languages client module (plugins/static-code/lazyPrism.ts):
// the languages load with the component that highlights in the browser (src/components/HighlightedCodeContent).
export {};
