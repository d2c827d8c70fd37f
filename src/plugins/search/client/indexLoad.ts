/**
 * The start of a local search: the index download and the worker that parses it, begun before the client's code
 * (./localSearchClient.ts) has arrived. A small chunk of its own, loaded when the page is idle or when the reader
 * reaches for search (./index.ts): no engine, no parsing.
 *
 * When the reader reaches for search (the pointer on the search button, Ctrl+K), the page starts the worker at once,
 * so its script loads while the index downloads, and hands it the index as soon as the bytes are in: the worker
 * parses the index and builds the engine while the modal's code is still loading. What the worker says before the
 * client takes it over is kept and replayed.
 */
import type { WorkerMessage } from './localSearchClient';

/** Starts the search worker; undefined where there are no workers (Node, in tests). */
export type StartWorker = () => Worker;

export const startSearchWorker: StartWorker | undefined =
  typeof Worker === 'function' ? () => new Worker(new URL('./searchWorker.ts', import.meta.url)) : undefined;

/** A worker whose messages and failure are kept until someone listens (`listen`). */
export type HeldWorker = {
  worker: Worker;
  /** Whether the worker stopped (its script did not load, for example). */
  failed: () => boolean;
  listen: (onMessage: (message: WorkerMessage) => void, onError: (message: string) => void) => void;
};

/** An index download under way, with its worker. */
export type IndexLoad = {
  /** The index file's bytes; rejects with the reason when the download failed. */
  bytes: Promise<ArrayBuffer>;
  /** The worker, when the browser started one: it is sent a copy of the bytes as soon as they arrive. */
  worker?: HeldWorker;
};

/**
 * Performance marks for `npm run bench:search`, which reads them to break down the first search. `at` is when it
 * happened (milliseconds since the epoch) when that was in the worker, whose messages arrive later.
 */
export function mark(name: string, at?: number): void {
  const performance = globalThis.performance;
  if (!performance?.mark) return;
  performance.mark(`vc-search:${name}`, at === undefined ? undefined : { startTime: at - performance.timeOrigin });
}

function hold(worker: Worker): HeldWorker {
  const backlog: WorkerMessage[] = [];
  let failure: string | undefined;
  let listeners: { onMessage: (message: WorkerMessage) => void; onError: (message: string) => void } | undefined;
  worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
    if (listeners) listeners.onMessage(data);
    else backlog.push(data);
  };
  worker.onerror = (event) => {
    // Handled here (the client falls back to searching on the page), not reported as an uncaught error.
    event.preventDefault();
    worker.terminate();
    failure ??= event.message || 'the worker could not run';
    listeners?.onError(failure);
  };
  return {
    worker,
    failed: () => failure !== undefined,
    listen(onMessage, onError) {
      listeners = { onMessage, onError };
      for (const message of backlog.splice(0)) onMessage(message);
      if (failure !== undefined) onError(failure);
    },
  };
}

/** Starts a worker and holds its messages; undefined where the browser has no workers or refuses to start one. */
export function holdWorker(startWorker: StartWorker | undefined = startSearchWorker): HeldWorker | undefined {
  try {
    const started = startWorker?.();
    return started && hold(started);
  } catch {
    // Refused (a sandbox or a content security policy): the client searches on the page.
    return undefined;
  }
}

/** Reads the index download `response` (started by the caller) and hands its bytes to `worker` when there is one. */
export function startIndexLoad(
  indexUrl: string,
  download: Promise<Response>,
  worker: HeldWorker | undefined,
): IndexLoad {
  const bytes = (async () => {
    const response = await download;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  })();
  bytes.then(
    (data) => {
      if (!worker || worker.failed()) return;
      // A copy goes to the worker, so the bytes are still here if it cannot run.
      const copy = data.slice(0);
      worker.worker.postMessage({ type: 'load', bytes: copy, indexUrl }, [copy]);
    },
    () => worker?.worker.terminate(),
  );
  return { bytes, worker };
}
