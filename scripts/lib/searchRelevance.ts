/**
 * Relevance of the local search, measured over the built index as the DocSearch modal shows it: shared by the
 * relevance gate (tests/build/search-relevance.test.ts) and `npm run bench:search`.
 *
 * Two query sets, each query with the pages that answer it:
 * - tests/fixtures/search/queries.json, the tuning set: the queries the ranking rules were written against;
 * - tests/fixtures/search/holdout.json, the held-out set: written from readers' issue threads by someone who saw
 *   neither the site nor the ranking code, and never used to choose or tune a rule (only to keep or drop one).
 * Each query is measured against three searches: ours, stock MiniSearch over the same sections, and ours without
 * each rule in turn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type { LocalSearchEngine, SearchParams } from '../../src/plugins/search/client/engine';
import type { Hierarchy, SearchRecord } from '../../src/plugins/search/types';

/** The classes of the tuning set, then those of the held-out set (`words`: a problem in the reader's own words). */
export const QUERY_CLASSES = ['identifier', 'topic', 'symptom', 'how-to', 'pasted', 'words'] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/**
 * One query.
 * - `expected`: paths of the pages that answer it (any one of them counts). A path with an anchor
 *   (`/docs/guides/taking-photos#android-torch-ignored-at-mount`) asks for that section: only a hit on it counts;
 * - `class`: `identifier` (leads with an API name or error code), `topic` (names a subject), `symptom` (what the
 *   reader sees going wrong), `how-to` (a task), `pasted` (an error message, log line or build error copied from a
 *   report), `words` (a problem or need in the reader's own words, 3 to 9 words);
 * - `source`: where the query was taken from: `#<issue>` of mrousavy/react-native-vision-camera or a thread's URL, or
 *   `site` for queries written for the site.
 */
export type RelevanceCase = { query: string; expected: string[]; class: QueryClass; source: string };

/** A held-out query as judged: `unanswered` when no page of the site answered it (left out of the scores). */
type HeldOutCase = RelevanceCase & { need: string; judgeNote: string; unanswered?: true };

export const TUNING_SET = path.resolve('tests/fixtures/search/queries.json');
export const HOLDOUT_SET = path.resolve('tests/fixtures/search/holdout.json');

/** The scored queries of a set: the tuning set's array, or the held-out set's answered queries. */
export function readCases(file = TUNING_SET): RelevanceCase[] {
  const cases = JSON.parse(readFileSync(file, 'utf8')) as RelevanceCase[] | { queries: HeldOutCase[] };
  return Array.isArray(cases) ? cases : cases.queries.filter((entry) => !entry.unanswered);
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

/** What a search answers, as far as relevance is concerned: hits with an address and headings, best first. */
type Hit = { url: string; hierarchy: Hierarchy };
export type Search = (query: string) => Hit[];

/** Our engine, as the modal asks it. */
export function ourSearch(engine: LocalSearchEngine): Search {
  return (query) => engine.search(modalParams(query)).hits;
}

/**
 * Stock MiniSearch with its default options, one document per section (the records under one heading: the headings
 * above and the text), none of our rules: the baseline every rule of ours has to beat.
 */
export function stockSearch(records: readonly SearchRecord[]): Search {
  const sections = new Map<string, { id: number; hit: Hit; headings: string; content: string[] }>();
  for (const record of records) {
    let section = sections.get(record.url);
    if (!section) {
      const headings = Object.values(record.hierarchy).filter(Boolean).join(' ');
      section = { id: sections.size, hit: record, headings, content: [] };
      sections.set(record.url, section);
    }
    if (record.content) section.content.push(record.content);
  }
  const list = [...sections.values()];
  const index = new MiniSearch({ fields: ['headings', 'content'] });
  index.addAll(list.map(({ id, headings, content }) => ({ id, headings, content: content.join(' ') })));
  return (query) =>
    index
      .search(query)
      .slice(0, 20)
      .map((result) => (list[result.id as number] as { hit: Hit }).hit);
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
function modalOrder(hits: readonly Hit[]): Hit[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0 ?? '').flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1 ?? '').flat(),
  );
}

export function pagePath(url: string): string {
  return new URL(url).pathname.replace(/(.)\/$/, '$1');
}

