// Search benchmark (run after `npm run build`): index build time, index size, relevance (hit@1, hit@3 and MRR over the
// fixture queries, overall and per query class), query latency in Node over the fixture queries, and the time from
// opening the modal to the first rendered hit in Chromium (cold and warm).
// Usage: npm run bench:search   (BROWSER_RUNS=9 for more page loads per figure than the default 7)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SECTION_MARK } from '../src/plugins/hydration/shared/sections';
import { LocalSearchEngine } from '../src/plugins/search/client/engine';
import { parseBuiltDocPage } from '../src/lib/built-doc-pages/parseBuiltDocPage';
import { collectRecords } from '../src/plugins/search/server/indexer/buildIndex';
import {
  evaluate,
  findIndexFile,
  formatEvaluation,
  modalParams,
  readCases,
  readIndexRecords,
} from './lib/searchRelevance';

const BUILD = 'build';
const PORT = 4191;
/** Page loads per Chromium figure: its medians move by tens of milliseconds from run to run with fewer. */
const BROWSER_RUNS = Number(process.env.BROWSER_RUNS ?? 7);
const cases = readCases();
const queries = cases.map((entry) => entry.query);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

function docsRoutes(dir: string, prefix = '/docs'): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const route = `${prefix}/${entry.name}`;
    routes.push(route, ...docsRoutes(path.join(dir, entry.name), route));
  }
  return routes;
}

// 1. Index build and size.
const routes = docsRoutes(path.join(BUILD, 'docs'));
let started = performance.now();
// Every built docs page (a folder with an index.html that is a docs page), read as the build reads it. The parsed
// pages are dropped once their records are made, so their DOMs do not weigh on the query timings below.
function readRecords() {
  const pages = routes.sort().flatMap((route) => {
    const file = path.join(BUILD, route, 'index.html');
    try {
      return [parseBuiltDocPage(readFileSync(file, 'utf8'), { siteUrl: 'https://example.dev', permalink: route })];
    } catch {
      return []; // a folder without a docs page (for example docs/api/classes)
    }
  });
  return collectRecords(pages);
}
const records = readRecords();
const buildMs = performance.now() - started;
const indexPath = findIndexFile(BUILD);
if (!indexPath) throw new Error(`No search index in ${BUILD}/assets/search: run \`npm run build\` first.`);
const indexFile = path.basename(indexPath);
const shipped = readFileSync(indexPath);
console.log(`Index: ${records.length} records from ${new Set(records.map((r) => r.url.split('#')[0])).size} pages`);
console.log(`  build (parse HTML, in Node)  ${ms(buildMs)}`);
console.log(`  file size raw                ${(shipped.length / 1024).toFixed(1)} KB`);
console.log(
  `  file size gzip (level 6/9)   ${(gzipSync(shipped).length / 1024).toFixed(1)} / ${(gzipSync(shipped, { level: 9 }).length / 1024).toFixed(1)} KB`,
);

// 2. Engine over the shipped index file (as the browser reads it): building the in-memory index, relevance, latency.
const shippedRecords = readIndexRecords(indexPath);
started = performance.now();
const engine = new LocalSearchEngine(shippedRecords);
console.log(`  engine index build (Node)    ${ms(performance.now() - started)}`);
const params = modalParams;
console.log(`Relevance over ${cases.length} fixture queries (pages in the order the modal shows them):`);
console.log(formatEvaluation(evaluate(engine, cases)));
const firstRun = queries.map((query) => {
  const t = performance.now();
  engine.search(params(query));
  return performance.now() - t;
});
const latencies: number[] = [];
for (let round = 0; round < 20; round += 1) {
  for (const query of queries) {
    const t = performance.now();
    engine.search(params(query));
    latencies.push(performance.now() - t);
  }
}
console.log(`Query latency over ${queries.length} fixture queries (Node):`);
console.log(`  first run   p50 ${ms(percentile(firstRun, 50))}  p95 ${ms(percentile(firstRun, 95))}`);
console.log(`  20 rounds   p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}`);

