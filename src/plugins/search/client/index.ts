/**
 * Browser-side helpers for the swizzled SearchBar and SearchPage. Light on purpose: the engine and MiniSearch
 * are in ./localSearchClient, which is loaded on demand.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { NEW_ISSUE_URL } from '@site/config/links';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../types';
import type { LocalSearchClient } from './localSearchClient';

/** Which search the site was built with, and where the local index is. */
export function useSearchMode(): SearchGlobalData {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
}

const clients = new Map<string, Promise<LocalSearchClient>>();
const prefetchedIndexes = new Map<string, Promise<Response>>();

/**
 * Starts downloading the index the moment the modal opens, before the client's code has arrived, so the two
 * downloads overlap. The client takes this response on its first load.
 */
export function prefetchLocalIndex(indexUrl: string): void {
  if (prefetchedIndexes.has(indexUrl) || clients.has(indexUrl)) return;
  const response = fetch(indexUrl);
  // A failure is reported by the client when it takes the response; do not report it twice.
  response.catch(() => undefined);
  prefetchedIndexes.set(indexUrl, response);
}

/** The prefetched response the first time, a new request after that (for example a retry after a failure). */
function fetchIndexOnce(url: string): Promise<Response> {
  const prefetched = prefetchedIndexes.get(url);
  prefetchedIndexes.delete(url);
  return prefetched ?? fetch(url);
}

/** The local client for an index, created once per page load and shared by the modal and the search page. */
export function loadLocalSearchClient(indexUrl: string): Promise<LocalSearchClient> {
  let client = clients.get(indexUrl);
  if (!client) {
    client = import('./localSearchClient').then(({ createLocalSearchClient }) =>
      createLocalSearchClient(indexUrl, fetchIndexOnce as typeof fetch),
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
    search: async (input) => (await loadLocalSearchClient(indexUrl)).search(input),
    addAlgoliaAgent() {},
  };
}
