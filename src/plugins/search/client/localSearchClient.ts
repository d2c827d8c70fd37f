/**
 * A search client with the surface of Algolia's lite client (`search(requests)`), answered in the browser from
 * the local index. The DocSearch modal and algoliasearch-helper (the /search page) call it as they would call
 * the hosted service; no request leaves the site.
 *
 * Loaded with a dynamic import when the modal or the search page needs it, so it costs nothing on a page view. The
 * index is parsed and searched in a worker (./searchWorker.ts), so the page stays responsive while it loads.
 */
import type { SearchRecord } from '../types';
import { type FacetFilters, LocalSearchEngine, type LocalSearchResult, type SearchParams } from './engine';
import { parseIndexFile, RetryError } from './indexFile';

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

/** Performance marks for `npm run bench:search`, which reads them to break down the first search. */
function mark(name: string): void {
  globalThis.performance?.mark?.(`vc-search:${name}`);
}

/** Answers search requests from the index: in a worker (./searchWorker.ts) when the browser can start one, else here. */
type EngineHost = { search: (params: SearchParams[]) => Promise<LocalSearchResult[]> };

/** Starts the search worker; undefined where there are no workers (Node, in tests). */
export type StartWorker = () => Worker;

const startSearchWorker: StartWorker | undefined =
  typeof Worker === 'function' ? () => new Worker(new URL('./searchWorker.ts', import.meta.url)) : undefined;

/** Messages from ./searchWorker.ts. */
export type WorkerMessage =
  | { type: 'parsed' }
  | { type: 'ready' }
  | { type: 'built-full' }
  | { type: 'failed'; message: string }
  | { type: 'results'; id: number; results?: LocalSearchResult[]; error?: string };

/** The engine on the main thread: headings now, body text once the browser has had a chance to show the first hits. */
function inThreadHost(records: SearchRecord[]): EngineHost {
  const engine = new LocalSearchEngine(records, { deferBodyText: true });
  mark('built');
  const buildFullIndex = () => {
    engine.buildFullIndex();
    mark('built-full');
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(buildFullIndex, { timeout: 200 });
  else setTimeout(buildFullIndex, 0);
  return { search: (params) => Promise.resolve(params.map((item) => engine.search(item))) };
}

/**
 * The engine in a worker: the index file's bytes go to it, and it parses them and builds the engine, so neither
 * blocks the page (on a phone that is several hundred milliseconds of script). The worker is started before the index
 * is downloaded, so its code loads meanwhile. `load` resolves once the worker answers; it rejects with a RetryError
 * when the index is bad, and with a plain Error when the worker itself cannot run.
 */
function connectWorker(worker: Worker): { load: (bytes: ArrayBuffer, indexUrl: string) => Promise<EngineHost> } {
  const pending = new Map<
    number,
    { resolve: (results: LocalSearchResult[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let loading: { resolve: (host: EngineHost) => void; reject: (error: Error) => void } | undefined;
  /** Set when the worker failed before it was ready (its script did not load, for example). */
  let failure: Error | undefined;
  const host: EngineHost = {
    search: (params) =>
      new Promise((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        worker.postMessage({ type: 'search', id: nextId, params });
      }),
  };
  worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'parsed' || data.type === 'built-full') mark(data.type);
    else if (data.type === 'ready') {
      mark('built');
      loading?.resolve(host);
      loading = undefined;
    } else if (data.type === 'failed') loading?.reject(new RetryError(data.message));
    else if (data.type === 'results') {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (data.results) request?.resolve(data.results);
      else request?.reject(new RetryError(data.error ?? 'The search failed.'));
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    const error = new Error(`The search worker stopped: ${event.message}`);
    for (const request of pending.values()) request.reject(new RetryError(error.message));
    pending.clear();
    failure = error;
    loading?.reject(error);
    loading = undefined;
  };
  return {
    load: (bytes, indexUrl) =>
      new Promise((resolve, reject) => {
        if (failure) {
          reject(failure);
          return;
        }
        loading = { resolve, reject };
        worker.postMessage({ type: 'load', bytes, indexUrl }, [bytes]);
      }),
  };
}

/** Starts the worker, or undefined when the browser refuses to (a sandbox or a content security policy). */
function tryStartWorker(startWorker: StartWorker | undefined): Worker | undefined {
  try {
    return startWorker?.();
  } catch {
    return undefined;
  }
}

async function loadEngine(
  indexUrl: string,
  fetchIndex: typeof fetch,
  startWorker: StartWorker | undefined,
): Promise<EngineHost> {
  mark('fetch-start');
  const worker = tryStartWorker(startWorker);
  const connection = worker && connectWorker(worker);
  let bytes: ArrayBuffer;
  try {
    let response: Response;
    try {
      response = await fetchIndex(indexUrl);
    } catch (error) {
      throw new RetryError(`Could not download the search index ${indexUrl}: ${String(error)}`);
    }
    if (!response.ok) {
      throw new RetryError(`Could not download the search index ${indexUrl}: HTTP ${response.status}`);
    }
    try {
      bytes = await response.arrayBuffer();
    } catch (error) {
      throw new RetryError(`Could not download the search index ${indexUrl}: ${String(error)}`);
    }
  } catch (error) {
    worker?.terminate();
    throw error;
  }
  if (connection) {
    try {
      // A copy goes to the worker, so the bytes are still here if it cannot run.
      return await connection.load(bytes.slice(0), indexUrl);
    } catch (error) {
      if (error instanceof RetryError) throw error;
      // No worker (blocked, or its script failed to load): the same engine, on this thread.
    }
  }
  const records = parseIndexFile(new TextDecoder().decode(bytes), indexUrl);
  mark('parsed');
  return inThreadHost(records);
}

export function createLocalSearchClient(
  indexUrl: string,
  fetchIndex: typeof fetch = fetch,
  startWorker: StartWorker | undefined = startSearchWorker,
): LocalSearchClient {
  let engine: Promise<EngineHost> | undefined;
  const getEngine = () => {
    engine ??= loadEngine(indexUrl, fetchIndex, startWorker).catch((error: unknown) => {
      // Forget the failure so the next query tries again (the network may be back).
      engine = undefined;
      throw error;
    });
    return engine;
  };

  let ready: EngineHost | undefined;
  let latestRequest = 0;
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
      const request = (latestRequest += 1);
      const wasReady = ready !== undefined;
      const loaded = await getEngine();
      ready = loaded;
      // Keystrokes typed while the index loaded queue up: answer only the newest, the modal discards older answers.
      if (!wasReady && request !== latestRequest) {
        return { results: await loaded.search(requests.map((item) => ({ ...normalizeRequest(item), query: '' }))) };
      }
      const results = await loaded.search(requests.map(normalizeRequest));
      if (!wasReady) mark('answered');
      return { results };
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
