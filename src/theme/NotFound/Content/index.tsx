// Wraps the not-found page's content: after the theme's title and text (reworded in i18n/<locale>/code.json), the
// main destinations as cards and a way home, so a wrong address is not a dead end.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

function destinations() {
  return [
    {
      to: '/docs',
      label: translate({id: 'notFound.docs.label', message: 'Documentation'}),
      hint: translate({id: 'notFound.docs.hint', message: 'Concepts, tutorials and the specification'}),
    },
    {
      to: '/tools',
      label: translate({id: 'notFound.tools.label', message: 'Tools'}),
      hint: translate({id: 'notFound.tools.hint', message: 'Generator, CLI, Modelina and more'}),
    },
    {
      to: '/blog',
      label: translate({id: 'notFound.blog.label', message: 'Blog'}),
      hint: translate({id: 'notFound.blog.hint', message: 'Release notes and articles'}),
    },
    {
      to: '/community',
      label: translate({id: 'notFound.community.label', message: 'Community'}),
      hint: translate({id: 'notFound.community.hint', message: 'Meetings, people and ways to help'}),
    },
  ];
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <div className={styles.page} data-testid="not-found">
      <Content {...props} />
      <nav
        className={clsx('container', styles.places)}
        aria-label={translate({id: 'notFound.places', message: 'Places to continue'})}>
        <ul className={styles.grid}>
          {destinations().map((destination) => (
            <li key={destination.to}>
              <Link className={styles.card} to={destination.to}>
                <span className={styles.cardTitle}>{destination.label}</span>
                <span className={styles.cardHint}>{destination.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.home}>
          <Link className="button button--primary" to="/">
            <Translate id="notFound.home">Back to the home page</Translate>
          </Link>
        </p>
      </nav>
    </div>
  );
}
