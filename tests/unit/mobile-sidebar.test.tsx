/**
 * Issue 15: the navbar's mobile sidebar (src/theme/Navbar/MobileSidebar) renders when a reader reaches for the menu
 * button (pointer or focus on it, before the click that opens it), not right after every page's hydration.
 */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';

const sidebar = {shown: false, shouldRender: true};
jest.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => sidebar}));
jest.mock('@theme-original/Navbar/MobileSidebar', () => ({
  __esModule: true,
  default: () => <div data-testid="theme-sidebar" />,
}));

import MobileSidebar from '@site/src/theme/Navbar/MobileSidebar';

function Page() {
  return (
    <>
      <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar">
        <svg />
      </button>
      <a href="/elsewhere">elsewhere</a>
      <MobileSidebar />
    </>
  );
}

beforeEach(() => {
  sidebar.shown = false;
  sidebar.shouldRender = true;
});

describe('mobile sidebar', () => {
  it('is not rendered on load, nor for pointers and focus elsewhere', () => {
    render(<Page />);
    expect(screen.queryByTestId('theme-sidebar')).toBeNull();
    fireEvent.pointerOver(screen.getByRole('link'));
    fireEvent.focusIn(screen.getByRole('link'));
    expect(screen.queryByTestId('theme-sidebar')).toBeNull();
  });

  it.each([
    ['a pointer over the menu button', (target: Element) => fireEvent.pointerOver(target)],
    ['a touch on the menu button icon', (target: Element) => fireEvent.pointerDown(target.querySelector('svg')!)],
    ['keyboard focus on the menu button', (target: Element) => fireEvent.focusIn(target)],
  ])('renders on %s, and stays', (_, intent) => {
    render(<Page />);
    act(() => void intent(screen.getByRole('button')));
    expect(screen.getByTestId('theme-sidebar')).toBeInTheDocument();
  });

  it('renders when something opens it without touching the button', () => {
    const {rerender} = render(<Page />);
    sidebar.shown = true;
    rerender(<Page />);
    expect(screen.getByTestId('theme-sidebar')).toBeInTheDocument();
  });

  it('does not listen on a wide window, where the theme has no mobile sidebar', () => {
    sidebar.shouldRender = false;
    const add = jest.spyOn(document, 'addEventListener');
    render(<Page />);
    expect(add.mock.calls.filter(([type]) => ['pointerover', 'pointerdown', 'focusin'].includes(type))).toEqual([]);
    add.mockRestore();
  });
});
