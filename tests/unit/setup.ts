import '@testing-library/jest-dom';

// Docusaurus's Link calls these on hover and in view; the real ones live in the client bundle.
if (typeof window !== "undefined") {
  (window as unknown as {docusaurus: unknown}).docusaurus = {prefetch() {}, preload() {}};
}
