// @ts-check
// The exported API symbols of the generated reference, and how guides mention them. Shared by the remark plugin
// (links in guides) and the TypeDoc plugin (the "Used in guides" list on API pages), so both agree on what a mention
// is. JavaScript because TypeDoc only loads JavaScript plugins.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** TypeDoc's output folders for the exported symbols (one page each). */
export const API_KINDS = ['classes', 'functions', 'interfaces', 'type-aliases', 'variables'];

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
