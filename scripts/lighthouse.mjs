// Lighthouse report for the production build (run `npm run build` first): home, a long guide, an API interface
// page and the search page, with the mobile and desktop presets, in Debian Chromium.
// Usage: npm run lighthouse            (LIGHTHOUSE_RUNS=3 takes the median of three runs per page and preset)
// Not part of `npm test`: the timings depend on the machine. Targets: performance >= 95 on mobile,
// accessibility, best practices and SEO = 100.
import { existsSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createProductionServer } from './serve-production.mjs';

const PORT = 4192;
const PAGES = ['/', '/docs/guides/taking-photos', '/docs/api/interfaces/CameraProps', '/search?q=frame'];
const PRESETS = { mobile: undefined, desktop: desktopConfig };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!existsSync('build/index.html')) {
  console.error('No production build in build/. Run `npm run build` first.');
  process.exit(1);
}

// Served like a production host (gzip, long cache for hashed assets): see scripts/serve-production.mjs.
const server = createProductionServer('build');
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rows = [];
try {
  for (const path of PAGES) {
    for (const [preset, config] of Object.entries(PRESETS)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(
          `http://127.0.0.1:${PORT}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          config,
        );
        const { categories, audits } = result.lhr;
        runs.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          bytes: audits['total-byte-weight'].numericValue,
          failing: Object.values(audits)
            .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
            .map((audit) => audit.id),
        });
      }
      const pick = (key) => median(runs.map((entry) => entry[key]));
      rows.push({
        page: path,
        preset,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        bytes: pick('bytes'),
        failing: runs[0]?.failing ?? [],
      });
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

const pad = (value, width) => String(value).padEnd(width);
console.log(
  `${pad('page', 36)}${pad('preset', 9)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}` +
    `${pad('LCP', 9)}${pad('TBT', 8)}${pad('CLS', 7)}bytes`,
);
for (const row of rows) {
  console.log(
    `${pad(row.page, 36)}${pad(row.preset, 9)}${pad(Math.round(row.performance), 6)}${pad(Math.round(row.accessibility), 6)}` +
      `${pad(Math.round(row.bestPractices), 6)}${pad(Math.round(row.seo), 6)}${pad(`${Math.round(row.lcp)} ms`, 9)}` +
      `${pad(`${Math.round(row.tbt)} ms`, 8)}${pad(row.cls.toFixed(3), 7)}${(row.bytes / 1024).toFixed(0)} KB`,
  );
}
for (const row of rows) {
  if (row.failing.length > 0) console.log(`  ${row.page} (${row.preset}) audits below 0.9: ${row.failing.join(', ')}`);
}
writeFileSync('lighthouse-summary.json', `${JSON.stringify(rows, null, 2)}\n`);
console.log('Wrote lighthouse-summary.json');
