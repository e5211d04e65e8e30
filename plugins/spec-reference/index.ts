/**
 * The generated Reference (ARCHITECTURE.md decision 3). The pages are committed stub files whose directive the
 * remark plugin (remark.ts, registered in docusaurus.config.ts) fills from the JSON Schemas in @asyncapi/specs
 * (directives.ts); nothing is written into docs/. The version switcher of a specification page gets the anchors
 * of the other versions' pages as a prop of the generated page (directives.ts), not as global data, which every
 * page's main bundle would carry.
 */
export {default as remarkSpecReference} from './remark';
