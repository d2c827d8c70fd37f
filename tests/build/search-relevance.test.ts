/**
 * The relevance gate: the fixture's queries, most of them written the way readers ask in the library's issue tracker,
 * run against the index of the production build, in the order the DocSearch modal shows hits. Needs `npm run build`
 * first (tests/unit/plugins/search/queries.test.ts checks the fixture itself).
 */
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  findIndexFile,
  formatEvaluation,
  formatMisses,
  modalPages,
  pagePath,
  readCases,
  readIndexRecords,
} from '../../scripts/lib/searchRelevance';
import { LocalSearchEngine } from '../../src/plugins/search/client/engine';

const HIT_AT_3_FLOOR = 0.95;
/** Pasted error messages: the section that quotes the message comes first. */
const PASTED_HIT_AT_1_FLOOR = 0.9;
const BUILD = 'build';

const cases = readCases();
const indexFile = findIndexFile(BUILD);

describe('relevance over the built index', () => {
  it('finds the build', () => {
    expect(indexFile, `No search index in ${BUILD}/assets/search/. Run \`npm run build\` first.`).toBeDefined();
  });
  if (!indexFile) return;
  const records = readIndexRecords(indexFile);
  const engine = new LocalSearchEngine(records);
  const pages = new Set(records.map((record) => pagePath(record.url)));
  const sections = new Set(records.map((record) => pagePath(record.url) + new URL(record.url).hash));

  it('maps every query to pages and sections that exist', () => {
    const missing = cases.flatMap((entry) =>
      entry.expected
        .filter((page) => !(page.includes('#') ? sections : pages).has(page))
        .map((page) => `${entry.query} → ${page}`),
    );
    expect(missing, 'Fix the expected page in tests/fixtures/search/queries.json').toEqual([]);
  });

  it(`puts a right page among the first three for at least ${HIT_AT_3_FLOOR * 100}% of the queries`, () => {
    const evaluation = evaluate(engine, cases);
    const report = `${formatEvaluation(evaluation)}\nMisses:\n${formatMisses(evaluation)}`;
    console.log(report);
    expect(evaluation.overall.hit3, report).toBeGreaterThanOrEqual(HIT_AT_3_FLOOR);
  }, 60_000);

  it(`puts the quoting section first for at least ${PASTED_HIT_AT_1_FLOOR * 100}% of the pasted messages`, () => {
    const pasted = evaluate(
      engine,
      cases.filter((entry) => entry.class === 'pasted'),
    );
    expect(pasted.overall.count).toBeGreaterThanOrEqual(60);
    expect(pasted.overall.hit1, formatMisses(pasted)).toBeGreaterThanOrEqual(PASTED_HIT_AT_1_FLOOR);
  }, 60_000);

  it('puts the page of every exported symbol first when its name is the query', () => {
    const wrong = records
      .filter((record) => record.type === 'lvl1' && record.apiName && pagePath(record.url).includes('/docs/api/'))
      .filter((record) => record.apiName !== 'api-changes')
      .map((record) => ({ name: record.apiName as string, page: pagePath(record.url) }))
      .filter(({ name, page }) => modalPages(engine, name)[0] !== page)
      .map(({ name, page }) => `${name}: expected ${page} first, got ${modalPages(engine, name)[0]}`);
    expect(wrong).toEqual([]);
  });
});
