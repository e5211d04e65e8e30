/**
 * Builds the records of one page in document order, for both extractors (rendered HTML in records.ts, Markdown
 * in markdown.ts): the page title record first, then a record per heading (which resets the deeper levels) and
 * per block of body text, each with the headings above it and the anchor of the nearest one.
 */
import {cutText, type Hierarchy, type RecordType, type SearchRecord} from './shared';

export type PageRecords = {
  records: SearchRecord[];
  /** A heading of level 2..6 with its anchor (id). */
  heading: (level: number, text: string, anchor: string | null) => void;
  /** A block of body text (cut to the stored length). */
  content: (text: string) => void;
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
  const levels = hierarchy as Record<string, string | null>;
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) =>
    records.push({
      objectID: `${pathname}-${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy: {...hierarchy},
      ...(tag ? {docusaurus_tag: tag} : {}),
    });
  push('lvl1', null);
  return {
    records,
    heading(level, text, id) {
      for (let i = level; i <= 6; i += 1) levels[`lvl${i}`] = null;
      levels[`lvl${level}`] = text;
      anchor = id;
      push(`lvl${level}` as RecordType, null);
    },
    content(text) {
      push('content', cutText(text));
    },
  };
}
