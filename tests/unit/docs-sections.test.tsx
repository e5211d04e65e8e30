import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithSite} from './render';
import DocsSectionCatalogue from '@site/src/components/DocsSectionCatalogue';
import {docsSections, type DocsSection} from '@site/src/data/docsSections';

// The shared config stub has no `future` block, which @docusaurus/Link reads; add the site's router setting.
jest.mock('@generated/docusaurus.config', () => {
  const actual = jest.requireActual('@generated/docusaurus.config');
  return {__esModule: true, default: {...actual.default, future: {experimental_router: 'browser'}}};
});

const EXPECTED_TITLES = [
  'Concepts',
  'Tutorials',
  'Guides',
  'Tools',
  'Reference',
  'Migration',
  'Community',
  'Specification Explorer',
];

describe('docs section catalogue data', () => {
  it('lists the eight sections in reading order', () => {
    expect(docsSections.map((s) => s.title)).toEqual(EXPECTED_TITLES);
  });

  it('has unique names', () => {
    const names = docsSections.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('links every card inside the docs', () => {
    for (const section of docsSections) {
      expect(section.link).toMatch(/^\/docs(\/|$)/);
    }
  });

  it('gives every card a description, an icon and a colour', () => {
    for (const section of docsSections) {
      expect(section.description.trim().length).toBeGreaterThan(20);
      expect(section.icon).toBeTruthy();
      expect(section.colour).toBeTruthy();
    }
  });
});

describe('<DocsSectionCatalogue>', () => {
  it('renders one link per section, named by its visible heading and description', () => {
    renderWithSite(<DocsSectionCatalogue />, {path: '/docs'});
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(8);
    links.forEach((link, index) => {
      const section = docsSections[index];
      expect(link).toHaveAttribute('href', section.link);
      // The name is the card's visible text (WCAG 2.5.3 "label in name"): the title, then the description.
      expect(link).toHaveAccessibleName(`${section.title} ${section.description}`);
      expect(within(link).getByRole('heading', {level: 2, name: section.title})).toBeInTheDocument();
    });
  });

  it('renders the sections it is given at the requested heading level', () => {
    const only: DocsSection[] = [docsSections[0]];
    renderWithSite(<DocsSectionCatalogue sections={only} headingLevel={3} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', {level: 3, name: 'Concepts'})).toBeInTheDocument();
    expect(screen.getByRole('list')).toBeInTheDocument();
  });
});
