/**
 * Relevance of the local search, measured over the built index as the DocSearch modal shows it: shared by the
 * relevance gate (tests/build/search-relevance.test.ts) and `npm run bench:search`.
 *
 * The fixture (tests/fixtures/search/queries.json) holds queries written the way readers ask, most of them taken
 * from the library's issue tracker, each with the pages that answer it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LocalSearchEngine, type LocalHit, type SearchParams } from '../../src/plugins/search/client/engine';
import { unpackIndex } from '../../src/plugins/search/client/indexFile';
import type { SearchIndexFile, SearchRecord } from '../../src/plugins/search/types';

export const QUERY_CLASSES = ['identifier', 'topic', 'symptom', 'how-to', 'pasted'] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/**
 * One fixture query.
 * - `expected`: paths of the pages that answer it (any one of them counts). A path with an anchor
 *   (`/docs/guides/taking-photos#android-torch-ignored-at-mount`) asks for that section: only a hit on it counts;
 * - `class`: `identifier` (leads with an API name or error code), `topic` (names a subject), `symptom` (what the
 *   reader sees going wrong), `how-to` (a task), `pasted` (an error message, log line or build error copied from a
 *   report, as readers paste it);
 * - `source`: `#<issue>` of mrousavy/react-native-vision-camera the query was taken from, or `site` for queries
 *   written for the site.
 */
export type RelevanceCase = { query: string; expected: string[]; class: QueryClass; source: string };

/** Relative to the repository root, where npm scripts and Vitest run. */
const FIXTURE = path.resolve('tests/fixtures/search/queries.json');

export function readCases(file = FIXTURE): RelevanceCase[] {
  return JSON.parse(readFileSync(file, 'utf8')) as RelevanceCase[];
}

/** The index file a build wrote (`<buildDir>/assets/search/index.<hash>.json`), or undefined when there is none. */
export function findIndexFile(buildDir: string): string | undefined {
  const dir = path.join(buildDir, 'assets/search');
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir).find((name) => /^index\.[0-9a-f]+\.json$/.test(name));
  return file && path.join(dir, file);
}

/** The records of a built index file, as the browser client unpacks them. */
export function readIndexRecords(file: string): SearchRecord[] {
  return unpackIndex(JSON.parse(readFileSync(file, 'utf8')) as SearchIndexFile);
}

/** The request the modal sends (see @docsearch/react's DocSearchModal), with the site's facet filters. */
export function modalParams(query: string): SearchParams {
  const snippet = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:10`);
  return {
    query,
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: [...snippet, 'content:10'],
    snippetEllipsisText: '…',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

/** Groups as @docsearch/react 3.9 does (`groupBy`): first-seen order of keys, at most `max` items per key. */
function groupBy<T>(items: readonly T[], key: (item: T) => string, max = 5): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name) ?? [];
    if (!groups.has(name)) groups.set(name, group);
    if (group.length < max) group.push(item);
  }
  return [...groups.values()];
}

/**
 * The hits in the order the modal lists them: grouped by `lvl0` (sidebar category), then by page (`lvl1`), five
 * per group, as @docsearch/react 3.9 does.
 */
function modalOrder(hits: readonly LocalHit[]): LocalHit[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0 ?? '').flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1 ?? '').flat(),
  );
}

export function pagePath(url: string): string {
  return new URL(url).pathname.replace(/(.)\/$/, '$1');
}

/** The search box keeps this many characters of what the reader types or pastes (DocSearch's `maxLength`). */
const INPUT_LIMIT = 64;

/** What the search box sends for a query: its first 64 characters. */
const typedQuery = (query: string) => query.slice(0, INPUT_LIMIT);

/** The pages of a query's hits, in the order the modal shows them, each once. */
export function modalPages(engine: LocalSearchEngine, query: string): string[] {
  const hits = modalOrder(engine.search(modalParams(typedQuery(query))).hits);
  return [...new Set(hits.map((hit) => pagePath(hit.url)))];
}

/** The sections of a query's hits (`<page path>#<anchor>`, or the page path for a hit on its top), in modal order. */
function modalSections(engine: LocalSearchEngine, query: string): string[] {
  const hits = modalOrder(engine.search(modalParams(typedQuery(query))).hits);
  return [...new Set(hits.map((hit) => pagePath(hit.url) + new URL(hit.url).hash))];
}

export type Metrics = { count: number; hit1: number; hit3: number; mrr: number };
export type CaseResult = RelevanceCase & { pages: string[]; rank: number };
export type Evaluation = {
  overall: Metrics;
  byClass: Record<QueryClass, Metrics>;
  results: CaseResult[];
};

function metricsOf(results: readonly CaseResult[]): Metrics {
  const count = results.length;
  const share = (test: (result: CaseResult) => boolean) => (count === 0 ? 0 : results.filter(test).length / count);
  return {
    count,
    hit1: share((result) => result.rank === 1),
    hit3: share((result) => result.rank >= 1 && result.rank <= 3),
    mrr: count === 0 ? 0 : results.reduce((sum, result) => sum + (result.rank > 0 ? 1 / result.rank : 0), 0) / count,
  };
}

/**
 * Hit@1, hit@3 and mean reciprocal rank in modal order: a query scores at the position of the first page that
 * answers it among distinct pages, or, when it expects a section (an anchor), of the first hit on that section among
 * distinct sections; 0 when none is among the 20 hits the modal asks for.
 */
export function evaluate(engine: LocalSearchEngine, cases: readonly RelevanceCase[]): Evaluation {
  const results = cases.map((entry) => {
    const bySection = entry.expected.some((path) => path.includes('#'));
    const pages = bySection ? modalSections(engine, entry.query) : modalPages(engine, entry.query);
    const rank = pages.findIndex((page) => entry.expected.includes(page)) + 1;
    return { ...entry, pages, rank };
  });
  const byClass = Object.fromEntries(
    QUERY_CLASSES.map((name) => [name, metricsOf(results.filter((result) => result.class === name))]),
  ) as Record<QueryClass, Metrics>;
  return { overall: metricsOf(results), byClass, results };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);

/** A table of the figures, one row per class and one for all queries. */
export function formatEvaluation({ overall, byClass }: Evaluation): string {
  const row = (name: string, metrics: Metrics) =>
    `  ${name.padEnd(11)} ${String(metrics.count).padStart(5)}  ${percent(metrics.hit1)}  ${percent(metrics.hit3)}  ${metrics.mrr.toFixed(3)}`;
  return [
    `  ${'class'.padEnd(11)} ${'count'.padStart(5)}  ${'hit@1'.padStart(6)}  ${'hit@3'.padStart(6)}  MRR`,
    ...QUERY_CLASSES.map((name) => row(name, byClass[name])),
    row('all', overall),
  ].join('\n');
}

/** The queries whose answer is not in the top three pages, with the pages shown instead. */
export function formatMisses({ results }: Evaluation): string {
  return results
    .filter((result) => result.rank === 0 || result.rank > 3)
    .map(
      (result) =>
        `  [${result.class}] "${result.query}" (${result.source}): expected ${result.expected.join(' | ')}; ` +
        `got ${result.pages.slice(0, 3).join(', ') || 'nothing'}${result.rank > 3 ? ` (right page at ${result.rank})` : ''}`,
    )
    .join('\n');
}
