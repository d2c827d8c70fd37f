// Search benchmark (run after `npm run build`):
// 1. the index: its two files' sizes (the index file is all a first answer downloads) and the engine's build time;
// 2. relevance on the tuning set (tests/fixtures/search/queries.json) and the held-out set (holdout.json): hit@1,
//    hit@3 and MRR per class for our engine and for stock MiniSearch over the same sections, then our engine without
//    each rule in turn, with the verdict of scripts/lib/searchRelevance.ts's `ruleVerdict` on each set;
// 3. query latency in Node (p50, p95) over both sets' queries;
// 4. Ctrl+K to the first rendered hit in Chromium, typing at once: cold (right after hydration, nothing of search
//    loaded) and warm (a second search on the same page), with the cold steps' median times.
// Timings depend on the machine: the 1-minute load average is printed next to them.
// Usage: npm run bench:search   (BROWSER_RUNS=9 for more page loads per browser figure than the default 7)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { SECTION_MARK } from '../src/plugins/hydration/shared/sections';
import { LocalSearchEngine, RULES } from '../src/plugins/search/client/engine';
import { readBuiltIndex } from '../src/plugins/search/server/builtIndex';
import { bodyFileUrl } from '../src/plugins/search/types';
import { median } from './lib/median.mjs';
import {
  evaluate,
  type Evaluation,
  formatEvaluation,
  HOLDOUT_SET,
  modalParams,
  ourSearch,
  readCases,
  ruleVerdict,
  stockSearch,
  TUNING_SET,
} from './lib/searchRelevance';

