/**
 * Reloads the page, once, when the code of the page being opened cannot be loaded.
 *
 * Docusaurus 3.7 already reloads when a chunk fails during a client-side navigation (it logs a warning and calls
 * `location.reload()`), but not when the first page load fails, for example after a deploy replaced the chunks a
 * cached HTML page refers to. We reload in that case too, and remember each reload in sessionStorage so that a
 * second failure for the same page in a row does not reload again: the visitor keeps the server-rendered page.
 */
import type { ClientModule } from '@docusaurus/types';

const STORAGE_KEY = 'vision-camera-docs.chunk-reload';
/** A reload older than this does not count as "in a row". */
const IN_A_ROW_MS = 15_000;

type ReloadRecord = { path: string; at: number };

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(reason.message);
}

function read(): ReloadRecord | null {
  try {
    const value = window.sessionStorage.getItem(STORAGE_KEY);
    return value ? (JSON.parse(value) as ReloadRecord) : null;
  } catch {
    return null;
  }
}

/** Returns false when sessionStorage is unavailable: then we cannot tell a first failure from a loop. */
function write(record: ReloadRecord | null): boolean {
  try {
    if (record) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
    else window.sessionStorage.removeItem(STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Whether the page at `path` was just reloaded because of a chunk failure (by us, or by a failed navigation). */
export function reloadedRecently(record: ReloadRecord | null, path: string, now: number): boolean {
  return record !== null && record.path === path && now - record.at < IN_A_ROW_MS;
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  if (!isChunkLoadError(event.reason)) return;
  // Handled here, with a warning: not an uncaught error in the console.
  event.preventDefault();
  const path = window.location.pathname;
  if (reloadedRecently(read(), path, Date.now())) {
    console.warn(
      '[docs] The code for this page failed to load again after a reload; not reloading again.',
      event.reason,
    );
    return;
  }
  if (!write({ path, at: Date.now() })) {
    console.warn(
      '[docs] The code for this page failed to load, and without sessionStorage a reload could loop.',
      event.reason,
    );
    return;
  }
  console.warn('[docs] The code for this page failed to load; reloading the page once.', event.reason);
  window.location.reload();
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', onUnhandledRejection);
}

const lifecycles: ClientModule = {
  // A client-side navigation starts: if its chunks fail, Docusaurus reloads into this path, which counts as the
  // one reload for it.
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      write({ path: location.pathname, at: Date.now() });
    }
  },
  // The page rendered, so its code loaded: forget the record.
  onRouteDidUpdate() {
    if (read()) write(null);
  },
};

export default lifecycles;
