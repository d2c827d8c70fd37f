/**
 * Type hints of code blocks: what an editor shows when hovering a name (its type signature, the first paragraph of
 * its doc comment, a link to its API page), computed at build time by src/plugins/code-blocks/typeHints.
 *
 * The names are static markup in the code (`<span class="type-hint">`, see ./lines.ts). The hints are not: a long
 * guide has hundreds of distinct ones, which as markup would double its HTML, and as props would double its
 * JavaScript. They ship as one data file per page, a chunk the page registers (./typeHintsRegistry.ts) and the
 * browser loads when a reader first opens a hint (src/plugins/code-blocks/client/typeHints.ts); each becomes markup
 * when it is shown.
 */
import { escapeAttribute, escapeHtml, tokensHtml } from './lines';
import { loadTypeHints } from './typeHintsRegistry';

/**
 * One hint: the signature, its tokens (lines `;`-separated, indexes into the data's `types`), the doc paragraph
 * (plain text, `code` in backticks, may be empty), and for the library's symbols the API page and the symbol's name.
 */
export type CompactHintInfo = [signature: string, signatureTokens: string, doc: string, url?: string, label?: string];

/** A page's hints: every distinct one once, and per code block the hint of each of its names, in reading order. */
export type TypeHintsData = {
  types: string[];
  infos: CompactHintInfo[];
  blocks: number[][];
};

/** Backtick spans of a doc paragraph become `<code>`; everything else is text. */
const docHtml = (doc: string) => escapeHtml(doc).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The content of the popup for one hint. */
export function popupHtml(info: CompactHintInfo, types: readonly string[]): string {
  const [signature, signatureTokens, doc, url, label] = info;
  const tokenLines = signatureTokens.split(';');
  const code = signature
    .split('\n')
    .map((line, at) => tokensHtml(line, tokenLines[at], types))
    .join('\n');
  const link = url
    ? `<a class="type-hint-link" href="${escapeAttribute(url)}">${escapeHtml(label ?? 'API reference')} in the API reference</a>`
    : '';
  return `<code class="type-hint-signature">${code}</code>${doc ? `<p>${docHtml(doc)}</p>` : ''}${link}`;
}

/**
 * The markup of the hint of a block's `position`-th name. `block` is the block's `data-type-hints` (`<page id>:<n>`).
 * Rejects when the page's data cannot be loaded (offline); the next call tries again.
 */
export async function hintHtml(block: string, position: number): Promise<string | undefined> {
  const [id = '', number = ''] = block.split(':');
  const data = loadTypeHints(id);
  if (!data) return undefined;
  const { types, infos, blocks } = await data;
  const info = infos[blocks[Number(number)]?.[position] ?? -1];
  return info && popupHtml(info, types);
}
