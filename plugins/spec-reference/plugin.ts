/**
 * Docusaurus plugin of the generated Reference: tells each bundle which one it is, so a page's static tables
 * (staticTables.ts, tablesExport) are inline in the server bundle, which renders them, and only a chunk of their own
 * in the browser's, loaded when a table renders there without the server's markup (src/components/StaticTable).
 */
import type {Plugin} from '@docusaurus/types';
import {SERVER_CONSTANT} from './staticTables';

export default function specReferencePlugin(): Plugin {
  return {
    name: 'asyncapi-spec-reference',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({[SERVER_CONSTANT]: JSON.stringify(isServer)})]};
    },
  };
}
