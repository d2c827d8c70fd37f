/**
 * Query reading: what a reader typed or pasted, as the concepts the engine looks for. A concept is a word, or a chunk
 * of code (`device/no-device`, `takePhoto`), with the index terms that match it and their weights.
 */
import { READER_TERMS } from '../shared/readerTerms';
import { identifierParts, normalizeTerm, words } from './words';

/** One index term a concept can match, and how much a match counts. */
export type Alternative = { term: string; weight: number };
/** A concept of the query. `prefix`: the word being typed, matched as a prefix when the docs lack it whole. */
export type Concept = { alternatives: Alternative[]; prefix: boolean };

/**
 * What pasted text carries besides the message, each with what stays of it: logcat timestamps and process ids, a
 * React Native log prefix, a stack frame's file position, addresses, paths and the JS engine's name. The message,
 * its error codes (`capture/no-data`), class and method names stay.
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

/** Letters or digits joined by `/`, `.`, `-` or `:`: a code chunk (`device/no-device`, `photo.orientation`). */
const JOINED = /^[\p{L}\p{N}_]+(?:[/.:-]+[\p{L}\p{N}_]+)+$/u;

/** A chunk of text that is code, as one index term: lower case, no stemming; undefined for anything else. */
export function codeTerm(chunk: string): string | undefined {
  const trimmed = chunk.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');
  return JOINED.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** What the engine's index knows: whether a term is indexed (any field), so a word the docs lack can be split or forgiven. */
export type Vocabulary = { has: (term: string) => boolean };

/** The query features the engine's rules switch on and off; see engine.ts. */
export type QueryRules = { readerTerms: boolean; identifierParts: boolean; stem: boolean };

/** Weight of a doc term that a reader's word stands for (`READER_TERMS`), against the words as typed. */
const READER_TERM_WEIGHT = 0.6;

/**
 * The concepts of a query: each word is one. A word or code chunk the docs hold whole is matched whole; one they lack
 * is matched by its parts (camel case, snake case, dots): `takePhoto` whole, `compileDebugKotlin` as `compile debug
 * kotlin`. A phrase of the reader-terms table adds the doc terms it stands for, at a lower weight. The last word, when
 * typing has not ended, is a prefix.
 */
export function queryConcepts(query: string, vocabulary: Vocabulary, rules: QueryRules): Concept[] {
  const normalize = rules.stem ? normalizeTerm : (word: string) => word.toLowerCase();
  const chunks = query.split(/\s+/).filter((chunk) => words(chunk).length > 0);
  const typing = !/\s$/.test(query);
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  const push = (term: string, prefix: boolean, extra: Alternative[] = []) => {
    if (seen.has(term)) return;
    seen.add(term);
    concepts.push({ alternatives: [{ term, weight: 1 }, ...extra], prefix });
  };
  chunks.forEach((chunk, position) => {
    const last = typing && position === chunks.length - 1;
    const code = codeTerm(chunk);
    if (code && vocabulary.has(code)) return push(code, last);
    const chunkWords = words(chunk);
    chunkWords.forEach((word, index) => {
      const term = normalize(word);
      const isLast = last && index === chunkWords.length - 1;
      if (rules.identifierParts && !vocabulary.has(term)) {
        const parts = identifierParts(word);
        if (parts.length > 1) {
          parts.forEach((part, at) => push(part, isLast && at === parts.length - 1));
          return;
        }
      }
      push(term, isLast);
    });
  });
  if (rules.readerTerms) addReaderTerms(concepts, query, normalize);
  return concepts.slice(0, MAX_CONCEPTS);
}

/** More concepts than this are ignored: the search box stops at 64 characters. */
const MAX_CONCEPTS = 16;

/**
 * Adds the doc terms of each reader phrase found in the query (longest phrases first) to the concept of the phrase's
 * first word, or as a concept of their own when that word was dropped.
 */
function addReaderTerms(concepts: Concept[], query: string, normalize: (word: string) => string): void {
  const phrases = new Map<string, string[][]>();
  for (const { reader, docs } of READER_TERMS) {
    for (const phrase of reader) {
      const key = words(phrase).map(normalize).join(' ');
      phrases.set(key, [...(phrases.get(key) ?? []), ...docs.map((doc) => words(doc).map(normalize))]);
    }
  }
  const stems = words(query).map(normalize);
  for (let start = 0; start < stems.length; start += 1) {
    for (let end = stems.length; end > start; end -= 1) {
      const docs = phrases.get(stems.slice(start, end).join(' '));
      if (!docs) continue;
      const alternatives = docs.flatMap((terms) =>
        terms.map((term) => ({ term, weight: READER_TERM_WEIGHT / terms.length })),
      );
      const own = concepts.find((concept) => stems.slice(start, end).includes(concept.alternatives[0]?.term ?? ''));
      if (own) own.alternatives.push(...alternatives);
      else concepts.push({ alternatives, prefix: false });
      start = end - 1;
      break;
    }
  }
}
