import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MenuIcon from '@site/src/components/MenuIcon';
import {docsSections as defaultSections, type DocsSection, type DocsSectionColour} from '@site/src/data/docsSections';
import styles from './styles.module.css';

export type DocsSectionCatalogueProps = {
  /** The cards to show; defaults to the site's docs sections. */
  sections?: readonly DocsSection[];
  /** Heading level of each card title, so the cards fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** The CSS module class that carries a card's colour pair (light and dark values live in the stylesheet). */
export function colourClass(colour: DocsSectionColour): string | undefined {
  return styles[`tone-${colour}`];
}

/**
 * A responsive grid of docs section cards. Each card is a single link whose accessible name is its heading
 * and whose description is announced as extra text; the icon is decorative.
 */
export default function DocsSectionCatalogue({
  sections = defaultSections,
  headingLevel = 2,
  className,
}: DocsSectionCatalogueProps): React.JSX.Element {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={clsx(styles.grid, className)} data-testid="docs-catalogue">
      {sections.map((section) => (
        <li key={section.name} className={styles.item}>
          <Link to={section.link} className={clsx(styles.card, colourClass(section.colour))}>
            <span className={styles.icon}>
              <MenuIcon name={section.icon} size={24} />
            </span>
            <Heading className={styles.title}>{section.title}</Heading>
            <p className={styles.description}>{section.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
