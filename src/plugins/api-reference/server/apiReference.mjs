// @ts-check
// The exported API symbols of the generated reference, and how guides mention them. Shared by the remark plugin
// (links in guides) and the TypeDoc plugin (the "Used in guides" list on API pages), so both agree on what a mention
// is. JavaScript because TypeDoc only loads JavaScript plugins.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createSlugger } from '@docusaurus/utils';

/** TypeDoc's output folders for the exported symbols (one page each). */
const API_KINDS = ['classes', 'functions', 'interfaces', 'type-aliases', 'variables'];

/**
 * @typedef {{ name: string; kind: string; url: string }} ApiSymbol
 */

/**
 * Every exported symbol that has a page in the generated reference, by name.
 *
 * @param {string} apiDir the generated docs/api folder
 * @param {string} [apiRoute] the route of that folder on the site
 * @returns {Map<string, ApiSymbol>}
 */
export function readApiSymbols(apiDir, apiRoute = '/docs/api') {
  /** @type {Map<string, ApiSymbol>} */
  const symbols = new Map();
  for (const kind of API_KINDS) {
    const dir = path.join(apiDir, kind);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.md')) continue;
      const name = file.slice(0, -'.md'.length);
      symbols.set(name, { name, kind, url: `${apiRoute}/${kind}/${name}` });
    }
  }
  return symbols;
}

/**
 * The symbol an inline code span names, if any: `useCameraDevice`, `useCameraDevice()`, `<Camera>` or `<Camera />`.
 * Anything else (`Camera.takePhoto()`, `'back'`, `CameraProps[]`) is not a mention of a whole symbol.
 *
 * @param {string} code the text of the inline code span
 * @param {ReadonlyMap<string, ApiSymbol>} symbols
 * @returns {ApiSymbol | undefined}
 */
export function symbolOfInlineCode(code, symbols) {
  const match = /^(?:<\s*([A-Za-z_$][\w$]*)\s*\/?>|([A-Za-z_$][\w$]*)(?:\(\))?)$/.exec(code.trim());
  const name = match?.[1] ?? match?.[2];
  return name === undefined ? undefined : symbols.get(name);
}

/**
 * The symbol an API link points to: `/docs/api/interfaces/CameraProps` or `…/CameraProps#photohdr`.
 *
 * @param {string} url
 * @param {ReadonlyMap<string, ApiSymbol>} symbols
 * @returns {ApiSymbol | undefined}
 */
export function symbolOfLink(url, symbols) {
  const match = /^\/docs\/api\/([a-z-]+)\/([A-Za-z_$][\w$]*)(?:#.*)?$/.exec(url);
  if (!match) return undefined;
  const symbol = symbols.get(match[2] ?? '');
  return symbol && symbol.kind === match[1] ? symbol : undefined;
}

/**
 * The symbols a guide mentions in its prose, as inline code or as links (fenced code blocks are not read).
 *
 * @param {string} mdx the guide's source
 * @param {ReadonlyMap<string, ApiSymbol>} symbols
 * @returns {Set<string>} symbol names
 */
export function mentionedSymbols(mdx, symbols) {
  const prose = mdx.replace(/^(\s*)(`{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, '');
  /** @type {Set<string>} */
  const names = new Set();
  for (const [, url = ''] of prose.matchAll(/\]\((\/docs\/api\/[^)\s]+)\)/g)) {
    const symbol = symbolOfLink(url, symbols);
    if (symbol) names.add(symbol.name);
  }
  for (const [, code = ''] of prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
    const symbol = symbolOfInlineCode(code, symbols);
    if (symbol) names.add(symbol.name);
  }
  return names;
}

/**
 * The anchors Docusaurus gives the headings of one page, in page order: its slugger lower-cases the text and drops
 * punctuation other than `-` and `_`, and a heading text seen before on the page gets `-1`, `-2`, ... appended.
 *
 * @returns {(text: string) => string} the anchor of the next heading, from its plain text
 */
export function pageHeadingAnchors() {
  const slugger = createSlugger();
  return (text) => slugger.slug(text.trim());
}

/**
 * The anchor Docusaurus gives a heading of its own on a page, such as `##### options?` or `### focus()`.
 *
 * @param {string} text the heading's plain text
 * @returns {string}
 */
export function headingAnchor(text) {
  return pageHeadingAnchors()(text);
}

/**
 * The member name in a `### ` heading as typedoc-plugin-markdown writes it: `name?`, `name()`, `~~name~~`
 * (deprecated), with Markdown characters backslash-escaped.
 *
 * @param {string} heading text after the `### `
 * @returns {string}
 */
export function headingMemberName(heading) {
  return heading
    .trim()
    .replace(/^~~(.*)~~$/, '$1')
    .replace(/^`(.*)`$/, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/\?$/, '')
    .replace(/\(\)$/, '');
}

/**
 * The plain text of a Markdown heading, as Docusaurus slugs it: escapes, code, strike-through and link syntax removed.
 *
 * @param {string} heading text after the `#`s
 * @returns {string}
 */
function headingText(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/~~|`/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/**
 * The anchor of each member heading (`### name`) of a generated API page. Docusaurus slugs every heading of a page
 * in order and appends `-1`, `-2`… to repeated slugs, so a member whose name is also the name of an earlier
 * parameter heading does not get the plain slug (on CameraProps, the `outputOrientation` parameter of
 * `onOutputOrientationChanged` comes first and takes `#outputorientation`). Used by the API changes page and the
 * type hints of code samples.
 *
 * @param {string} markdown the page as TypeDoc wrote it
 * @returns {Map<string, string>} member name → anchor, for the first `###` heading of each name
 */
export function memberAnchors(markdown) {
  const anchorOf = pageHeadingAnchors();
  /** @type {Map<string, string>} */
  const anchors = new Map();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^(#{1,6}) (.+)$/.exec(line);
    if (!match) continue;
    const [, hashes = '', text = ''] = match;
    const slug = anchorOf(headingText(text));
    const name = headingMemberName(text);
    if (hashes === '###' && !anchors.has(name)) anchors.set(name, slug);
  }
  return anchors;
}
