/**
 * The local search engine: answers Algolia search requests from the records of the local index.
 *
 * Engine choice: MiniSearch 7. It adds 5.9 KB gzip to the lazily loaded search chunk, against 16.8 KB for Orama 3
 * and 17.2 KB for FlexSearch 0.8 (each bundled with esbuild --minify, gzip -9), and it has the three features the
 * modal needs built in: prefix search while typing, typo tolerance by edit distance, and per-field boosts. Its index
 * is built in the browser from the records, so the download is the records only: for this site 4,356 records,
 * 126 KB gzip; built in about 110 ms, then p50 1.5 ms / p95 2.9 ms per query over the 48 fixture queries
 * (`npm run bench:search`, Node 20, after warm-up).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { LEVELS, type Level, type SearchRecord } from '../types';
import { allowedTypos, type Highlight, highlight, indexTokens, queryTokens, snippet, type Tags } from './text';

/** Algolia caps queries at 512 bytes; the modal's input stops at 64 characters. */
const MAX_QUERY_LENGTH = 512;

/** One request, as sent by the DocSearch modal or algoliasearch-helper, with parameters merged. */
export type SearchParams = {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
};

export type FacetFilters = string | readonly (string | readonly string[])[];

export type LocalHit = SearchRecord & {
  _highlightResult: { hierarchy: Partial<Record<Level, Highlight>>; content?: Highlight };
  _snippetResult: {
    hierarchy: Partial<Record<Level, { value: string; matchLevel: Highlight['matchLevel'] }>>;
    content?: { value: string; matchLevel: Highlight['matchLevel'] };
  };
};

export type LocalSearchResult = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
};

type IndexedDocument = { id: number; title: string; parents: string; content: string };

/** Record types closer to the top of a page rank higher for the same text match, as in the hosted index. */
const TYPE_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl0: 1,
  lvl1: 2,
  lvl2: 1.6,
  lvl3: 1.4,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.05,
  content: 1,
};

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
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

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a text in their indexed form, joined by spaces: "Frame Processors" and "frame processor" agree. */
function phrase(text: string): string {
  return ` ${queryTokens(text).join(' ')} `;
}

/** Algolia facet filter semantics: the outer array is AND, an inner array is OR, `-attr:value` negates. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const clauses = typeof filters === 'string' ? [filters] : filters;
  const matchesOne = (filter: string): boolean => {
    const negated = filter.startsWith('-');
    const body = negated ? filter.slice(1) : filter;
    const separator = body.indexOf(':');
    if (separator === -1) return !negated;
    const attribute = body.slice(0, separator);
    const value = body.slice(separator + 1);
    const actual = (record as Record<string, unknown>)[attribute];
    const equal = typeof actual === 'string' && actual === value;
    return negated ? !equal : equal;
  };
  return clauses.every((clause) => (typeof clause === 'string' ? matchesOne(clause) : clause.some(matchesOne)));
}

function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
  const result = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [name = '', count] = entry.split(':');
    const words = Number(count);
    result.set(name, Number.isFinite(words) && words > 0 ? words : 10);
  }
  return result;
}

let queryCounter = 0;
/** A query id per response, as the hosted service returns one for click analytics. */
function nextQueryId(): string {
  queryCounter += 1;
  return `local-${Date.now().toString(16)}-${queryCounter.toString(16)}`;
}

/** Queries shorter than this match headings only (see `rank`). */
const SHORT_QUERY_LENGTH = 3;

type IndexedField = keyof Omit<IndexedDocument, 'id'>;

