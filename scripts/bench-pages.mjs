// Page benchmark of the production build (run `npm run build` first): Lighthouse (mobile, median of LIGHTHOUSE_RUNS
// runs, default 3; desktop, one run) on the home page, the longest guide, the longest API page and /search, with the
// JavaScript a visitor downloads before the page's load event and the page's HTML size, both gzip.
// Per page it also reports the main thread's long tasks as Lighthouse simulates them under its mobile CPU slowdown
// (the `long-tasks` audit's full list): the longest one, how many last over 50 ms, and the longest that starts after
// the first contentful paint, next to TBT. Each is the median over the mobile runs. Next to them, the same tasks as
// Chromium itself records them with the CPU slowed down 4× (./lib/observedLongTasks.mjs), which vary less between runs
// than Lighthouse's estimate.
// The observed tasks are counted from the first paint, and again from the start of hydration (when main.js has run).
// Usage: npm run bench:pages            (PAGES=/,/docs/guides/devices to choose pages)
// Not part of `npm test`: the timings depend on the machine. Targets: mobile performance >= 98 and TBT <= 100 ms on
// each page, no task over 50 ms after hydration starts (nor, ideally, after the first paint), desktop performance 100.
//
// Reproducibility: the timings scale with whatever else runs on the machine. The script prints the 1-minute load
// average before and after each page, and refuses to start when it is above MAX_LOAD (default 1.0) unless FORCE=1,
// in which case every figure is marked as taken on a busy machine. WAIT_FOR_QUIET=<seconds> waits up to that long
// for the load to drop first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { largestPage } from './lib/largestPage.mjs';
import { median } from './lib/median.mjs';
import { observedLongTasks } from './lib/observedLongTasks.mjs';
import { createProductionServer } from './serve-production.mjs';

const BUILD = 'build';
const PORT = 4192;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MAX_LOAD = Number(process.env.MAX_LOAD ?? 1);
const FORCE = process.env.FORCE === '1';
const WAIT_FOR_QUIET = Number(process.env.WAIT_FOR_QUIET ?? 0);

const load1 = () => os.loadavg()[0];
const loadText = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!existsSync(`${BUILD}/index.html`)) {
  console.error('No production build in build/. Run `npm run build` first.');
  process.exit(1);
}

const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  largestPage(BUILD, 'docs/guides'),
  largestPage(BUILD, 'docs/api'),
  '/search?q=frame',
];

/** gzip size of the built HTML of a route (its index.html). */
function htmlGzip(route) {
  const pathname = route.split('?')[0].replace(/\/$/, '');
  const file = path.join(BUILD, pathname, 'index.html');
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 6 }).length : NaN;
}

/** Bytes (as transferred, gzip) of the scripts that finished before the load event. */
function firstLoadJs(lhr) {
  const loadEnd = lhr.audits.metrics.details.items[0].observedLoad;
  const requests = lhr.audits['network-requests'].details.items;
  const start = Math.min(...requests.map((request) => request.networkRequestTime ?? request.startTime ?? 0));
  return requests
    .filter(
      (request) => request.resourceType === 'Script' && (request.networkEndTime ?? request.endTime) - start <= loadEnd,
    )
    .reduce((sum, request) => sum + request.transferSize, 0);
}

/**
 * The main thread's long tasks of a mobile run as the `long-tasks` audit computed them (simulated under the mobile
 * CPU slowdown; its debug data lists every task of 50 ms or more, its table only the 20 longest), with the first
 * contentful paint of the same simulation.
 */
function longTasks(lhr) {
  const tasks = lhr.audits['long-tasks'].details?.debugData?.tasks ?? [];
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  const afterPaint = tasks.filter((task) => task.startTime >= fcp);
  return {
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    count: tasks.length,
    longestAfterPaint: Math.max(0, ...afterPaint.map((task) => task.duration)),
    countAfterPaint: afterPaint.length,
  };
}

