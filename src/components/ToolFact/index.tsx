/**
 * A fact about a released tool inside Markdown, for example `<ToolFact tool="cli" fact="node" />` renders
 * "Node.js 24.0.0 or later". The value comes from src/data/tool-facts.json, refreshed by `npm run sync:cli-manifest`.
 */
import React from 'react';
import {toolFactText, type ToolFactKind, type ToolKey} from '@site/src/data/toolFacts';

type Props = {tool: ToolKey; fact: ToolFactKind};

export default function ToolFact({tool, fact}: Props): React.JSX.Element {
  return <>{toolFactText(tool, fact)}</>;
}
