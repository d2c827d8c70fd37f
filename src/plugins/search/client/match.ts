/**
 * Matching: each concept of a query looked up in MiniSearch, and the per-record sums and bit masks that ranking
 * (./rank.ts) turns into scores. A record sums its best alternative per concept; a phrase of several words counts
 * only where the record holds all of them.
 */
import type MiniSearch from 'minisearch';
import { lookUp, type TokenMatch } from './miniSearchIndex';
import type { SearchRecord } from '../types';
import { type Concept, MAX_CONCEPTS } from './query';
import { allowedTypos, isStopWord } from './words';

/**
 * Field weights: a record's own heading counts most, then the headings above it, then its text; a word found only
 * inside an identifier (a camel-case part) counts less than the same word written out.
 */
const FIELD_BOOSTS = { title: 4, parents: 1.5, headParts: 1.5, content: 1, bodyParts: 0.5 };
/** Record types that make up a page's summary: its title and description, its h2 and h3 headings. */
const SUMMARY_TYPES = new Set<SearchRecord['type']>(['lvl1', 'lvl2', 'lvl3']);

/** Per-record working arrays, reused from query to query and zeroed after each. */
export type RankBuffers = {
  total: Float64Array;
  mask: Int32Array;
  /** Per section (by its heading record), the concepts found in it. */
  sectionMask: Int32Array;
  best: Float64Array;
  bestInTitle: Uint8Array;
  score: Float64Array;
  phraseCount: Uint8Array;
  phraseScore: Float64Array;
  phraseInSummary: Uint8Array;
};

export function rankBuffers(size: number): RankBuffers {
  return {
    total: new Float64Array(size),
    mask: new Int32Array(size),
    sectionMask: new Int32Array(size),
    best: new Float64Array(size),
    bestInTitle: new Uint8Array(size),
    score: new Float64Array(size),
    phraseCount: new Uint8Array(size),
    phraseScore: new Float64Array(size),
    phraseInSummary: new Uint8Array(size),
  };
}

/** What ranking reads of the engine: the records, the index to search, and per-record facts and texts. */
export type RankInput = {
  records: readonly SearchRecord[];
  index: MiniSearch;
  allowed: (id: number) => boolean;
  buffers: RankBuffers;
  /** Per record, the position of its page; per page, whether it is an API reference page. */
  pageOf: Int32Array;
  pageIsApi: readonly boolean[];
  /** Per record, the nearest heading record above it on the same page (-1 for none or for headings). */
  headingOf: Int32Array;
  /** Per record, the record of the h2 or h3 section it belongs to (the page's title record above the first h2). */
  sectionOf: Int32Array;
  /** Per record, its own heading and content lower-cased; its heading as a phrase; heading and content as a phrase. */
  lowerTextOf: (id: number) => string;
  headingPhraseOf: (id: number) => string;
  phraseOf: (id: number) => string;
};

type Matcher = (token: string, prefix: boolean, typos?: boolean) => TokenMatch[];

/**
 * Looks up one token, cached per query. Typos are forgiven only for words the docs do not contain (a known word is
 * not a typo), from 4 letters (two typos from 8), as the hosted index does. Without typos, an empty answer is not
 * final and not cached.
 */
export function tokenMatcher(input: RankInput, matchedTerms: Set<string>): Matcher {
  const cache = new Map<string, TokenMatch[]>();
  return (token, prefix, typos = true) => {
    const key = `${prefix ? '>' : '='}${token}`;
    let results = cache.get(key);
    if (results) return results;
    results = lookUp(input.index, token, { boost: FIELD_BOOSTS, prefix, fuzzy: false }, input.allowed);
    if (results.length === 0 && !typos) return results;
    if (results.length === 0 && allowedTypos(token) > 0) {
      results = lookUp(input.index, token, { boost: FIELD_BOOSTS, prefix, fuzzy: allowedTypos(token) }, input.allowed);
    }
    for (const result of results) for (const term in result.match) matchedTerms.add(term);
    cache.set(key, results);
    return results;
  };
}

