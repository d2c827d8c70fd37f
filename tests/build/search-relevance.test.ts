/**
 * The relevance gate, over the index of the production build (`npm run build` first), in the order the DocSearch
 * modal shows hits:
 * - on the held-out set (tests/fixtures/search/holdout.json), our engine is ahead of stock MiniSearch over the same
 *   sections, overall and in no class behind it;
 * - on the tuning set (queries.json), it stays above a floor, so a change that breaks what the rules were written
 *   for is seen;
 * - both sets name pages and sections that exist.
 * Only aggregate figures are printed for the held-out set: its queries are never used to choose or tune a rule.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  formatEvaluation,
  formatMisses,
  HOLDOUT_SET,
  ourSearch,
  pagePath,
  readCases,
  stockSearch,
  TUNING_SET,
} from '../../scripts/lib/searchRelevance';
import { LocalSearchEngine } from '../../src/plugins/search/client/engine';
import { readBuiltIndex } from '../../src/plugins/search/server/builtIndex';

const TUNING_HIT_AT_3_FLOOR = 0.85;
const BUILD = 'build';

let built: ReturnType<typeof readBuiltIndex> | undefined;
let missing = '';
try {
  built = readBuiltIndex(BUILD);
} catch (error) {
  missing = error instanceof Error ? error.message : String(error);
}

describe('relevance over the built index', () => {
  it('finds the build', () => {
    expect(missing, 'Run `npm run build` first.').toBe('');
  });
  if (!built) return;
  const { records } = built;
  const engine = new LocalSearchEngine(records);
  const ours = ourSearch(engine);
  const pages = new Set(records.map((record) => pagePath(record.url)));
  const sections = new Set(records.map((record) => pagePath(record.url) + new URL(record.url).hash));

  it.each([
    ['tuning', TUNING_SET],
    ['held-out', HOLDOUT_SET],
  ])('maps every query of the %s set to pages and sections that exist', (_, file) => {
    const gone = readCases(file).flatMap((entry) =>
      entry.expected
        .filter((page) => !(page.includes('#') ? sections : pages).has(page))
        .map((page) => `${entry.query} → ${page}`),
    );
    expect(gone, `Fix the expected page in ${file}, or the anchor that moved`).toEqual([]);
  });

  it('is ahead of stock MiniSearch on the held-out set, overall and in no class behind it', () => {
    const cases = readCases(HOLDOUT_SET);
    const mine = evaluate(ours, cases);
    const stock = evaluate(stockSearch(records), cases);
    const report = `ours\n${formatEvaluation(mine)}\nstock MiniSearch\n${formatEvaluation(stock)}`;
    console.log(`Held-out set:\n${report}`);
    expect(mine.overall.hit3, report).toBeGreaterThan(stock.overall.hit3);
    for (const [name, metrics] of Object.entries(mine.byClass)) {
      expect(metrics.hit3, `${name}\n${report}`).toBeGreaterThanOrEqual(
        stock.byClass[name as keyof typeof stock.byClass]!.hit3,
      );
    }
  }, 60_000);

  it(`puts a right page among the first three for ${TUNING_HIT_AT_3_FLOOR * 100}% of the tuning set`, () => {
    const evaluation = evaluate(ours, readCases(TUNING_SET));
    const report = `${formatEvaluation(evaluation)}\nMisses:\n${formatMisses(evaluation)}`;
    expect(evaluation.overall.hit3, report).toBeGreaterThanOrEqual(TUNING_HIT_AT_3_FLOOR);
  }, 60_000);

  it('never lists a section twice', () => {
    const repeated = readCases(TUNING_SET).flatMap(({ query }) => {
      const urls = engine.search({ query, hitsPerPage: 20 }).hits.map((hit) => hit.url);
      return urls.length === new Set(urls).size ? [] : [query];
    });
    expect(repeated).toEqual([]);
  });
});
