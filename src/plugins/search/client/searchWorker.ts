/**
 * The search worker: runs the page's search session (./searchSession.ts) off the main thread, so downloading,
 * parsing and indexing never stall the page. ./index.ts starts it and sends `load`; ./localSearchClient.ts sends
 * `search` requests.
 */
import type { LocalSearchResult, SearchParams } from './engine';
import { SearchSession, type Stage } from './searchSession';

export type WorkerRequest =
  { type: 'load'; indexUrl: string } | { type: 'search'; id: number; params: SearchParams[]; partial: boolean };

export type WorkerMessage =
  /** `at`: when the stage was reached, on the page's clock (milliseconds since the epoch). */
  | { type: 'stage'; stage: Stage; at: number }
  | { type: 'results'; id: number; results?: LocalSearchResult[]; error?: string };

/** The worker's side of the conversation, apart from the worker itself (the tests drive it directly). */
export function createSearchWorkerHandler(post: (message: WorkerMessage) => void): (request: WorkerRequest) => void {
  let session: SearchSession | undefined;
  return (request) => {
    if (request.type === 'load') {
      session ??= new SearchSession(request.indexUrl, (stage) =>
        post({ type: 'stage', stage, at: performance.timeOrigin + performance.now() }),
      );
      session.start();
      return;
    }
    const { id } = request;
    if (!session) {
      post({ type: 'results', id, error: 'The search index is not loaded.' });
      return;
    }
    session.search(request.params, request.partial).then(
      (results) => post({ type: 'results', id, results }),
      (error: unknown) => post({ type: 'results', id, error: error instanceof Error ? error.message : String(error) }),
    );
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
  scope.postMessage({ type: 'stage', stage: 'worker-started', at: performance.timeOrigin + performance.now() });
}
