/**
 * The search worker: parses the index file and runs the engine off the page's main thread (./localSearchClient.ts
 * sends it the index file's bytes, then search requests). Like the page, it answers the first query from the
 * headings and builds the body text index right after.
 */
import { LocalSearchEngine, type SearchParams } from './engine';
import { parseIndexFile } from './indexFile';
import type { WorkerMessage } from './localSearchClient';

export type WorkerRequest =
  { type: 'load'; bytes: ArrayBuffer; indexUrl: string } | { type: 'search'; id: number; params: SearchParams[] };

/** Time after loading when the body text index is built: the first query is answered from the headings before. */
const FULL_INDEX_DELAY_MS = 300;

/** The worker's side of the conversation, apart from the worker itself (the tests drive it directly). */
export function createSearchWorkerHandler(post: (message: WorkerMessage) => void): (data: WorkerRequest) => void {
  let engine: LocalSearchEngine | undefined;
  let fullIndexTimer: ReturnType<typeof setTimeout> | undefined;
  const buildFullIndexSoon = (delay: number) => {
    if (fullIndexTimer !== undefined || !engine) return;
    const loaded = engine;
    fullIndexTimer = setTimeout(() => {
      loaded.buildFullIndex();
      post({ type: 'built-full' });
    }, delay);
  };
  return (data) => {
    if (data.type === 'load') {
      try {
        const records = parseIndexFile(new TextDecoder().decode(data.bytes), data.indexUrl);
        post({ type: 'parsed' });
        engine = new LocalSearchEngine(records, { deferBodyText: true });
        post({ type: 'ready' });
        buildFullIndexSoon(FULL_INDEX_DELAY_MS);
      } catch (error) {
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    try {
      if (!engine) throw new Error('The search index is not loaded.');
      const loaded = engine;
      post({ type: 'results', id: data.id, results: data.params.map((params) => loaded.search(params)) });
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
