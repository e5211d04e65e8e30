import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithSite} from './render';
import DocsSectionCatalogue from '@site/src/components/DocsSectionCatalogue';
import {docsSections, type DocsSection} from '@site/src/data/docsSections';
import deCode from '../../i18n/de/code.json';

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

describe('docs section catalogue in German', () => {
  const code = deCode as Record<string, {message: string}>;

  /** The catalogue data as the German build evaluates it: translate() reads i18n/de/code.json. */
  function germanSections(): readonly DocsSection[] {
    let sections: readonly DocsSection[] = [];
    jest.isolateModules(() => {
      jest.doMock('@generated/codeTranslations', () => ({
        __esModule: true,
        default: Object.fromEntries(Object.entries(code).map(([id, entry]) => [id, entry.message])),
      }));
      sections = (require('@site/src/data/docsSections') as typeof import('@site/src/data/docsSections')).docsSections;
    });
    return sections;
  }

  it('i18n/de/code.json has a German title and description for every card', () => {
    const ids = docsSections.flatMap((s) => [`docs.sections.${s.name}.title`, `docs.sections.${s.name}.description`]);
    expect(ids.filter((id) => !code[id]?.message)).toEqual([]);
  });

  it('shows German cards in the German build, with the same links', () => {
    const german = germanSections();
    expect(german.map((s) => s.link)).toEqual(docsSections.map((s) => s.link));
    german.forEach((section, index) => {
      expect(section.title).toBe(code[`docs.sections.${section.name}.title`]!.message);
      expect(section.description).toBe(code[`docs.sections.${section.name}.description`]!.message);
      // Every description is German text; a few titles (Tutorials, Tools, Migration, Community) are the same word.
      expect(section.description).not.toBe(docsSections[index]!.description);
    });
    expect(german.map((s) => s.title)).toEqual([
      'Konzepte',
      'Tutorials',
      'Anleitungen',
      'Tools',
      'Referenz',
      'Migration',
      'Community',
      'Spezifikations-Explorer',
    ]);
    renderWithSite(<DocsSectionCatalogue sections={german} />, {path: '/de/docs', locale: 'de'});
    expect(screen.getByRole('heading', {level: 2, name: 'Konzepte'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /^Konzepte Lerne die Bausteine/})).toHaveAttribute('href', '/docs/concepts');
  });
});
