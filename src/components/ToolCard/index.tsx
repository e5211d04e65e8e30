import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {isExternal, type Tool} from '@site/src/data/tools';
import styles from './styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';

export type ToolCardProps = {tool: Tool};

type CardLink = {key: string; label: string; href: string};

function ExternalAware({link}: {link: CardLink}): React.JSX.Element {
  const external = isExternal(link.href);
  return (
    <Link to={link.href} {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      {link.label}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </Link>
  );
}

/** One of the initiative's tools: what it does, how to install it (with the code block's copy button) and links. */
export default function ToolCard({tool}: ToolCardProps): React.JSX.Element {
  const links: CardLink[] = [
    {key: 'page', label: isExternal(tool.page) ? `Open ${tool.name}` : `About ${tool.name}`, href: tool.page},
    ...(tool.docs !== tool.page ? [{key: 'docs', label: 'Docs', href: tool.docs}] : []),
    {key: 'repo', label: 'Repository', href: tool.repository},
  ];
  return (
    <article className={styles.card} aria-labelledby={`tool-${tool.id}`}>
      <SectionHeading as="h3" id={`tool-${tool.id}`} className={styles.name}>
        {tool.name}
      </SectionHeading>
      <p className={styles.description}>{tool.description}</p>
      {tool.install && (
        <div className={styles.install}>
          <CodeBlock language="bash">{tool.install}</CodeBlock>
        </div>
      )}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <ExternalAware link={link} />
          </li>
        ))}
      </ul>
    </article>
  );
}
