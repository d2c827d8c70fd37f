/**
 * The local search engine: answers Algolia search requests from the records of the local index. Its base is stock
 * MiniSearch (BM25) over the sections of the pages, one document per section (the records under one heading, with
 * the heading's address); the rules below are added on top. ./query.ts reads the query and ./algoliaResponse.ts shapes
 * the answer as Algolia would.
 *
 * A rule stays only while it raises hit@3 or MRR on the held-out queries (tests/fixtures/search/holdout.json) and
 * lowers no query class (`ruleVerdict` in scripts/lib/searchRelevance.ts): `npm run bench:search` prints each rule's
 * effect (the engine without it) and verdict, and tests/build/search-relevance.test.ts is the gate. Rules that failed
 * it were deleted: stop words, field boosts, query coverage, an exact-name boost, problem-section boosts for error
 * text, inherited-member demotion and a per-page cap.
 *
 * Two matching behaviours are not rules, because complete, correctly spelled queries (all the query sets hold) cannot
 * measure them: the word being typed matches as a prefix, and a word the docs lack matches its near misses (1 typo
 * from 4 letters, 2 from 8).
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { LEVELS, type SearchRecord } from '../types';
import {
  algoliaResponse,
  type FacetFilters,
  facetFilterPredicate,
  type LocalSearchResult,
  requestedRange,
  type SearchParams,
} from './algoliaResponse';
import { codeTerm, type Concept, informativeText, queryConcepts } from './query';
import { allowedTypos, normalizeTerm, queryTokens, termsOf, words } from './words';

/**
 * The ranking rules, each of which `npm run bench:search` can turn off:
 * - `paste-noise`: pasted log lines are read without timestamps, process ids, paths and addresses;
 * - `stem`: words are indexed and searched by their stems ("recording videos" finds "Record a video");
 * - `identifier-parts`: identifiers are also indexed by their parts (camel case, snake case, dots), and a query
 *   identifier the docs lack is searched by its parts;
 * - `reader-terms`: readers' words also match the doc terms they stand for (shared/readerTerms.ts), at a lower weight;
 * - `phrase`: among the best sections, one that holds 4 or more of the query's words in a row ranks higher;
 * - `guides`: guides rank above API pages unless the query is a single identifier.
 */
export const RULES = ['paste-noise', 'stem', 'identifier-parts', 'reader-terms', 'phrase', 'guides'] as const;
export type Rule = (typeof RULES)[number];

export type { FacetFilters, LocalSearchResult, SearchParams } from './algoliaResponse';
export { matchesFacetFilters } from './algoliaResponse';

export type EngineOptions = {
  /** Rules to leave out, to measure what each one adds. */
  without?: readonly Rule[];
};

/** Algolia caps queries at 512 bytes; the modal's input stops at 64 characters. */
const MAX_QUERY_LENGTH = 512;
/** Queries shorter than this match headings only: one or two letters say little about body text. */
const SHORT_QUERY_LENGTH = 3;
/** A word found only inside an identifier (`take` in `takePhoto`) says less than the word written out. */
const PARTS_BOOST = 0.5;
const GUIDE_BOOST = 1.5;
/** Phrase runs: at least this many query words in a row, looked for among this many best sections. */
const PHRASE_RUN_MIN = 4;
const PHRASE_RERANK = 40;

/** One section: its records `[first, end)`, the heading record that opens it, and what ranking needs to know. */
type Section = { first: number; end: number; page: number };
/**
 * What MiniSearch indexes per section, as index terms already (see `analyze`): its heading (`title`), the headings
 * above it (`parents`), its text (`content`), and the parts and code chunks of the identifiers in all three (`parts`).
 */
type SectionDocument = { id: number; title: string[]; parents: string[]; content: string[]; parts: string[] };
type Analysis = { words: string[]; parts: string[] };
/** A chunk of code in text: letters or digits joined by `/`, `.`, `:` or `-` (`device/no-device`). */
const CODE_CHUNK = /[\p{L}\p{N}_]+(?:[/.:-]+[\p{L}\p{N}_]+)+/gu;

/** A record's own heading ('' for body text). */
function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

export class LocalSearchEngine {
  private readonly records: readonly SearchRecord[];
  private readonly sections: Section[] = [];
  /** Per page (by position), whether it is an API reference page (its title record names an exported symbol). */
  private readonly pageIsApi: boolean[] = [];
  private readonly on: (rule: Rule) => boolean;
  private readonly vocabulary = new Set<string>();
  private readonly normalize: (word: string) => string;
  private readonly index: MiniSearch<SectionDocument>;
  private readonly facetCache = new Map<string, Uint8Array>();
  /** Per record, the index terms of its own heading and text, in order: computed when ranking first needs them. */
  private readonly recordTerms: (string[] | undefined)[] = [];
  private readonly recordTermSets: (Set<string> | undefined)[] = [];

