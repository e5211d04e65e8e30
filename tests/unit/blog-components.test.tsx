import React from 'react';
import {act, fireEvent, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogFilterBar from '@site/src/components/BlogFilterBar';
import BlogPostCard from '@site/src/components/BlogPostCard';
import ShareLinks from '@site/src/components/ShareLinks';
import MetadataWrapper from '@site/src/theme/BlogPostPage/Metadata';
import type {BlogCardData} from '@site/src/lib/blog';
import {renderWithSite} from './render';

// The canonical wrapper's collaborators: the theme's Metadata, Head (rendered inline to inspect) and the post context.
jest.mock('@theme-original/BlogPostPage/Metadata', () => () => null);
jest.mock('@docusaurus/Head', () => ({children}: {children: React.ReactNode}) => (
  <div data-testid="head">{children}</div>
));
const mockFrontMatter: {current: Record<string, unknown>} = {current: {}};
jest.mock('@docusaurus/plugin-content-blog/client', () => ({
  useBlogPost: () => ({metadata: {frontMatter: mockFrontMatter.current, permalink: '/blog/a-post', title: 'A post'}}),
}));

const options = {
  types: [
    {value: 'Engineering', label: 'Engineering'},
    {value: 'Community', label: 'Community'},
  ],
  tags: [{value: 'kafka', label: 'Kafka'}],
  authors: [{value: 'tsc', label: 'AsyncAPI TSC'}],
};

describe('BlogFilterBar', () => {
  it('labels its selects, reports changes and shows reset only when a filter is active', async () => {
    const onChange = jest.fn();
    const onReset = jest.fn();
    const {rerender} = renderWithSite(
      <BlogFilterBar filters={{}} options={options} onChange={onChange} onReset={onReset} />,
    );
    expect(screen.queryByRole('button', {name: 'Reset filters'})).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Community');
    expect(onChange).toHaveBeenLastCalledWith({type: 'Community'});

    rerender(
      <BlogFilterBar
        filters={{type: 'Community', tag: 'gone'}}
        options={options}
        onChange={onChange}
        onReset={onReset}
      />,
    );
    // A tag from the URL that no post uses stays selected.
    expect(screen.getByLabelText('Tag')).toHaveValue('gone');
    await userEvent.selectOptions(screen.getByLabelText('Author'), 'tsc');
    expect(onChange).toHaveBeenLastCalledWith({type: 'Community', tag: 'gone', author: 'tsc'});
    await userEvent.selectOptions(screen.getByLabelText('Type'), '');
    expect(onChange).toHaveBeenLastCalledWith({type: undefined, tag: 'gone'});
    await userEvent.click(screen.getByRole('button', {name: 'Reset filters'}));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  // Issue 38: on phones the selects sit behind one disclosure button (the stylesheet hides it on wider screens).
  it('opens and closes the filters with one button that says how many are set', async () => {
    renderWithSite(<BlogFilterBar filters={{}} options={options} onChange={jest.fn()} onReset={jest.fn()} />);
    const toggle = screen.getByRole('button', {name: 'Filter posts'});
    const form = screen.getByRole('form', {name: 'Filter posts'});
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(form).toHaveClass('closed');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).not.toHaveClass('closed');
  });

  it('names how many filters are set on its button', () => {
    renderWithSite(
      <BlogFilterBar
        filters={{type: 'Community', author: 'tsc'}}
        options={options}
        onChange={jest.fn()}
        onReset={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', {name: 'Filter posts (2 set)'})).toBeInTheDocument();
  });
});

describe('BlogPostCard', () => {
  const post: BlogCardData = {
    permalink: '/blog/a',
    title: 'A post',
    type: 'Engineering',
    tags: [{key: 'kafka', label: 'Kafka'}],
    authors: [
      {key: 'tsc', name: 'AsyncAPI TSC', imageURL: '/img/authors/tsc.svg'},
      {key: 'docs-team', name: 'AsyncAPI Docs Team'},
    ],
    date: '2024-01-05T00:00:00.000Z',
    readingTime: 4.2,
    excerpt: 'What the post is about.',
    cover: '/assets/cover.svg',
    featured: true,
  };

  it('shows the type, title link, excerpt, joined authors, date and reading time', () => {
    renderWithSite(<BlogPostCard post={post} dateLocale="en-US" />);
    expect(screen.getByRole('heading', {level: 2, name: 'A post'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'A post'})).toHaveAttribute('href', '/blog/a');
    expect(screen.getByText('Engineering')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('What the post is about.')).toBeInTheDocument();
    expect(screen.getByTestId('blog-authors')).toHaveTextContent('AsyncAPI TSC & AsyncAPI Docs Team');
    expect(screen.getByText('January 5, 2024')).toHaveAttribute('datetime', '2024-01-05T00:00:00.000Z');
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByTestId('blog-card')).toHaveAttribute('data-authors', 'tsc docs-team');
  });

  it('loads its cover lazily, at once in the first row, and with a high priority as the first card', () => {
    const cover = (above?: 'first' | 'fold') => {
      const {container, unmount} = renderWithSite(<BlogPostCard post={post} dateLocale="en-US" above={above} />);
      const img = container.querySelector('img')!;
      const attributes = [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
      unmount();
      return attributes;
    };
    expect(cover()).toEqual(['lazy', null]);
    expect(cover('fold')).toEqual(['eager', null]);
    expect(cover('first')).toEqual(['eager', 'high']);
  });
});

describe('ShareLinks', () => {
  it('copies the link and announces it', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    renderWithSite(<ShareLinks url="https://www.asyncapi.com/blog/a" title="A" />);
    expect(screen.getByRole('link', {name: /Share on X/})).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy link'}));
    });
    expect(writeText).toHaveBeenCalledWith('https://www.asyncapi.com/blog/a');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
  });

  it('shows the address when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: jest.fn(async () => Promise.reject(new Error('denied')))},
      configurable: true,
    });
    renderWithSite(<ShareLinks url="https://www.asyncapi.com/blog/a" title="A" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy link'}));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy the link. The address is https://www.asyncapi.com/blog/a',
    );
  });
});

describe('BlogPostPage/Metadata wrapper', () => {
  it('points canonical and og:url at the front-matter canonical when set', () => {
    mockFrontMatter.current = {canonical: 'https://example.org/original'};
    // React 19 hoists <link> and <meta> into document.head.
    const {unmount} = renderWithSite(<MetadataWrapper />);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.org/original');
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://example.org/original',
    );
    unmount();
    mockFrontMatter.current = {};
    renderWithSite(<MetadataWrapper />);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("points og:image and twitter:image at the post's raster share card, with its size", () => {
    mockFrontMatter.current = {};
    renderWithSite(<MetadataWrapper />);
    const card = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    expect(card).toMatch(/\/img\/share\/a-post\.png$/);
    expect(document.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', card);
    expect(document.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    expect(document.querySelector('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  });
});
