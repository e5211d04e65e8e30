import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import HomeSection from '@site/src/components/HomeSection';
import {HOME_EXAMPLE_DOCUMENT} from './example';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

/** A small, valid AsyncAPI 3.0.0 document beside a plain-language reading of it. */
export default function HomeExample(): React.JSX.Element {
  return (
    <HomeSection
      id="example"
      title={
        <Translate id="home.example.title" description="Heading of the home page section with the example document">
          A whole API on one page
        </Translate>
      }
      intro={
        <Translate id="home.example.intro">
          An AsyncAPI document is a YAML or JSON file that people can read and tools can understand.
        </Translate>
      }>
      <div className={styles.grid}>
        <div className={styles.code}>
          <CodeBlock language="yaml" title="asyncapi.yaml">
            {HOME_EXAMPLE_DOCUMENT}
          </CodeBlock>
        </div>
        <div className={styles.explanation}>
          <Heading as="h3">
            <Translate id="home.example.readingTitle">What this document says</Translate>
          </Heading>
          <ul className={styles.points}>
            <li>
              <Translate id="home.example.point.app">
                There is an application called Order Service, at version 1.0.0 of its API.
              </Translate>
            </li>
            <li>
              <Translate id="home.example.point.server">
                It connects to a Kafka broker at kafka.example.com on port 9092.
              </Translate>
            </li>
            <li>
              <Translate id="home.example.point.channel">
                Whenever a customer places an order, it sends an OrderPlaced message to the orders.placed topic.
              </Translate>
            </li>
            <li>
              <Translate id="home.example.point.payload">
                Each message is JSON with an order id (a UUID) and a total that is never negative; the time of the order
                is optional.
              </Translate>
            </li>
          </ul>
          <p className={styles.note}>
            <Translate id="home.example.note">
              From this one file you can publish reference docs, generate typed models and client code, and check in CI
              that every change still describes a valid API.
            </Translate>
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