function buildIndex(fields: IndexedField[], documents: IndexedDocument[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>({
    fields,
    tokenize: indexTokens,
    processTerm: (term) => term,
    searchOptions: { tokenize: queryTokens, processTerm: (term) => term },
  });
  index.addAll(documents);
  return index;
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
  private readonly documents: IndexedDocument[];
  /** Titles and nearest headings: enough for one- and two-letter queries, and quick to build. */
  private readonly headingIndex: MiniSearch<IndexedDocument>;
  /** Headings and body text, for every longer query. */
  private fullIndex: MiniSearch<IndexedDocument> | undefined;
  /** Per record, its heading and content as indexed words (see `phrase`), computed on first use. */
  private readonly phrases: (string | undefined)[] = [];

  constructor(records: readonly SearchRecord[], options: EngineOptions = {}) {
    this.records = records;
    this.documents = records.map((record, id) => ({
      id,
      title: ownHeading(record),
      parents: parentHeadings(record),
      content: record.content ?? '',
    }));
    this.headingIndex = buildIndex(['title', 'parents'], this.documents);
    if (!options.deferBodyText) this.buildFullIndex();
  }

  get size(): number {
    return this.records.length;
  }

  /** Whether `search` can answer this query with the indexes built so far. */
  canSearch(query: string | undefined): boolean {
    return this.fullIndex !== undefined || (query ?? '').trim().length < SHORT_QUERY_LENGTH;
  }

  /** Builds the index with body text, if it was deferred. Safe to call repeatedly. */
  buildFullIndex(): void {
    this.fullIndex ??= buildIndex(['title', 'parents', 'content'], this.documents);
  }

  search(params: SearchParams): LocalSearchResult {
    const started = performance.now();
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH).trim();
    const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    const tags: Tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
    const ranked = query ? this.rank(query, params.facetFilters) : [];

    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage);
    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const snippetAttributes = parseSnippetAttributes(params.attributesToSnippet);
    const terms = queryTokens(query);

    const hits = pageResults.map(({ record, matchedTerms }) =>
      this.toHit(record, matchedTerms, terms, tags, snippetAttributes, params.snippetEllipsisText ?? '…'),
    );

    const facetNames = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
    const facets =
      facetNames.length > 0
        ? Object.fromEntries(
            facetNames.map((facet) => {
              const counts: Record<string, number> = {};
              for (const { record } of ranked) {
                const value = (record as Record<string, unknown>)[facet];
                if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
              }
              return [facet, counts];
            }),
          )
        : undefined;

    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: '',
      index: params.indexName ?? '',
      queryID: nextQueryId(),
      ...(facets && { facets }),
    };
  }

  private rank(
    query: string,
    facetFilters: FacetFilters | undefined,
  ): { record: SearchRecord; matchedTerms: Set<string>; score: number }[] {
    const filter = (result: SearchResult) => {
      const record = this.records[result.id as number];
      return record !== undefined && matchesFacetFilters(record, facetFilters);
    };
    // One or two letters say little about body text: match them against headings only, which also keeps the
    // first keystrokes fast (a one-letter prefix matches thousands of words).
    const isShort = query.length < SHORT_QUERY_LENGTH;
    if (!isShort) this.buildFullIndex();
    const index = isShort ? this.headingIndex : (this.fullIndex as MiniSearch<IndexedDocument>);
    const options = {
      boost: { title: 4, parents: 1.5, content: 1 },
      // As the hosted index does: the last word is a prefix while the reader types; one typo is forgiven from
      // 4 letters on, two from 8.
      prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
      fuzzy: (term: string) => allowedTypos(term) || false,
      filter,
    };
    // Every word must match; when nothing matches them all, any word may (like `removeWordsIfNoResults`).
    let results = index.search(query, { ...options, combineWith: 'AND' });
    if (results.length === 0) results = index.search(query, { ...options, combineWith: 'OR' });

    const compactQuery = compact(query);
    // A code-like query (`device/no-device`, `Camera.takePhoto`, `photoHdr`) is looked for literally as well.
    const literal = /^\S+$/.test(query) && /[^\p{L}\p{N}]|\p{Ll}\p{Lu}/u.test(query) ? query.toLowerCase() : undefined;
    const queryPhrase = phrase(query);
    const queryWords = queryPhrase.trim().split(' ').filter(Boolean).length;
    return results
      .map((result) => {
        const record = this.records[result.id as number] as SearchRecord;
        let score = result.score * TYPE_WEIGHT[record.type];
        // The exported symbol a reader typed exactly goes first, then pages and headings whose words are the query.
        if (record.apiName && compact(record.apiName) === compactQuery) score *= 1000;
        else if (phrase(ownHeading(record)) === queryPhrase) score *= 3;
        // Code typed exactly as the text has it, or several words in the text's order, beat scattered matches.
        else if (literal && [ownHeading(record), record.content].some((text) => text?.toLowerCase() === literal))
          score *= 10;
        else if (literal && `${ownHeading(record)} ${record.content ?? ''}`.toLowerCase().includes(literal)) score *= 5;
        else if (queryWords > 1 && this.phraseOf(result.id as number).includes(queryPhrase)) score *= 2;
        // A member repeated on a page that inherits it ranks below the page that declares it.
        if (record.inherited) score *= 0.5;
        return { record, matchedTerms: new Set(result.terms), score, id: result.id as number };
      })
      .sort((a, b) => b.score - a.score || a.id - b.id);
  }

  private phraseOf(id: number): string {
    let cached = this.phrases[id];
    if (cached === undefined) {
      const record = this.records[id] as SearchRecord;
      cached = phrase(`${ownHeading(record)} ${record.content ?? ''}`);
      this.phrases[id] = cached;
    }
    return cached;
  }

  private toHit(
    record: SearchRecord,
    matchedTerms: Set<string>,
    terms: string[],
    tags: Tags,
    snippetAttributes: Map<string, number>,
    ellipsis: string,
  ): LocalHit {
    const highlightedHierarchy: LocalHit['_highlightResult']['hierarchy'] = {};
    const snippetHierarchy: LocalHit['_snippetResult']['hierarchy'] = {};
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (!text) continue;
      highlightedHierarchy[level] = highlight(text, matchedTerms, terms, tags);
      const words = snippetAttributes.get(`hierarchy.${level}`);
      if (words) snippetHierarchy[level] = snippet(text, matchedTerms, words, tags, ellipsis);
    }
    const contentWords = snippetAttributes.get('content');
    return {
      ...record,
      _highlightResult: {
        hierarchy: highlightedHierarchy,
        ...(record.content && { content: highlight(record.content, matchedTerms, terms, tags) }),
      },
      _snippetResult: {
        hierarchy: snippetHierarchy,
        ...(record.content &&
          contentWords && { content: snippet(record.content, matchedTerms, contentWords, tags, ellipsis) }),
      },
    };
  }
}
