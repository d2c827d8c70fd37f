/**
 * The type hint popups of a code block: what an editor shows when hovering a name (its type signature, the first
 * paragraph of its doc comment, a link to its API page), computed at build time by src/plugins/code-blocks/typeHints.
 * They are static markup next to the code, hidden until a name is hovered, focused or tapped
 * (src/plugins/code-blocks/client/typeHints.ts shows them).
 */
import { escapeAttribute, escapeHtml, tokensHtml } from './lines';

/**
 * One popup: the signature, its tokens (lines `;`-separated, indexes into the block's token types), the doc
 * paragraph (plain text, `code` in backticks, may be empty), and for the library's symbols the API page and its name.
 */
export type CompactHintInfo = [signature: string, signatureTokens: string, doc: string, url?: string, label?: string];

/** Backtick spans of a doc paragraph become `<code>`; everything else is text. */
const docHtml = (doc: string) => escapeHtml(doc).replace(/`([^`]+)`/g, '<code>$1</code>');

export function popupsHtml(infosJson: string, tokenTypes: string, idPrefix: string): string {
  const types = tokenTypes.split('|');
  const infos = JSON.parse(infosJson) as CompactHintInfo[];
  return infos
    .map(([signature, signatureTokens, doc, url, label], index) => {
      const tokenLines = signatureTokens.split(';');
      const code = signature
        .split('\n')
        .map((line, at) => tokensHtml(line, tokenLines[at], types))
        .join('\n');
      const link = url
        ? `<a class="type-hint-link" href="${escapeAttribute(url)}">${escapeHtml(label ?? 'API reference')} in the API reference</a>`
        : '';
      return (
        `<div class="type-hint-popup" id="${escapeAttribute(idPrefix)}${index}" role="tooltip" hidden>` +
        `<code class="type-hint-signature">${code}</code>${doc ? `<p>${docHtml(doc)}</p>` : ''}${link}</div>`
      );
    })
    .join('');
}