  constructor(records: readonly SearchRecord[], options: EngineOptions = {}) {
    const without = new Set(options.without);
    this.on = (rule) => !without.has(rule);
    this.normalize = this.on('stem') ? normalizeTerm : (word) => word.toLowerCase();
    this.records = records;
    const pages = new Map<string, number>();
    records.forEach((record, id) => {
      const last = this.sections.at(-1);
      if (last && records[last.first]?.url === record.url) last.end = id + 1;
      else {
        const pageUrl = record.url.split('#')[0] as string;
        if (!pages.has(pageUrl)) pages.set(pageUrl, pages.size);
        this.sections.push({ first: id, end: id + 1, page: pages.get(pageUrl) as number });
      }
      const section = this.sections.at(-1) as Section;
      if (record.apiName && record.type === 'lvl1') this.pageIsApi[section.page] = true;
    });
    this.index = new MiniSearch<SectionDocument>({
      fields: ['title', 'parents', 'content', ...(this.on('identifier-parts') ? ['parts'] : [])],
      // The fields hold index terms already: MiniSearch neither joins, splits nor processes them.
      stringifyField: (terms) => terms as string,
      tokenize: (terms) => terms as unknown as string[],
      processTerm: (term) => term,
    });
    const headings = new Map<string, Analysis>();
    const analyzeHeading = (text: string) => {
      let analysis = headings.get(text);
      if (!analysis) headings.set(text, (analysis = this.analyze(text)));
      return analysis;
    };
    this.index.addAll(
      this.sections.map((section, id) => {
        const heading = this.records[section.first] as SearchRecord;
        const level = heading.type === 'content' ? LEVELS.length : LEVELS.indexOf(heading.type);
        const title = analyzeHeading(`${ownHeading(heading)} ${heading.sidebarLabel ?? ''}`);
        const parentText = LEVELS.slice(1, level).map((name) => heading.hierarchy[name] ?? '');
        const parents = analyzeHeading(parentText.join(' '));
        const text = [];
        for (let record = section.first; record < section.end; record += 1)
          text.push(this.records[record]?.content ?? '');
        const content = this.analyze(text.join(' '));
        return {
          id,
          title: title.words,
          parents: parents.words,
          content: content.words,
          parts: [...title.parts, ...parents.parts, ...content.parts],
        };
      }),
    );
  }

  /**
   * A text's index terms: its words (`words`), and with `identifier-parts` the parts of its identifiers (camel case,
   * snake case) and its code chunks whole (`parts`). Every term goes into the vocabulary.
   */
  private analyze(text: string): Analysis {
    const analysis: Analysis = { words: [], parts: [] };
    const parts = this.on('identifier-parts');
    if (parts) for (const [chunk] of text.matchAll(CODE_CHUNK)) analysis.parts.push(chunk.toLowerCase());
    for (const word of words(text)) {
      const terms = termsOf(word);
      analysis.words.push(this.on('stem') ? terms.whole : word.toLowerCase());
      if (parts) for (const part of terms.parts) analysis.parts.push(part);
    }
    for (const term of analysis.words) this.vocabulary.add(term);
    for (const term of analysis.parts) this.vocabulary.add(term);
    return analysis;
  }

  /** The answer to one request. */
  search(params: SearchParams): LocalSearchResult {
    const started = performance.now();
    const typed = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const query = this.queryOf(params);
    const sections = query ? this.rank(query, /\s$/.test(typed), params.facetFilters) : [];
    const matchedTerms = new Set(sections.flatMap((result) => result.terms));
    // Each section is one hit; only the requested page's sections need the record that stands for them.
    const ranked = sections.map((result) => (this.sections[result.id as number] as Section).first);
    const { start, end } = requestedRange(params);
    for (let at = start; at < Math.min(end, sections.length); at += 1) {
      ranked[at] = this.representative((sections[at] as SearchResult).id as number, matchedTerms);
    }
    const result = { records: this.records, ranked, matchedTerms };
    return algoliaResponse(params, typed.trim(), result, queryTokens(query), started);
  }

