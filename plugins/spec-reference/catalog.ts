/**
 * Which section of a reference page documents which definition: titles, anchors and heading levels, listed in
 * src/data/spec-reference/sections.yaml (read and checked by content.ts). The text of each section comes from the
 * schemas; only the names and the order are chosen there.
 */
import path from 'node:path';
import {CONTENT_DIR, loadSections} from './content';
import type {SpecVersion} from './links';

export type CatalogEntry = {
  /** Definition file name without `.json` (`channel`), or undefined for a section with no definition of its own. */
  file?: string;
  title: string;
  /** Heading id, stable: other pages link to it (`#channelObject`). */
  anchor: string;
  /** 2 for an object, 3 for a part of the object above it (a variant, a map of it). */
  level: 2 | 3;
  /** Extra ids that also land on this heading (names used by older links). */
  aliases?: string[];
  /** For sections with no definition: which text stands in for the description (`specPage.ts`, `content.ts`). */
  prose?: string;
};

const SECTIONS = loadSections(path.join(CONTENT_DIR, 'sections.yaml'));

/**
 * The sections of each version's page (src/data/spec-reference/sections.yaml). 3.1.0 has the same definition files as
 * 3.0.0, so the same sections and anchors: a reader who switches versions stays on the same object or field.
 */
export const CATALOGS: Record<SpecVersion, readonly CatalogEntry[]> = {
  '3.1.0': SECTIONS['3.0.0'],
  '3.0.0': SECTIONS['3.0.0'],
  '2.6.0': SECTIONS['2.6.0'],
};

/** Pages outside the specification that definitions point to. */
export const EXTERNAL_LINKS: readonly {match: RegExp; label: string; href?: string}[] = [
  {
    match: /^http:\/\/json-schema\.org\/draft-07\/schema$/,
    label: 'JSON Schema Draft 07',
    href: 'https://json-schema.org/specification-links#draft-7',
  },
  {
    match: /openapiSchema_3_0\.json$/,
    label: 'OpenAPI 3.0 Schema Object',
    href: 'https://spec.openapis.org/oas/v3.0.3#schema-object',
  },
  {match: /avroSchema_v1\.json$/, label: 'Avro 1.9 schema', href: 'https://avro.apache.org/docs/1.9.0/spec.html'},
];
