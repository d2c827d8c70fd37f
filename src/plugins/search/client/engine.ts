/**
 * The local search engine: answers Algolia search requests from the records of the local index.
 *
 * Engine choice: MiniSearch 7. It adds 5.9 KB gzip to the lazily loaded search chunk, against 16.8 KB for Orama 3
 * and 17.2 KB for FlexSearch 0.8 (each bundled with esbuild --minify, gzip -9), and it has what the modal needs
 * built in: prefix search while typing, typo tolerance by edit distance, and per-field boosts. Its index is built in
 * the browser from the records, so the download is the records only.
 *
 * Ranking (issue 17, "search that answers questions"): MiniSearch finds the records of each word of the query; the
 * engine then scores records by how much of the query they and their page cover, prefers pages whose title, sidebar
 * label, description and headings name the question, and guides over API pages unless the query is an identifier
 * (see `rank`). `npm run bench:search` prints the figures: relevance over tests/fixtures/search/queries.json, index
 * size, and latency (p95 under 5 ms per query in Node); tests/unit/plugins/search/relevance.test.ts is the gate.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { LEVELS, type Level, type SearchRecord } from '../types';
import { SYNONYM_GROUPS } from './synonyms';
import {
  allowedTypos,
  camelParts,
  type Highlight,
  highlight,
  indexWordsAndParts,
  isStopWord,
  normalizeTerm,
  queryTokens,
  queryWords,
  snippet,
  words,
  type Tags,
} from './text';

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

/**
 * What MiniSearch indexes per record, as indexed words joined by spaces (see `indexWordsAndParts`): the record's own
 * heading (`title`), the headings above it (`parents`), the camel-case parts of both (`headParts`), and once the body
 * text is indexed, its words (`content`) and their parts (`bodyParts`).
 */
type IndexedDocument = {
  id: number;
  title: string;
  parents: string;
  headParts: string;
  content?: string;
  bodyParts?: string;
};

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
    // Documents hold indexed words already (see `IndexedDocument`).
    tokenize: (text) => (text ? text.split(' ') : []),
    processTerm: (term) => term,
    searchOptions: { tokenize: queryTokens, processTerm: (term) => term },
  });
  index.addAll(documents);
  return index;
}

/** One way to match a concept of the query: indexed words that must all be in a record, and its weight. */
type Alternative = { tokens: string[]; weight: number };
/**
 * A concept of the query: a word, or a phrase of the synonym table, with the ways it can match. `prefix` marks the
 * last word typed, which is matched as a prefix while the reader types; `parts` are the words of a camel-case
 * identifier, searched instead of it when the docs do not contain it.
 */
type Concept = { alternatives: Alternative[]; prefix: boolean; parts?: string[] };

/**
 * Field weights: a record's own heading counts most, then the headings above it, then its text; a word found only
 * inside an identifier (a camel-case part) counts less than the same word written out.
 */
const FIELD_BOOSTS = { title: 4, parents: 1.5, headParts: 1.5, content: 1, bodyParts: 0.5 };

/** Weight of a synonym against the words as typed. */
const SYNONYM_WEIGHT = 0.7;
/** Weight of a word split at a letter–digit boundary (`60fps` as `60 fps`) against the word whole. */
const SPLIT_WEIGHT = 0.8;
/** Concepts beyond this many are ignored (a bit mask per record holds them; the modal's input stops at 64 chars). */
const MAX_CONCEPTS = 16;

/** The indexed words of a phrase, without stop words when other words are left. */
function phraseTokens(text: string): string[] {
  const all = queryWords(text);
  const content = all.filter((word) => !isStopWord(word));
  return (content.length > 0 ? content : all).map(normalizeTerm);
}

