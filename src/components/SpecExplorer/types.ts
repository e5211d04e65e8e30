/**
 * The data of a 3.x Explorer, as plugins/spec-reference builds it at build time and the Explorer component reads it:
 * one node per object section, with its fields, their types as text, and the objects each field leads to.
 */
export type ExplorerField = {
  name: string;
  /** Plain-text type, for example `Map[string, Channel Object | Reference Object]`. */
  type: string;
  required: boolean;
  /** Markdown text from the schema, shown as plain text. */
  description: string;
  /** Whether the name is a pattern (`^x-...`) rather than a fixed field name. */
  patterned: boolean;
  /** Anchors of the objects this field's value can be. */
  targets: string[];
};

export type ExplorerNode = {anchor: string; title: string; description: string; fields: ExplorerField[]};

export type ExplorerData = {
  version: string;
  /** The reference page the nodes link to (`/docs/reference/specification/v3.0.0`). */
  pageUrl: string;
  root: string;
  nodes: Record<string, ExplorerNode>;
};
