/**
 * Visible links still prefetch the code of their page, but in idle time, a few at a time.
 *
 * Docusaurus 3.7 prefetches a link's page as soon as the link scrolls into view. Each prefetch looks the path up in
 * every route (route matching plus one regular expression per route), so a long guide, whose first screen holds
 * dozens of API links, spends one long task right after hydration on lookups and holds up input (Total Blocking
 * Time). This module queues those calls and runs them when the browser is idle, within each idle period's budget.
 * Hover and tap keep loading a page at once (that is `preload`, which is not queued), and the 2G / data-saver rule
 * stays in Docusaurus's own `prefetch`, which still runs every queued call.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Prefetcher = { prefetch: (routePath: string) => boolean | Promise<unknown> };

/** Time left in an idle period below which the queue waits for the next one. */
const MIN_IDLE_MS = 4;

/** A copy of Docusaurus's client API (the original is frozen) whose `prefetch` queues the call for idle time. */
export function queuePrefetches<T extends Prefetcher>(
  docusaurus: T,
  requestIdle: (run: (deadline: IdleDeadline) => void) => void,
): T {
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const queue: string[] = [];
  const run = (deadline: IdleDeadline) => {
    // At least one per callback, so a busy page still makes progress when the idle timeout fires.
    do prefetchNow(queue.shift() as string);
    while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS);
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
