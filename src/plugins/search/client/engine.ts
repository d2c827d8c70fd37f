/**
 * The local search engine: answers Algolia search requests from the records of the local index. It owns the indexes
 * and the per-record facts ranking needs; ./query.ts reads the query, ./rank.ts orders the records and
 * ./algoliaResponse.ts shapes the answer as Algolia would.
 *
 * Engine choice: MiniSearch 7. It adds 5.9 KB gzip to the lazily loaded search chunk, against 16.8 KB for Orama 3
 * and 17.2 KB for FlexSearch 0.8 (each bundled with esbuild --minify, gzip -9), and it has what the modal needs
 * built in: prefix search while typing, typo tolerance by edit distance, and per-field boosts. Its index is built in
 * the browser from the records, so the download is the records only.
 *
 * `npm run bench:search` prints the figures: relevance over tests/fixtures/search/queries.json, index size, and
 * latency (p95 under 5 ms per query in Node); tests/build/search-relevance.test.ts is the gate.
 */
import type MiniSearch from 'minisearch';
import { LEVELS, type SearchRecord } from '../types';
import {
  algoliaResponse,
  type FacetFilters,
  type LocalSearchResult,
  facetFilterPredicate,
  type SearchParams,
} from './algoliaResponse';
import { buildMiniSearch } from './miniSearchIndex';
import { rankBuffers, type RankBuffers } from './match';
import { ownHeading, phrase, rank } from './rank';
import { informativeText } from './query';
import { indexWordsAndParts, queryTokens } from './words';

export type { FacetFilters, LocalHit, LocalSearchResult, SearchParams } from './algoliaResponse';
export { matchesFacetFilters } from './algoliaResponse';

/** Algolia caps queries at 512 bytes; the modal's input stops at 64 characters. */
const MAX_QUERY_LENGTH = 512;
/** Queries shorter than this match headings only: one or two letters say little about body text. */
const SHORT_QUERY_LENGTH = 3;

/**
 * What MiniSearch indexes per record, as indexed words (see `indexWordsAndParts`): the record's own heading (`title`),
 * the headings above it (`parents`), the camel-case parts of both (`headParts`), and once the body text is indexed,
 * its words (`content`) and their parts (`bodyParts`).
 */
type IndexedDocument = {
  id: number;
  title: string[];
  parents: string[];
  headParts: string[];
  content?: string[];
  bodyParts?: string[];
};

type IndexedField = keyof Omit<IndexedDocument, 'id'>;

/** What the title field indexes: the record's own heading, and for a page's title record its sidebar label too. */
function titleText(record: SearchRecord): string {
  const heading = ownHeading(record);
  return record.sidebarLabel ? `${heading} ${record.sidebarLabel}` : heading;
}

/**
 * The headings directly above a record (at most the two nearest, below the page title), so a query can combine a
 * heading's words with the text under it ("expo config plugin" finds the config plugin paragraph in the Expo tab).
 * The page title is left out: the page's own record matches it, and repeating it on every record would double the
 * indexing work in the browser.
 */
function parentHeadings(record: SearchRecord): string {
  const depth = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type);
  const headings = LEVELS.slice(2, depth)
    .map((level) => record.hierarchy[level])
    .filter(Boolean);
  return headings.slice(-2).join(' ');
}

function buildIndex(fields: IndexedField[], documents: IndexedDocument[]): MiniSearch<IndexedDocument> {
  // Documents hold indexed words already (see `IndexedDocument`): MiniSearch neither tokenizes nor processes them.
  return buildMiniSearch<IndexedDocument>(
    { fields, processTerm: (term) => term, searchOptions: { tokenize: queryTokens, processTerm: (term) => term } },
    documents,
  );
}

/** A lazily computed text per record. */
function perRecord(compute: (id: number) => string): (id: number) => string {
  const cache: (string | undefined)[] = [];
  return (id) => (cache[id] ??= compute(id));
}

export type EngineOptions = {
  /**
   * Build only the headings index now and the full index (with body text) on `buildFullIndex()`. The modal uses
   * it to show hits for the first keystrokes, which only need headings, while the larger index is still to come.
   */
  deferBodyText?: boolean;
};

export class LocalSearchEngine {
  private readonly records: readonly SearchRecord[];
  /** Per heading text, its indexed words: records under the same headings share them. Emptied once both indexes exist. */
  private readonly headingWords = new Map<string, ReturnType<typeof indexWordsAndParts>>();
  /**
   * The heading records' titles and nearest headings: enough for one- and two-letter queries and for a first answer
   * while the body text is indexed, and quick to build (about one record in six).
   */
  private readonly headingIndex: MiniSearch<IndexedDocument>;
  /** Headings and body text, for every longer query. */
  private fullIndex: MiniSearch<IndexedDocument> | undefined;
  private readonly buffers: RankBuffers;
  /** Per facet filter (as JSON), which records pass it. */
  private readonly facetCache = new Map<string, Uint8Array>();
  /** Per record, the position of its page in `pageIsApi`. */
  private readonly pageOf: Int32Array;
  /** Per page, whether it is an API reference page (its title record names an exported symbol). */
  private readonly pageIsApi: boolean[] = [];
  /** Per record, the nearest heading record above it on the same page (-1 for none or for headings). */
  private readonly headingOf: Int32Array;
  /** Per record, the record that starts its h2 or h3 section, or the page's title record above the first h2. */
  private readonly sectionOf: Int32Array;
  private readonly lowerTextOf: (id: number) => string;
  private readonly headingPhraseOf: (id: number) => string;
  private readonly phraseOf: (id: number) => string;

