/** The Node.js major each tool needs, for the tests that check the versions the docs name. */
import {minimumNode, TOOL_FACTS, type ToolKey} from '@site/src/data/toolFacts';

/** The Node.js major a tool needs at least, e.g. 24 for the CLI. */
export function minimumNodeMajor(tool: ToolKey): number {
  const min = minimumNode(TOOL_FACTS[tool].engines.node);
  if (!min) throw new Error(`tool-facts.json: ${tool} has no open-ended engines.node range`);
  return Number(min.split('.')[0]);
}
