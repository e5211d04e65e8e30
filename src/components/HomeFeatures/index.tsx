import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import HomeSection from '@site/src/components/HomeSection';
import MenuIcon from '@site/src/components/MenuIcon';
import type {IconName} from '@site/src/data/menus';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type Feature = {
  key: string;
  icon: IconName;
  title: string;
  text: string;
  linkLabel: string;
  href: string;
};

function useFeatures(): Feature[] {
  return [
    {
      key: 'document',
      icon: 'book',
      title: translate({id: 'home.features.document.title', message: 'Document'}),
      text: translate({
        id: 'home.features.document.text',
        message:
          'Write down servers, channels, operations and message payloads in a format every team can read, and publish it as browsable reference docs.',
      }),
      linkLabel: translate({id: 'home.features.document.link', message: 'Learn the basics'}),
      href: '/docs',
    },
    {
      key: 'generate',
      icon: 'code',
      title: translate({id: 'home.features.generate.title', message: 'Generate code'}),
      text: translate({
        id: 'home.features.generate.text',
        message:
          'Produce payload models, clients and documentation from the document, so the code and the contract cannot drift apart.',
      }),
      linkLabel: translate({id: 'home.features.generate.link', message: 'Meet the Generator'}),
      href: '/tools/generator',
    },
    {
      key: 'validate',
      icon: 'shield',
      title: translate({id: 'home.features.validate.title', message: 'Validate'}),
      text: translate({
        id: 'home.features.validate.text',
        message:
          'Check documents against the specification on your machine and in CI, with clear diagnostics that point at the broken line.',
      }),
      linkLabel: translate({id: 'home.features.validate.link', message: 'Validate a document'}),
      href: '/docs/guides/validate',
    },
    {
      key: 'govern',
      icon: 'flag',
      title: translate({id: 'home.features.govern.title', message: 'Govern'}),
      text: translate({
        id: 'home.features.govern.text',
        message:
          'Compare versions to catch breaking changes before they ship, and keep every team’s events consistent across the company.',
      }),
      linkLabel: translate({id: 'home.features.govern.link', message: 'Try the CLI'}),
      href: '/tools/cli',
    },
  ];
}

/** "What you can do": four short cards, each with a next step. */
export default function HomeFeatures(): React.JSX.Element {
  const features = useFeatures();
  return (
    <HomeSection
      id="what-you-can-do"
      tinted
      title={<Translate id="home.features.title">What you can do with AsyncAPI</Translate>}
      intro={
        <Translate id="home.features.intro">
          One machine-readable description of your API feeds every step from design to production.
        </Translate>
      }>
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.key} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <MenuIcon name={feature.icon} />
            </span>
            <Heading as="h3" className={styles.cardTitle}>
              {feature.title}
            </Heading>
            <p className={styles.text}>{feature.text}</p>
            <Link to={feature.href} className={styles.link}>
              {feature.linkLabel} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
