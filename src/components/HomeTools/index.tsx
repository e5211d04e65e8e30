import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import HomeSection from '@site/src/components/HomeSection';
import MenuIcon from '@site/src/components/MenuIcon';
import type {IconName} from '@site/src/data/menus';
import {isExternal, tools, type ToolId} from '@site/src/data/tools';
import styles from './styles.module.css';

const ICONS: Record<ToolId, IconName> = {
  generator: 'code',
  cli: 'terminal',
  modelina: 'layers',
  'github-actions': 'workflow',
  parsers: 'parse',
  studio: 'pencil',
};

/** Translated one-liners (the English ones in src/data/tools.ts serve the untranslated /tools page). */
function useSummaries(): Record<ToolId, string> {
  return {
    generator: translate({
      id: 'home.tools.generator',
      message: 'Generate code, docs and anything else from a document, with templates.',
    }),
    cli: translate({
      id: 'home.tools.cli',
      message: 'Create, validate, convert, bundle and generate, all from your terminal.',
    }),
    modelina: translate({
      id: 'home.tools.modelina',
      message: 'Generate payload models in TypeScript, Java, Go, Python, C# and more.',
    }),
    'github-actions': translate({
      id: 'home.tools.githubActions',
      message: 'Validate and generate in your GitHub workflows.',
    }),
    parsers: translate({
      id: 'home.tools.parsers',
      message: 'Parse and validate documents in your own JavaScript or TypeScript code.',
    }),
    studio: translate({
      id: 'home.tools.studio',
      message: 'Write and preview documents in the browser, with nothing to install.',
    }),
  };
}

/**
 * A tool's name in the locale: product names read the same in every language; "Parsers" is a plain word, translated
 * with the menu's id so the home page and the menu say the same.
 */
function useName(): (id: ToolId, name: string) => string {
  const parsers = translate({id: 'menu.item./tools/parsers.title', message: 'Parsers'});
  return (id, name) => (id === 'parsers' ? parsers : name);
}

/** Cards for the initiative's own tools, each linking to its page (Studio opens in a new tab). */
export default function HomeTools(): React.JSX.Element {
  const summaries = useSummaries();
  const nameOf = useName();
  const newTab = translate({id: 'common.newTab', message: '(opens in a new tab)'});
  return (
    <HomeSection
      id="tools"
      title={<Translate id="home.tools.title">Tools from the initiative</Translate>}
      intro={
        <Translate id="home.tools.intro">
          Open source, Apache 2.0 licensed and maintained in the open by the AsyncAPI community.
        </Translate>
      }>
      <ul className={styles.grid}>
        {tools.map((tool) => {
          const external = isExternal(tool.page);
          return (
            <li key={tool.id}>
              <Link
                to={tool.page}
                className={styles.card}
                {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
                <span className={styles.icon} aria-hidden="true">
                  <MenuIcon name={ICONS[tool.id]} />
                </span>
                <span className={styles.body}>
                  <span className={styles.name}>
                    {nameOf(tool.id, tool.name)}
                    {external && <span className="sr-only"> {newTab}</span>}
                  </span>
                  <span className={styles.summary}>{summaries[tool.id]}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.more}>
        <Link to="/tools">
          <Translate id="home.tools.all">See all tools, including the community catalogue</Translate>{' '}
          <span aria-hidden="true">→</span>
        </Link>
      </p>
    </HomeSection>
  );
}