async function waitForQuiet() {
  const deadline = Date.now() + WAIT_FOR_QUIET * 1000;
  while (load1() > MAX_LOAD && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

await waitForQuiet();
const busyAtStart = load1() > MAX_LOAD;
if (busyAtStart) {
  const banner = '!'.repeat(100);
  console.error(banner);
  console.error(
    `!! The machine is busy: 1-minute load average ${load1().toFixed(2)} > ${MAX_LOAD} (${os.cpus().length} cores).`,
  );
  console.error('!! Lighthouse simulates a slow phone by multiplying the measured task times: on a busy machine every');
  console.error('!! task, TBT and the score come out worse than they are, and the figures do not reproduce.');
  if (!FORCE) {
    console.error('!! Refusing to run. Wait until `uptime` shows a load under 1, or set WAIT_FOR_QUIET=600 to wait,');
    console.error('!! or FORCE=1 to measure anyway (every figure is then marked as taken on a busy machine).');
    console.error(banner);
    process.exit(2);
  }
  console.error('!! FORCE=1: measuring anyway. Do not quote these figures as those of a quiet machine.');
  console.error(banner);
}

// Served like a production host (gzip, long cache for hashed assets): see scripts/serve-production.mjs.
const server = createProductionServer(BUILD);
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const rows = [];
try {
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${PORT}${page}`;
    const loadBefore = load1();
    console.log(`${page}: load average before ${loadText()}`);
    const mobile = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      mobile.push(lhr);
    }
    const { lhr: desktop } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktopConfig,
    );
    const observed = await observedLongTasks(url, RUNS, CHROME_PATH);
    const loadAfter = load1();
    console.log(`${page}: load average after  ${loadText()}`);
    const pick = (read) => median(mobile.map(read));
    rows.push({
      page,
      loadBefore,
      loadAfter,
      performance: pick((lhr) => lhr.categories.performance.score * 100),
      tbt: pick((lhr) => lhr.audits['total-blocking-time'].numericValue),
      longestTask: pick((lhr) => longTasks(lhr).longest),
      tasksOver50: pick((lhr) => longTasks(lhr).count),
      longestTaskAfterPaint: pick((lhr) => longTasks(lhr).longestAfterPaint),
      tasksOver50AfterPaint: pick((lhr) => longTasks(lhr).countAfterPaint),
      runs: mobile.map((lhr) => ({
        performance: lhr.categories.performance.score * 100,
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        longTasks: (lhr.audits['long-tasks'].details?.debugData?.tasks ?? []).map((task) => ({
          startTime: task.startTime,
          duration: task.duration,
          url: lhr.audits['long-tasks'].details.debugData.urls[task.urlIndex],
        })),
      })),
      observed,
      lcp: pick((lhr) => lhr.audits['largest-contentful-paint'].numericValue),
      accessibility: pick((lhr) => lhr.categories.accessibility.score * 100),
      firstLoadJsGzip: pick(firstLoadJs),
      htmlGzip: htmlGzip(page),
      desktopPerformance: desktop.categories.performance.score * 100,
      failing: Object.values(mobile[0].audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => audit.id),
    });
  }
} finally {
  await chrome.kill();
  server.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (value, width) => String(value).padEnd(width);
console.log(`Mobile: median of ${RUNS} Lighthouse runs; desktop: one run. Sizes are gzip.`);
console.log(
  'Tasks: simulated under the mobile CPU slowdown; "longest" and ">50" over the whole load, "after FCP" from the first paint on.',
);
console.log(
  `"observed": longest task / tasks over 50 ms / blocking time, all after FCP, as Chromium records them with the CPU slowed 4× (median of ${RUNS} loads);`,
);
console.log(
  '"hydrating": the longest observed task / tasks over 50 ms from the start of hydration (main.js has run) on.',
);
if (busyAtStart)
  console.log(`!! BUSY MACHINE (load ${rows[0]?.loadBefore.toFixed(2)} at start, FORCE=1): figures not comparable.`);
console.log(
  `${pad('page', 40)}${pad('load', 11)}${pad('perf', 6)}${pad('TBT', 9)}${pad('longest', 9)}${pad('>50', 5)}` +
    `${pad('after FCP', 12)}${pad('observed', 19)}${pad('hydrating', 11)}${pad('LCP', 9)}${pad('a11y', 6)}${pad('first-load JS', 15)}${pad('HTML', 10)}desktop`,
);
for (const row of rows) {
  console.log(
    `${pad(row.page, 40)}${pad(`${row.loadBefore.toFixed(2)}→${row.loadAfter.toFixed(2)}`, 11)}` +
      `${pad(Math.round(row.performance), 6)}${pad(`${Math.round(row.tbt)} ms`, 9)}` +
      `${pad(`${Math.round(row.longestTask)} ms`, 9)}${pad(row.tasksOver50, 5)}` +
      `${pad(`${Math.round(row.longestTaskAfterPaint)} ms/${row.tasksOver50AfterPaint}`, 12)}` +
      `${pad(`${Math.round(row.observed.longest)} ms/${row.observed.count}/${Math.round(row.observed.blocking)} ms`, 19)}` +
      `${pad(`${Math.round(row.observed.longestHydrating)} ms/${row.observed.countHydrating}`, 11)}` +
      `${pad(`${Math.round(row.lcp)} ms`, 9)}${pad(Math.round(row.accessibility), 6)}${pad(kb(row.firstLoadJsGzip), 15)}` +
      `${pad(kb(row.htmlGzip), 10)}${Math.round(row.desktopPerformance)}`,
  );
}
for (const row of rows) {
  if (row.failing.length > 0) console.log(`  ${row.page}: mobile audits below 0.9: ${row.failing.join(', ')}`);
}
writeFileSync(
  'bench-pages.json',
  `${JSON.stringify({ cores: os.cpus().length, maxLoad: MAX_LOAD, busyAtStart, pages: rows }, null, 2)}\n`,
);
console.log('Wrote bench-pages.json');
