import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import MenuIcon from '@site/src/components/MenuIcon';
import type {IconName} from '@site/src/data/menus';
import {isExternal, type Tool} from '@site/src/data/tools';
import styles from './styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

export type CodeSample = {
  /** Short heading above the sample. */
  title: React.ReactNode;
  /** What the sample does, in a sentence or two. */
  text?: React.ReactNode;
  code: string;
  language: 'bash' | 'yaml' | 'js' | 'ts' | 'json';
  /** File name shown above the code. */
  fileName?: string;
};

export type ToolFeature = {key: string; title: React.ReactNode; text: React.ReactNode};

export type ToolLink = {key: string; label: React.ReactNode; href: string};

export type ToolPageProps = {
  tool: Tool;
  icon: IconName;
  /** Page title (browser tab, social cards). */
  title: string;
  /** Meta description. */
  description: string;
  /** One line under the heading. */
  tagline: React.ReactNode;
  /** "What it is": a few short paragraphs. */
  about: React.ReactNode;
  /** Runtime requirements, shown above the install steps. */
  requirements?: React.ReactNode;
  install: CodeSample[];
  usage: CodeSample[];
  features: ToolFeature[];
  /** Documentation links; the repository (and npm package) are added after them. */
  links: ToolLink[];
};

function Sample({sample}: {sample: CodeSample}): React.JSX.Element {
  return (
    <div className={styles.sample}>
      <Heading as="h3" className={styles.sampleTitle}>
        {sample.title}
      </Heading>
      {sample.text && <p>{sample.text}</p>}
      <CodeBlock language={sample.language} title={sample.fileName}>
        {sample.code}
      </CodeBlock>
    </div>
  );
}

/** The shared layout of the /tools/* product pages. */
export default function ToolPage(props: ToolPageProps): React.JSX.Element {
  const {tool, icon, title, description, tagline, about, requirements, install, usage, features, links} = props;
  const newTab = translate({id: 'common.newTab', message: '(opens in a new tab)'});
  const allLinks: ToolLink[] = [
    ...links,
    {
      key: 'repository',
      label: translate({id: 'toolPage.links.repository', message: 'Source code on GitHub'}),
      href: tool.repository,
    },
    ...(tool.npmPackage
      ? [
          {
            key: 'npm',
            label: translate({id: 'toolPage.links.npm', message: 'Package on npm'}),
            href: `https://www.npmjs.com/package/${tool.npmPackage}`,
          },
        ]
      : []),
  ];
  return (
    <Layout title={title} description={description}>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.breadcrumb}>
              <Link to="/tools" className={styles.breadcrumbLink}>
                <Translate id="toolPage.breadcrumb">Tools</Translate>
              </Link>
            </p>
            <div className={styles.heading}>
              <span className={styles.icon} aria-hidden="true">
                <MenuIcon name={icon} size={32} />
              </span>
              <Heading as="h1" className={styles.title}>
                {tool.name}
              </Heading>
            </div>
            <p className={styles.tagline}>{tagline}</p>
            {tool.install && (
              <div className={styles.heroInstall}>
                <CodeBlock language="bash">{tool.install}</CodeBlock>
              </div>
            )}
          </div>
        </header>

        <div className={`container ${styles.content}`}>
          <section aria-labelledby="what-it-is">
            <SectionHeading as="h2" id="what-it-is">
              <Translate id="toolPage.about">What it is</Translate>
            </SectionHeading>
            <div className={styles.prose}>{about}</div>
          </section>

          <section aria-labelledby="installation">
            <SectionHeading as="h2" id="installation">
              <Translate id="toolPage.installation">Installation</Translate>
            </SectionHeading>
            {requirements && <div className={styles.requirements}>{requirements}</div>}
            {install.map((sample, index) => (
              <Sample key={index} sample={sample} />
            ))}
          </section>

          <section aria-labelledby="usage">
            <SectionHeading as="h2" id="usage">
              <Translate id="toolPage.usage">Usage</Translate>
            </SectionHeading>
            {usage.map((sample, index) => (
              <Sample key={index} sample={sample} />
            ))}
          </section>

          <section aria-labelledby="features">
            <SectionHeading as="h2" id="features">
              <Translate id="toolPage.features">Features</Translate>
            </SectionHeading>
            <ul className={styles.features}>
              {features.map((feature) => (
                <li key={feature.key} className={styles.feature}>
                  <Heading as="h3" className={styles.featureTitle}>
                    {feature.title}
                  </Heading>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="learn-more">
            <SectionHeading as="h2" id="learn-more">
              <Translate id="toolPage.learnMore">Learn more</Translate>
            </SectionHeading>
            <ul className={styles.links}>
              {allLinks.map((link) => {
                const external = isExternal(link.href);
                return (
                  <li key={link.key}>
                    <Link to={link.href} {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
                      {link.label}
                      {external && <span className="sr-only"> {newTab}</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
