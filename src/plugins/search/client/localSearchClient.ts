/**
 * A search client with the surface of Algolia's lite client (`search(requests)`), answered in the browser from the
 * local index. The DocSearch modal and algoliasearch-helper (the /search page) call it as they would call the hosted
 * service; no request leaves the site.
 *
 * Loaded with a dynamic import when the modal or the search page needs it. The search session runs in a worker
 * (./searchWorker.ts) that ./index.ts may have started already; where the browser has no worker, or the worker
 * cannot run, the same session runs on the page.
 */
import { DEFAULT_ATTRIBUTES_TO_SNIPPET } from '../types';
import type { FacetFilters, LocalSearchResult, SearchParams } from './engine';
import { RetryError } from './indexFile';
import type { WorkerMessage, WorkerRequest } from './searchWorker';

/** A request as the modal (`{ requests: [...] }`) or algoliasearch-helper (`[{ indexName, params }]`) sends it. */
export type SearchRequest = {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [parameter: string]: unknown;
};

export type SearchInput = readonly SearchRequest[] | { requests: readonly SearchRequest[] };

export type LocalSearchClient = {
  /**
   * Answers the requests. With `partial`, a one- or two-word query that comes before the body text index is in is
   * answered from the headings (the modal passes it: the reader is typing and asks again with the next key).
   */
  search: (input: SearchInput, options?: { partial?: boolean }) => Promise<{ results: LocalSearchResult[] }>;
  /** The hosted client tags requests with agents; there is no request here, so this does nothing. */
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: () => void } };
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

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

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
    // Like the hosted index, a request that names no snippets gets the index's (the /search page names none).
    attributesToSnippet: asStringArray(merged.attributesToSnippet) ?? DEFAULT_ATTRIBUTES_TO_SNIPPET,
    snippetEllipsisText: asString(merged.snippetEllipsisText),
    facetFilters: merged.facetFilters as FacetFilters | undefined,
    facets: asStringArray(merged.facets),
  };
}

/** Where requests are answered: the worker, or the page. */
type Host = (params: SearchParams[], partial: boolean) => Promise<LocalSearchResult[]>;

/** The search session on the page, loaded only when there is no worker to run it. */
function pageHost(indexUrl: string): Host {
  const session = import('./searchSession').then(({ SearchSession }) => new SearchSession(indexUrl));
  return async (params, partial) => (await session).search(params, partial);
}

/**
 * The session in `worker`. When the worker stops (its script did not load, a policy refused it), the requests
 * waiting for it and every later one go to the page instead.
 */
function workerHost(indexUrl: string, worker: Worker): Host {
  const pending = new Map<
    number,
    {
      params: SearchParams[];
      partial: boolean;
      resolve: (results: LocalSearchResult[]) => void;
      reject: (error: Error) => void;
    }
  >();
  let fallback: Host | undefined;
  let nextId = 0;
  worker.addEventListener('message', ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type !== 'results') return;
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.results) request?.resolve(data.results);
    else request?.reject(new RetryError(data.error ?? 'The search failed.'));
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker.terminate();
    fallback ??= pageHost(indexUrl);
    for (const { params, partial, resolve, reject } of pending.values())
      fallback(params, partial).then(resolve, reject);
    pending.clear();
  });
  const post = (request: WorkerRequest) => worker.postMessage(request);
  post({ type: 'load', indexUrl });
  return (params, partial) => {
    if (fallback) return fallback(params, partial);
    return new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { params, partial, resolve, reject });
      post({ type: 'search', id: nextId, params, partial });
    });
  };
}

/** The client for an index: it searches in `worker` when one is given, on the page otherwise. */
export function createLocalSearchClient(indexUrl: string, worker?: Worker): LocalSearchClient {
  const host = worker ? workerHost(indexUrl, worker) : pageHost(indexUrl);
  return {
    async search(input, options) {
      const requests = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
      return { results: await host(requests.map(normalizeRequest), options?.partial === true) };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'vision-camera-docs local search', add() {} } },
  };
}
