/**
 * Browser-side helpers for the swizzled SearchBar and SearchPage. Light on purpose: the engine and MiniSearch
 * are in ./localSearchClient, which is loaded on demand.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { NEW_ISSUE_URL } from '@site/config/links';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../types';
import type { HeldWorker, IndexLoad } from './indexLoad';
import type { LocalSearchClient } from './localSearchClient';

/** Which search the site was built with, and where the local index is. */
export function useSearchMode(): SearchGlobalData {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
}

const clients = new Map<string, Promise<LocalSearchClient>>();
const earlyLoads = new Map<string, Promise<IndexLoad>>();

/**
 * ./indexLoad (starting the worker and handing it the index), loaded when the page is idle or when the reader
 * reaches for search, whichever comes first: a small chunk, kept out of every page's first script.
 */
let indexLoadModule: Promise<typeof import('./indexLoad')> | undefined;
const loadIndexLoad = () => (indexLoadModule ??= import('./indexLoad'));

/** A search worker started ahead of time (`warmUpSearchWorker`), waiting for an index. */
let warmWorker: Promise<HeldWorker | undefined> | undefined;
let warmingUp = false;

/** The worker started ahead of time, or a new one. */
async function takeWorker({ holdWorker }: typeof import('./indexLoad')): Promise<HeldWorker | undefined> {
  const warm = warmWorker;
  warmWorker = undefined;
  return (await warm) ?? holdWorker();
}

/** Whether the reader is on a slow or metered connection, by the rule Docusaurus applies to prefetching. */
function isSlowConnection(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * Starts the search worker once the page is idle, so that a first search does not wait for it (starting a worker
 * and loading its 9 KB script takes 30 to 100 ms). It downloads nothing else: the index comes when the reader reaches
 * for search. Skipped on 2G and with data saving, as Docusaurus skips prefetching there.
 */
export function warmUpSearchWorker(): void {
  if (warmingUp || typeof window === 'undefined' || isSlowConnection()) return;
  warmingUp = true;
  const start = () => {
    if (earlyLoads.size > 0 || clients.size > 0) return;
    warmWorker = loadIndexLoad().then(
      ({ holdWorker }) => holdWorker(),
      () => undefined,
    );
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

/** Starts a load of the index: the download at once, the worker as soon as ./indexLoad is in. */
function startLoad(indexUrl: string): Promise<IndexLoad> {
  globalThis.performance?.mark?.('vc-search:fetch-start');
  const response = fetch(indexUrl);
  // A failure is reported by the client when it takes the load; do not report it twice.
  response.catch(() => undefined);
  return loadIndexLoad().then(async (module) => {
    const load = module.startIndexLoad(indexUrl, response, await takeWorker(module));
    load.bytes.catch(() => undefined);
    return load;
  });
}

/**
 * Starts downloading the index and the worker that parses it the moment the reader reaches for search (the pointer
 * or focus on the search button, Ctrl+K), before the client's code has arrived, so the downloads, the worker's start
 * and the parsing all overlap with loading the modal. The client takes this load on its first search.
 */
export function prefetchLocalIndex(indexUrl: string): void {
  if (earlyLoads.has(indexUrl) || clients.has(indexUrl)) return;
  const load = startLoad(indexUrl);
  load.catch(() => undefined);
  earlyLoads.set(indexUrl, load);
}

/** The load started early the first time, a new one after that (for example a retry after a failure). */
function loadOnce(indexUrl: string): Promise<IndexLoad> {
  const early = earlyLoads.get(indexUrl);
  earlyLoads.delete(indexUrl);
  return early ?? startLoad(indexUrl);
}

/** The local client for an index, created once per page load and shared by the modal and the search page. */
export function loadLocalSearchClient(indexUrl: string): Promise<LocalSearchClient> {
  let client = clients.get(indexUrl);
  if (!client) {
    client = import('./localSearchClient').then(({ createLocalSearchClient }) =>
      createLocalSearchClient(indexUrl, undefined, undefined, () => loadOnce(indexUrl)),
    );
    clients.set(indexUrl, client);
  }
  return client;
}

/** "Believe this query should return results? Let us know." opens a pre-filled issue on the library repository. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `[docs] Search finds nothing for "${query}"`;
  const body = [
    `Searching the v4 documentation for \`${query}\` returned no results.`,
    '',
    'What I expected to find:',
  ].join('\n');
  return `${NEW_ISSUE_URL}?${new URLSearchParams({ title, body }).toString()}`;
}

/** Texts of the modal's error screen when the local index cannot be used. */
export function localSearchErrorTexts(): { titleText: string; helpText: string } | undefined {
  // The dev server (`npm start`) does not run postBuild, so there is no index to download.
  if (process.env.NODE_ENV === 'development') {
    return {
      titleText: 'Search needs a production build',
      helpText: 'The local search index is built by `npm run build`. Run `npm run build && npm run serve` to search.',
    };
  }
  return undefined;
}

/**
 * A client for algoliasearch-helper (the /search page) that loads the local client on its first search,
 * so the page can hand the helper a client synchronously.
 */
export function lazyLocalSearchClient(indexUrl: string): Pick<LocalSearchClient, 'search' | 'addAlgoliaAgent'> {
  return {
    search: async (input) => {
      // The first search starts the download and the worker before the client's code arrives.
      prefetchLocalIndex(indexUrl);
      return (await loadLocalSearchClient(indexUrl)).search(input);
    },
    addAlgoliaAgent() {},
  };
}
