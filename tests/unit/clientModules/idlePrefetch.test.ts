import { describe, expect, it } from 'vitest';
import { queuePrefetches } from '../../../src/clientModules/idlePrefetch';

/** An idle scheduler driven by the test: each `flush(ms)` runs the pending callback with that much idle time. */
function idleScheduler() {
  let pending: ((deadline: IdleDeadline) => void) | undefined;
  return {
    request: (run: (deadline: IdleDeadline) => void) => {
      pending = run;
    },
    flush(idleMs: number) {
      const run = pending;
      pending = undefined;
      let left = idleMs;
      run?.({ didTimeout: false, timeRemaining: () => (left -= 3) });
    },
    get isPending() {
      return pending !== undefined;
    },
  };
}

describe('queuePrefetches', () => {
  it('defers prefetches to idle time, runs them in order within the budget, and each path once', () => {
    const done: string[] = [];
    const original = Object.freeze({ prefetch: (path: string) => done.push(path) > 0, preload: () => true });
    const idle = idleScheduler();
    const docusaurus = queuePrefetches(original, idle.request);

    expect(docusaurus.prefetch('/docs/a')).toBe(true);
    docusaurus.prefetch('/docs/b');
    docusaurus.prefetch('/docs/a');
    docusaurus.prefetch('/docs/c');
    expect(done).toEqual([]);
    expect(docusaurus.preload).toBe(original.preload);

    idle.flush(8); // room for two
    expect(done).toEqual(['/docs/a', '/docs/b']);
    expect(idle.isPending).toBe(true);
    idle.flush(0); // no idle time left: still one, so the queue drains
    expect(done).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(idle.isPending).toBe(false);
  });

  it('spends at most a few milliseconds per idle callback, however long the idle period', () => {
    const done: string[] = [];
    let clock = 0;
    // Each prefetch takes 1.5 ms.
    const original = Object.freeze({
      prefetch: (path: string) => {
        clock += 1.5;
        return done.push(path) > 0;
      },
    });
    const idle = idleScheduler();
    const docusaurus = queuePrefetches(original, idle.request, () => clock);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) docusaurus.prefetch(path);

    idle.flush(50);
    expect(done).toEqual(['/a', '/b', '/c']);
    idle.flush(50);
    expect(done).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
    expect(idle.isPending).toBe(false);
  });
});
