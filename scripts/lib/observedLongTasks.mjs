// Long tasks as the browser observes them, next to Lighthouse's simulation: the page loads in Chromium with its CPU
// slowed down 4× (as Lighthouse's mobile preset assumes) and a phone-sized viewport, and a `longtask`
// PerformanceObserver, registered before any of the page's scripts run, records every task over 50 ms.
// Lighthouse instead estimates each task's duration from an unthrottled trace, which on a shared machine varies from
// run to run by more than the changes it is meant to show.
import { chromium } from '@playwright/test';
import { median } from './median.mjs';

const CPU_SLOWDOWN = 4;

/** One load of `url`: the longest task from the first contentful paint on, the number of them, and their blocking. */
async function observeOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addInitScript(() => {
      const tasks = [];
      globalThis.__observedLongTasks = tasks;
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
      return {
        longest: Math.max(0, ...after.map((task) => task.duration)),
        count: after.length,
        blocking: after.reduce((sum, task) => sum + task.duration - 50, 0),
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
    return {
      longest: median(samples.map((sample) => sample.longest)),
      count: median(samples.map((sample) => sample.count)),
      blocking: median(samples.map((sample) => sample.blocking)),
      runs: samples,
    };
  } finally {
    await browser.close();
  }
}
