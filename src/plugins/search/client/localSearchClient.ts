/**
 * A search client with the surface of Algolia's lite client (`search(requests)`), answered in the browser from
 * the local index. The DocSearch modal and algoliasearch-helper (the /search page) call it as they would call
 * the hosted service; no request leaves the site.
 *
 * Loaded with a dynamic import when the modal or the search page needs it, so it costs nothing on a page view. The
 * index is parsed and searched in a worker (./searchWorker.ts), so the page stays responsive while it loads; the
 * download and the worker may have been started before this code arrived (./indexLoad.ts).
 */
import { DEFAULT_ATTRIBUTES_TO_SNIPPET, type SearchRecord } from '../types';
import { type FacetFilters, LocalSearchEngine, type LocalSearchResult, type SearchParams } from './engine';
import { parseIndexFile, RetryError } from './indexFile';
import {
  type HeldWorker,
  holdWorker,
  type IndexLoad,
  mark,
  type StartWorker,
  startIndexLoad,
  startSearchWorker,
} from './indexLoad';

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
   * Answers the requests. With `partial`, a search that needs the body text index while it is still being built is
   * answered from the headings at once, and the `onRefine` listeners are called when the body text is in.
   */
  search: (input: SearchInput, options?: { partial?: boolean }) => Promise<{ results: LocalSearchResult[] }>;
  /** The hosted client tags requests with agents; there is no request here, so this does nothing. */
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: () => void } };
  /** Takes over the index load the page started early (./index.ts), or starts one. Never rejects. */
  preload: () => Promise<void>;
  /**
   * Registers a listener to call when a partial answer (see `search`) can be improved: ask again then. Returns the
   * function that removes the listener.
   */
  onRefine: (listener: () => void) => () => void;
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
    // Like the hosted index, a request that names no snippets gets the index's (the /search page names none).
    attributesToSnippet: asStringArray(merged.attributesToSnippet) ?? DEFAULT_ATTRIBUTES_TO_SNIPPET,
    snippetEllipsisText: asString(merged.snippetEllipsisText),
    facetFilters: merged.facetFilters as FacetFilters | undefined,
    facets: asStringArray(merged.facets),
  };
}

/**
 * Answers search requests from the index: in a worker (./searchWorker.ts) when the browser can start one, else here.
 * `partial` allows a first answer from the headings while the body text index is built (`bodyText` resolves then);
 * the answer says whether it is one.
 */
type EngineHost = {
  search: (params: SearchParams[], partial: boolean) => Promise<{ results: LocalSearchResult[]; partial: boolean }>;
  bodyText: Promise<void>;
};

/** Messages from ./searchWorker.ts. */
export type WorkerMessage =
  /** `startedAt`: when the worker's script ran; `receivedAt`: when the index arrived in the worker. */
  | { type: 'parsed'; at: number; startedAt: number; receivedAt: number }
  | { type: 'ready'; at: number }
  | { type: 'built-full'; at: number }
  | { type: 'failed'; message: string }
  | { type: 'results'; id: number; results?: LocalSearchResult[]; partial?: boolean; error?: string; at?: number };

