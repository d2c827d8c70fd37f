/**
 * Shapes shared by the indexer (build time, Node) and the client (browser); shared/ holds the data both read.
 */

/** The plugin's name; the browser reads the plugin's global data under it. */
export const SEARCH_PLUGIN_NAME = 'vision-camera-search';

/** Heading levels of a record, as the hosted DocSearch crawler names them, outermost first. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** The record type: a heading at some level, or a paragraph/list item/table cell under the current headings. */
export type RecordType = Level | 'content';

export type Hierarchy = Record<Level, string | null>;

/**
 * The snippets a response carries when the request names none: the hosted index's `attributesToSnippet` setting,
 * which the local client applies too, so the /search page shows the same summary under each hit either way.
 */
export const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];

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
  /**
   * Text of a paragraph, list item or table cell (`type: 'content'`); for the page's title record (`lvl1`), the
   * page's meta description; otherwise null.
   */
  content: string | null;
  /** Facet read from the page's `docsearch:language` meta tag. */
  language: string;
  /** Facet read from the page's `docsearch:docusaurus_tag` meta tag, e.g. `docs-default-current`. */
  docusaurus_tag: string;
  /** For the title record of an API page: the exported symbol name (`useCameraDevice`), ranked first on an exact query. */
  apiName?: string;
  /** For the title record: the page's label in the sidebar, when it differs from the title (`Skia Frame Processors` for
   * "Drawing to a Frame (Skia)"). Searched like the title. */
  sidebarLabel?: string;
  /** Set on the records of an API member that is only inherited here (TypeDoc's "Inherited from"), so the page that
   * declares the member ranks above the pages that repeat it. */
  inherited?: true;
  /** Set on the records of a problem's section (data/problems.yml): the answer for a reader who has that problem. */
  problem?: true;
};

/** Page-level fields, stored once per page in the index file instead of on every record. */
export type IndexedPage = {
  /** Absolute URL of the page, without anchor. */
  url: string;
  lvl0: string | null;
  lvl1: string | null;
  language: string;
  docusaurus_tag: string;
  apiName?: string;
  sidebarLabel?: string;
};

/**
 * A run of consecutive records of one page under the same headings: the page's position in `pages`, the anchor of
 * the nearest heading ('' for none), the hierarchy below the page title (lvl2, lvl3… with trailing nulls left out),
 * the records, and 1 when they belong to an inherited API member. A record is its content (a string) for a `content`
 * record, or its heading level (1…6) for a heading record, or `[level, content]` for a heading record with content
 * (the page's title record with the meta description).
 */
export type PackedSection = [
  page: number,
  anchor: string,
  headings: (string | null)[],
  records: (string | number | [level: number, content: string])[],
  /** 1: the records are an inherited API member's; 2: they are a problem's section (bits, so 3 is both). */
  flags?: number,
];

/**
 * The index, in two files so that a first answer needs only the small one: `index.<hash>.json` (this type) holds the
 * pages and, per section, its heading records; `index.<hash>.body.json` (`SearchBodyFile`) holds every section's
 * records, body text included. Records are grouped under their headings, so the headings, anchor and page are
 * written once per section instead of once per record (the files are about a third of the records spelled out).
 */
export type SearchIndexFile = {
  /** Bumped when the shape changes, so a stale cached file is refused instead of misread. */
  version: 4;
  pages: IndexedPage[];
  /** In page order, then document order within a page; each section's records are its heading records only. */
  sections: PackedSection[];
};

/** The body text file: per section of the index file, in the same order, all of its records. */
export type SearchBodyFile = { version: 4; sections: PackedSection[3][] };

/** The body text file's address, next to the index file's. */
export const bodyFileUrl = (indexUrl: string): string => indexUrl.replace(/\.json$/, '.body.json');

/** What the plugin hands to the browser through global data. */
export type SearchGlobalData = {
  /** `hosted` when Algolia credentials were set at build time, otherwise `local`. */
  mode: 'local' | 'hosted';
  /** URL of the local index file (with a content hash in its name). */
  indexUrl: string;
};