/** The synonym table, by the first indexed word of each phrase (longest phrases first). */
type SynonymPhrase = { group: number; words: string[]; alternatives: Alternative[] };
const SYNONYMS: Map<string, SynonymPhrase[]> = (() => {
  const byFirstWord = new Map<string, SynonymPhrase[]>();
  SYNONYM_GROUPS.forEach((group, groupIndex) => {
    for (const phrase of group) {
      const words = queryWords(phrase).map(normalizeTerm);
      const alternatives = group.map((other) => ({
        tokens: phraseTokens(other),
        weight: other === phrase ? 1 : SYNONYM_WEIGHT,
      }));
      const first = words[0];
      if (first === undefined) continue;
      const list = byFirstWord.get(first) ?? [];
      list.push({ group: groupIndex, words, alternatives });
      list.sort((a, b) => b.words.length - a.words.length);
      byFirstWord.set(first, list);
    }
  });
  return byFirstWord;
})();

/** A chunk of the query that is code: letters or digits joined by `/`, `.` or `-` (`device/no-device`, `photo.orientation`). */
const JOINED_CODE = /[\p{L}\p{N}][/.-]+[\p{L}\p{N}]/u;
/** Code as a whole: a joined chunk, or a camel-case identifier (`takePhoto`). */
const CODE = /[\p{L}\p{N}][/.-]+[\p{L}\p{N}]|\p{Ll}\p{Lu}/u;

/** The chunks of a query (split at spaces) that are code, lower-cased and without surrounding punctuation. */
export function codeChunks(query: string): string[] {
  return query
    .split(/\s+/)
    .map((chunk) => chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((chunk) => CODE.test(chunk))
    .map((chunk) => chunk.toLowerCase());
}

/**
 * The concepts of a query: its words without stop words (unless nothing else is left), with the phrases of the
 * synonym table recognised as one concept each, and a word like `60fps` also matched as `60 fps`. A joined code
 * chunk (`device/no-device`) is one concept whose words must all be in a record, stop words included.
 */
export function queryConcepts(query: string): Concept[] {
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  // Two phrases of one synonym group ("frame rate fps") are one concept.
  const push = (concept: Concept, key = JSON.stringify(concept.alternatives[0]?.tokens)) => {
    if (seen.has(key) || concepts.length >= MAX_CONCEPTS) return;
    seen.add(key);
    concepts.push(concept);
  };
  const chunks = query.split(/\s+/).filter((chunk) => words(chunk).length > 0);
  const keepAll = chunks.every((chunk) => queryWords(chunk).every(isStopWord));
  // Words outside code chunks, gathered until the next code chunk or the end of the query.
  let plain: string[] = [];
  const flush = (endsQuery: boolean) => {
    const stems = plain.map(normalizeTerm);
    for (let i = 0; i < plain.length;) {
      const word = plain[i] as string;
      const stem = stems[i] as string;
      const synonym = SYNONYMS.get(stem)?.find(({ words: phraseWords }) =>
        phraseWords.every((w, offset) => stems[i + offset] === w),
      );
      if (synonym) {
        // The phrase as typed comes first, so the concept's key is what the reader wrote.
        const typed = synonym.alternatives.filter((alternative) => alternative.weight === 1);
        const others = synonym.alternatives.filter((alternative) => alternative.weight !== 1);
        push({ alternatives: [...typed, ...others], prefix: false }, `synonyms ${synonym.group}`);
        i += synonym.words.length;
        continue;
      }
      i += 1;
      if (!keepAll && isStopWord(word)) continue;
      const alternatives: Alternative[] = [{ tokens: [stem], weight: 1 }];
      const parts = /^(\p{L}+\p{N}+|\p{N}+\p{L}+)$/u.test(word) ? camelParts(word) : [];
      if (parts.length > 1) alternatives.push({ tokens: parts, weight: SPLIT_WEIGHT });
      const identifierParts = parts.length === 0 ? camelParts(word) : [];
      push({
        alternatives,
        prefix: endsQuery && i === plain.length,
        ...(identifierParts.length > 1 && { parts: identifierParts }),
      });
    }
    plain = [];
  };
  chunks.forEach((chunk, position) => {
    const last = position === chunks.length - 1;
    if (!JOINED_CODE.test(chunk)) {
      plain.push(...queryWords(chunk));
      if (last) flush(true);
      return;
    }
    flush(false);
    const all = [...new Set(queryWords(chunk).map(normalizeTerm))];
    const tokens = all.filter((token) => token.length > 1);
    push({ alternatives: [{ tokens: tokens.length > 0 ? tokens : all, weight: 1 }], prefix: false });
  });
  return concepts;
}

/** Whether `lower` (lower-cased text) contains `code` (lower case) with no letter or digit right before or after it. */
function containsCode(lower: string, code: string): boolean {
  for (let at = lower.indexOf(code); at !== -1; at = lower.indexOf(code, at + 1)) {
    const before = lower[at - 1];
    const after = lower[at + code.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after))) return true;
  }
  return false;
}

