/**
 * Ranking: which records answer a query, best first. Every concept of the query (./query.ts) is looked up on its own
 * in MiniSearch; a record scores the sum of its matches (BM25 with field boosts: own heading 4, parent headings 1.5,
 * body 1), times:
 * - the square of the share of the query it covers, and the square of the share its page covers anywhere, each
 *   weighted by how rare a concept is across pages: every word is wanted, but a page that lacks one still ranks;
 * - 1 + 2 × the share named by the page's summary (title, sidebar label, description, h2 and h3 headings), so a
 *   guide about the words outranks a page that mentions them in member descriptions;
 * - 1.5 for guides, unless the query is a single code-like identifier;
 * - the exact-identifier, heading, code and phrase boosts of `boosted`.
 * The search README explains the rules with examples.
 */
import type { SearchRecord } from '../types';
import { matchConcepts, type PageMasks, type RankInput, searchedConcepts, tokenMatcher } from './match';
import { codeChunks, queryConcepts } from './query';
import { queryTokens } from './words';

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

/** How much a page whose title, sidebar label, description and h2/h3 name every concept is preferred. */
const SUMMARY_BOOST = 2;
/**
 * How much a record is preferred whose section (its h2 or h3 and the text under it) holds the whole query: the
 * answer to a question in readers' words is usually one section, with the symptom in its heading and the rest below.
 */
const SECTION_BOOST = 2;
/** How much guides are preferred for a query that is not a single code-like identifier. */
const GUIDE_BOOST = 1.5;
/**
 * How much the sections of the problem catalogue are preferred for a query that is not a single identifier: they are
 * written for a reader with that problem, who asks in words or pastes the message.
 */
const PROBLEM_BOOST = 2;
/** A body text record ranks below the heading right above it when that heading matches as much of the query. */
const BELOW_HEADING = 0.9;

/** A record's own heading ('' for body text). */
export function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

/** Letters and digits only, lower-cased: `useCameraDevice` and "use camera device" agree. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a text in their indexed form, joined and surrounded by spaces: "Frame Processors" = "frame processor". */
export function phrase(text: string): string {
  return ` ${queryTokens(text).join(' ')} `;
}

/** Whether a character is a letter or a digit; ASCII is decided without the Unicode regex (nearly all text is). */
function isLetterOrDigit(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return /[\p{L}\p{N}]/u.test(char);
}

/** Whether `lower` (lower-cased text) contains `code` (lower case) with no letter or digit right before or after it. */
function containsCode(lower: string, code: string): boolean {
  for (let at = lower.indexOf(code); at !== -1; at = lower.indexOf(code, at + 1)) {
    if (!isLetterOrDigit(lower[at - 1]) && !isLetterOrDigit(lower[at + code.length])) return true;
  }
  return false;
}

/**
 * The share of the query a set of concepts (bit mask) covers, each weighted by how rare it is across pages: a concept
 * found on few pages says more than one found on most (inverse document frequency over pages).
 */
function coverage(conceptCount: number, pageMasks: Int32Array): (bits: number) => number {
  const pageCount = pageMasks.length;
  const weights = Array.from({ length: conceptCount }, (_, bit) => {
    let pages = 0;
    for (const value of pageMasks) if (value & (1 << bit)) pages += 1;
    return pages === 0 ? 0 : Math.log(1 + pageCount / pages);
  });
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const shares = new Map<number, number>();
  return (bits) => {
    let value = shares.get(bits);
    if (value === undefined) {
      value = 0;
      for (let bit = 0; bit < weights.length; bit += 1) if (bits & (1 << bit)) value += weights[bit] as number;
      value /= sum;
      shares.set(bits, value);
    }
    return value;
  };
}

/** What the boosts compare a record with: the query as a whole, its code chunks and its phrase. */
type QueryShape = {
  compact: string;
  codes: string[];
  isCodeQuery: boolean;
  phrase: string;
  wordCount: number;
};

function queryShape(query: string): QueryShape {
  const codes = codeChunks(query);
  const queryPhrase = phrase(query);
  return {
    compact: compact(query),
    codes,
    // A query that is a single piece of code asks for the API rather than for a guide.
    isCodeQuery: codes.length === 1 && !/\s/.test(query),
    phrase: queryPhrase,
    wordCount: queryPhrase.trim().split(' ').filter(Boolean).length,
  };
}

/**
 * The factor of a record for matching the query as typed: the exported symbol a reader typed exactly goes first, then
 * headings whose words are the query, then code found as typed, then several words in the text's order. `complete`
 * says whether the record matched every concept found anywhere.
 */
