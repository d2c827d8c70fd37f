/**
 * What a code block's metastring and class name say: its title, whether it numbers its lines, its language. Parsed
 * as theme-common 3.7.0 parses them (`parseCodeBlockTitle`, `containsLineNumbers` and `parseLanguage` of its
 * `utils/codeBlockUtils`), so the build (../server/highlight.ts) and the block (../client/StaticCodeBlock) need no
 * internal entry point of the theme for a line of parsing each.
 */

/** `title="…"` or `title='…'`; MDX keeps the quotes in the metastring. */
const TITLE = /title=(?<quote>["'])(?<title>.*?)\k<quote>/;

/** The block's title from its metastring, or '' when it has none. */
export function titleOf(metastring: string | undefined): string {
  return TITLE.exec(metastring ?? '')?.groups?.title ?? '';
}

/**
 * Whether the metastring asks for line numbers. `showLineNumbers=<start>` (read by Docusaurus 3.8 and later) counts as
 * plain `showLineNumbers`: numbering starts at 1.
 */
export function hasLineNumbers(metastring: string | undefined): boolean {
  return metastring?.includes('showLineNumbers') ?? false;
}

/** The language of a `language-<name>` class (which MDX sets on a fenced block), or undefined. */
export function languageOfClassName(className: string): string | undefined {
  return className
    .split(' ')
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}
