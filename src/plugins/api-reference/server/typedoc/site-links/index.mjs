// @ts-check
// TypeDoc plugin (loaded by docusaurus-plugin-typedoc, see `plugin` in typedoc.json).
// TypeDoc only loads JavaScript plugins, hence .mjs with checked JSDoc types.
//
// It fixes four things in the generated API reference:
// 1. `{@link param}` pointing at a function parameter resolves to a parameter reflection, which has
//    no page of its own; without this it renders as plain text. We link the parameter's heading.
// 2. Doc comments link to the hosted v4 guides; we link our own guide when it exists.
// 3. Every page gets a `description` (first sentence of its doc comment) instead of Docusaurus's
//    default, which would be the "Defined in: …" line on every page.
// 4. Every page of an exported symbol ends with "Used in guides": the guides that mention it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Converter, DeclarationReflection, ParameterType, Reflection, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { headingAnchor, mentionedSymbols } from '../../apiReference.mjs';
import { firstSentence, frontMatter, rewriteGuideLinks, usedInGuidesSection } from './text.mjs';

/** Runs after TypeDoc's own link resolver, which listens on RESOLVE_END with priority -300. */
const AFTER_LINK_RESOLVER = -400;

/** @typedef {{ docs: string; api: string; library: string }} SiteOptions */

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'site',
    help: '[typedoc-plugin-site-links] The site: docs and API routes, and the documented library with its version.',
    type: ParameterType.Object,
    defaultValue: { docs: '/docs', api: '/docs/api', library: 'the library' },
  });
  /** @returns {SiteOptions} */
  const site = () => /** @type {SiteOptions} */ (app.options.getValue('site'));
  app.converter.on(Converter.EVENT_RESOLVE_END, linkParameterReferences, AFTER_LINK_RESOLVER);

  /** @type {Set<string> | undefined} */
  let guideIds;
  /** @type {Map<string, GuideLink[]> | undefined} */
  let guidesBySymbol;
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const docsPath = String(app.options.getValue('docsPath'));
    guideIds ??= readGuideIds(docsPath);
    guidesBySymbol ??= readGuideMentions(docsPath, exportedSymbols(page.project, site().api), site().docs);
    const description = describe(page.model, site().library);
    const usedIn = isExportedSymbolPage(page.model)
      ? usedInGuidesSection(guidesBySymbol.get(page.model.name) ?? [])
      : '';
    page.contents =
      frontMatter({ description }) + rewriteGuideLinks(page.contents ?? '', guideIds, site().docs) + usedIn;
  });
}

/** @typedef {{ title: string; url: string }} GuideLink */

/**
 * @param {import('typedoc-plugin-markdown').MarkdownPageEvent['model']} model
 * @returns {model is import('typedoc').DeclarationReflection}
 */
function isExportedSymbolPage(model) {
  return model instanceof DeclarationReflection && model.parent?.kindOf(ReflectionKind.Project) === true;
}

/** The output folder typedoc-plugin-markdown uses for each kind of exported symbol. */
const KIND_FOLDERS = new Map([
  [ReflectionKind.Class, 'classes'],
  [ReflectionKind.Function, 'functions'],
  [ReflectionKind.Interface, 'interfaces'],
  [ReflectionKind.TypeAlias, 'type-aliases'],
  [ReflectionKind.Variable, 'variables'],
]);

/**
 * The exported symbols of the project with their page URL (the same map the remark plugin reads from the output).
 *
 * @param {import('typedoc').ProjectReflection} project
 * @param {string} apiRoute the API reference's route, e.g. `/docs/api`
 * @returns {Map<string, import('../../apiReference.mjs').ApiSymbol>}
 */
function exportedSymbols(project, apiRoute) {
  /** @type {Map<string, import('../../apiReference.mjs').ApiSymbol>} */
  const symbols = new Map();
  for (const child of project.children ?? []) {
    const kind = KIND_FOLDERS.get(child.kind);
    if (kind) symbols.set(child.name, { name: child.name, kind, url: `${apiRoute}/${kind}/${child.name}` });
  }
  return symbols;
}