function boosted(input: RankInput, id: number, shape: QueryShape, complete: boolean): number {
  const record = input.records[id] as SearchRecord;
  const heading = ownHeading(record);
  if (record.apiName && compact(record.apiName) === shape.compact) return 1000;
  if (complete && heading && input.headingPhraseOf(id) === shape.phrase) return 10;
  if (complete && shape.isCodeQuery && [heading, record.content].some((text) => text?.toLowerCase() === shape.codes[0]))
    return 10;
  if (shape.codes.some((code) => containsCode(input.lowerTextOf(id), code))) return 5;
  if (complete && shape.wordCount > 1 && input.phraseOf(id).includes(shape.phrase)) return 2;
  return 1;
}

/** The number of query words, at least this many in a row, that a record holds in the same order before it counts. */
const PHRASE_RUN_MIN = 4;
/** Only the best records are checked for such runs: a pasted message's section is always among them. */
const PHRASE_RERANK = 40;

/**
 * The longest run of consecutive `tokens` that `phraseText` (indexed words, space-separated) holds in order: the
 * longest common stretch of the two word sequences, found by dynamic programming over word pairs.
 */
export function longestRun(phraseText: string, tokens: readonly string[]): number {
  const words = phraseText.split(' ');
  // runs[j]: the length of the common stretch ending at the current token and at words[j - 1].
  let runs = new Uint16Array(words.length + 1);
  let next = new Uint16Array(words.length + 1);
  let best = 0;
  for (const token of tokens) {
    for (let j = 1; j <= words.length; j += 1) {
      const run = words[j - 1] === token && token !== '' ? (runs[j - 1] as number) + 1 : 0;
      next[j] = run;
      if (run > best) best = run;
    }
    [runs, next] = [next, runs];
  }
  return best;
}

/**
 * Long exact phrase matches weigh most: a record that quotes a long stretch of what was pasted, word for word, is
 * the one that quotes the message. Among the best records, each word of such a run beyond the second adds half.
 */
function rerankByPhrase(input: RankInput, ranked: number[], tokens: readonly string[], scores: Float64Array): void {
  if (tokens.length < PHRASE_RUN_MIN) return;
  const top = ranked.slice(0, PHRASE_RERANK);
  for (const id of top) {
    const run = longestRun(input.phraseOf(id), tokens);
    if (run >= PHRASE_RUN_MIN) scores[id] = (scores[id] as number) * (1 + (run - 3) / 2);
  }
  top.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  ranked.splice(0, top.length, ...top);
}

/** Ranks the records for a query; also returns the indexed terms it matched, for highlighting. */
export function rank(input: RankInput, query: string): { ranked: number[]; matchedTerms: Set<string> } {
  const matchedTerms = new Set<string>();
  const concepts = queryConcepts(query);
  if (concepts.length === 0) return { ranked: [], matchedTerms };
  const match = tokenMatcher(input, matchedTerms);
  const searched = searchedConcepts(concepts, match);
  const pageCount = input.pageIsApi.length;
  const masks: PageMasks = { pages: new Int32Array(pageCount), summaries: new Int32Array(pageCount) };
  const touched = matchConcepts(input, searched, match, masks);

  const share = coverage(searched.length, masks.pages);
  const shape = queryShape(query);
  const { total, mask, score: scores } = input.buffers;
  // Every concept found anywhere: only a record that matches them all can hold the query as a phrase.
  const found = masks.pages.reduce((bits, value) => bits | value, 0);
  for (const id of touched) {
    const record = input.records[id] as SearchRecord;
    const page = input.pageOf[id] as number;
    let score =
      (total[id] as number) *
      TYPE_WEIGHT[record.type] *
      share(mask[id] as number) ** 2 *
      share(masks.pages[page] as number) ** 2 *
      (1 + SUMMARY_BOOST * share(masks.summaries[page] as number)) *
      (1 + SECTION_BOOST * share(input.buffers.sectionMask[input.sectionOf[id] as number] as number) ** 2);
    if (!shape.isCodeQuery && !input.pageIsApi[page]) score *= GUIDE_BOOST;
    if (!shape.isCodeQuery && record.problem) score *= PROBLEM_BOOST;
    score *= boosted(input, id, shape, mask[id] === found);
    // A member repeated on a page that inherits it ranks below the page that declares it.
    if (record.inherited) score *= 0.5;
    scores[id] = score;
  }
  // A heading beats the body text right under it when it matches at least the same concepts: the modal lists the
  // heading (and keeps it as a recent search) rather than the first paragraph below it.
  for (const id of touched) {
    const heading = input.headingOf[id] as number;
    if (heading < 0 || mask[heading] === 0) continue;
    const bits = mask[id] as number;
    if (((mask[heading] as number) & bits) !== bits) continue;
    const limit = (scores[heading] as number) * BELOW_HEADING;
    if ((scores[id] as number) > limit) scores[id] = limit;
  }
  touched.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  rerankByPhrase(input, touched, shape.phrase.trim().split(' ').filter(Boolean), scores);
  for (const id of touched) {
    total[id] = 0;
    mask[id] = 0;
    scores[id] = 0;
    input.buffers.sectionMask[input.sectionOf[id] as number] = 0;
  }
  return { ranked: touched, matchedTerms };
}
