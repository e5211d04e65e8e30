import '@testing-library/jest-dom';

// Docusaurus's Link calls these on hover and in view; the real ones live in the client bundle.
if (typeof window !== 'undefined') {
  (window as unknown as {docusaurus: unknown}).docusaurus = {prefetch() {}, preload() {}};
}

// jsdom has no PointerEvent: a MouseEvent that carries pointerType lets tests tell mouse from touch.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (window as unknown as {PointerEvent: unknown}).PointerEvent = PointerEventPolyfill;
}
