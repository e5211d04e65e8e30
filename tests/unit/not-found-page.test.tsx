/**
 * src/lib/notFoundPage.tsx: the not-found page tells the head above the pages that it is shown, for as long as it is
 * mounted (tests/e2e/head-hydration.spec.ts checks the head of the built not-found page itself).
 */
import React, {useState} from 'react';
import {act, render, screen} from '@testing-library/react';
import {NotFoundPageProvider, useIsNotFoundPage, useMarkNotFoundPage} from '@site/src/lib/notFoundPage';

function Head(): React.JSX.Element {
  return <p data-testid="head">{useIsNotFoundPage() ? 'not found' : 'a page'}</p>;
}

function NotFoundPage(): React.JSX.Element {
  useMarkNotFoundPage();
  return <h1>Page Not Found</h1>;
}

let show: (page: 'not-found' | 'other') => void = () => undefined;

function App(): React.JSX.Element {
  const [page, setPage] = useState<'not-found' | 'other'>('not-found');
  show = setPage;
  return (
    <NotFoundPageProvider>
      {/* Rendered before the page, as Docusaurus renders SiteMetadata before the routes. */}
      <Head />
      {page === 'not-found' ? <NotFoundPage /> : <h1>Channels</h1>}
    </NotFoundPageProvider>
  );
}

describe('the not-found page state', () => {
  it('is set while the not-found page is mounted, and cleared when another page replaces it', () => {
    render(<App />);
    expect(screen.getByTestId('head')).toHaveTextContent('not found');
    act(() => show('other'));
    expect(screen.getByTestId('head')).toHaveTextContent('a page');
    act(() => show('not-found'));
    expect(screen.getByTestId('head')).toHaveTextContent('not found');
  });

  it('is false without the not-found page, and outside a provider', () => {
    render(<Head />);
    expect(screen.getByTestId('head')).toHaveTextContent('a page');
  });
});