// 3. Modal open → first hit in Chromium, measured in the page (Ctrl+K keydown to the first .DocSearch-Hit).
const server = spawn('npx', ['docusaurus', 'serve', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
try {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const measure = async (page: import('@playwright/test').Page, query: string) => {
    await page.evaluate(() => {
      const w = window as unknown as { __openedAt?: number; __hitAt?: Promise<number>; __modalAt?: number };
      w.__openedAt = undefined;
      w.__modalAt = undefined;
      w.__hitAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (w.__modalAt === undefined && document.querySelector('.DocSearch-Input')) w.__modalAt = performance.now();
          if (document.querySelector('.DocSearch-Hit')) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      window.addEventListener('keydown', () => (w.__openedAt ??= performance.now()), { capture: true, once: true });
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially(query);
    const elapsed = await page.evaluate(async () => {
      const w = window as unknown as { __openedAt: number; __hitAt: Promise<number> };
      return (await w.__hitAt) - w.__openedAt;
    });
    const marks = await page.evaluate(() => {
      const w = window as unknown as { __openedAt: number; __modalAt?: number };
      const entries = performance
        .getEntriesByType('mark')
        .filter((entry) => entry.name.startsWith('vc-search:'))
        .map((entry) => [entry.name.slice('vc-search:'.length), entry.startTime] as const);
      if (w.__modalAt !== undefined) entries.push(['modal-shown', w.__modalAt]);
      return Object.fromEntries(
        entries.sort((a, b) => a[1] - b[1]).map(([name, time]) => [name, Math.round(time - w.__openedAt)]),
      );
    });
    await page.keyboard.press('Escape');
    return { elapsed, marks };
  };
  /**
   * Waits until the page has hydrated, its content sections included (src/plugins/hydration: they hydrate after the
   * page around them, each making the `SECTION_MARK` performance mark), so the search is measured on an otherwise
   * quiet page.
   */
  const hydrated = async (page: import('@playwright/test').Page) => {
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForFunction((mark) => {
      const root = document.querySelector('article') ?? document;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
      let sections = 0;
      while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') sections += 1;
      return performance.getEntriesByName(mark).length >= sections;
    }, SECTION_MARK);
  };
  const breakdowns: Record<string, number>[] = [];
  const cold: number[] = [];
  const idle: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < BROWSER_RUNS; run += 1) {
    // Cold: Ctrl+K as soon as the page has hydrated, before anything of search has loaded.
    let context = await browser.newContext();
    let page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/docs/guides`);
    await hydrated(page);
    const coldSearch = await measure(page, 'camera');
    cold.push(coldSearch.elapsed);
    if (Object.keys(coldSearch.marks).length > 0) breakdowns.push(coldSearch.marks);
    await context.close();
    // After idle: the page has been open a moment, so its search worker has started (no index yet).
    context = await browser.newContext();
    page = await context.newPage();
    const worker = page.waitForEvent('worker', { timeout: 5000 }).catch(() => undefined);
    await page.goto(`http://127.0.0.1:${PORT}/docs/guides`);
    await hydrated(page);
    await worker;
    await page.waitForTimeout(500);
    idle.push((await measure(page, 'camera')).elapsed);
    // Warm: everything of search is in, the body text index included (the worker builds it once queries pause).
    await page.waitForFunction(() => performance.getEntriesByName('vc-search:built-full').length > 0);
    warm.push((await measure(page, 'frame')).elapsed);
    await context.close();
  }
  console.log(`Modal open (Ctrl+K) → first rendered hit, Chromium, ${BROWSER_RUNS} runs, typing starts at once:`);
  console.log(
    `  cold (nothing of search loaded)            median ${ms(percentile(cold, 50))}  max ${ms(Math.max(...cold))}`,
  );
  console.log(
    `  after idle (worker started, no index yet)  median ${ms(percentile(idle, 50))}  max ${ms(Math.max(...idle))}`,
  );
  console.log(
    `  warm (same page, second search)            median ${ms(percentile(warm, 50))}  max ${ms(Math.max(...warm))}`,
  );
  console.log(`  index file: /assets/search/${indexFile}`);
  const names = [...new Set(breakdowns.flatMap((marks) => Object.keys(marks)))];
  const medians = names
    .map(
      (name) => [name, percentile(breakdowns.map((marks) => marks[name] ?? NaN).filter(Number.isFinite), 50)] as const,
    )
    .sort((a, b) => a[1] - b[1]);
  console.log(`  cold breakdown, median ms after Ctrl+K: ${JSON.stringify(Object.fromEntries(medians))}`);
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid);
}