/** Whether some record contains every token (without typos). */
function inOneRecord(tokens: string[], match: Matcher): boolean {
  let common: Set<number> | undefined;
  for (const token of tokens) {
    const matches = match(token, false, false);
    if (common === undefined) common = new Set(matches.map((result) => result.id));
    else {
      const ids = new Set<number>();
      for (const { id } of matches) if (common.has(id)) ids.add(id);
      common = ids;
    }
    if (common.size === 0) return false;
  }
  return true;
}

/**
 * The concepts actually searched: an identifier the docs never mention (`compileDebugKotlin`, `ReanimatedCamera`),
 * or a long chunk of code no record contains whole (a stack frame's `com.mrousavy.camera.core.CameraSession.configure`),
 * is looked for by its words, not by typos of the whole.
 */
export function searchedConcepts(concepts: Concept[], match: Matcher): Concept[] {
  const searched: Concept[] = [];
  for (const concept of concepts) {
    const tokens = concept.alternatives[0]?.tokens ?? [];
    const [token] = tokens;
    const whole =
      !concept.parts ||
      token === undefined ||
      (tokens.length === 1 ? match(token, concept.prefix, false).length > 0 : inOneRecord(tokens, match));
    if (whole) {
      searched.push(concept);
      continue;
    }
    for (const part of concept.parts ?? []) {
      const known = searched.some((other) => other.alternatives[0]?.tokens.join(' ') === part);
      if (!known && !isStopWord(part))
        searched.push({ alternatives: [{ tokens: [part], weight: 1 }], prefix: part === concept.prefixPart });
    }
  }
  return searched.slice(0, MAX_CONCEPTS);
}

/** Per page, the concepts found on it anywhere (`pages`) and in its summary (`summaries`), as bit masks. */
export type PageMasks = { pages: Int32Array; summaries: Int32Array };

/**
 * Matches every concept and sums, per record, the best alternative's score of each (`buffers.total`), with the
 * concepts it matched as a bit mask (`buffers.mask`). Returns the records touched.
 */
export function matchConcepts(input: RankInput, concepts: Concept[], match: Matcher, masks: PageMasks): number[] {
  const { records, buffers, pageOf } = input;
  const { total, mask, best, bestInTitle, phraseCount, phraseScore, phraseInSummary } = buffers;
  // Whether a match is in the page's summary: a heading's own words, or the description on the title record.
  const inSummary = (result: TokenMatch) => {
    const type = (records[result.id] as SearchRecord).type;
    if (!SUMMARY_TYPES.has(type)) return false;
    for (const term in result.match) {
      const fields = result.match[term];
      if (fields?.includes('title') || (type === 'lvl1' && fields?.includes('content'))) return true;
    }
    return false;
  };
  const touched: number[] = [];
  concepts.forEach((concept, bit) => {
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
        for (const result of match(tokens[0] as string, concept.prefix)) {
          offer(result.id as number, result.score * weight, inSummary(result));
        }
        continue;
      }
      // An alternative of several words needs all of them in the record: counted, summed and flagged, then cleared.
      const perToken = tokens.map((token, position) => match(token, concept.prefix && position === last));
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
    const flag = 1 << bit;
    for (const id of conceptTouched) {
      if (mask[id] === 0) touched.push(id);
      total[id] = (total[id] as number) + (best[id] as number);
      mask[id] = (mask[id] as number) | flag;
      const page = pageOf[id] as number;
      masks.pages[page] = (masks.pages[page] as number) | flag;
      const section = input.sectionOf[id] as number;
      buffers.sectionMask[section] = (buffers.sectionMask[section] as number) | flag;
      if (bestInTitle[id] === 1) masks.summaries[page] = (masks.summaries[page] as number) | flag;
      best[id] = 0;
      bestInTitle[id] = 0;
    }
  });
  return touched;
}
