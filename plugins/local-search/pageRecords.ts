/**
 * Builds the records of one page in document order, for both extractors (rendered HTML in records.ts, Markdown
 * in markdown.ts): the page title record first, then a record per heading (which resets the deeper levels) and
 * per block of body text, each with the headings above it and the anchor of the nearest one, or its own.
 */
import {applyHeading, type Hierarchy, type RecordType, type SearchRecord} from '../../src/search/shared';
import {cutText} from './recordText';

/** What a block of body text may say about itself: a table row that defines names, with its own anchor. */
export type BlockDetails = {
  /** The row's own anchor (an element with an id in its first cell), used instead of the heading's. */
  anchor?: string;
  /** The names the row defines (SearchRecord.defines). */
  defines?: string[];
};

export type PageRecords = {
  records: SearchRecord[];
  /** A heading of level 2..6 with its anchor (id). */
  heading: (level: number, text: string, anchor: string | null) => void;
  /** A block of body text (cut to the stored length). */
  content: (text: string, details?: BlockDetails) => void;
};

export function pageRecords({
  siteUrl,
  pathname,
  lvl0,
  title,
  tag,
}: {
  siteUrl: string;
  pathname: string;
  lvl0: string;
  title: string;
  /** The page's docusaurus_tag, stored on each record. */
  tag?: string;
}): PageRecords {
  const pageUrl = `${siteUrl.replace(/\/$/, '')}${pathname}`;
  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: SearchRecord[] = [];
  let headingAnchor: string | null = null;
  const push = (type: RecordType, content: string | null, details: BlockDetails = {}) => {
    const anchor = details.anchor ?? headingAnchor;
    records.push({
      objectID: `${pathname}-${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy: {...hierarchy},
      ...(tag ? {docusaurus_tag: tag} : {}),
      ...(details.defines?.length ? {defines: details.defines} : {}),
      ...(details.anchor ? {ownAnchor: true} : {}),
    });
  };
  push('lvl1', null);
  return {
    records,
    heading(level, text, id) {
      applyHeading(hierarchy, level, text);
      headingAnchor = id;
      push(`lvl${level}` as RecordType, null);
    },
    content(text, details) {
      push('content', cutText(text), details);
    },
  };
}
