// Long tasks as the browser observes them, next to Lighthouse's simulation: the page loads in Chromium with its CPU
// slowed down 4× (as Lighthouse's mobile preset assumes) and a phone-sized viewport, and a `longtask`
// PerformanceObserver, registered before any of the page's scripts run, records every task over 50 ms.
// Lighthouse instead estimates each task's duration from an unthrottled trace, which on a shared machine varies from
// run to run by more than the changes it is meant to show.
//
// Two windows: from the first contentful paint, and from the start of hydration. Docusaurus's `main.js` starts
// hydration when it has run (React then renders in tasks of its own); the tasks before that (the HTML parser laying
// out the streamed page, and running `main.js` itself) are the browser's and the framework's, not hydration's.
import { chromium } from '@playwright/test';
import { median } from './median.mjs';

const CPU_SLOWDOWN = 4;

/**
 * One load of `url`: the longest task from the first contentful paint on, the number of them, and their blocking; the
 * longest and the number from the start of hydration on.
 */
async function observeOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addInitScript(() => {
      const tasks = [];
      globalThis.__observedLongTasks = tasks;
      // A script's load event fires right after it has run: for main.js, when hydration has been started.
      globalThis.document.addEventListener(
        'load',
        (event) => {
          if (/\/assets\/js\/main\.[0-9a-f]+\.js$/.test(event.target?.src ?? ''))
            globalThis.__mainRan = performance.now();
        },
        true,
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration, its sections and the idle work after it finish within a few seconds even when slowed down.
    await page.waitForTimeout(5000);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = globalThis.__observedLongTasks.filter((task) => task.start >= fcp);
      const mainRan = globalThis.__mainRan ?? Infinity;
      const hydrating = after.filter((task) => task.start >= mainRan);
      return {
        longest: Math.max(0, ...after.map((task) => task.duration)),
        count: after.length,
        blocking: after.reduce((sum, task) => sum + task.duration - 50, 0),
        longestHydrating: Math.max(0, ...hydrating.map((task) => task.duration)),
        countHydrating: hydrating.length,
        hydrationStarted: Number.isFinite(mainRan),
      };
    });
  } finally {
    await context.close();
  }
}

/** Medians over `runs` loads of each figure of `observeOnce`. */
export async function observedLongTasks(url, runs, executablePath) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await observeOnce(browser, url));
    if (samples.some((sample) => !sample.hydrationStarted)) {
      throw new Error(`${url}: main.js never reported running, so the start of hydration is unknown.`);
    }
    return {
      longest: median(samples.map((sample) => sample.longest)),
      count: median(samples.map((sample) => sample.count)),
      blocking: median(samples.map((sample) => sample.blocking)),
      longestHydrating: median(samples.map((sample) => sample.longestHydrating)),
      countHydrating: median(samples.map((sample) => sample.countHydrating)),
      runs: samples,
    };
  } finally {
    await browser.close();
  }
}
