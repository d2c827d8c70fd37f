/**
 * Query parsing: what a reader typed, as the concepts the ranking looks for. Each word is a concept; a phrase of the
 * synonym table is one concept with its other phrases as alternatives; a chunk of code (`device/no-device`) is one
 * concept whose words must all be in a record. Text pasted from a log is first reduced to its informative part
 * (`informativeText`).
 */
import { SYNONYM_GROUPS } from './synonyms';
import { camelParts, isStopWord, normalizeTerm, queryWords, words } from './words';

/** One way to match a concept of the query: indexed words that must all be in a record, and its weight. */
export type Alternative = { tokens: string[]; weight: number };
/**
 * A concept of the query: a word, or a phrase of the synonym table, with the ways it can match. `prefix` marks the
 * last word typed, which is matched as a prefix while the reader types; `parts` are the words of an identifier or of
 * a long chunk of code (a qualified class name), searched instead of it when no record contains it whole; when the
 * chunk ends the query, `prefixPart` is its last word, matched as a prefix (a pasted line is cut mid-word).
 */
export type Concept = { alternatives: Alternative[]; prefix: boolean; parts?: string[]; prefixPart?: string };

/**
 * What pasted text carries besides the message, each with what stays of it: logcat timestamps and process ids, a
 * React Native log prefix, a stack frame's `at` and file position, addresses, paths and the JS engine's name. The
 * message, its error codes (`capture/no-data`), class and method names stay.
 */
const PASTE_NOISE: [pattern: RegExp, replacement: string][] = [
  // `05-31 12:12:46.049 12943 12943 E CameraSession: …`: date, time, process and thread ids, log level.
  [/\b\d{2}-\d{2}\s+\d{1,2}:\d{2}:\d{2}(?:\.\d+)?(?:\s+\d+\s+\d+)?(?:\s+[VDIWEF](?=\s))?/g, ' '],
  [/\b\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\b/g, ' '],
  // `E/CameraSession(12943):`, `W System.err:` log levels.
  [/(^|\s)[VDIWEF]\/(?=\w)/g, '$1'],
  // React Native's console prefixes and the engine suffix: `(NOBRIDGE) ERROR  …, js engine: hermes`.
  [/\(NOBRIDGE\)/g, ' '],
  [/,?\s*js engine: \w+/gi, ' '],
  // A source position: `(VisionCameraProxy.kt:45)` or `Frame.java:63` keeps the file's name.
  [/\b([\w$+-]+)\.(?:kt|java|swift|mm?|cpp|cc|hh?|ts|tsx|js|jsx):\d+(?::\d+)?\b/g, '$1'],
  // Addresses, long ids and file paths (`file:///data/user/0/…`, `/Users/…/ios/Pods/…`).
  [/\b0x[0-9a-f]+\b/gi, ' '],
  [/(?<=^|[\s'"(=])(?:file:\/\/)?(?:\/[\w.@~-]+){3,}\/?/g, ' '],
];

/** Pasted text reduced to its informative part (see `PASTE_NOISE`); typed words and code pass unchanged. */
export function informativeText(query: string): string {
  let text = query;
  for (const [pattern, replacement] of PASTE_NOISE) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

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
    // A long chunk, such as a class name with its package (`com.mrousavy.camera.core.CameraInUseError`), may not
    // be written whole anywhere: then its words are searched, with each camel-case name's parts.
    const parts =
      tokens.length > 2
        ? [
            ...new Set(
              queryWords(chunk)
                .flatMap((word) => [word, ...camelParts(word)])
                .map(normalizeTerm),
            ),
          ].filter((token) => token.length > 1 && !isStopWord(token))
        : [];
    const lastWord = queryWords(chunk).at(-1);
    push({
      alternatives: [{ tokens: tokens.length > 0 ? tokens : all, weight: 1 }],
      // A chunk that ends the query may be cut mid-word (`capture/no-dat`): its last word is a prefix.
      prefix: last,
      ...(parts.length > 0 && { parts }),
      ...(parts.length > 0 && last && lastWord !== undefined && { prefixPart: normalizeTerm(lastWord) }),
    });
  });
  return concepts;
}
