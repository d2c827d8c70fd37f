/**
 * Browser-side helpers for the swizzled SearchBar and SearchPage. Light on purpose: the client is in
 * ./localSearchClient, and the engine in the search worker, both loaded on demand.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { NEW_ISSUE_URL } from '@site/config/links';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../types';
import type { LocalSearchClient } from './localSearchClient';
import type { WorkerMessage, WorkerRequest } from './searchWorker';

/** Which search the site was built with, and where the local index is. */
export function useSearchMode(): SearchGlobalData {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
}

/** Performance marks for `npm run bench:search`, which reads them to break down the first search. */
function mark(name: string, at?: number): void {
  const performance = globalThis.performance;
  performance?.mark?.(`vc-search:${name}`, at === undefined ? undefined : { startTime: at - performance.timeOrigin });
}

let worker: Worker | null | undefined;

/** The search worker, started once; null where the browser has none or refuses to start one (a policy). */
function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'function' ? new Worker(new URL('./searchWorker.ts', import.meta.url)) : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'stage') mark(data.stage, data.at);
  });
  return worker;
}

/**
 * Starts the search the moment the reader reaches for it (the pointer or focus on the search button, Ctrl+K): the
 * worker, and in it the index downloads, while the modal's code loads.
 */
export function prefetchLocalIndex(indexUrl: string): void {
  mark('prefetch');
  searchWorker()?.postMessage({ type: 'load', indexUrl } satisfies WorkerRequest);
}

const clients = new Map<string, Promise<LocalSearchClient>>();

/** The local client for an index, created once per page load and shared by the modal and the search page. */
export function loadLocalSearchClient(indexUrl: string): Promise<LocalSearchClient> {
  let client = clients.get(indexUrl);
  if (!client) {
    client = import('./localSearchClient').then(({ createLocalSearchClient }) =>
      createLocalSearchClient(indexUrl, searchWorker() ?? undefined),
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
 * A client for algoliasearch-helper (the /search page) that loads the local client on its first search, so the page
 * can hand the helper a client synchronously.
 */
export function lazyLocalSearchClient(indexUrl: string): Pick<LocalSearchClient, 'search' | 'addAlgoliaAgent'> {
  return {
    search: async (input) => {
      prefetchLocalIndex(indexUrl);
      return (await loadLocalSearchClient(indexUrl)).search(input);
    },
    addAlgoliaAgent() {},
  };
}
