/**
 * Visible links still prefetch the code of their page, but in idle time, a few at a time.
 *
 * Docusaurus 3.7 prefetches a link's page as soon as the link scrolls into view. Each prefetch looks the path up in
 * every route (route matching plus one regular expression per route), so a long guide, whose first screen holds
 * dozens of API links, spends one long task right after hydration on lookups and holds up input (Total Blocking
 * Time). This module queues those calls and runs them when the browser is idle, a few milliseconds at a time.
 * Hover and tap keep loading a page at once (that is `preload`, which is not queued), and the 2G / data-saver rule
 * stays in Docusaurus's own `prefetch`, which still runs every queued call.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Prefetcher = { prefetch: (routePath: string) => boolean | Promise<unknown> };

/** Time left in an idle period below which the queue waits for the next one. */
const MIN_IDLE_MS = 4;
/**
 * The most time one idle callback spends on prefetches. An idle period lasts up to 50 ms, but a task that long still
 * delays a tap that comes in meanwhile, and phones are several times slower than the machine that measures it: each
 * prefetch costs 1 to 2 ms on a laptop (a lookup over every route), so a few per callback.
 */
const SLICE_MS = 4;

/** A copy of Docusaurus's client API (the original is frozen) whose `prefetch` queues the call for idle time. */
export function queuePrefetches<T extends Prefetcher>(
  docusaurus: T,
  requestIdle: (run: (deadline: IdleDeadline) => void) => void,
  now: () => number = () => performance.now(),
): T {
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const queue: string[] = [];
  const run = (deadline: IdleDeadline) => {
    const started = now();
    // At least one per callback, so a busy page still makes progress when the idle timeout fires.
    do prefetchNow(queue.shift() as string);
    while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS && now() - started < SLICE_MS);
    if (queue.length > 0) requestIdle(run);
  };
  const prefetch = (routePath: string) => {
    if (!queue.includes(routePath) && queue.push(routePath) === 1) requestIdle(run);
    return true;
  };
  return { ...docusaurus, prefetch };
}

if (ExecutionEnvironment.canUseDOM) {
  // window.docusaurus is set by Docusaurus's client entry, which runs right after the client modules are evaluated.
  queueMicrotask(() => {
    const host = window as unknown as { docusaurus?: Prefetcher };
    const docusaurus = host.docusaurus;
    if (!docusaurus) return;
    const requestIdle =
      'requestIdleCallback' in window
        ? (run: (deadline: IdleDeadline) => void) => window.requestIdleCallback(run, { timeout: 2000 })
        : (run: (deadline: IdleDeadline) => void) =>
            window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), 50);
    // Links look `window.docusaurus` up on every call, so replacing the object is enough.
    host.docusaurus = queuePrefetches(docusaurus, requestIdle);
  });
}
