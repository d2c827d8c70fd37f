/**
 * The local search engine: answers Algolia search requests from the records of the local index.
 *
 * Engine choice: MiniSearch. Measured for this site (see `npm run bench:search` and the closing notes of the search
 * issue): the library adds 5.9 KB gzip to the lazily loaded search chunk, against 16.8 KB for Orama and 17.2 KB for
 * FlexSearch (esbuild --minify, gzip -9), and it has the three features the modal needs built in: prefix search
 * while typing, typo tolerance by edit distance, and per-field boosts. Its index is built in the browser from the
 * records, so the download is the records only.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Level, SearchRecord } from '../types';
import { allowedTypos, type Highlight, highlight, indexTokens, normalizeTerm, queryTokens, snippet, type Tags } from './text';

export const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

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

function parentHeadings(record: SearchRecord): string {
  const depth = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type);
  return LEVELS.slice(1, depth)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
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

export class LocalSearchEngine {
  private readonly records: readonly SearchRecord[];
  private readonly miniSearch: MiniSearch<IndexedDocument>;

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    this.miniSearch = new MiniSearch<IndexedDocument>({
      fields: ['title', 'parents', 'content'],
      tokenize: indexTokens,
      processTerm: (term) => term,
      searchOptions: { tokenize: queryTokens, processTerm: (term) => term },
    });
    this.miniSearch.addAll(
      records.map((record, id) => ({
        id,
        title: ownHeading(record),
        parents: parentHeadings(record),
        content: record.content ?? '',
      })),
    );
  }

  get size(): number {
    return this.records.length;
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
    const options = {
      boost: { title: 4, parents: 1.5, content: 1 },
      // As the hosted index does: the last word is a prefix while the reader types; one typo is forgiven from
      // 4 letters on, two from 8.
      prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
      fuzzy: (term: string) => allowedTypos(term) || false,
      filter,
    };
    // Every word must match; when nothing matches them all, any word may (like `removeWordsIfNoResults`).
    let results = this.miniSearch.search(query, { ...options, combineWith: 'AND' });
    if (results.length === 0) results = this.miniSearch.search(query, { ...options, combineWith: 'OR' });

    const compactQuery = compact(query);
    return results
      .map((result) => {
        const record = this.records[result.id as number] as SearchRecord;
        let score = result.score * TYPE_WEIGHT[record.type];
        // The exported symbol a reader typed exactly goes first, then pages and headings whose text is the query.
        if (record.apiName && compact(record.apiName) === compactQuery) score *= 1000;
        else if (compact(ownHeading(record)) === compactQuery) score *= 3;
        return { record, matchedTerms: new Set(result.terms.map(normalizeTerm)), score, id: result.id as number };
      })
      .sort((a, b) => b.score - a.score || a.id - b.id);
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
