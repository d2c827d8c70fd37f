/**
 * A search client with the surface of Algolia's lite client (`search(requests)`), answered in the browser from
 * the local index. The DocSearch modal and algoliasearch-helper (the /search page) call it as they would call
 * the hosted service; no request leaves the site.
 *
 * Loaded with a dynamic import when the modal or the search page needs it, so it costs nothing on a page view.
 */
import type { SearchIndexFile } from '../types';
import { type FacetFilters, LocalSearchEngine, type LocalSearchResult, type SearchParams } from './engine';

/**
 * The error the hosted client throws when every host failed. The modal shows its "Unable to fetch results"
 * screen for this name only, so a missing or broken index surfaces the same way.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** A request as the modal (`{ requests: [...] }`) or algoliasearch-helper (`[{ indexName, params }]`) sends it. */
export type SearchRequest = {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [parameter: string]: unknown;
};

export type SearchInput = readonly SearchRequest[] | { requests: readonly SearchRequest[] };

export type LocalSearchClient = {
  search: (input: SearchInput) => Promise<{ results: LocalSearchResult[] }>;
  /** The hosted client tags requests with agents; there is no request here, so this does nothing. */
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: () => void } };
  /** Starts downloading the index, e.g. as soon as the modal opens. Never rejects. */
  preload: () => Promise<void>;
};

function asStringArray(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(',');
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Merges a request's top-level fields with its `params` (object, or URL-encoded string as in older clients). */
export function normalizeRequest(request: SearchRequest): SearchParams {
  let params: Record<string, unknown> = {};
  if (typeof request.params === 'string') {
    for (const [key, value] of new URLSearchParams(request.params)) {
      try {
        params[key] = JSON.parse(value);
      } catch {
        params[key] = value;
      }
    }
  } else if (request.params) {
    params = request.params;
  }
  const merged: Record<string, unknown> = { ...params, ...request };
  return {
    indexName: asString(merged.indexName),
    query: asString(merged.query) ?? '',
    hitsPerPage: asNumber(merged.hitsPerPage),
    page: asNumber(merged.page),
    highlightPreTag: asString(merged.highlightPreTag),
    highlightPostTag: asString(merged.highlightPostTag),
    attributesToSnippet: asStringArray(merged.attributesToSnippet),
    snippetEllipsisText: asString(merged.snippetEllipsisText),
    facetFilters: merged.facetFilters as FacetFilters | undefined,
    facets: asStringArray(merged.facets),
  };
}

async function loadEngine(indexUrl: string, fetchIndex: typeof fetch): Promise<LocalSearchEngine> {
  let response: Response;
  try {
    response = await fetchIndex(indexUrl);
  } catch (error) {
    throw new RetryError(`Could not download the search index ${indexUrl}: ${String(error)}`);
  }
  if (!response.ok) {
    throw new RetryError(`Could not download the search index ${indexUrl}: HTTP ${response.status}`);
  }
  let index: SearchIndexFile;
  try {
    index = (await response.json()) as SearchIndexFile;
  } catch (error) {
    throw new RetryError(`The search index ${indexUrl} is not valid JSON: ${String(error)}`);
  }
  if (index?.version !== 1 || !Array.isArray(index.records)) {
    throw new RetryError(`The search index ${indexUrl} has an unknown format.`);
  }
  return new LocalSearchEngine(index.records);
}

export function createLocalSearchClient(indexUrl: string, fetchIndex: typeof fetch = fetch): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | undefined;
  const getEngine = () => {
    engine ??= loadEngine(indexUrl, fetchIndex).catch((error: unknown) => {
      // Forget the failure so the next query tries again (the network may be back).
      engine = undefined;
      throw error;
    });
    return engine;
  };

  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
      const loaded = await getEngine();
      return { results: requests.map((request) => loaded.search(normalizeRequest(request))) };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'vision-camera-docs local search', add() {} } },
    preload: () =>
      getEngine().then(
        () => undefined,
        () => undefined,
      ),
  };
}
