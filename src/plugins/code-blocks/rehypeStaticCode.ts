/**
 * Rehype plugin for MDX (docs, pages): highlights every fenced code block at build time. The block's `<code>` element
 * keeps only the plain code (what "Copy" copies) and gets the tokens in compact form, the title and the line-number
 * flag as props, which the site's CodeBlock (src/theme/CodeBlock) renders as static HTML. So the browser needs neither
 * Prism nor one React element per token.
 *
 * In the guides, a TypeScript sample also gets its type hints (./typeHints): per name, the quick info an editor would
 * show, rendered by the same component as popups.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FILES_DIR_NAME } from '@docusaurus/utils';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { highlightCode, loadLanguages, type MagicComment } from './highlight';
import { typeHints, type GuideTypeHints } from './typeHints';
import { apiUrlResolver, PageTypeHints, type ApiUrlOf } from './typeHints/encode';
import { registerTypeHintsModule } from './typeHints/esm';

/** Where each page's hints data file is written, for the bundler to turn into a chunk loaded on demand. */
const DATA_DIR = path.join(GENERATED_FILES_DIR_NAME, 'vision-camera-code-blocks', 'type-hints');
/** The browser module the pages register their hints with. */
const REGISTRY_MODULE = path.join(__dirname, '../../components/StaticCodeBlock/typeHintsRegistry.ts');

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
  const highlightSignature = (signature: string, types: string[]) =>
    highlightCode(signature, { language: 'typescript', metastring: undefined, magicComments: [], types }).tokens;

  return async (tree: Root, file: VFileLike) => {
    const filePath = path.resolve(file.path ?? file.history?.at(-1) ?? '');
    const guide =
      guidesDir && filePath.startsWith(guidesDir) && filePath.endsWith('.mdx')
        ? filePath.slice(guidesDir.length, -'.mdx'.length)
        : undefined;
    const hints: GuideTypeHints | undefined = guide === undefined ? undefined : await session?.forGuide(guide);
    if (hints && hintsOptions) apiUrlOf ??= apiUrlResolver(hintsOptions);
    const pageHints = hints && apiUrlOf && new PageTypeHints({ apiUrlOf, highlightSignature });
    const hinted: [code: Element, block: number][] = [];

    for (const code of codeElements(tree)) {
      const metastring = typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined;
      const source = textOf(code).replace(/\n$/, '');
      const language = languageOf(code);
      const highlighted = highlightCode(source, { language, metastring, magicComments: options.magicComments });
      // Read by src/theme/CodeBlock (props of the same names).
      code.properties.tokens = highlighted.tokens;
      code.properties.tokenTypes = highlighted.tokenTypes;
      const sample = (language === 'ts' || language === 'tsx') && hints?.get(source);
      const names = sample && pageHints?.add(sample, highlighted.code);
      if (names) {
        code.properties.hints = names.names;
        hinted.push([code, names.block]);
      }
      if (highlighted.lineClasses) code.properties.lineClasses = highlighted.lineClasses;
      if (highlighted.title) code.properties.title = highlighted.title;
      if (highlighted.showLineNumbers) code.properties.showLineNumbers = true;
      delete code.properties.metastring;
      // The trailing newline tells MDX's code component that this is a block, even with a single line.
      code.children = [{ type: 'text', value: `${highlighted.code}\n` }];
    }

    const data = pageHints?.file;
    if (data && hintsOptions) {
      const json = JSON.stringify(data);
      const id = createHash('sha256').update(json).digest('hex').slice(0, 12);
      const dataFile = path.join(hintsOptions.siteDir, DATA_DIR, `${id}.json`);
      if (!existsSync(dataFile)) {
        mkdirSync(path.dirname(dataFile), { recursive: true });
        writeFileSync(dataFile, json);
      }
      for (const [code, block] of hinted) code.properties.typeHints = `${id}:${block}`;
      const estree = registerTypeHintsModule({ module: REGISTRY_MODULE, id, dataFile });
      tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent);
    }
  };
}