/** Record types that make up a page's summary: its title and description, its h2 and h3 headings. */
const SUMMARY_TYPES = new Set<SearchRecord['type']>(['lvl1', 'lvl2', 'lvl3']);
/** How much a page whose title, sidebar label, description and h2/h3 name every concept is preferred. */
const SUMMARY_BOOST = 2;
/** How much guides are preferred for a query that is not a single code-like identifier. */
const GUIDE_BOOST = 1.5;
/** A body text record ranks below the heading right above it when that heading matches as much of the query. */
const BELOW_HEADING = 0.9;

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
  /** Per record, its own heading and content in lower case, computed on first use. */
  private readonly lowerTexts: (string | undefined)[] = [];
  /** Per record, its own heading as indexed words, computed on first use. */
  private readonly headingPhrases: (string | undefined)[] = [];
  /** Per-record working arrays of `rank`, zeroed after each query. */
  private readonly buffers: {
    total: Float64Array;
    mask: Int32Array;
    best: Float64Array;
    bestInTitle: Uint8Array;
    score: Float64Array;
    phraseCount: Uint8Array;
    phraseScore: Float64Array;
    phraseInSummary: Uint8Array;
  };
  /** Per facet filter (as JSON), which records pass it. */
  private readonly facetCache = new Map<string, Uint8Array>();
  /** Per record, the position of its page in `pageIsApi`. */
  private readonly pageOf: Int32Array;
  /** Per page, whether it is an API reference page (its title record names an exported symbol). */
  private readonly pageIsApi: boolean[] = [];
  /** Per record, the nearest heading record above it on the same page (-1 for none or for headings). */
  private readonly headingOf: Int32Array;

  constructor(records: readonly SearchRecord[], options: EngineOptions = {}) {
    this.records = records;
    this.documents = records.map((record, id) => {
      const title = indexWordsAndParts(titleText(record));
      const parents = indexWordsAndParts(parentHeadings(record));
      const headParts = title.parts && parents.parts ? `${title.parts} ${parents.parts}` : title.parts || parents.parts;
      return { id, title: title.words, parents: parents.words, headParts };
    });
    this.buffers = {
      total: new Float64Array(records.length),
      mask: new Int32Array(records.length),
      best: new Float64Array(records.length),
      bestInTitle: new Uint8Array(records.length),
      score: new Float64Array(records.length),
      phraseCount: new Uint8Array(records.length),
      phraseScore: new Float64Array(records.length),
      phraseInSummary: new Uint8Array(records.length),
    };
    this.pageOf = new Int32Array(records.length);
    this.headingOf = new Int32Array(records.length).fill(-1);
    const pages = new Map<string, number>();
    let heading = -1;
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
    });
    this.headingIndex = buildIndex(['title', 'parents', 'headParts'], this.documents);
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
    if (this.fullIndex) return;
    for (const document of this.documents) {
      const body = indexWordsAndParts(this.records[document.id]?.content ?? '');
      document.content = body.words;
      document.bodyParts = body.parts;
    }
    this.fullIndex = buildIndex(['title', 'parents', 'headParts', 'content', 'bodyParts'], this.documents);
  }

  search(params: SearchParams): LocalSearchResult {
    const started = performance.now();
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH).trim();
    const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    const tags: Tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
    const { ranked, matchedTerms } = query
      ? this.rank(query, params.facetFilters)
      : { ranked: [] as number[], matchedTerms: new Set<string>() };

    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage);
    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const snippetAttributes = parseSnippetAttributes(params.attributesToSnippet);
    const terms = queryTokens(query);

    const highlights = new Map<string, Highlight>();
    const hits = pageResults.map((id) =>
      this.toHit(
        this.records[id] as SearchRecord,
        matchedTerms,
        terms,
        tags,
        snippetAttributes,
        params.snippetEllipsisText ?? '…',
        highlights,
      ),
    );

    const facetNames = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
    const facets =
      facetNames.length > 0
        ? Object.fromEntries(
            facetNames.map((facet) => {
              const counts: Record<string, number> = {};
              for (const id of ranked) {
                const value = (this.records[id] as Record<string, unknown>)[facet];
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

  /**
   * Ranks the records for a query. Every concept of the query (see `queryConcepts`) is looked up on its own; a record
   * scores the sum of its matches (BM25 with field boosts: own heading 4, parent headings 1.5, body 1), times:
   * - the square of the share of the query it covers, and the square of the share its page covers anywhere, each
   *   weighted by how rare a concept is across pages: every word is wanted, but a page that lacks one still ranks;
   * - 1 + 2 × the share named by the page's summary (title, sidebar label, description, h2 and h3 headings), so a
   *   guide about the words outranks a page that mentions them in member descriptions;
   * - 1.5 for guides, unless the query is a single code-like identifier;
   * - the exact-identifier, phrase and literal boosts below.
   */
  private rank(query: string, facetFilters: FacetFilters | undefined): { ranked: number[]; matchedTerms: Set<string> } {
    const concepts = queryConcepts(query);
    if (concepts.length === 0) return { ranked: [], matchedTerms: new Set() };
    const allowed = this.allowedBy(facetFilters);
    // One or two letters say little about body text: match them against headings only, which also keeps the
    // first keystrokes fast (a one-letter prefix matches thousands of words).
    const isShort = query.length < SHORT_QUERY_LENGTH;
    if (!isShort) this.buildFullIndex();
    const index = isShort ? this.headingIndex : (this.fullIndex as MiniSearch<IndexedDocument>);

    const tokenCache = new Map<string, SearchResult[]>();
    const matchedTerms = new Set<string>();
    const matchToken = (token: string, prefix: boolean, typos = true): SearchResult[] => {
      const key = `${prefix ? '>' : '='}${token}`;
      let results = tokenCache.get(key);
      if (results) return results;
      const options = {
        tokenize: (text: string) => [text],
        processTerm: (term: string) => term,
        boost: FIELD_BOOSTS,
        filter: (result: SearchResult) => allowed(result.id as number),
      };
      results = index.search(token, { ...options, prefix, fuzzy: false });
      // Without typos, an empty answer is not final (see below): not cached.
      if (results.length === 0 && !typos) return results;
      // Typos are forgiven only for words the docs do not contain (a known word is not a typo), and from 4 letters
      // (two typos from 8), as the hosted index does.
      if (results.length === 0 && allowedTypos(token) > 0) {
        results = index.search(token, { ...options, prefix, fuzzy: (term: string) => allowedTypos(term) || false });
      }
      for (const result of results) for (const term of result.terms) matchedTerms.add(term);
      tokenCache.set(key, results);
      return results;
    };
    // Whether a match is in the page's summary: a heading's own words, or the description on the title record.
    const inSummary = (result: SearchResult) => {
      const type = (this.records[result.id as number] as SearchRecord).type;
      if (!SUMMARY_TYPES.has(type)) return false;
      const isTitleRecord = type === 'lvl1';
      for (const term in result.match) {
        const fields = result.match[term];
        if (fields?.includes('title') || (isTitleRecord && fields?.includes('content'))) return true;
      }
      return false;
    };

    // Per record: summed score and the concepts it matched (bit mask), in buffers reused from query to query.
    const { total, mask, best, bestInTitle, phraseCount, phraseScore, phraseInSummary } = this.buffers;
    const touched: number[] = [];
    const pageCount = this.pageIsApi.length;
    const pageMask = new Int32Array(pageCount);
    const summaryMask = new Int32Array(pageCount);
    // An identifier the docs never mention (`compileDebugKotlin`, `ReanimatedCamera`) is looked for by its words,
    // not by typos of the whole identifier.
    const searched: Concept[] = [];
    for (const concept of concepts) {
      const token = concept.alternatives[0]?.tokens[0];
      if (!concept.parts || token === undefined || matchToken(token, concept.prefix, false).length > 0) {
        searched.push(concept);
        continue;
      }
      for (const part of concept.parts) {
        const known = searched.some((other) => other.alternatives[0]?.tokens.join(' ') === part);
        if (!known && !isStopWord(part))
          searched.push({ alternatives: [{ tokens: [part], weight: 1 }], prefix: false });
      }
    }
    searched.splice(MAX_CONCEPTS);
    searched.forEach((concept, bit) => {
      const flag = 1 << bit;
      // The best alternative per record: an alternative of several words needs all of them in the record.
      const conceptTouched: number[] = [];
      const offer = (id: number, score: number, title: boolean) => {
        if (best[id] === 0) conceptTouched.push(id);
        if (score > (best[id] as number)) {
          best[id] = score;
          bestInTitle[id] = title ? 1 : 0;
        }
      };
      for (const { tokens, weight } of concept.alternatives) {
        const last = tokens.length - 1;
        if (last === 0) {
          for (const result of matchToken(tokens[0] as string, concept.prefix)) {
            offer(result.id as number, result.score * weight, inSummary(result));
          }
          continue;
        }
        // Records with every word: counted, summed and flagged in buffers, then cleared.
        const perToken = tokens.map((token, position) => matchToken(token, concept.prefix && position === last));
        for (const results of perToken) {
          for (const result of results) {
            const id = result.id as number;
            phraseCount[id] = (phraseCount[id] as number) + 1;
            phraseScore[id] = (phraseScore[id] as number) + result.score;
            if (phraseCount[id] === 1) phraseInSummary[id] = inSummary(result) ? 1 : 0;
            else if (!inSummary(result)) phraseInSummary[id] = 0;
          }
        }
        for (const result of perToken[0] ?? []) {
          const id = result.id as number;
          // A phrase is one concept: its words' mean score, comparable with a one-word alternative.
          if (phraseCount[id] === tokens.length) {
            offer(id, ((phraseScore[id] as number) / tokens.length) * weight, phraseInSummary[id] === 1);
          }
        }
        for (const results of perToken) {
          for (const result of results) {
            const id = result.id as number;
            phraseCount[id] = 0;
            phraseScore[id] = 0;
            phraseInSummary[id] = 0;
          }
        }
      }
      for (const id of conceptTouched) {
        if (mask[id] === 0) touched.push(id);
        total[id] = (total[id] as number) + (best[id] as number);
        mask[id] = (mask[id] as number) | flag;
        const page = this.pageOf[id] as number;
        pageMask[page] = (pageMask[page] as number) | flag;
        // Only summary records (title, h2, h3) can have matched in the summary (see `inSummary`).
        if (bestInTitle[id] === 1) {
          summaryMask[page] = (summaryMask[page] as number) | flag;
        }
        best[id] = 0;
        bestInTitle[id] = 0;
      }
    });

    // A concept found on few pages says more than one found on most (inverse document frequency over pages).
    const weights = searched.map((_, bit) => {
      let pages = 0;
      for (const value of pageMask) if (value & (1 << bit)) pages += 1;
      return pages === 0 ? 0 : Math.log(1 + pageCount / pages);
    });
    const sum = weights.reduce((a, b) => a + b, 0) || 1;
    const shares = new Map<number, number>();
    const share = (bits: number) => {
      let value = shares.get(bits);
      if (value === undefined) {
        value = 0;
        for (let bit = 0; bit < weights.length; bit += 1) if (bits & (1 << bit)) value += weights[bit] as number;
        value /= sum;
        shares.set(bits, value);
      }
      return value;
    };

    const compactQuery = compact(query);
    // Code typed by the reader (`device/no-device`, `takePhoto`) is also looked for literally, and a query that is a
    // single piece of code asks for the API rather than for a guide.
    const codes = codeChunks(query);
    const isCodeQuery = codes.length === 1 && !/\s/.test(query);
    const queryPhrase = phrase(query);
    const queryWordCount = queryPhrase.trim().split(' ').filter(Boolean).length;
    const { score: scores } = this.buffers;
    // Every concept found anywhere: only a record that matches them all can hold the query as a phrase.
    const found = pageMask.reduce((bits, value) => bits | value, 0);
    for (const id of touched) {
      const complete = mask[id] === found;
      const record = this.records[id] as SearchRecord;
      const page = this.pageOf[id] as number;
      const covered = share(mask[id] as number);
      const pageCovered = share(pageMask[page] as number);
      let score =
        (total[id] as number) *
        TYPE_WEIGHT[record.type] *
        covered ** 2 *
        pageCovered ** 2 *
        (1 + SUMMARY_BOOST * share(summaryMask[page] as number));
      if (!isCodeQuery && !this.pageIsApi[page]) score *= GUIDE_BOOST;
      const heading = ownHeading(record);
      // The exported symbol a reader typed exactly goes first, then headings whose words are the query, then code
      // found as typed, then several words in the text's order.
      if (record.apiName && compact(record.apiName) === compactQuery) score *= 1000;
      else if (complete && heading && this.headingPhraseOf(id) === queryPhrase) score *= 10;
      else if (complete && isCodeQuery && [heading, record.content].some((text) => text?.toLowerCase() === codes[0]))
        score *= 10;
      else if (codes.some((code) => containsCode(this.lowerTextOf(id), code))) score *= 5;
      else if (complete && queryWordCount > 1 && this.phraseOf(id).includes(queryPhrase)) score *= 2;
      // A member repeated on a page that inherits it ranks below the page that declares it.
      if (record.inherited) score *= 0.5;
      scores[id] = score;
    }
    // A heading beats the body text right under it when it matches at least the same concepts: the modal lists the
    // heading (and keeps it as a recent search) rather than the first paragraph below it.
    for (const id of touched) {
      const heading = this.headingOf[id] as number;
      if (heading < 0 || mask[heading] === 0) continue;
      const bits = mask[id] as number;
      if (((mask[heading] as number) & bits) !== bits) continue;
      const limit = (scores[heading] as number) * BELOW_HEADING;
      if ((scores[id] as number) > limit) scores[id] = limit;
    }
    touched.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
    for (const id of touched) {
      total[id] = 0;
      mask[id] = 0;
      scores[id] = 0;
    }
    return { ranked: touched, matchedTerms };
  }

  /** Which records pass the facet filters, computed once per distinct filter (the modal always sends the same). */
  private allowedBy(facetFilters: FacetFilters | undefined): (id: number) => boolean {
    if (facetFilters === undefined) return () => true;
    const key = JSON.stringify(facetFilters);
    let passes = this.facetCache.get(key);
    if (!passes) {
      passes = Uint8Array.from(this.records, (record) => (matchesFacetFilters(record, facetFilters) ? 1 : 0));
      if (this.facetCache.size > 20) this.facetCache.clear();
      this.facetCache.set(key, passes);
    }
    const result = passes;
    return (id) => result[id] === 1;
  }

  /** A record's own heading and content, lower-cased, computed on first use. */
  private lowerTextOf(id: number): string {
    let cached = this.lowerTexts[id];
    if (cached === undefined) {
      const record = this.records[id] as SearchRecord;
      cached = `${ownHeading(record)} ${record.content ?? ''}`.toLowerCase();
      this.lowerTexts[id] = cached;
    }
    return cached;
  }

  /** A record's own heading as indexed words (see `phrase`), computed on first use. */
  private headingPhraseOf(id: number): string {
    let cached = this.headingPhrases[id];
    if (cached === undefined) {
      cached = phrase(ownHeading(this.records[id] as SearchRecord));
      this.headingPhrases[id] = cached;
    }
    return cached;
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
    cache: Map<string, Highlight>,
  ): LocalHit {
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
}
