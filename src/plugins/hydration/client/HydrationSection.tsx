/**
 * One section of a doc's content (see ../server/rehypeSections.ts): a Suspense boundary, so React hydrates it on its
 * own, after the page around it and in a task of its own, instead of the whole page in one go. It never suspends:
 * nothing inside it loads lazily, so it only ever shows its content (the fallback is never seen).
 *
 * Each section marks its hydration (`vc-hydration:section`, with the number of the task it ran in) for the e2e test
 * and for anyone who profiles the page.
 */
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { SECTION_MARK } from '../shared/sections';

let task = 0;
let inTask = false;

/** A number for the current task: the same for every call until the task ends (its microtasks run). */
function currentTask(): number {
  if (!inTask) {
    inTask = true;
    task += 1;
    queueMicrotask(() => {
      inTask = false;
    });
  }
  return task;
}

/** Marks the section's commit, once: on the first page, its hydration; after a navigation, its first render. */
function Probe(): null {
  useLayoutEffect(() => {
    performance.mark(SECTION_MARK, { detail: { task: currentTask() } });
  }, []);
  return null;
}

export default function HydrationSection({ children }: { children?: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      {children}
      <Probe />
    </Suspense>
  );
}