const BUILD = 'build';
const PORT = 4191;
/** Page loads per Chromium figure: its medians move by tens of milliseconds from run to run with fewer. */
const BROWSER_RUNS = Number(process.env.BROWSER_RUNS ?? 7);
const load = () => `load ${os.loadavg()[0]?.toFixed(2)}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

// 1. The index.
const { indexFile, records } = readBuiltIndex(BUILD);
const [indexBytes, bodyBytes] = [indexFile, bodyFileUrl(indexFile)].map((file) => readFileSync(file));
const gzip = (bytes: Buffer) => gzipSync(bytes).length;
console.log(`Index: ${records.length} records from ${new Set(records.map((r) => r.url.split('#')[0])).size} pages`);
console.log(`  index file (headings; a first answer)  ${kb(indexBytes!.length)} raw, ${kb(gzip(indexBytes!))} gzip`);
console.log(`  body file                             ${kb(bodyBytes!.length)} raw, ${kb(gzip(bodyBytes!))} gzip`);
console.log(`  both                                  ${kb(gzip(indexBytes!) + gzip(bodyBytes!))} gzip`);
let started = performance.now();
const headingRecords = records.filter((record) => record.type !== 'content');
new LocalSearchEngine(headingRecords);
console.log(`  engine build, headings only (Node)    ${ms(performance.now() - started)}  (${load()})`);
started = performance.now();
const engine = new LocalSearchEngine(records);
console.log(`  engine build, everything (Node)       ${ms(performance.now() - started)}  (${load()})`);

// 2. Relevance: ours, stock, and ours without each rule, on both sets.
const stock = stockSearch(records);
const ablation = RULES.map((rule) => ({
  rule,
  search: ourSearch(new LocalSearchEngine(records, { without: [rule] })),
}));
const hit3 = (evaluation: Evaluation) => `${(evaluation.overall.hit3 * 100).toFixed(1)}%`;
for (const [name, file] of [
  ['tuning set', TUNING_SET],
  ['held-out set', HOLDOUT_SET],
] as const) {
  const cases = readCases(file);
  const ours = evaluate(ourSearch(engine), cases);
  console.log(`\nRelevance, ${name} (${cases.length} queries, pages in the order the modal shows them):`);
  console.log(`ours\n${formatEvaluation(ours)}`);
  console.log(`stock MiniSearch\n${formatEvaluation(evaluate(stock, cases))}`);
  console.log(`ours without each rule (hit@1 hit@3 MRR, then hit@3 per class; verdict on this set):`);
  for (const { rule, search } of ablation) {
    const without = evaluate(search, cases);
    const verdict = ruleVerdict(ours, without);
    const classes = Object.entries(without.byClass)
      .map(([cls, metrics]) => `${cls} ${(metrics.hit3 * 100).toFixed(1)}`)
      .join(', ');
    const { hit1, mrr } = without.overall;
    console.log(
      `  -${rule.padEnd(17)} ${(hit1 * 100).toFixed(1).padStart(5)} ${hit3(without).padStart(6)} ${mrr.toFixed(3)}  ` +
        `${classes}  ${verdict.stays ? 'stays' : `GOES${verdict.lowered.length ? ` (lowers ${verdict.lowered.join(', ')})` : ''}`}`,
    );
  }
}

// 3. Query latency in Node.
const queries = [...readCases(TUNING_SET), ...readCases(HOLDOUT_SET)].map((entry) => entry.query);
const time = () =>
  queries.map((query) => {
    const at = performance.now();
    engine.search(modalParams(query));
    return performance.now() - at;
  });
const firstRun = time();
const rounds = Array.from({ length: 20 }, time).flat();
console.log(`\nQuery latency over ${queries.length} queries (Node, ${load()}):`);
console.log(`  first run   p50 ${ms(percentile(firstRun, 50))}  p95 ${ms(percentile(firstRun, 95))}`);
console.log(`  20 rounds   p50 ${ms(percentile(rounds, 50))}  p95 ${ms(percentile(rounds, 95))}`);

// 4. Modal open → first hit in Chromium, measured in the page (Ctrl+K keydown to the first .DocSearch-Hit).
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
  const measure = async (page: Page, query: string) => {
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
      return Object.fromEntries(entries.map(([name, at]) => [name, Math.round(at - w.__openedAt)]));
    });
    await page.keyboard.press('Escape');
    return { elapsed, marks };
  };
  /** Waits until the page and its content sections (src/plugins/hydration) have hydrated: a quiet page. */
  const hydrated = async (page: Page) => {
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForFunction((mark) => {
      const walker = document.createTreeWalker(document.querySelector('article') ?? document, NodeFilter.SHOW_COMMENT);
      let sections = 0;
      while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') sections += 1;
      return performance.getEntriesByName(mark).length >= sections;
    }, SECTION_MARK);
  };
  const cold: number[] = [];
  const warm: number[] = [];
  const breakdowns: Record<string, number>[] = [];
  const loads: string[] = [];
  for (let run = 0; run < BROWSER_RUNS; run += 1) {
    loads.push(os.loadavg()[0]?.toFixed(2) ?? '');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/docs/guides`);
    await hydrated(page);
    const first = await measure(page, 'camera');
    cold.push(first.elapsed);
    breakdowns.push(first.marks);
    await page.waitForFunction(() => performance.getEntriesByName('vc-search:body-ready').length > 0);
    warm.push((await measure(page, 'frame')).elapsed);
    await context.close();
  }
  console.log(
    `\nCtrl+K → first rendered hit, Chromium, ${BROWSER_RUNS} page loads, typing at once (loads ${loads.join(' ')}):`,
  );
  console.log(`  cold (nothing of search loaded)  median ${ms(median(cold))}  max ${ms(Math.max(...cold))}`);
  console.log(`  warm (second search)             median ${ms(median(warm))}  max ${ms(Math.max(...warm))}`);
  const names = [...new Set(breakdowns.flatMap((marks) => Object.keys(marks)))];
  const steps = names
    .map((name) => [name, median(breakdowns.map((marks) => marks[name] ?? NaN).filter(Number.isFinite))] as const)
    .sort((a, b) => a[1] - b[1]);
  console.log(`  cold steps, median ms after Ctrl+K: ${JSON.stringify(Object.fromEntries(steps))}`);
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid);
}
