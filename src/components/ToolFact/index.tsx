/**
 * A fact about a released tool inside Markdown, for example `<ToolFact tool="cli" fact="node" />` renders
 * "Node.js 24.0.0 or later". The value comes from src/data/tool-facts.json, refreshed by `npm run sync:cli-manifest`.
 * The words around a version are translate() calls (ids `toolFact.*`) and the date follows the locale, so a
 * translated page shows the fact in its own language; inside an untranslated page (English text under another
 * locale's interface) the fact stays English like the text around it (src/components/ContentLanguage).
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContentLocale} from '@site/src/components/ContentLanguage';
import {minimumEngine, releasedDate, toolFactText, type ToolFactKind, type ToolKey} from '@site/src/data/toolFacts';

type Props = {tool: ToolKey; fact: ToolFactKind};

function factText(tool: ToolKey, fact: ToolFactKind, locale: string): string {
  switch (fact) {
    case 'node':
      return translate(
        {id: 'toolFact.node', message: 'Node.js {version} or later', description: 'A tool needs at least this Node.js'},
        {version: minimumEngine(tool, 'node')!},
      );
    case 'npm': {
      const version = minimumEngine(tool, 'npm');
      return version
        ? translate(
            {id: 'toolFact.npm', message: 'npm {version} or later', description: 'A tool needs at least this npm'},
            {version},
          )
        : translate({
            id: 'toolFact.npm.any',
            message: 'any npm that ships with that Node.js',
            description: 'A tool sets no minimum npm version',
          });
    }
    case 'released':
      return releasedDate(tool, locale);
    default:
      // Versions and package names read the same in every language.
      return toolFactText(tool, fact);
  }
}

export default function ToolFact({tool, fact}: Props): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const contentLocale = useContentLocale();
  // English text under another locale's interface: the fact in English, the words toolFactText gives.
  if (contentLocale === i18n.defaultLocale && i18n.currentLocale !== i18n.defaultLocale)
    return <>{toolFactText(tool, fact)}</>;
  const locale = i18n.localeConfigs[contentLocale]?.htmlLang ?? contentLocale;
  return <>{factText(tool, fact, locale)}</>;
}
