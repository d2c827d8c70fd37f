/**
 * The search plugin (Node): builds the local search index from the built docs pages, tells the browser where it is,
 * and provides the search theme components (../theme: the DocSearch modal's SearchBar and the /search page). With
 * hosted credentials the plugin only reports `mode: 'hosted'`. ../README.md maps every part of search.
 *
 * Lifecycle wiring only; the work is in ./indexer (Node) and ../client (browser).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { docPagesOf, readBuiltDocPages, type DocPageInfo } from '../../../lib/built-doc-pages';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../types';
import { assertDocsearchPatched } from './docsearchPatch.mjs';
import { collectRecords, writeIndexFile } from './indexer/buildIndex';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

/**
 * Everything that shapes the index besides the docs: the indexer, the page reader, the sidebars (lvl0 is the sidebar
 * category), the config (the site URL) and the lockfile (the theme's markup). When one changes, the file name
 * changes too, so browsers never reuse an old file.
 */
function indexInputs(siteDir: string): string[] {
  return [
    ...['../types.ts', 'indexer/pageRecords.ts', 'indexer/buildIndex.ts'].map((file) => path.join(__dirname, file)),
    ...['parseBuiltDocPage.ts', 'index.ts'].map((file) => path.join(__dirname, '../../../lib/built-doc-pages', file)),
    ...['sidebars.ts', 'docusaurus.config.ts', 'package-lock.json'].map((file) => path.join(siteDir, file)),
  ];
}

type Content = { indexFile: string };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A name for the index file that changes whenever the docs it is built from change (safe to cache forever). */
async function indexFileName(siteDir: string, docsDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of indexInputs(siteDir)) hash.update(await readFile(file));
  for (const file of await listFiles(docsDir)) {
    hash.update(path.relative(docsDir, file)).update(await readFile(file));
  }
  return `assets/search/index.${hash.digest('hex').slice(0, 10)}.json`;
}

export default function searchPlugin(context: LoadContext, options: PluginOptions): Plugin<Content> {
  const docsDir = path.join(context.siteDir, 'docs');
  let docPages: DocPageInfo[] = [];
  return {
    name: SEARCH_PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, '../theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, '../theme');
    },

    async loadContent() {
      // Fails the build with a clear message when `npm ci --ignore-scripts` skipped the DocSearch patch.
      assertDocsearchPatched();
      return { indexFile: options.mode === 'local' ? await indexFileName(context.siteDir, docsDir) : '' };
    },

    async contentLoaded({ content, actions }) {
      const data: SearchGlobalData = {
        mode: options.mode,
        indexUrl: content.indexFile ? normalizeUrl([context.baseUrl, content.indexFile]) : '',
      };
      actions.setGlobalData(data);
    },

    async allContentLoaded({ allContent }) {
      docPages = docPagesOf(allContent, SEARCH_PLUGIN_NAME);
    },

    async postBuild({ outDir, content, siteConfig }) {
      if (options.mode !== 'local') return;
      const pages = await readBuiltDocPages({ outDir, siteConfig, pages: docPages });
      const started = performance.now();
      const records = collectRecords(pages.values());
      if (records.length === 0) {
        throw new Error(`[${SEARCH_PLUGIN_NAME}] The docs plugin's pages in ${outDir} gave no search record.`);
      }
      const bytes = await writeIndexFile(path.join(outDir, content.indexFile), records);
      logger.info`[${SEARCH_PLUGIN_NAME}] Indexed ${records.length} records into ${content.indexFile} (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms.`;
    },
  };
}
