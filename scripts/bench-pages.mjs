// Page benchmark of the production build (run `npm run build` first): Lighthouse (mobile, median of LIGHTHOUSE_RUNS
// runs, default 3; desktop, one run) on the home page, the longest guide, the longest API page and /search, with the
// JavaScript a visitor downloads before the page's load event and the page's HTML size, both gzip.
// Usage: npm run bench:pages            (PAGES=/,/docs/guides/devices to choose pages)
// Not part of `npm test`: the timings depend on the machine. Targets: mobile performance >= 95 and
// TBT <= 200 ms on each page, first-load JS <= 140 KB gzip on doc pages, desktop performance 100.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createProductionServer } from './serve-production.mjs';

const BUILD = 'build';
const PORT = 4192;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!existsSync(`${BUILD}/index.html`)) {
  console.error('No production build in build/. Run `npm run build` first.');
  process.exit(1);
}

/** The route of the largest built page (by HTML size) under a folder, e.g. the longest guide. */
function largestPage(folder) {
  let best = { route: '', size: -1 };
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === 'index.html' && statSync(full).size > best.size) {
        best = {
          route: `/${path.relative(BUILD, path.dirname(full)).split(path.sep).join('/')}`,
          size: statSync(full).size,
        };
      }
    }
  };
  visit(path.join(BUILD, folder));
  return best.route;
}

const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  largestPage('docs/guides'),
  largestPage('docs/api'),
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

// Served like a production host (gzip, long cache for hashed assets): see scripts/serve-production.mjs.
const server = createProductionServer(BUILD);
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${PORT}${page}`;
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
    const pick = (read) => median(mobile.map(read));
    rows.push({
      page,
      performance: pick((lhr) => lhr.categories.performance.score * 100),
      tbt: pick((lhr) => lhr.audits['total-blocking-time'].numericValue),
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
  `${pad('page', 40)}${pad('perf', 6)}${pad('TBT', 9)}${pad('LCP', 9)}${pad('a11y', 6)}${pad('first-load JS', 15)}` +
    `${pad('HTML', 10)}desktop`,
);
for (const row of rows) {
  console.log(
    `${pad(row.page, 40)}${pad(Math.round(row.performance), 6)}${pad(`${Math.round(row.tbt)} ms`, 9)}` +
      `${pad(`${Math.round(row.lcp)} ms`, 9)}${pad(Math.round(row.accessibility), 6)}${pad(kb(row.firstLoadJsGzip), 15)}` +
      `${pad(kb(row.htmlGzip), 10)}${Math.round(row.desktopPerformance)}`,
  );
}
for (const row of rows) {
  if (row.failing.length > 0) console.log(`  ${row.page}: mobile audits below 0.9: ${row.failing.join(', ')}`);
}
writeFileSync('bench-pages.json', `${JSON.stringify(rows, null, 2)}\n`);
console.log('Wrote bench-pages.json');
