import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import ToolCard from '@site/src/components/ToolCard';
import ToolCatalogue from '@site/src/components/ToolCatalogue';
import {tools} from '@site/src/data/tools';
import {communityTools} from '@site/src/data/communityTools';
import styles from './index.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

export default function ToolsPage(): React.JSX.Element {
  return (
    <Layout
      title="Tools"
      description="The AsyncAPI Initiative's own tools (Generator, CLI, Modelina, GitHub Actions, Parsers, Studio) and a catalogue of community tools you can filter by category, language and technology.">
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              AsyncAPI tools
            </Heading>
            <p className={styles.lead}>
              Everything you need to write, check and use AsyncAPI documents: the tools the initiative maintains, and
              the wider ecosystem the community has built around the specification.
            </p>
          </div>
        </header>

        <section className="container margin-vert--xl" aria-labelledby="initiative-tools">
          <SectionHeading as="h2" id="initiative-tools">
            From the AsyncAPI Initiative
          </SectionHeading>
          <p className={styles.sectionIntro}>
            Open source under the Apache 2.0 licence. Not sure where to start? Install the{' '}
            <Link to="/tools/cli">CLI</Link>: it bundles the Generator, Modelina and the parser behind one command.
          </p>
          <ul className={styles.cards}>
            {tools.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        </section>

        <section className="container margin-bottom--xl" aria-labelledby="community-tools">
          <SectionHeading as="h2" id="community-tools">
            Community catalogue
          </SectionHeading>
          <p className={styles.sectionIntro}>
            Tools from companies and individuals across the ecosystem, listed with their languages, technologies and
            links. Filters are saved in the address bar, so you can share a filtered list.
          </p>
          <ToolCatalogue tools={communityTools} />
        </section>
      </main>
    </Layout>
  );
}
