/**
 * The blog listing in steps: 24 cards first, "Show more posts" adds 24 and moves focus to the first new card,
 * a filter change starts again at 24, the count line says how many are on screen, and ?show= survives.
 */
import React from 'react';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {Props} from '@theme/BlogListPage';
import {BlogListing} from '@site/src/components/BlogListing';
import {renderWithSite} from './render';

// The listing's structured data and search metadata are the theme's and not rendered here.
jest.mock('@theme/BlogListPage/StructuredData', () => () => null);
jest.mock('@theme/SearchMetadata', () => () => null);
jest.mock('@theme/Layout', () => ({children}: {children: React.ReactNode}) => <>{children}</>);

/** 60 posts: every third one Engineering, the rest Community; dated one day apart, newest first. */
function items(count = 60): Props['items'] {
  return Array.from({length: count}, (_, index) => ({
    content: {
      metadata: {
        permalink: `/blog/post-${index}`,
        title: `Post ${index}`,
        date: new Date(Date.UTC(2025, 0, 1) - index * 86_400_000).toISOString(),
        description: `About post ${index}.`,
        readingTime: 2,
        tags: [],
        authors: [{key: 'docs-team', name: 'Docs'}],
        frontMatter: {type: index % 3 === 0 ? 'Engineering' : 'Community'},
      },
      assets: {image: `/assets/images/cover-${index}.svg`},
    },
  })) as unknown as Props['items'];
}

function renderListing(path = '/blog', count = 60) {
  const props = {items: items(count), metadata: {blogTitle: 'Blog', blogDescription: 'News'}} as unknown as Props;
  return renderWithSite(<BlogListing {...props} />, {path});
}

const cardTitles = () => screen.queryAllByTestId('blog-card').map((card) => card.querySelector('h2')?.textContent);

describe('BlogListing covers', () => {
  it("loads the first row's covers at once, the first with a high priority, and the rest lazily", () => {
    renderListing();
    const covers = screen.getAllByTestId('blog-card').map((card) => card.querySelector('img')!);
    expect(covers.slice(0, 4).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
    expect(covers.slice(3).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});

describe('BlogListing in steps', () => {
  it('shows 24 cards first, then 24 more per "Show more posts", focusing the first new card', async () => {
    renderListing();
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing 24 of 60 posts.');
    const more = screen.getByRole('button', {name: 'Show more posts'});

    await userEvent.click(more);
    expect(cardTitles()).toHaveLength(48);
    expect(screen.getByRole('link', {name: 'Post 24'})).toHaveFocus();
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing 48 of 60 posts.');

    await userEvent.click(screen.getByRole('button', {name: 'Show more posts'}));
    expect(cardTitles()).toHaveLength(60);
    expect(screen.getByRole('link', {name: 'Post 48'})).toHaveFocus();
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing all 60 posts.');
    expect(screen.queryByRole('button', {name: 'Show more posts'})).toBeNull();
  });

  it('starts again at 24 when a filter changes, and counts the matches', async () => {
    renderListing();
    await userEvent.click(screen.getByRole('button', {name: 'Show more posts'}));
    expect(cardTitles()).toHaveLength(48);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Community');
    // 40 Community posts: the first 24 of them.
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing 24 of 40 matching posts (60 in total).');
    await userEvent.click(screen.getByRole('button', {name: 'Show more posts'}));
    expect(cardTitles()).toHaveLength(40);
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing 40 of 60 posts.');
    expect(screen.queryByRole('button', {name: 'Show more posts'})).toBeNull();
  });

  it('reads ?show= (Back returns to the same place)', () => {
    renderListing('/blog?show=48');
    expect(cardTitles()).toHaveLength(48);
  });

  it('falls back to the first step on a malformed ?show=', () => {
    renderListing('/blog?show=lots');
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByRole('button', {name: 'Show more posts'})).toBeInTheDocument();
  });

  it('a short list has no button and says it shows every post', () => {
    renderListing('/blog', 5);
    expect(cardTitles()).toHaveLength(5);
    expect(screen.queryByRole('button', {name: 'Show more posts'})).toBeNull();
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing all 5 posts.');
  });
});
