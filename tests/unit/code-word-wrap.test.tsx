/**
 * Issue 15: a code block's word-wrap button is decided when the block is near the viewport (an IntersectionObserver
 * says so), not when it mounts: reading its width on mount forced the layout of every block, and of every deferred
 * section around one, during hydration (src/lib/useVisibleCodeWordWrap.ts).
 */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {useVisibleCodeWordWrap} from '@site/src/lib/useVisibleCodeWordWrap';
import {NEAR_VIEWPORT} from '@site/src/lib/useNearViewport';
import {installFakeIntersectionObserver} from './lib/fakeIntersectionObserver';

const observers = installFakeIntersectionObserver();

let reads = 0;
let width = 900;

function Block() {
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle} = useVisibleCodeWordWrap();
  return (
    <div>
      <pre
        ref={(element) => {
          codeBlockRef.current = element;
          if (element) {
            Object.defineProperty(element, 'scrollWidth', {configurable: true, get: () => (reads++, width)});
            Object.defineProperty(element, 'clientWidth', {configurable: true, get: () => 400});
          }
        }}>
        <code>long line</code>
      </pre>
      {isCodeScrollable && (
        <button type="button" onClick={toggle}>
          {isEnabled ? 'unwrap' : 'wrap'}
        </button>
      )}
    </div>
  );
}

const near = (isIntersecting: boolean) => act(() => observers.at(-1)!.callback([{isIntersecting}]));

beforeEach(() => {
  reads = 0;
  width = 900;
});

describe('useVisibleCodeWordWrap', () => {
  it('reads no width on mount, only once the block is near the viewport', () => {
    render(<Block />);
    expect(reads).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(NEAR_VIEWPORT);
    near(false);
    expect(reads).toBe(0);
    near(true);
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByRole('button', {name: 'wrap'})).toBeInTheDocument();
  });

  it('wraps and unwraps the code, and measures again after each toggle', () => {
    render(<Block />);
    near(true);
    const code = document.querySelector('code')!;
    act(() => screen.getByRole('button').click());
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    // Wrapped: no longer wider than the block, but the button stays to unwrap (the code has a style).
    width = 400;
    expect(screen.getByRole('button', {name: 'unwrap'})).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(code.hasAttribute('style')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('measures on resize only while near the viewport', () => {
    render(<Block />);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(reads).toBe(0);
    near(true);
    const before = reads;
    width = 300;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(reads).toBeGreaterThan(before);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without IntersectionObserver, measures on mount', () => {
    delete (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver;
    render(<Block />);
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByRole('button', {name: 'wrap'})).toBeInTheDocument();
  });

  it('stops observing when the block unmounts', () => {
    const {unmount} = render(<Block />);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
