/**
 * The search plugin (Node): builds the local search index from the built docs pages, tells the browser where it is,
 * and provides the search theme components (../theme: the DocSearch modal's SearchBar and the /search page). With
 * hosted credentials the plugin reports `mode: 'hosted'` and gives the browser no index URL; it still writes the index
 * file, because `npm run search:upload` sends its records to the hosted index. ../README.md maps every part of search.
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
import { assertDocsearchPatched } from './docsearchPatch';
import { collectRecords, writeIndexFiles } from './indexer/buildIndex';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

/**
 * Everything that shapes the index besides the docs: the site's code and data (the indexer, the page reader, the
 * theme and plugins whose markup the reader parses, the data files that content is generated from), the config (the
 * site URL, sidebars: lvl0 is the sidebar category) and the lockfile (the theme's markup). Whole folders, so a new
 * file that changes the pages cannot be forgotten here. When one changes, the file name changes too, so browsers
 * never reuse an old file.
 */
const INDEX_INPUT_DIRS = ['src', 'config', 'data'];
const INDEX_INPUT_FILES = ['sidebars.ts', 'docusaurus.config.ts', 'typedoc.json', 'package-lock.json'];

async function listFiles(dir: string, name: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A name for the index file that changes whenever what it is built from changes (safe to cache forever). */
async function indexFileName(siteDir: string, docsDir: string): Promise<string> {
  const hash = createHash('sha256');
  const inputs = [
    ...(await Promise.all(INDEX_INPUT_DIRS.map((dir) => listFiles(path.join(siteDir, dir), /./)))).flat(),
    ...INDEX_INPUT_FILES.map((file) => path.join(siteDir, file)),
    ...(await listFiles(docsDir, /\.mdx?$/)),
  ];
  for (const file of inputs) hash.update(path.relative(siteDir, file)).update(await readFile(file));
  return `assets/search/index.${hash.digest('hex').slice(0, 10)}.json`;
}

type Content = { indexFile: string };

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
      assertDocsearchPatched(context.siteDir);
      // Written in both modes: the local client downloads it, and `npm run search:upload` reads it for a hosted index.
      return { indexFile: await indexFileName(context.siteDir, docsDir) };
    },

    async contentLoaded({ content, actions }) {
      const data: SearchGlobalData = {
        mode: options.mode,
        // A hosted build's pages never download the file, so the browser is not told where it is.
        indexUrl: options.mode === 'local' ? normalizeUrl([context.baseUrl, content.indexFile]) : '',
      };
      actions.setGlobalData(data);
    },

    async allContentLoaded({ allContent }) {
      docPages = docPagesOf(allContent, SEARCH_PLUGIN_NAME);
    },

    async postBuild({ outDir, content, siteConfig }) {
      const pages = await readBuiltDocPages({ outDir, siteConfig, pages: docPages });
      const started = performance.now();
      const records = collectRecords(pages.values());
      if (records.length === 0) {
        throw new Error(`[${SEARCH_PLUGIN_NAME}] The docs plugin's pages in ${outDir} gave no search record.`);
      }
      const bytes = await writeIndexFiles(path.join(outDir, content.indexFile), records);
      const kb = (count: number) => `${Math.round(count / 1024)} KB`;
      logger.info`[${SEARCH_PLUGIN_NAME}] Indexed ${records.length} records into ${content.indexFile} (${kb(bytes.index)}, body text ${kb(bytes.body)}) in ${Math.round(performance.now() - started)} ms.`;
    },
  };
}
