/**
 * What `npm run search:upload` (scripts/search-upload.ts) sends to a hosted Algolia index: the records of the local
 * index file with ranking weights, the index settings, and the synonym table. Node only; no network here.
 *
 * The settings follow what the DocSearch modal and the /search page send and read (see ../README.md, "Hosted
 * index"): the modal asks for snippets and highlights of `hierarchy.*` and `content` and filters on `language` and
 * `docusaurus_tag` (contextualSearch); the /search page sends no highlight tags or snippet sizes, so it relies on the
 * defaults set here.
 */
import type { IndexSettings, SynonymHit } from 'algoliasearch';
import { READER_TERMS, type ReaderTerm } from '../shared/readerTerms';
import { DEFAULT_ATTRIBUTES_TO_SNIPPET, LEVELS, type SearchRecord } from '../types';

/** Algolia refuses records above 10 KB on its Build (free) plan; the upload checks before it sends anything. */
export const MAX_RECORD_BYTES = 10_000;

/**
 * Numbers for `customRanking`, which Algolia applies after the text criteria, to break ties the way the local ranking
 * does (../client/engine.ts):
 * - `pageRank`: 2 for a guide, 1 for an API page (the local `guides` rule);
 * - `level`: a heading before the text under it (DocSearch's crawler weighs levels the same way: 100 - 10 × level for
 *   a heading, 0 for text);
 * - `position`: the record's place on its page, earlier first.
 */
export type RecordWeight = { pageRank: number; level: number; position: number };

/** A record as uploaded: the local record (its `objectID` is `<path>#<position>`) plus its weight. */
export type AlgoliaRecord = SearchRecord & { weight: RecordWeight };

/** Adds the ranking weights; `apiRoute` is the API reference's route (`/docs/api`), which tells API pages from guides. */
export function toAlgoliaRecords(records: readonly SearchRecord[], apiRoute: string): AlgoliaRecord[] {
  return records.map((record) => {
    const { pathname } = new URL(record.url);
    const isApi = pathname === apiRoute || pathname.startsWith(`${apiRoute}/`);
    const position = Number(record.objectID.slice(record.objectID.lastIndexOf('#') + 1));
    const level = record.type === 'content' ? 0 : 100 - 10 * LEVELS.indexOf(record.type);
    const pageRank = isApi ? 1 : 2;
    return { ...record, weight: { pageRank, level, position: Number.isFinite(position) ? position : 0 } };
  });
}

/** The records that Algolia would refuse, with their size in bytes. */
export function oversizedRecords(records: readonly object[]): { objectID: string; bytes: number }[] {
  return records.flatMap((record) => {
    const bytes = Buffer.byteLength(JSON.stringify(record));
    return bytes > MAX_RECORD_BYTES ? [{ objectID: String((record as { objectID?: unknown }).objectID), bytes }] : [];
  });
}

const HIERARCHY = LEVELS.map((level) => `hierarchy.${level}`);

/**
 * The index settings. Where DocSearch's Docusaurus template (the settings its crawler gives an index) has a value,
 * this is that value, except where a comment says otherwise.
 */
export const INDEX_SETTINGS = {
  // DocSearch's order: the page hierarchy, outermost first, then the text. `unordered`: a word at the start of a
  // heading counts as much as one at its end. Two additions around it:
  // - `apiName` first: the title record of an API page carries the exported name (`useCameraDevice`), so a query that
  //   names a symbol exactly ranks that page above every record that only mentions it ("exact API name first", as
  //   the local ranking's ×1000 does). Prefix and typo matches are turned off on it below, so `camera` does not put
  //   `CameraProps` first, and a near miss falls back to the other attributes.
  // - `sidebarLabel` next to the title it stands for ("Skia Frame Processors" for "Drawing to a Frame (Skia)").
  searchableAttributes: [
    'apiName',
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(sidebarLabel)',
    ...HIERARCHY.slice(2).map((attribute) => `unordered(${attribute})`),
    'content',
  ],
  disablePrefixOnAttributes: ['apiName'],
  disableTypoToleranceOnAttributes: ['apiName'],
  // A one-word query is exact on a record when a whole attribute is that word (the heading "torch" before
  // "Torch and flash"). Algolia's default, set on purpose: the ranking above depends on it.
  exactOnSingleWordQuery: 'attribute',
  // A synonym is not an exact match (Algolia's default counts one-word synonyms as exact): the words as typed rank
  // above the doc terms a reader's word stands for, as the local engine weighs those lower.
  alternativesAsExact: ['ignorePlurals'],
  // contextualSearch filters on language and docusaurus_tag (the modal) and asks for their counts (the /search
  // page's disjunctive facets); `type` is the record's level, for filtering headings.
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: DEFAULT_ATTRIBUTES_TO_SNIPPET,
  // The /search page turns this class into its own highlight class; the modal sends its own tags (`<mark>`).
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  // One hit per URL (heading anchor): the paragraphs under one heading are one result, as in DocSearch.
  distinct: true,
  attributeForDistinct: 'url',
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  // `useCameraDevice` is found by "camera device"; not `apiName`, which must match as a whole.
  camelCaseAttributes: ['hierarchy', 'content'],
  // The local engine's typo rule: one typo from 4 letters, two from 8 (Algolia's defaults; the template has 3 and 7).
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  minProximity: 1,
  attributeCriteriaComputedByMinProximity: true,
  // Every word is wanted, but a record that lacks some still comes back when none has them all.
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} satisfies IndexSettings;

/** `black screen` → `black-screen`: the stable part of a synonym's objectID. */
const slug = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The reader-terms table (../shared/readerTerms.ts) as Algolia one-way synonyms: each reader phrase also finds the doc
 * terms it stands for, not the other way round. The objectID comes from the reader phrase, so reordering the table
 * changes nothing upstream.
 */
export function algoliaSynonyms(rows: readonly ReaderTerm[] = READER_TERMS): SynonymHit[] {
  const seen = new Set<string>();
  return rows.flatMap(({ reader, docs }) =>
    reader.map((input) => {
      const objectID = `reader-terms-${slug(input)}`;
      if (seen.has(objectID)) throw new Error(`Two rows of the reader-terms table have the phrase "${input}"`);
      seen.add(objectID);
      return { objectID, type: 'onewaysynonym', input, synonyms: [...docs] } satisfies SynonymHit;
    }),
  );
}
