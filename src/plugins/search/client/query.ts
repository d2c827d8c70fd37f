/**
 * Query parsing: what a reader typed, as the concepts the ranking looks for. Each word is a concept; a phrase of the
 * synonym table is one concept with its other phrases as alternatives; a chunk of code (`device/no-device`) is one
 * concept whose words must all be in a record.
 */
import { SYNONYM_GROUPS } from './synonyms';
import { camelParts, isStopWord, normalizeTerm, queryWords, words } from './words';

/** One way to match a concept of the query: indexed words that must all be in a record, and its weight. */
export type Alternative = { tokens: string[]; weight: number };
/**
 * A concept of the query: a word, or a phrase of the synonym table, with the ways it can match. `prefix` marks the
 * last word typed, which is matched as a prefix while the reader types; `parts` are the words of a camel-case
 * identifier, searched instead of it when the docs do not contain it.
 */
export type Concept = { alternatives: Alternative[]; prefix: boolean; parts?: string[] };

/** Weight of a synonym against the words as typed. */
const SYNONYM_WEIGHT = 0.7;
/** Weight of a word split at a letter–digit boundary (`60fps` as `60 fps`) against the word whole. */
const SPLIT_WEIGHT = 0.8;
/** Concepts beyond this many are ignored (a bit mask per record holds them; the modal's input stops at 64 chars). */
export const MAX_CONCEPTS = 16;

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
