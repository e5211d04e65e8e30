import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import HomeSection from '@site/src/components/HomeSection';
import {adopters as allAdopters, type Adopter, type ResourceKind} from '@site/src/data/adopters';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type HomeAdoptersProps = {adopters?: readonly Adopter[]};

function useKindLabels(): Record<ResourceKind, string> {
  return {
    video: translate({id: 'home.adopters.kind.video', message: 'Talk'}),
    article: translate({id: 'home.adopters.kind.article', message: 'Article'}),
    slides: translate({id: 'home.adopters.kind.slides', message: 'Slides'}),
    docs: translate({id: 'home.adopters.kind.docs', message: 'Docs'}),
  };
}

/** Companies that talked or wrote about their use of AsyncAPI, each name linking to what they published. */
export default function HomeAdopters({adopters = allAdopters}: HomeAdoptersProps): React.JSX.Element | null {
  const kinds = useKindLabels();
  const newTab = translate({id: 'common.newTab', message: '(opens in a new tab)'});
  if (adopters.length === 0) return null;
  return (
    <HomeSection
      id="adopters"
      tinted
      title={<Translate id="home.adopters.title">Who uses AsyncAPI</Translate>}
      intro={
        <Translate id="home.adopters.intro">
          These companies have explained in public how they put AsyncAPI to work. Follow a name to hear it from them.
        </Translate>
      }>
      <ul className={styles.grid}>
        {adopters.map(({name, resources: [first, ...more]}) => (
          <li key={name} className={styles.card}>
            <Link className={styles.name} href={first.url} target="_blank" rel="noopener noreferrer">
              {name}
              <span className="sr-only"> {newTab}</span>
            </Link>
            <span className={styles.resource}>
              <span className={styles.kind}>{kinds[first.kind]}</span> {first.title}
            </span>
            {more.map((resource) => (
              <Link
                key={resource.url}
                className={styles.resource}
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer">
                <span className={styles.kind}>{kinds[resource.kind]}</span> {resource.title}
                <span className="sr-only"> {newTab}</span>
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
