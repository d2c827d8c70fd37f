/**
 * Type hints of code blocks: what an editor shows when hovering a name (its type signature, the first paragraph of
 * its doc comment, a link to its API page), computed at build time by src/plugins/code-blocks/typeHints.
 *
 * The names are static markup in the code (`<span class="type-hint">`, see ./lines.ts). The hints are not: a long
 * guide has hundreds of distinct ones, which as markup would double its HTML, and as props would double its
 * JavaScript. They ship as one JSON file per page, which the browser fetches when a reader first opens a hint
 * (src/plugins/code-blocks/client/typeHints.ts); each becomes markup when it is shown.
 */
import { escapeAttribute, escapeHtml, tokensHtml } from './lines';

/**
 * A known issue of the hovered member: its label (`Known issue in 4.7.3 (Android)`), the one-line summary (`code` in
 * backticks) and the guide section that explains it.
 */
export type HintNote = [label: string, summary: string, url: string];

/**
 * One hint: the signature, its tokens (lines `;`-separated, indexes into the data's `types`), the doc paragraph
 * (plain text, `code` in backticks, may be empty), and for the library's symbols the API page, the symbol's name,
 * the member's known issues and its platform pills (`iOS only`, `No effect on Android`).
 */
export type CompactHintInfo = [
  signature: string,
  signatureTokens: string,
  doc: string,
  url?: string,
  label?: string,
  notes?: HintNote[],
  badges?: string[],
];

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
  const [signature, signatureTokens, doc, url, label, notes = [], badges = []] = info;
  const tokenLines = signatureTokens.split(';');
  const code = signature
    .split('\n')
    .map((line, at) => tokensHtml(line, tokenLines[at], types))
    .join('\n');
  const link = url
    ? `<a class="type-hint-link" href="${escapeAttribute(url)}">${escapeHtml(label ?? 'API reference')} in the API reference</a>`
    : '';
  const known = notes
    .map(
      ([noteLabel, summary, noteUrl]) =>
        `<p class="type-hint-known-issue"><strong>${escapeHtml(noteLabel)}:</strong> ${docHtml(summary)} ` +
        `<a href="${escapeAttribute(noteUrl)}">Details</a></p>`,
    )
    .join('');
  // The same pills as under the member's heading on its API page (src/plugins/problems/server/badges.mjs).
  const pills = badges.length
    ? `<p>${badges.map((badge) => `<span class="badge badge--secondary api-platform-badge">${escapeHtml(badge)}</span>`).join(' ')}</p>`
    : '';
  return `<code class="type-hint-signature">${code}</code>${pills}${doc ? `<p>${docHtml(doc)}</p>` : ''}${known}${link}`;
}

/** Loads a page's data file. */
export type LoadTypeHints = (url: string) => Promise<TypeHintsData>;

const fetchTypeHints: LoadTypeHints = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Type hints: ${url} answered ${response.status}`);
  return (await response.json()) as TypeHintsData;
};

/** Each page's data, fetched once; a failed fetch is forgotten, so the next opening tries again. */
const loaded = new Map<string, Promise<TypeHintsData>>();

/**
 * The markup of the hint of a block's `position`-th name; undefined when the name has none. `block` is the block's
 * `data-type-hints`: the page's data file and the block's number in it (`/assets/type-hints/<id>.json#3`). Rejects
 * when the data cannot be loaded (offline).
 */
export async function hintHtml(
  block: string,
  position: number,
  load: LoadTypeHints = fetchTypeHints,
): Promise<string | undefined> {
  const [url = '', number = ''] = block.split('#');
  let data = loaded.get(url);
  if (!data) {
    data = load(url);
    loaded.set(url, data);
    data.catch(() => loaded.delete(url));
  }
  const { types, infos, blocks } = await data;
  const info = infos[blocks[Number(number)]?.[position] ?? -1];
  return info && popupHtml(info, types);
}
