/**
 * The reader of built docs pages that both postBuild plugins share: src/plugins/search (the local search index) and
 * src/plugins/markdown-copies (Markdown copies, llms.txt). Not a Docusaurus plugin itself, and Node only.
 *
 * Each page's HTML is read and parsed once per build: the first plugin to ask starts the work, the other gets the
 * same promise. The cache lives on `globalThis` because Docusaurus loads every plugin module fresh (jiti), so the two
 * plugins do not share this module's own state.
 */
import logger from '@docusaurus/logger';
import type { AllContent, DocusaurusConfig } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { readOutputHTMLFile } from '@docusaurus/utils';
import { parseBuiltDocPage } from './parseBuiltDocPage';
import type { BuiltDocPage } from './types';

export type { BuiltDocPage } from './types';
export { absoluteUrl, cleanText } from './parseBuiltDocPage';

/** A page of the docs plugin, as its loaded content describes it. */
export type DocPageInfo = { id: string; permalink: string; title: string; description: string; unlisted: boolean };

/** The pages of the (default) docs plugin's only version, from the content every plugin receives in allContentLoaded. */
export function docPagesOf(allContent: AllContent, pluginName: string): DocPageInfo[] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) throw new Error(`[${pluginName}] The docs plugin has no loaded version.`);
  return version.docs.map(({ id, permalink, title, description, unlisted }) => ({
    id,
    permalink,
    title,
    description,
    unlisted,
  }));
}

export type ReadOptions = {
  outDir: string;
  /** The parts of the site config that say where pages live and what their public address is. */
  siteConfig: Pick<DocusaurusConfig, 'url' | 'baseUrl' | 'trailingSlash'>;
  pages: readonly DocPageInfo[];
};

const CACHE_KEY = Symbol.for('vision-camera-docs/built-doc-pages');
type Cache = Map<string, Promise<Map<string, BuiltDocPage>>>;
const cache: Cache = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] as Cache | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[CACHE_KEY] = cache;

async function readAll(options: ReadOptions): Promise<Map<string, BuiltDocPage>> {
  const started = performance.now();
  const pages = new Map<string, BuiltDocPage>();
  // In code-unit order of the route, so the search index and llms-full.txt are stable from build to build.
  const byPermalink = (a: DocPageInfo, b: DocPageInfo) =>
    a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0;
  for (const page of [...options.pages].sort(byPermalink)) {
    // Files in the build folder do not carry the base URL that permalinks start with.
    const { url: siteUrl, baseUrl, trailingSlash } = options.siteConfig;
    const file = `/${page.permalink.slice(baseUrl.length)}`;
    const html = await readOutputHTMLFile(file, options.outDir, trailingSlash);
    pages.set(page.permalink, parseBuiltDocPage(html.toString(), { siteUrl, permalink: page.permalink }));
  }
  logger.info`[built-doc-pages] Read ${pages.size} built docs pages in ${Math.round(performance.now() - started)} ms.`;
  return pages;
}

/** Every docs page of this build, by permalink (read once per output folder, whoever asks first). */
export function readBuiltDocPages(options: ReadOptions): Promise<Map<string, BuiltDocPage>> {
  let pages = cache.get(options.outDir);
  if (!pages) {
    pages = readAll(options);
    cache.set(options.outDir, pages);
  }
  return pages;
}
