/**
 * The Algolia contract of the local engine: the request parameters the DocSearch modal and the search page send, and
 * the response they read (hits with `_highlightResult` and `_snippetResult`, paging, facet counts, a query id).
 * Ranking does not happen here; this module only turns ranked records into what Algolia would have answered.
 */
import { LEVELS, type Level, type SearchRecord } from '../types';
import { type Highlight, highlight, snippet, type Tags } from './highlight';

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

/**
 * Algolia facet filter semantics: the outer array is AND, an inner array is OR, `-attr:value` negates. The filters are
 * read once; the predicate then tests records (the engine tests every record of the index against the modal's).
 */
export function facetFilterPredicate(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (filters === undefined) return () => true;
  type Test = { attribute: string | undefined; value: string; negated: boolean };
  const parse = (filter: string): Test => {
    const negated = filter.startsWith('-');
    const body = negated ? filter.slice(1) : filter;
    const separator = body.indexOf(':');
    // A filter without `attribute:` matches every record (or none, negated).
    if (separator === -1) return { attribute: undefined, value: '', negated };
    return { attribute: body.slice(0, separator), value: body.slice(separator + 1), negated };
  };
  const clauses = (typeof filters === 'string' ? [filters] : filters).map((clause) =>
    (typeof clause === 'string' ? [clause] : clause).map(parse),
  );
  const passes = (record: SearchRecord, { attribute, value, negated }: Test) => {
    if (attribute === undefined) return !negated;
    const actual = (record as Record<string, unknown>)[attribute];
    return (typeof actual === 'string' && actual === value) !== negated;
  };
  return (record) => clauses.every((tests) => tests.some((test) => passes(record, test)));
}

export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  return facetFilterPredicate(filters)(record);
}

/** `attributesToSnippet` entries (`content:10`) as attribute → word count. */
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

type HitOptions = {
  matchedTerms: ReadonlySet<string>;
  terms: string[];
  tags: Tags;
  snippetAttributes: Map<string, number>;
  ellipsis: string;
  /** Highlights already computed in this response, by text. */
  cache: Map<string, Highlight>;
};

function toHit(record: SearchRecord, options: HitOptions): LocalHit {
  const { matchedTerms, terms, tags, snippetAttributes, ellipsis, cache } = options;
  const highlightedHierarchy: LocalHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: LocalHit['_snippetResult']['hierarchy'] = {};
  // Hits of one page repeat its category, title and headings: each text is highlighted once per response.
  const highlighted = (text: string) => {
    let result = cache.get(text);
    if (!result) {
      result = highlight(text, matchedTerms, terms, tags);
      cache.set(text, result);
    }
    return result;
  };
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (!text) continue;
    const result = highlighted(text);
    highlightedHierarchy[level] = result;
    const words = snippetAttributes.get(`hierarchy.${level}`);
    // A heading too short to be cut is its own snippet (what `snippet` would return, without the work).
    if (words && text.length <= words * 2) {
      snippetHierarchy[level] = { value: result.value, matchLevel: result.matchLevel === 'none' ? 'none' : 'full' };
    } else if (words) snippetHierarchy[level] = snippet(text, matchedTerms, words, tags, ellipsis);
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

/** Counts of each requested facet's values over all ranked records. */
function facetCounts(facets: string[], records: readonly SearchRecord[], ranked: readonly number[]) {
  return Object.fromEntries(
    facets.map((facet) => {
      const counts: Record<string, number> = {};
      for (const id of ranked) {
        const value = (records[id] as Record<string, unknown>)[facet];
        if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
      }
      return [facet, counts];
    }),
  );
}

/** The hits a request asks for: its page of `hitsPerPage` (20 unless it says, at most 1000) as a range of positions. */
export function requestedRange(params: SearchParams): {
  page: number;
  hitsPerPage: number;
  start: number;
  end: number;
} {
  const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
  const page = Math.max(0, params.page ?? 0);
  return { page, hitsPerPage, start: page * hitsPerPage, end: (page + 1) * hitsPerPage };
}

/**
 * The response to one request, from the ranked record ids: the requested page of hits, highlighted with the terms
 * the query matched (`matchedTerms`, in indexed form) and the words typed (`terms`).
 */
export function algoliaResponse(
  params: SearchParams,
  query: string,
  result: { records: readonly SearchRecord[]; ranked: readonly number[]; matchedTerms: ReadonlySet<string> },
  terms: string[],
  startedAt: number,
): LocalSearchResult {
  const { records, ranked, matchedTerms } = result;
  const { page, hitsPerPage, start, end } = requestedRange(params);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage);
  const hitOptions: HitOptions = {
    matchedTerms,
    terms,
    tags: { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' },
    snippetAttributes: parseSnippetAttributes(params.attributesToSnippet),
    ellipsis: params.snippetEllipsisText ?? '…',
    cache: new Map(),
  };
  const hits = ranked.slice(start, end).map((id) => toHit(records[id] as SearchRecord, hitOptions));
  const facetNames = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - startedAt),
    exhaustiveNbHits: true,
    query,
    params: '',
    index: params.indexName ?? '',
    queryID: nextQueryId(),
    ...(facetNames.length > 0 && { facets: facetCounts(facetNames, records, ranked) }),
  };
}
