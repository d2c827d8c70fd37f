/**
 * Highlights one code block at build time, with the Prism build and grammars that the theme would use in the
 * browser (prism-react-renderer's Prism plus the `prism.additionalLanguages` of the theme config). The result is
 * compact (token types and lengths over the plain code, see ../shared/lines.ts), because it ships
 * in the page's JavaScript; the page's HTML gets the full markup from the same component.
 *
 * Node only (the MDX pipeline).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizeTokens, Prism } from 'prism-react-renderer';
import type { CompactCode } from '../shared/lines';
import { hasLineNumbers, titleOf } from '../shared/metastring';

const require = createRequire(__filename);

/**
 * The theme's own parsing of `{1,3}` ranges and magic comments (@docusaurus/theme-common): which comment syntax each
 * language uses, line and block directives, ranges. Kept rather than copied, so a block is marked exactly as the
 * theme would mark it with the site's `prism.magicComments`; the same function and signature are in 3.8 to 3.10.
 * (Titles and line numbers are one line each: ../shared/metastring.ts.)
 */
type CodeBlockUtils = {
  parseLines: (
    code: string,
    options: { metastring: string | undefined; language: string | undefined; magicComments: MagicComment[] },
  ) => { code: string; lineClassNames: Record<number, string[]> };
};
// Not exported by the package (its `internal` entry pulls in React components): loaded from its file, which holds
// plain functions.
const codeBlockUtils = require(
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'),
) as CodeBlockUtils;

export type MagicComment = { className: string; line?: string; block?: { start: string; end: string } };

const loadedLanguages = new Set<string>();

/** Adds Prism grammars from prismjs/components to prism-react-renderer's Prism, as the theme does in the browser. */
export function loadLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !loadedLanguages.has(language));
  if (missing.length === 0) return;
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

export type HighlightedCode = CompactCode & {
  title: string;
  showLineNumbers: boolean;
};

/** The type classes of a token, as prism-react-renderer's `getTokenProps` writes them after `token`. */
const typeClass = (types: readonly string[]) => types.join(' ');

export function highlightCode(
  source: string,
  options: {
    language: string | undefined;
    metastring: string | undefined;
    magicComments: MagicComment[];
    /** Token types to index into and append to, when several snippets share one list (a block and its hints). */
    types?: string[];
  },
): HighlightedCode {
  const language = options.language?.toLowerCase();
  const { code, lineClassNames } = codeBlockUtils.parseLines(source, {
    metastring: options.metastring,
    language,
    magicComments: options.magicComments,
  });
  const grammar = language ? Prism.languages[language] : undefined;
  // As prism-react-renderer's useTokenize: the tokenize hooks let grammars that depend on them work.
  const environment = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
  if (grammar) {
    Prism.hooks.run('before-tokenize', environment);
    environment.tokens = Prism.tokenize(environment.code, grammar);
    Prism.hooks.run('after-tokenize', environment);
  } else {
    environment.tokens = [code];
  }
  const lines = normalizeTokens(environment.tokens);

  const types = options.types ?? [];
  const typeIndex = new Map(types.map((name, index) => [name, index]));
  const indexOf = (name: string) => {
    let index = typeIndex.get(name);
    if (index === undefined) {
      index = types.length;
      types.push(name);
      typeIndex.set(name, index);
    }
    return index;
  };
  // Adjacent tokens of the same types are one token: they look the same, and the page has one element fewer.
  const tokens = lines
    .map((line) => {
      const pairs: number[] = [];
      for (const token of line) {
        if (token.empty || token.content.length === 0) continue;
        const type = indexOf(typeClass(token.types));
        const last = pairs.length - 1;
        if (last > 0 && pairs[last - 1] === type) pairs[last] = (pairs[last] ?? 0) + token.content.length;
        else pairs.push(type, token.content.length);
      }
      return pairs.join(',');
    })
    .join(';');
  const lineClasses = Object.entries(lineClassNames)
    .filter(([, classes]) => classes.length > 0)
    .map(([line, classes]) => `${line}:${classes.join(' ')}`)
    .join(';');
  return {
    code,
    tokens,
    tokenTypes: types.join('|'),
    lineClasses,
    title: titleOf(options.metastring),
    showLineNumbers: hasLineNumbers(options.metastring),
  };
}
