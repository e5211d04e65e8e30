import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type HomeHeroProps = {
  docsHref?: string;
  quickStartHref?: string;
};

/** The home page's opening band: what AsyncAPI is, and the two ways in. */
export default function HomeHero({
  docsHref = '/docs',
  quickStartHref = '/docs/tutorials/getting-started',
}: HomeHeroProps): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>
          <Translate id="home.hero.eyebrow" description="Small line above the home page title">
            The AsyncAPI Initiative
          </Translate>
        </p>
        <Heading as="h1" className={styles.title}>
          <Translate id="home.hero.title" description="Home page main heading">
            Describe your event-driven APIs once, then document, generate and validate from that one file
          </Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="home.hero.lead" description="One-line explanation of AsyncAPI on the home page">
            AsyncAPI is an open specification for message-driven APIs, with open-source tools around it, for Kafka,
            MQTT, AMQP, WebSockets and the other protocols your services already speak.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={docsHref}>
            <Translate id="home.hero.readDocs" description="Home hero button to the docs">
              Read the docs
            </Translate>
          </Link>
          <Link className={styles.secondary} to={quickStartHref}>
            <Translate id="home.hero.quickStart" description="Home hero button to the getting-started tutorial">
              Quick start
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