  private queryOf(params: SearchParams): string {
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH).trim();
    return this.on('paste-noise') ? informativeText(query) : query;
  }

  /** The sections that answer a query, best first. */
  private rank(query: string, ended: boolean, filters?: FacetFilters): SearchResult[] {
    const vocabulary = { has: (term: string) => this.vocabulary.has(term) };
    const rules = {
      readerTerms: this.on('reader-terms'),
      identifierParts: this.on('identifier-parts'),
      stem: this.on('stem'),
    };
    const concepts = queryConcepts(ended ? `${query} ` : query, vocabulary, rules);
    if (concepts.length === 0) return [];
    const allowed = this.allowedBy(filters);
    const results = this.index.search(this.miniSearchQuery(concepts, vocabulary), {
      boost: { parts: PARTS_BOOST },
      // One or two letters say little about body text: they match headings only.
      ...(query.length < SHORT_QUERY_LENGTH && { fields: ['title', 'parents'] }),
      filter: (result) => allowed[result.id as number] === 1,
    });
    const isIdentifier = /^\S+$/.test(query) && (codeTerm(query) !== undefined || /\p{Ll}\p{Lu}/u.test(query));
    for (const result of results) {
      const section = this.sections[result.id as number] as Section;
      let score = result.score;
      if (this.on('guides') && !isIdentifier && !this.pageIsApi[section.page]) score *= GUIDE_BOOST;
      result.score = score;
    }
    results.sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number));
    if (this.on('phrase')) this.rerankByPhrase(results, query);
    return results;
  }

  /** One subquery per index term of each concept, with its weight, prefix and typo options. */
  private miniSearchQuery(concepts: Concept[], vocabulary: { has: (term: string) => boolean }): Query {
    const queries = concepts.flatMap(({ alternatives, prefix }) =>
      alternatives.map(({ term, weight }) => {
        const known = vocabulary.has(term);
        const typos = !known && allowedTypos(term) > 0 ? allowedTypos(term) : false;
        return {
          queries: [term],
          prefix: prefix && !known,
          fuzzy: typos,
          boostTerm: () => weight,
        };
      }),
    );
    return { combineWith: 'OR', queries, tokenize: (text: string) => [text], processTerm: (term: string) => term };
  }

  /** Among the best sections, one that quotes 4 or more of the query's words in a row gains half per word beyond 3. */
  private rerankByPhrase(results: SearchResult[], query: string): void {
    const tokens = words(query).map(this.normalize);
    if (tokens.length < PHRASE_RUN_MIN) return;
    const top = results.slice(0, PHRASE_RERANK);
    for (const result of top) {
      const section = this.sections[result.id as number] as Section;
      const text: string[] = [];
      for (let id = section.first; id < section.end; id += 1) text.push(...this.termsOf(id));
      const run = longestRun(text, tokens);
      if (run >= PHRASE_RUN_MIN) result.score *= 1 + (run - 3) / 2;
    }
    top.sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number));
    results.splice(0, top.length, ...top);
  }

  /**
   * The record that stands for a section in the answer: the one whose own text holds most of the matched terms, the
   * heading on a tie, so the modal shows the heading or the paragraph that answers.
   */
  private representative(sectionId: number, matchedTerms: ReadonlySet<string>): number {
    const section = this.sections[sectionId] as Section;
    let best = section.first;
    let bestCount = -1;
    for (let id = section.first; id < section.end; id += 1) {
      const own = (this.recordTermSets[id] ??= new Set(this.termsOf(id)));
      let count = 0;
      for (const term of matchedTerms) if (own.has(term)) count += 1;
      if (count > bestCount) [best, bestCount] = [id, count];
    }
    return best;
  }

  private termsOf(id: number): string[] {
    const record = this.records[id] as SearchRecord;
    return (this.recordTerms[id] ??= words(`${ownHeading(record)} ${record.content ?? ''}`).map(this.normalize));
  }

  /** Per section, whether it passes the facet filters; computed once per distinct filter (the modal always sends the same). */
  private allowedBy(filters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(filters ?? null);
    let passes = this.facetCache.get(key);
    if (!passes) {
      const predicate = facetFilterPredicate(filters);
      passes = Uint8Array.from(this.sections, (section) =>
        predicate(this.records[section.first] as SearchRecord) ? 1 : 0,
      );
      this.facetCache.set(key, passes);
    }
    return passes;
  }
}

/**
 * The longest run of consecutive `tokens` that `text` holds in the same order. One pass over the text: for each word
 * that is a query word, the run ending there extends the run that ended at the previous query word one word earlier.
 */
function longestRun(text: readonly string[], tokens: readonly string[]): number {
  const positions = new Map<string, number[]>();
  tokens.forEach((token, at) => positions.set(token, [...(positions.get(token) ?? []), at]));
  const run = new Uint16Array(tokens.length);
  const endedAt = new Int32Array(tokens.length).fill(-2);
  let best = 0;
  text.forEach((word, j) => {
    const at = positions.get(word);
    if (!at) return;
    // From the last query position down, so each reads its predecessor's run from the previous word.
    for (let i = at.length - 1; i >= 0; i -= 1) {
      const k = at[i] as number;
      const length = (k > 0 && endedAt[k - 1] === j - 1 ? (run[k - 1] as number) : 0) + 1;
      run[k] = length;
      endedAt[k] = j;
      if (length > best) best = length;
    }
  });
  return best;
}