/** The search box keeps this many characters of what the reader types or pastes (DocSearch's `maxLength`). */
const INPUT_LIMIT = 64;

/** The pages of a query's hits, in the order the modal shows them, each once. */
function modalPages(search: Search, query: string): string[] {
  const hits = modalOrder(search(query.slice(0, INPUT_LIMIT)));
  return [...new Set(hits.map((hit) => pagePath(hit.url)))];
}

/** The sections of a query's hits (`<page path>#<anchor>`, or the page path for a hit on its top), in modal order. */
function modalSections(search: Search, query: string): string[] {
  const hits = modalOrder(search(query.slice(0, INPUT_LIMIT)));
  return hits.map((hit) => pagePath(hit.url) + new URL(hit.url).hash);
}

export type Metrics = { count: number; hit1: number; hit3: number; mrr: number };
export type CaseResult = RelevanceCase & { pages: string[]; rank: number };
export type Evaluation = { overall: Metrics; byClass: Partial<Record<QueryClass, Metrics>>; results: CaseResult[] };

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
export function evaluate(search: Search, cases: readonly RelevanceCase[]): Evaluation {
  const results = cases.map((entry) => {
    const bySection = entry.expected.some((page) => page.includes('#'));
    const found = bySection ? modalSections(search, entry.query) : modalPages(search, entry.query);
    const pages = [...new Set(found)];
    const rank = pages.findIndex((page) => entry.expected.includes(page)) + 1;
    return { ...entry, pages, rank };
  });
  const byClass = Object.fromEntries(
    QUERY_CLASSES.flatMap((name) => {
      const ofClass = results.filter((result) => result.class === name);
      return ofClass.length > 0 ? [[name, metricsOf(ofClass)]] : [];
    }),
  );
  return { overall: metricsOf(results), byClass, results };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);

/** A table of the figures, one row per class and one for all queries. */
export function formatEvaluation({ overall, byClass }: Evaluation): string {
  const row = (name: string, metrics: Metrics) =>
    `  ${name.padEnd(11)} ${String(metrics.count).padStart(5)}  ${percent(metrics.hit1)}  ${percent(metrics.hit3)}  ${metrics.mrr.toFixed(3)}`;
  return [
    `  ${'class'.padEnd(11)} ${'count'.padStart(5)}  ${'hit@1'.padStart(6)}  ${'hit@3'.padStart(6)}  MRR`,
    ...Object.entries(byClass).map(([name, metrics]) => row(name, metrics)),
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

const inTop3 = (result: CaseResult) => result.rank >= 1 && result.rank <= 3;

/** One-sided sign test: the chance of at least `losses` losses among `losses + gains` changes that go either way. */
function signTest(losses: number, gains: number): number {
  const n = losses + gains;
  let choose = 1;
  let tail = 0;
  for (let k = 0; k <= n; k += 1) {
    if (k >= losses) tail += choose;
    choose = (choose * (n - k)) / (k + 1);
  }
  return n === 0 ? 1 : tail / 2 ** n;
}

/**
 * Whether a rule earns its place on a query set, from the evaluation with the rule and without it (same cases, same
 * order): it must raise hit@3, or on a tie MRR, and lower no class. A class counts as lowered when more of its queries
 * leave the top three with the rule than enter it, and a one-sided sign test over those that move gives p < 0.1 (a
 * class of 35 queries that loses one and gains none is noise, not a loss).
 */
export function ruleVerdict(withRule: Evaluation, withoutRule: Evaluation): { stays: boolean; lowered: string[] } {
  const raises =
    withRule.overall.hit3 > withoutRule.overall.hit3 ||
    (withRule.overall.hit3 === withoutRule.overall.hit3 && withRule.overall.mrr > withoutRule.overall.mrr);
  const lowered = Object.keys(withRule.byClass).filter((name) => {
    let losses = 0;
    let gains = 0;
    withRule.results.forEach((result, at) => {
      const other = withoutRule.results[at] as CaseResult;
      if (result.class !== name || inTop3(result) === inTop3(other)) return;
      if (inTop3(result)) gains += 1;
      else losses += 1;
    });
    return losses > gains && signTest(losses, gains) < 0.1;
  });
  return { stays: raises && lowered.length === 0, lowered };
}
