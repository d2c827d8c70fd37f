/**
 * Shapes shared by the indexer (build time, Node) and the client (browser).
 * This is the only module both sides import.
 */

/** Heading levels of a record, as the hosted DocSearch crawler names them. */
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** The record type: a heading at some level, or a paragraph/list item/table cell under the current headings. */
export type RecordType = Level | 'content';

export type Hierarchy = Record<Level, string | null>;

/**
 * One searchable record, shaped like a record of the hosted DocSearch crawler so that the modal and the
 * search page render local and hosted hits the same way.
 */
export type SearchRecord = {
  /** Stable id: `<page path>#<position on the page>`. */
  objectID: string;
  /** Absolute URL (site url + path + `#anchor` of the nearest heading). */
  url: string;
  type: RecordType;
  /**
   * lvl0: the sidebar category of the page, or "Guides"/"API" when it has none;
   * lvl1: the page title; lvl2…lvl6: the headings above the record.
   */
  hierarchy: Hierarchy;
  /** Text of a paragraph, list item or table cell (`type: 'content'`), otherwise null. */
  content: string | null;
  /** Facet read from the page's `docsearch:language` meta tag. */
  language: string;
  /** Facet read from the page's `docsearch:docusaurus_tag` meta tag, e.g. `docs-default-current`. */
  docusaurus_tag: string;
  /** For the title record of an API page: the exported symbol name (`useCameraDevice`), ranked first on an exact query. */
  apiName?: string;
};

/** The file the indexer writes and the client downloads. */
export type SearchIndexFile = {
  /** Bumped when the shape changes, so a stale cached file is refused instead of misread. */
  version: 1;
  records: SearchRecord[];
};

/** What the plugin hands to the browser through global data. */
export type SearchGlobalData = {
  /** `hosted` when Algolia credentials were set at build time, otherwise `local`. */
  mode: 'local' | 'hosted';
  /** URL of the local index file (with a content hash in its name). */
  indexUrl: string;
};