/** The engine on the main thread: headings now, body text once the browser has had a chance to show the first hits. */
function inThreadHost(records: SearchRecord[]): EngineHost {
  const engine = new LocalSearchEngine(records, { deferBodyText: true });
  mark('built');
  const bodyText = new Promise<void>((resolve) => {
    const buildFullIndex = () => {
      engine.buildFullIndex();
      mark('built-full');
      resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(buildFullIndex, { timeout: 200 });
    else setTimeout(buildFullIndex, 0);
  });
  // On the page, a query that needs the body text builds it first (no partial answers).
  return {
    search: (params) => Promise.resolve({ results: params.map((item) => engine.search(item)), partial: false }),
    bodyText,
  };
}

/**
 * The engine in a worker, which parses the index file's bytes and builds the engine, so neither blocks the page (on a
 * phone that is several hundred milliseconds of script). The worker was started with the download (./indexLoad.ts)
 * and is sent the bytes as they arrive. `ready` resolves once the worker answers; it rejects with a RetryError when
 * the index is bad, and with a plain Error when the worker itself cannot run.
 */
function connectWorker({ worker, listen }: HeldWorker): { ready: Promise<EngineHost> } {
  type Answer = { results: LocalSearchResult[]; partial: boolean };
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let bodyTextBuilt: () => void = () => undefined;
  const host: EngineHost = {
    search: (params, partial) =>
      new Promise((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        if (nextId === 1) mark('first-query-sent');
        worker.postMessage({ type: 'search', id: nextId, params, partial });
      }),
    bodyText: new Promise((resolve) => {
      bodyTextBuilt = resolve;
    }),
  };
  const ready = new Promise<EngineHost>((resolve, reject) => {
    listen(
      (data) => {
        if (data.type === 'parsed') {
          mark('worker-started', data.startedAt);
          mark('index-in-worker', data.receivedAt);
          mark(data.type, data.at);
        } else if (data.type === 'built-full') {
          mark(data.type, data.at);
          bodyTextBuilt();
        } else if (data.type === 'ready') {
          mark('built', data.at);
          resolve(host);
        } else if (data.type === 'failed') reject(new RetryError(data.message));
        else if (data.type === 'results') {
          if (data.id === 1) mark('first-query-answered-in-worker', data.at);
          const request = pending.get(data.id);
          pending.delete(data.id);
          if (data.results) request?.resolve({ results: data.results, partial: data.partial === true });
          else request?.reject(new RetryError(data.error ?? 'The search failed.'));
        }
      },
      (message) => {
        const error = new Error(`The search worker stopped: ${message}`);
        for (const request of pending.values()) request.reject(new RetryError(error.message));
        pending.clear();
        reject(error);
      },
    );
  });
  return { ready };
}

async function loadEngine(indexUrl: string, started: IndexLoad | Promise<IndexLoad>): Promise<EngineHost> {
  let load: IndexLoad;
  try {
    load = await started;
  } catch (error) {
    // The page's small loader chunk did not arrive (./index.ts).
    throw new RetryError(`Could not start the search: ${String(error)}`);
  }
  const connection = load.worker && connectWorker(load.worker);
  // Settled either way, so a worker failure before the download ends is not reported as unhandled.
  connection?.ready.catch(() => undefined);
  let bytes: ArrayBuffer;
  try {
    bytes = await load.bytes;
  } catch (error) {
    const reason = error instanceof Error && error.message.startsWith('HTTP ') ? error.message : String(error);
    throw new RetryError(`Could not download the search index ${indexUrl}: ${reason}`);
  }
  if (connection) {
    try {
      return await connection.ready;
    } catch (error) {
      if (error instanceof RetryError) throw error;
      // No worker (blocked, or its script failed to load): the same engine, on this thread.
    }
  }
  const records = parseIndexFile(new TextDecoder().decode(bytes), indexUrl);
  mark('parsed');
  return inThreadHost(records);
}

/**
 * The client for an index. `startLoad` begins a download of the index (with its worker); the client calls it on its
 * first search or `preload`, and again after a failed download. By default it downloads with `fetchIndex` and
 * starts workers with `startWorker`; the page passes a load it started earlier instead (see ./index.ts).
 */
export function createLocalSearchClient(
  indexUrl: string,
  fetchIndex: typeof fetch = fetch,
  startWorker: StartWorker | undefined = startSearchWorker,
  startLoad: () => IndexLoad | Promise<IndexLoad> = () => {
    mark('fetch-start');
    // A fetch that throws at once (a bad URL in some fakes) becomes a failed download, like any other.
    const download = Promise.resolve().then(() => fetchIndex(indexUrl));
    return startIndexLoad(indexUrl, download, holdWorker(startWorker));
  },
): LocalSearchClient {
  let engine: Promise<EngineHost> | undefined;
  const getEngine = () => {
    engine ??= loadEngine(indexUrl, startLoad()).catch((error: unknown) => {
      // Forget the failure so the next query tries again (the network may be back).
      engine = undefined;
      throw error;
    });
    return engine;
  };

  let ready: EngineHost | undefined;
  let latestRequest = 0;
  const refineListeners = new Set<() => void>();
  let refineScheduled = false;
  return {
    async search(input, options) {
      const requests = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
      const request = (latestRequest += 1);
      const wasReady = ready !== undefined;
      const loaded = await getEngine();
      ready = loaded;
      const allowPartial = options?.partial === true;
      // Keystrokes typed while the index loaded queue up: answer only the newest, the modal discards older answers.
      if (!wasReady && request !== latestRequest) {
        const empty = requests.map((item) => ({ ...normalizeRequest(item), query: '' }));
        return { results: (await loaded.search(empty, allowPartial)).results };
      }
      const { results, partial } = await loaded.search(requests.map(normalizeRequest), allowPartial);
      if (!wasReady) mark('answered');
      if (partial && !refineScheduled) {
        refineScheduled = true;
        void loaded.bodyText.then(() => {
          mark('refine');
          for (const listener of refineListeners) listener();
        });
      }
      return { results };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'vision-camera-docs local search', add() {} } },
    preload: () =>
      getEngine().then(
        () => undefined,
        () => undefined,
      ),
    onRefine(listener) {
      refineListeners.add(listener);
      return () => refineListeners.delete(listener);
    },
  };
}
