/**
 * Words of the local search client: how the index and the queries cut text into words and terms (camel-case parts,
 * stems, stop words), and which near misses count as typos. Pure functions, shared by the browser client and tests.
 */
import { stemmer } from 'stemmer';

/** A run of letters, digits or underscores: the unit we index, highlight and count for snippets. */
export const WORD = /[\p{L}\p{N}_]+/gu;
/** The same for plain ASCII text (nearly all of the docs), which a non-Unicode regex splits about twice as fast. */
const ASCII_WORD = /[A-Za-z0-9_]+/g;
// eslint-disable-next-line no-control-regex -- the full ASCII range, control characters included, on purpose
const IS_ASCII = /^[\x00-\x7f]*$/;
/** Splits `useCameraDevice` into `use`, `Camera`, `Device` and `CMSampleBuffer` into `CM`, `Sample`, `Buffer`. */
export const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|_+/gu;

/**
 * The form a word is indexed and searched in: lower case, and Porter-stemmed when it is a word of prose, so
 * "recording videos" finds "Record a video" and "processors" finds "processor". An identifier (camel case, digits or
 * underscores: `useCameraDevices`, `ERROR_SOURCE_INACTIVE`) is a name, and keeps its letters: stemming would make
 * `useCameraDevices` and `useCameraDevice` one term. Highlighting compares words in this form too.
 */
export function normalizeTerm(term: string): string {
  let normalized = terms.get(term);
  if (normalized === undefined) {
    const lower = term.toLowerCase();
    normalized = IDENTIFIER.test(term) ? lower : stemmer(lower);
    // The docs use a few thousand distinct words; the cap only guards against unbounded growth from queries.
    if (terms.size < 100_000) terms.set(term, normalized);
  }
  return normalized;
}

/** A lower-case letter before an upper-case one, a digit or an underscore inside a word: an identifier. */
const IDENTIFIER = /\p{Ll}\p{Lu}|\p{L}[\p{N}_]|[\p{N}_]\p{L}/u;

/** Stemming is the costliest step of indexing; most words repeat, so each is normalized once. */
const terms = new Map<string, string>();

/** The words of a text, in order, as they appear. */
export function words(text: string): string[] {
  return text.match(IS_ASCII.test(text) ? ASCII_WORD : WORD) ?? [];
}

/** Cheap test before the camel-case split: a lower-case letter followed by an upper-case one, or `ABc`. */
const HAS_CAMEL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|\p{L}\p{N}|\p{N}\p{L}/u;
const HAS_CAMEL_ASCII = /[a-z][A-Z]|[A-Z][A-Z][a-z]|[A-Za-z][0-9]|[0-9][A-Za-z]/;

/** The camel-case parts of one word, lower-cased, or none when the word has a single part. */
function camelParts(word: string): string[] {
  if (IS_ASCII.test(word) ? !HAS_CAMEL_ASCII.test(word) : !HAS_CAMEL.test(word)) return [];
  const parts = (word.match(CAMEL_PART) ?? []).filter((part) => !part.startsWith('_'));
  return parts.length > 1 ? parts.map(normalizeTerm) : [];
}

/**
 * Per word as written, its indexed term and camel-case parts: indexing meets each distinct word of the docs many
 * times, and one lookup is cheaper than lower-casing, stemming and splitting it again. The terms are then the same
 * strings each time, which also makes the index's own lookups cheaper.
 */
const wordTerms = new Map<string, { whole: string; parts: string[] }>();

/** The parts of an identifier: its snake-case words (`ERROR_SOURCE_INACTIVE`), else its camel-case parts. */
export function identifierParts(word: string): string[] {
  return /[^_]_[^_]/.test(word) ? word.split('_').filter(Boolean).map(normalizeTerm) : camelParts(word);
}

/** A word's indexed term (`normalizeTerm`) and identifier parts (`identifierParts`), computed once per word as written. */
export function termsOf(word: string): { whole: string; parts: string[] } {
  let terms = wordTerms.get(word);
  if (terms === undefined) {
    terms = { whole: normalizeTerm(word), parts: identifierParts(word) };
    if (wordTerms.size < 100_000) wordTerms.set(word, terms);
  }
  return terms;
}

/** Query-time tokens: the words as typed (a typed identifier is matched whole, not by its parts). */
export function queryTokens(query: string): string[] {
  return words(query).map(normalizeTerm);
}

/** Levenshtein distance, giving up (returning `max + 1`) as soon as it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typos forgiven for a query word of this length, as in the hosted index: 1 from 4 letters, 2 from 8. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Whether an indexed term is what the reader meant by a query word: the same, a continuation, or a near miss. */
export function isVariantOf(indexedTerm: string, queryWord: string): boolean {
  return (
    indexedTerm.startsWith(queryWord) ||
    queryWord.startsWith(indexedTerm) ||
    editDistance(indexedTerm, queryWord, allowedTypos(queryWord)) <= allowedTypos(queryWord)
  );
}
