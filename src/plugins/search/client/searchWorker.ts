/**
 * The search worker: parses the index file and runs the engine off the page's main thread (./indexLoad.ts sends it
 * the index file's bytes, ./localSearchClient.ts then search requests). It builds the headings index first and the
 * body text index once the queries pause (`FULL_INDEX_QUIET_MS`); a query that comes in between is answered from the
 * headings when the page can ask again (`partial`), and the worker says when the body text is in (`built-full`).
 */
import { LocalSearchEngine, type SearchParams } from './engine';
import { parseIndexFile } from './indexFile';
import type { WorkerMessage } from './localSearchClient';

export type WorkerRequest =
  | { type: 'load'; bytes: ArrayBuffer; indexUrl: string }
  /** `partial`: the page will ask again when told that the body text is in, so a first answer may skip it. */
  | { type: 'search'; id: number; params: SearchParams[]; partial?: boolean };

/**
 * When the body text index is built (about 70 ms of work on a laptop, in which the worker answers nothing): once no
 * query has come for `FULL_INDEX_QUIET_MS`, or `FULL_INDEX_FALLBACK_MS` after the headings index is ready if no query
 * comes at all. The page's first queries come while the modal renders and the reader types, at uneven intervals of
 * 20 to 100 ms; each is answered from the headings at once instead of waiting behind the body text.
 */
const FULL_INDEX_QUIET_MS = 40;
const FULL_INDEX_FALLBACK_MS = 300;

/**
 * A query the worker answers for itself once the headings index is built, unless a real one came first: the first
 * query of a fresh engine compiles the ranking and highlighting code and fills per-record caches (10 to 20 ms in a
 * browser), which is better done while the modal renders and the reader types than in the reader's first query.
 */
const WARM_UP_QUERY = 'camera frame';

/** The time as the page's clock reads it (workers have their own time origin), for the page's performance marks. */
const now = () => performance.timeOrigin + performance.now();
/** When this worker's script ran, for the same marks. */
const startedAt = now();

/** The worker's side of the conversation, apart from the worker itself (the tests drive it directly). */
export function createSearchWorkerHandler(post: (message: WorkerMessage) => void): (data: WorkerRequest) => void {
  let engine: LocalSearchEngine | undefined;
  let fullIndexTimer: ReturnType<typeof setTimeout> | undefined;
  let fullIndexBuilt = false;
  let warmUpTimer: ReturnType<typeof setTimeout> | undefined;
  /** (Re)schedules building the body text index `delay` ms from now, and saying so. */
  const buildFullIndexIn = (delay: number) => {
    const loaded = engine;
    if (!loaded || fullIndexBuilt) return;
    clearTimeout(fullIndexTimer);
    fullIndexTimer = setTimeout(() => {
      fullIndexBuilt = true;
      loaded.buildFullIndex();
      post({ type: 'built-full', at: now() });
    }, delay);
  };
  return (data) => {
    if (data.type === 'load') {
      const receivedAt = now();
      try {
        const records = parseIndexFile(new TextDecoder().decode(data.bytes), data.indexUrl);
        post({ type: 'parsed', at: now(), startedAt, receivedAt });
        engine = new LocalSearchEngine(records, { deferBodyText: true });
        fullIndexBuilt = false;
        post({ type: 'ready', at: now() });
        buildFullIndexIn(FULL_INDEX_FALLBACK_MS);
        const built = engine;
        warmUpTimer = setTimeout(() => {
          try {
            built.search({ query: WARM_UP_QUERY }, { headingsOnly: true });
          } catch {
            // Only a warm-up: an error here must not stop the worker, whose real queries report their own.
          }
        }, 0);
      } catch (error) {
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    clearTimeout(warmUpTimer);
    try {
      if (!engine) throw new Error('The search index is not loaded.');
      const loaded = engine;
      const partial = data.partial === true && data.params.some((params) => loaded.waitsForBodyText(params));
      const results = data.params.map((params) => loaded.search(params, { headingsOnly: partial }));
      post({ type: 'results', id: data.id, results, partial, at: now() });
      buildFullIndexIn(FULL_INDEX_QUIET_MS);
    } catch (error) {
      post({ type: 'results', id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

// In a worker: answer the page. (`self` is the worker's global scope; the site's TypeScript lib is the DOM's.)
if (typeof self !== 'undefined' && typeof window === 'undefined') {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
    postMessage: (message: WorkerMessage) => void;
  };
  const handle = createSearchWorkerHandler((message) => scope.postMessage(message));
  scope.onmessage = ({ data }) => handle(data);
}