/**
 * For each exported symbol, the guides that mention it in their prose, in title order.
 *
 * @param {string} docsPath
 * @param {ReadonlyMap<string, import('../../apiReference.mjs').ApiSymbol>} symbols
 * @param {string} docsRoute the docs plugin's route, e.g. `/docs`
 * @returns {Map<string, GuideLink[]>}
 */
function readGuideMentions(docsPath, symbols, docsRoute) {
  /** @type {Map<string, GuideLink[]>} */
  const bySymbol = new Map();
  const guidesDir = path.join(docsPath, 'guides');
  for (const id of [...readGuideIds(docsPath)].sort()) {
    const file = fs.existsSync(path.join(guidesDir, `${id}.mdx`)) ? `${id}.mdx` : `${id}.md`;
    const source = fs.readFileSync(path.join(guidesDir, file), 'utf8');
    const title =
      /^title:\s*(.+)$/m
        .exec(source)?.[1]
        ?.trim()
        .replace(/^['"]|['"]$/g, '') ?? id;
    const slug = /^slug:\s*(.+)$/m.exec(source)?.[1]?.trim();
    const url = slug ? `${docsRoute}${slug}` : `${docsRoute}/guides/${id}`;
    for (const name of mentionedSymbols(source, symbols)) {
      bySymbol.set(name, [...(bySymbol.get(name) ?? []), { title, url }]);
    }
  }
  for (const links of bySymbol.values()) links.sort((a, b) => a.title.localeCompare(b.title));
  return bySymbol;
}

/** @param {import('typedoc').Context} context */
function linkParameterReferences(context) {
  for (const reflection of Object.values(context.project.reflections)) {
    const comment = reflection.comment;
    if (!comment) continue;
    const parts = [...comment.summary, ...comment.blockTags.flatMap((tag) => tag.content)];
    for (const part of parts) {
      if (
        part.kind === 'inline-tag' &&
        part.target instanceof Reflection &&
        part.target.kindOf(ReflectionKind.Parameter)
      ) {
        part.target = `#${headingAnchor(part.target.name)}`;
      }
    }
  }
}

/**
 * @param {string} docsPath
 * @returns {Set<string>}
 */
function readGuideIds(docsPath) {
  const guidesDir = path.join(docsPath, 'guides');
  if (!fs.existsSync(guidesDir)) return new Set();
  return new Set(
    fs
      .readdirSync(guidesDir)
      .filter((file) => /^[^_].*\.mdx?$/.test(file))
      .map((file) => file.replace(/\.mdx?$/, '')),
  );
}

/**
 * @param {import('typedoc-plugin-markdown').MarkdownPageEvent['model']} model
 * @param {string} library the documented library and version, the `site.library` option
 * @returns {string}
 */
function describe(model, library) {
  if (!(model instanceof Reflection)) return 'VisionCamera API reference.';
  if (model.kindOf(ReflectionKind.Project)) {
    return `Reference for every class, function, interface, type alias and variable exported by ${library}.`;
  }
  /** @type {import('typedoc').SignatureReflection[]} */
  const signatures = model instanceof DeclarationReflection ? (model.signatures ?? []) : [];
  const comment = model.comment ?? signatures.find((signature) => signature.comment)?.comment;
  // Inline tags such as {@link func} contribute their text only.
  const sentence = comment ? firstSentence(comment.summary.map((part) => part.text).join('')) : '';
  const kind = ReflectionKind.singularString(model.kind);
  // The name keeps descriptions unique: several symbols share their first sentence in the library's comments.
  return sentence ? `${kind} ${model.name}: ${sentence}` : `The ${model.name} ${kind.toLowerCase()} of ${library}.`;
}
