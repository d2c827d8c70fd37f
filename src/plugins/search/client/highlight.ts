/**
 * Highlighting and snippets of hits, as Algolia returns them: matched words wrapped in the request's tags, and the
 * part of a long text around its matches. Pure functions, shared by the browser client and its unit tests.
 */
import { CAMEL_PART, isVariantOf, normalizeTerm, termsOf, WORD } from './words';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for insertion as HTML: the modal and the search page render highlights as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export type Tags = { pre: string; post: string };

type Segment = { text: string; matched: boolean };

/**
 * What highlighting needs of a word as written: its term, its camel-case parts with their terms and offsets (as
 * written, for highlighting them), and its indexed parts (`camelParts`, for finding the first match of a snippet).
 */
type WordInfo = {
  whole: string;
  parts: { text: string; at: number; term: string }[] | undefined;
  indexedParts: string[];
};

/** Per word as written; highlighting meets the same words in hit after hit. */
const wordInfos = new Map<string, WordInfo>();

function wordInfo(word: string): WordInfo {
  let info = wordInfos.get(word);
  if (info === undefined) {
    let parts: WordInfo['parts'];
    const { whole, parts: indexedParts } = termsOf(word);
    // A part can only match in a word with several parts (a camel-case identifier).
    if (indexedParts.length > 0) {
      parts = [];
      let offset = 0;
      for (const part of word.match(CAMEL_PART) ?? [word]) {
        const at = word.indexOf(part, offset);
        parts.push({ text: part, at, term: normalizeTerm(part) });
        offset = at + part.length;
      }
    }
    info = { whole, parts, indexedParts };
    if (wordInfos.size < 100_000) wordInfos.set(word, info);
  }
  return info;
}

/** Splits a text into matched and unmatched segments; a word matches whole, or by its camel-case parts. */
function segments(text: string, isMatch: (term: string) => boolean): { segments: Segment[]; matched: Set<string> } {
  const result: Segment[] = [];
  const matched = new Set<string>();
  let last = 0;
  const push = (segment: Segment) => {
    if (!segment.text) return;
    const previous = result[result.length - 1];
    if (previous && previous.matched === segment.matched) previous.text += segment.text;
    else result.push(segment);
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    push({ text: text.slice(last, start), matched: false });
    last = start + word.length;
    const { whole, parts } = wordInfo(word);
    if (isMatch(whole)) {
      matched.add(whole);
      push({ text: word, matched: true });
      continue;
    }
    if (!parts) {
      push({ text: word, matched: false });
      continue;
    }
    let offset = 0;
    for (const part of parts) {
      push({ text: word.slice(offset, part.at), matched: false });
      const partMatched = isMatch(part.term);
      if (partMatched) matched.add(part.term);
      push({ text: part.text, matched: partMatched });
      offset = part.at + part.text.length;
    }
    push({ text: word.slice(offset), matched: false });
  }
  push({ text: text.slice(last), matched: false });
  return { segments: result, matched };
}

/** `isVariantOf`, remembered: the same matched terms and query words meet in every hit of an answer. */
const variants = new Map<string, boolean>();

function isVariantOfCached(term: string, query: string): boolean {
  const key = `${term} ${query}`;
  let variant = variants.get(key);
  if (variant === undefined) {
    variant = isVariantOf(term, query);
    if (variants.size > 10_000) variants.clear();
    variants.set(key, variant);
  }
  return variant;
}

function render(parts: Segment[], tags: Tags): string {
  return parts
    .map(({ text, matched }) => (matched ? `${tags.pre}${escapeHtml(text)}${tags.post}` : escapeHtml(text)))
    .join('');
}

export type Highlight = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

/**
 * Algolia-style `_highlightResult` entry: the whole text, escaped, with matched words wrapped in the request's tags.
 * `matchedTerms` are the indexed terms the search engine matched (after prefix and typo expansion);
 * `queryTerms` are the words the reader typed, used for the match level.
 */
export function highlight(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryTerms: string[],
  tags: Tags,
): Highlight {
  const { segments: parts, matched } = segments(text, (term) => matchedTerms.has(term));
  const matchedWords = queryTerms.filter((query) => [...matched].some((term) => isVariantOfCached(term, query)));
  const matchLevel = matched.size === 0 ? 'none' : matchedWords.length >= queryTerms.length ? 'full' : 'partial';
  return {
    value: render(parts, tags),
    matchLevel,
    matchedWords,
    ...(matchLevel !== 'none' && { fullyHighlighted: parts.every((part) => part.matched || !part.text.trim()) }),
  };
}

/**
 * Algolia-style `_snippetResult` entry: about `wordCount` words around the first match, escaped, with
 * `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  matchedTerms: ReadonlySet<string>,
  wordCount: number,
  tags: Tags,
  ellipsis: string,
): { value: string; matchLevel: Highlight['matchLevel'] } {
  const wordMatches = [...text.matchAll(WORD)];
  if (wordMatches.length <= wordCount) {
    const { segments: parts, matched } = segments(text, (term) => matchedTerms.has(term));
    return { value: render(parts, tags), matchLevel: matched.size ? 'full' : 'none' };
  }
  const firstMatchIndex = Math.max(
    0,
    wordMatches.findIndex(([word]) => {
      const { whole, indexedParts } = wordInfo(word);
      return matchedTerms.has(whole) || indexedParts.some((part) => matchedTerms.has(part));
    }),
  );
  // Centre the window on the first match, keeping one word of context before it when possible.
  const startWord = Math.max(0, Math.min(firstMatchIndex - 1, wordMatches.length - wordCount));
  const endWord = Math.min(wordMatches.length, startWord + wordCount);
  const startChar = startWord === 0 ? 0 : (wordMatches[startWord]?.index ?? 0);
  const lastWord = wordMatches[endWord - 1];
  const endChar = endWord === wordMatches.length ? text.length : (lastWord?.index ?? 0) + (lastWord?.[0].length ?? 0);
  const window = segments(text.slice(startChar, endChar), (term) => matchedTerms.has(term));
  const prefix = startChar > 0 ? ellipsis : '';
  const suffix = endChar < text.length ? ellipsis : '';
  return {
    value: `${escapeHtml(prefix)}${render(window.segments, tags).trim()}${escapeHtml(suffix)}`,
    matchLevel: window.matched.size ? 'full' : 'none',
  };
}
