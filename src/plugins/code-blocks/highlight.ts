/**
 * Highlights one code block at build time, with the Prism build and grammars that the theme would use in the
 * browser (prism-react-renderer's Prism plus the `prism.additionalLanguages` of the theme config), and writes the
 * markup the theme's code block renders: one `.token-line` span per line, one `token <type>` span per token,
 * highlighted lines (magic comments and `{1,3}` ranges) marked with their class. Colours are not inline: they come
 * from CSS classes (./themeCss.ts), so the same markup serves light and dark mode.
 *
 * Node only (the MDX pipeline).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizeTokens, Prism } from 'prism-react-renderer';

const require = createRequire(__filename);

/** The theme's own parsing of titles, `{1,3}` ranges, line numbers and magic comments (@docusaurus/theme-common). */
type CodeBlockUtils = {
  parseLines: (
    code: string,
    options: { metastring: string | undefined; language: string | undefined; magicComments: MagicComment[] },
  ) => { code: string; lineClassNames: Record<number, string[]> };
  parseCodeBlockTitle: (metastring: string | undefined) => string;
  containsLineNumbers: (metastring: string) => boolean;
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

export type HighlightedCode = {
  /** The code as the reader copies it: magic comments removed. */
  code: string;
  /** The inner HTML of the block's `<code>` element. */
  html: string;
  title: string;
  showLineNumbers: boolean;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Prism's token types as class names, the way prism-react-renderer's `getTokenProps` writes them. */
const tokenClass = (types: readonly string[]) => ['token', ...types].join(' ');

export function highlightCode(
  source: string,
  options: { language: string | undefined; metastring: string | undefined; magicComments: MagicComment[] },
): HighlightedCode {
  const language = options.language?.toLowerCase();
  const { code, lineClassNames } = codeBlockUtils.parseLines(source, {
    metastring: options.metastring,
    language,
    magicComments: options.magicComments,
  });
  const showLineNumbers = codeBlockUtils.containsLineNumbers(options.metastring ?? '');
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

  const html = lines
    .map((tokens, index) => {
      const content = tokens
        .map((token) =>
          token.empty ? '' : `<span class="${tokenClass(token.types)}">${escapeHtml(token.content)}</span>`,
        )
        .join('');
      const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(showLineNumbers ? ['code-line'] : [])];
      const body = showLineNumbers
        ? `<span class="code-line-number"></span><span class="code-line-content">${content}</span>`
        : content;
      return `<span class="${classes.join(' ')}">${body}<br></span>`;
    })
    .join('');
  return { code, html, title: codeBlockUtils.parseCodeBlockTitle(options.metastring), showLineNumbers };
}
