/**
 * A stand-in for IntersectionObserver (jsdom has none) that records each observer, so a test can say when the observed
 * element is near the viewport (`observers[i].callback([{isIntersecting: true}])`) and check the options and whether
 * the observer was let go. Call in a describe block or at the top of a file: it installs the fake before each test,
 * starts each test with no observers and removes the fake after it.
 */
export type FakeObserverCallback = (entries: {isIntersecting: boolean}[]) => void;
export type FakeObserver = {callback: FakeObserverCallback; options?: IntersectionObserverInit; disconnected: boolean};

export function installFakeIntersectionObserver(): FakeObserver[] {
  const observers: FakeObserver[] = [];
  class FakeIntersectionObserver {
    private readonly entry: FakeObserver;
    constructor(callback: FakeObserverCallback, options?: IntersectionObserverInit) {
      this.entry = {callback, options, disconnected: false};
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const global = globalThis as {IntersectionObserver?: unknown};
  beforeEach(() => {
    observers.length = 0;
    global.IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete global.IntersectionObserver;
  });
  return observers;
}