  constructor(records: readonly SearchRecord[], options: EngineOptions = {}) {
    this.records = records;
    this.buffers = rankBuffers(records.length);
    this.pageOf = new Int32Array(records.length);
    this.headingOf = new Int32Array(records.length).fill(-1);
    this.sectionOf = new Int32Array(records.length);
    const pages = new Map<string, number>();
    let heading = -1;
    let section = 0;
    records.forEach((record, id) => {
      const url = record.url.split('#')[0] ?? '';
      let page = pages.get(url);
      if (page === undefined) {
        page = pages.size;
        pages.set(url, page);
        this.pageIsApi.push(false);
        heading = -1;
      }
      this.pageOf[id] = page;
      if (record.apiName) this.pageIsApi[page] = true;
      if (record.type === 'content') this.headingOf[id] = heading;
      else heading = id;
      if (record.type === 'lvl1' || record.type === 'lvl2' || record.type === 'lvl3') section = id;
      this.sectionOf[id] = section;
    });
    const textOf = (id: number) => {
      const record = records[id] as SearchRecord;
      return `${ownHeading(record)} ${record.content ?? ''}`;
    };
    this.lowerTextOf = perRecord((id) => textOf(id).toLowerCase());
    this.headingPhraseOf = perRecord((id) => phrase(ownHeading(records[id] as SearchRecord)));
    this.phraseOf = perRecord((id) => phrase(textOf(id)));
    // Heading records only: a body text record's heading fields are its headings', which have records of their own.
    const headingDocuments: IndexedDocument[] = [];
    records.forEach((record, id) => {
      if (record.type !== 'content') headingDocuments.push(this.headingDocument(id));
    });
    this.headingIndex = buildIndex(['title', 'parents', 'headParts'], headingDocuments);
    if (!options.deferBodyText) this.buildFullIndex();
  }

  /** Builds the index with body text, if it was deferred. Safe to call repeatedly. */
  buildFullIndex(): void {
    if (this.fullIndex) return;
    const documents = this.records.map((record, id) => {
      const document = this.headingDocument(id);
      const body = indexWordsAndParts(record.content ?? '');
      document.content = body.words;
      document.bodyParts = body.parts;
      return document;
    });
    this.fullIndex = buildIndex(['title', 'parents', 'headParts', 'content', 'bodyParts'], documents);
    this.headingWords.clear();
  }

  /** The heading fields of one record, as indexed words; each distinct heading text is split into words once. */
  private headingDocument(id: number): IndexedDocument {
    const record = this.records[id] as SearchRecord;
    const wordsOf = (text: string) => {
      let result = this.headingWords.get(text);
      if (result === undefined) this.headingWords.set(text, (result = indexWordsAndParts(text)));
      return result;
    };
    const title = wordsOf(titleText(record));
    const parents = wordsOf(parentHeadings(record));
    return { id, title: title.words, parents: parents.words, headParts: [...title.parts, ...parents.parts] };
  }

  /**
   * Whether this request's answer needs the body text index while it is not built yet: then `search` builds it
   * first, unless asked for the headings-only answer.
   */
  waitsForBodyText(params: SearchParams): boolean {
    return !this.fullIndex && informativeText(this.queryOf(params)).length >= SHORT_QUERY_LENGTH;
  }

  /**
   * The answer to one request. With `headingsOnly`, a query that needs the body text is answered from the headings
   * while the body text index is not built (see `waitsForBodyText`): a first answer at once, to be asked again later.
   */
  search(params: SearchParams, { headingsOnly = false }: { headingsOnly?: boolean } = {}): LocalSearchResult {
    const started = performance.now();
    const query = this.queryOf(params);
    // Ranking and highlighting read pasted text without its log noise; the response keeps what was typed.
    const informative = informativeText(query);
    const isShort = informative.length < SHORT_QUERY_LENGTH;
    const fromHeadings = isShort || (headingsOnly && !this.fullIndex);
    if (!fromHeadings) this.buildFullIndex();
    const { ranked, matchedTerms } = informative
      ? rank(
          {
            records: this.records,
            index: fromHeadings ? this.headingIndex : (this.fullIndex as MiniSearch<IndexedDocument>),
            allowed: this.allowedBy(params.facetFilters),
            buffers: this.buffers,
            pageOf: this.pageOf,
            pageIsApi: this.pageIsApi,
            headingOf: this.headingOf,
            sectionOf: this.sectionOf,
            lowerTextOf: this.lowerTextOf,
            headingPhraseOf: this.headingPhraseOf,
            phraseOf: this.phraseOf,
          },
          informative,
        )
      : { ranked: [] as number[], matchedTerms: new Set<string>() };
    const result = { records: this.records, ranked, matchedTerms };
    return algoliaResponse(params, query, result, queryTokens(informative), started);
  }

  private queryOf(params: SearchParams): string {
    return (params.query ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  }

  /** Which records pass the facet filters, computed once per distinct filter (the modal always sends the same). */
  private allowedBy(facetFilters: FacetFilters | undefined): (id: number) => boolean {
    if (facetFilters === undefined) return () => true;
    const key = JSON.stringify(facetFilters);
    let passes = this.facetCache.get(key);
    if (!passes) {
      const predicate = facetFilterPredicate(facetFilters);
      passes = Uint8Array.from(this.records, (record) => (predicate(record) ? 1 : 0));
      if (this.facetCache.size > 20) this.facetCache.clear();
      this.facetCache.set(key, passes);
    }
    const result = passes;
    return (id) => result[id] === 1;
  }
}
