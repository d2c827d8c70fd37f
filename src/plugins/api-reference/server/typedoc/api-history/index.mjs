// @ts-check
// TypeDoc plugin (loaded by docusaurus-plugin-typedoc, see `plugin` in typedoc.json).
// TypeDoc only loads JavaScript plugins, hence .mjs with checked JSDoc types.
//
// From data/api-history.json (written by `npm run api-history`) it adds:
// 1. a "Since 4.x.y" badge on its own line under the heading of every symbol, member and union value first
//    released after 4.0.0. Headings are left as they are, so no anchor changes (guides link members such as
//    /docs/api/interfaces/CameraProps#photohdr);
// 2. docs/api/api-changes.md: what the public API gained, lost and changed in each minor release (generated,
//    gitignored), linked to each member's anchor as Docusaurus numbers it (see memberAnchors in
//    src/plugins/api-reference/server/apiReference.mjs); a removed member links to its symbol's page.
//
// typedoc-plugin-markdown has no hook per member, so badges are placed in the rendered Markdown of each page:
// after the `# ` title for the symbol, after the `### ` heading of each member, and as a short list after the
// "Defined in" line for union values.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DeclarationReflection, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import {
  CHANGES_PAGE,
  changesPage,
  compareVersions,
  insertBadges,
  literalKey,
  memberKey,
  parseKey,
  sinceVersion,
} from './history.mjs';
import { memberAnchors } from '../../apiReference.mjs';

const HISTORY_FILE = new URL('../../../../../../data/api-history.json', import.meta.url);

/** @typedef {import('./history.mjs').History} History */

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {History} */
  const history = JSON.parse(fs.readFileSync(HISTORY_FILE, 'utf8'));
  const baseline = [...history.versions].sort(compareVersions)[0];
  if (baseline === undefined)
    throw new Error(`${HISTORY_FILE.pathname} lists no versions; run \`npm run api-history\``);
  /** @param {string} key */
  const since = (key) => sinceVersion(history.symbols, baseline, key);

  /** @type {Map<string, Map<string, string>>} symbol → member → heading anchor, from the rendered pages */
  const anchors = new Map();
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!isExportedSymbolPage(page.model) || page.contents === undefined) return;
    page.contents = addBadges(page.contents, page.model, since, baseline);
    anchors.set(page.model.name, memberAnchors(page.contents));
  });

  app.renderer.postRenderAsyncJobs.push(async (event) => {
    const pages = symbolPages(event.project, app.renderer.router);
    /** @param {string} symbol */
    const pageUrl = (symbol) => pages.get(symbol);
    /**
     * A rendered page without the member's heading gets null (the members of VisionCameraProxy's unexported type
     * have none): the link then goes to the page.
     *
     * @param {string} symbol
     * @param {string} member
     */
    const anchorOf = (symbol, member) => {
      const page = anchors.get(symbol);
      return page === undefined ? undefined : (page.get(member) ?? null);
    };
    const markdown = changesPage(history, pageUrl, anchorOf);
    await fs.promises.writeFile(path.join(event.outputDirectory, CHANGES_PAGE), markdown);
  });
}

/**
 * @param {import('typedoc-plugin-markdown').MarkdownPageEvent['model']} model
 * @returns {model is import('typedoc').DeclarationReflection}
 */
function isExportedSymbolPage(model) {
  return model instanceof DeclarationReflection && model.parent?.kindOf(ReflectionKind.Project) === true;
}

/**
 * Each exported symbol's page, relative to the output folder (`interfaces/CameraProps.md`): a link Docusaurus
 * resolves and checks from docs/api/api-changes.md.
 *
 * @param {import('typedoc').ProjectReflection} project
 * @param {import('typedoc').Router | undefined} router
 * @returns {Map<string, string>}
 */
function symbolPages(project, router) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const child of project.children ?? []) {
    if (router?.hasOwnDocument(child)) pages.set(child.name, router.getFullUrl(child));
  }
  return pages;
}

/**
 * The history key of a member shown on a symbol's page. An inherited member is dated by the symbol that declares
 * it (DrawableFrame shows Frame's members under `Frame.*`).
 *
 * @param {import('typedoc').DeclarationReflection} symbol
 * @param {import('typedoc').DeclarationReflection} member
 * @returns {string}
 */
function memberHistoryKey(symbol, member) {
  const inherited = member.inheritedFrom;
  if (inherited) {
    const owner = inherited.reflection?.parent?.name ?? parseKey(inherited.name).symbol;
    return memberKey(owner, member.name);
  }
  return memberKey(symbol.name, member.name);
}

/**
 * @param {string} markdown the rendered page
 * @param {import('typedoc').DeclarationReflection} symbol
 * @param {(key: string) => string | undefined} since
 * @param {string} baseline
 * @returns {string}
 */
function addBadges(markdown, symbol, since, baseline) {
  /** @type {Map<string, string>} member name → version */
  const members = new Map();
  const type = symbol.type;
  // An object type alias documents its properties under "Type Declaration".
  const declared = type?.type === 'reflection' ? (type.declaration.children ?? []) : [];
  for (const member of [...(symbol.children ?? []), ...declared]) {
    const version = since(memberHistoryKey(symbol, member));
    if (version !== undefined && !members.has(member.name)) members.set(member.name, version);
  }
  return insertBadges(markdown, {
    symbol: since(symbol.name),
    members,
    literals: literalVersions(symbol, since),
    baseline,
  });
}

/**
 * The union values of a type alias that have a badge, in the order of the type.
 *
 * @param {import('typedoc').DeclarationReflection} symbol
 * @param {(key: string) => string | undefined} since
 * @returns {[string, string][]} value, version
 */
function literalVersions(symbol, since) {
  if (!symbol.kindOf(ReflectionKind.TypeAlias)) return [];
  /** @type {[string, string][]} */
  const values = [];
  const type = symbol.type;
  const constituents = type?.type === 'union' ? type.types : type ? [type] : [];
  for (const constituent of constituents) {
    if (constituent.type !== 'literal' || typeof constituent.value !== 'string') continue;
    const version = since(literalKey(symbol.name, constituent.value));
    if (version !== undefined) values.push([constituent.value, version]);
  }
  return values;
}
