/**
 * Rehype plugin for MDX (docs, pages): highlights every fenced code block at build time. The block's `<code>` element
 * keeps only the plain code (what "Copy" copies) and gets the tokens in compact form, the title and the line-number
 * flag as props, which the site's CodeBlock (../theme/CodeBlock) renders as static HTML. So the browser needs neither
 * Prism nor one React element per token.
 *
 * In the guides, a TypeScript sample also gets its type hints (./typeHints): per name, the quick info an editor would
 * show, rendered by the same component as popups.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { highlightCode, loadLanguages, type MagicComment } from './highlight';
import { PAGE_HINTS_CACHE_DIR, TYPE_HINTS_ROUTE, typeHints } from './typeHints';
import { effectBadges } from '../../problems/server/badges.mjs';
import { KNOWN_ISSUES_FILE, knownIssueNotes } from '../../problems/server/data.mjs';
import {
  apiUrlResolver,
  namesOfSample,
  pageTypeHintsData,
  type ApiUrlOf,
  type EffectsOf,
  type HintedBlock,
  type NotesOf,
} from './typeHints/encode';

export type Options = {
  /** Prism grammars to load from prismjs/components besides prism-react-renderer's own (`prism.additionalLanguages`). */
  additionalLanguages: string[];
  /** The theme's magic comments (`prism.magicComments`): `// highlight-next-line` and friends. */
  magicComments: MagicComment[];
  /** Type hints for the ts/tsx samples of docs/guides; without this option, blocks get none. */
  typeHints?: {
    siteDir: string;
    /** The generated API reference (docs/api) and its route, for links to the library's symbols. */
    apiDir: string;
    apiRoute: string;
    baseUrl: string;
    /** The documented version and the docs route, for the known issues a hint shows (data/known-issues.yml). */
    knownIssues: { version: string; docsRoute: string };
  };
};

type VFileLike = { path?: string; history?: string[] };

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function languageOf(code: Element): string | undefined {
  const classes: unknown = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : typeof classes === 'string' ? classes.split(' ') : [];
  const match = list.find((name) => name.startsWith('language-'));
  return match?.slice('language-'.length);
}

/** The `<code>` elements of fenced blocks, also inside JSX elements (tabs, admonitions). */
function codeElements(node: { children?: unknown[] }, found: Element[] = []): Element[] {
  for (const child of (node.children ?? []) as (ElementContent | { type: string; children?: unknown[] })[]) {
    const code =
      child.type === 'element' && (child as Element).tagName === 'pre'
        ? (child as Element).children.find((c) => c.type === 'element' && c.tagName === 'code')
        : undefined;
    if (code?.type === 'element') found.push(code);
    else codeElements(child as { children?: unknown[] }, found);
  }
  return found;
}

export default function rehypeStaticCode(options: Options) {
  loadLanguages(options.additionalLanguages);
  const hintsOptions = options.typeHints;
  const guidesDir = hintsOptions && path.join(hintsOptions.siteDir, 'docs', 'guides') + path.sep;
  // Started when the config loads (by the code-blocks plugin); this only looks the session up.
  const session = hintsOptions && typeHints(hintsOptions.siteDir);
  let apiUrlOf: ApiUrlOf | undefined;
  let notesOf: NotesOf | undefined;
  let effectsOf: EffectsOf | undefined;
  const highlightSignature = (signature: string, types: string[]) =>
    highlightCode(signature, { language: 'typescript', metastring: undefined, magicComments: [], types }).tokens;
  // What a page's data depends on besides its blocks: the hints' inputs, this code, the API pages (links) and the
  // known issues (notes and pills).
  let dataVersion: string | undefined;
  const dataVersionOf = (apiDir: string, version: string) => {
    const digest = createHash('sha256')
      .update(version)
      .update(readFileSync(path.join(__dirname, 'typeHints/encode.ts')))
      .update(readFileSync(path.join(__dirname, '../../problems/server/badges.mjs')))
      .update(readFileSync(path.join(hintsOptions?.siteDir ?? '', KNOWN_ISSUES_FILE)));
    for (const kind of readdirSync(apiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      for (const file of readdirSync(path.join(apiDir, kind.name)).sort())
        digest.update(file).update(readFileSync(path.join(apiDir, kind.name, file)));
    return digest.digest('hex');
  };

  return async (tree: Root, file: VFileLike) => {
    const filePath = path.resolve(file.path ?? file.history?.at(-1) ?? '');
    const guide =
      guidesDir && filePath.startsWith(guidesDir) && filePath.endsWith('.mdx')
        ? filePath.slice(guidesDir.length, -'.mdx'.length)
        : undefined;
    const blocks: HintedBlock[] = [];
    const hinted: [code: Element, block: number][] = [];

    for (const code of codeElements(tree)) {
      const metastring = typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined;
      const source = textOf(code).replace(/\n$/, '');
      const language = languageOf(code);
      const highlighted = highlightCode(source, { language, metastring, magicComments: options.magicComments });
      // Read by ../theme/CodeBlock (props of the same names).
      code.properties.tokens = highlighted.tokens;
      code.properties.tokenTypes = highlighted.tokenTypes;
      // The samples `npm run check:samples` compiles: ts/tsx blocks of the guides not marked `partial`.
      const isSample =
        session &&
        guide !== undefined &&
        (language === 'ts' || language === 'tsx') &&
        !/\bpartial\b/.test(metastring ?? '');
      const names = isSample ? namesOfSample(source, language, highlighted.code) : undefined;
      if (names) {
        code.properties.hints = names.names;
        hinted.push([code, blocks.length]);
        blocks.push(names.block);
      }
      if (highlighted.lineClasses) code.properties.lineClasses = highlighted.lineClasses;
      if (highlighted.title) code.properties.title = highlighted.title;
      if (highlighted.showLineNumbers) code.properties.showLineNumbers = true;
      delete code.properties.metastring;
      // The trailing newline tells MDX's code component that this is a block, even with a single line.
      code.children = [{ type: 'text', value: `${highlighted.code}\n` }];
    }

    if (blocks.length > 0 && session && hintsOptions && guide !== undefined) {
      // The page's data file, named by everything it depends on, so a changed file gets a new address.
      dataVersion ??= dataVersionOf(hintsOptions.apiDir, session.version);
      const id = createHash('sha256').update(dataVersion).update(JSON.stringify(blocks)).digest('hex').slice(0, 16);
      const url = `${hintsOptions.baseUrl.replace(/\/$/, '')}/${TYPE_HINTS_ROUTE}/${id}.json`;
      for (const [code, block] of hinted) code.properties.typeHints = `${url}#${block}`;
      const file = path.join(hintsOptions.siteDir, PAGE_HINTS_CACHE_DIR, `${id}.json`);
      session.writePageData(guide, file, (samples) => {
        apiUrlOf ??= apiUrlResolver(hintsOptions);
        notesOf ??= knownIssueNotes(hintsOptions.siteDir, hintsOptions.knownIssues);
        effectsOf ??= effectBadges(hintsOptions.siteDir);
        return JSON.stringify(pageTypeHintsData(blocks, samples, { apiUrlOf, highlightSignature, notesOf, effectsOf }));
      });
    }
  };
}
