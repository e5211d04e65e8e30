import React from 'react';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useLocation} from '@docusaurus/router';
import ToolCatalogue from '@site/src/components/ToolCatalogue';
import type {CommunityTool} from '@site/src/data/communityTools';
import {renderWithSite} from './render';

const TOOLS: CommunityTool[] = [
  {
    title: 'Springwolf',
    links: {website: 'https://springwolf.example.com', repo: 'https://github.com/example/springwolf'},
    languages: ['Java'],
    technologies: ['Spring Boot'],
    categories: ['code-first'],
    hasCommercial: false,
    isAsyncAPIOwner: false,
  },
  {
    title: 'Go Validator',
    links: {repo: 'https://github.com/example/go-validator'},
    languages: ['Go'],
    technologies: ['Docker'],
    categories: ['validator'],
    hasCommercial: true,
    isAsyncAPIOwner: false,
  },
  {
    title: 'AsyncAPI Parser',
    links: {repo: 'https://github.com/asyncapi/parser-js'},
    languages: ['JavaScript'],
    technologies: ['Node.js'],
    categories: ['validator'],
    hasCommercial: false,
    isAsyncAPIOwner: true,
  },
];

function LocationProbe(): React.JSX.Element {
  const {search} = useLocation();
  return <span data-testid="search">{search}</span>;
}

function renderCatalogue(path = '/tools') {
  return renderWithSite(
    <>
      <ToolCatalogue tools={TOOLS} />
      <LocationProbe />
    </>,
    {path},
  );
}

const cardTitles = () => screen.queryAllByRole('heading', {level: 3}).map((heading) => heading.textContent);

describe('ToolCatalogue', () => {
  it('shows every tool and announces the count', () => {
    renderCatalogue();
    expect(cardTitles()).toEqual(['Springwolf', 'Go Validator', 'AsyncAPI Parser']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 3 tools');
  });

  it('has a labelled control for each filter', () => {
    renderCatalogue();
    expect(screen.getByRole('searchbox', {name: 'Search'})).toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: 'Category'})).toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: 'Language'})).toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: 'Technology'})).toBeInTheDocument();
  });

  it('reads its filters from the URL', () => {
    renderCatalogue('/tools?category=validator&language=Go');
    expect(cardTitles()).toEqual(['Go Validator']);
    expect(screen.getByRole('combobox', {name: 'Category'})).toHaveValue('validator');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 tools matches');
  });

  it('writes the filters into the URL as you choose them', async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.selectOptions(screen.getByRole('combobox', {name: 'Category'}), 'validator');
    expect(screen.getByTestId('search')).toHaveTextContent('?category=validator');
    expect(cardTitles()).toEqual(['Go Validator', 'AsyncAPI Parser']);
    await user.type(screen.getByRole('searchbox', {name: 'Search'}), 'node');
    expect(screen.getByTestId('search')).toHaveTextContent('?q=node&category=validator');
    expect(cardTitles()).toEqual(['AsyncAPI Parser']);
  });

  it('says "No tools match" when nothing matches, and the reset button brings everything back', async () => {
    const user = userEvent.setup();
    renderCatalogue('/tools?q=cobol&ref=newsletter');
    expect(screen.getByText('No tools match')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 tools match');

    await user.click(screen.getByRole('button', {name: 'Reset filters'}));
    expect(screen.queryByText('No tools match')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', {name: 'Search'})).toHaveValue('');
    expect(screen.getByTestId('search')).toHaveTextContent('?ref=newsletter');
  });

  it('shows links and badges for each tool', () => {
    renderCatalogue('/tools?q=parser');
    const card = screen.getByRole('heading', {name: 'AsyncAPI Parser'}).closest('li') as HTMLElement;
    expect(within(card).getByText('AsyncAPI')).toBeInTheDocument();
    expect(within(card).getByRole('link', {name: /Repository for AsyncAPI Parser/})).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/parser-js',
    );
  });
});
