/**
 * Local search plugin: builds a search index from the built docs pages and tells the browser where it is.
 * The DocSearch modal and /search page (src/theme/SearchBar, src/theme/SearchPage) search it through the
 * client in ./client; with hosted credentials the plugin only reports `mode: 'hosted'`.
 *
 * Lifecycle wiring only; the work is in ./indexer (Node) and ./client (browser).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { collectRecords, writeIndexFile } from './indexer/buildIndex';
import type { PluginOptions } from './options';
import type { SearchGlobalData } from './types';

export { validateOptions } from './options';

/** The plugin's name; the browser reads its global data under this name. */
export const SEARCH_PLUGIN_NAME = 'vision-camera-search';

/** The code that shapes the index: when it changes, the file name changes too, so browsers never reuse an old file. */
const INDEXER_SOURCES = ['types.ts', 'indexer/parseDocument.ts', 'indexer/buildIndex.ts'].map((file) =>
  path.join(__dirname, file),
);

type Content = { indexFile: string };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A name for the index file that changes whenever the docs it is built from change (safe to cache forever). */
async function indexFileName(docsDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of INDEXER_SOURCES) hash.update(await readFile(file));
  for (const file of await listFiles(docsDir)) {
    hash.update(path.relative(docsDir, file)).update(await readFile(file));
  }
  return `assets/search/index.${hash.digest('hex').slice(0, 10)}.json`;
}

export default function searchPlugin(context: LoadContext, options: PluginOptions): Plugin<Content> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: SEARCH_PLUGIN_NAME,

    async loadContent() {
      return { indexFile: options.mode === 'local' ? await indexFileName(docsDir) : '' };
    },

    async contentLoaded({ content, actions }) {
      const data: SearchGlobalData = {
        mode: options.mode,
        indexUrl: content.indexFile ? normalizeUrl([context.baseUrl, content.indexFile]) : '',
      };
      actions.setGlobalData(data);
    },

    async postBuild({ outDir, routesPaths, content }) {
      if (options.mode !== 'local') return;
      const started = performance.now();
      const records = await collectRecords({
        outDir,
        routesPaths,
        routeBasePath: options.routeBasePath,
        siteUrl: context.siteConfig.url,
      });
      if (records.length === 0) {
        throw new Error(
          `[${SEARCH_PLUGIN_NAME}] No docs page was found under /${options.routeBasePath}/ in ${outDir}. ` +
            'Check the plugin option `routeBasePath` against the docs plugin.',
        );
      }
      const bytes = await writeIndexFile(path.join(outDir, content.indexFile), records);
      logger.info`[${SEARCH_PLUGIN_NAME}] Indexed ${records.length} records into ${content.indexFile} (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms.`;
    },
  };
}
