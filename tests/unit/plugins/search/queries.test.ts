/**
 * The search relevance fixture (tests/fixtures/search/queries.json): enough queries, most of them from readers' issues,
 * each with a class, a source and the pages that answer it. tests/build/search-relevance.test.ts runs them against the
 * built index.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_CLASSES, readCases } from '../../../../scripts/lib/searchRelevance';

const cases = readCases();

describe('the query fixture', () => {
  it('has at least 150 queries, 100 of them from readers, each with a class, a source and answering pages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((entry) => /^#\d+$/.test(entry.source)).length).toBeGreaterThanOrEqual(100);
    for (const entry of cases) {
      expect(QUERY_CLASSES, entry.query).toContain(entry.class);
      expect(entry.source, entry.query).toMatch(/^(#\d+|site)$/);
      expect(entry.expected.length, entry.query).toBeGreaterThan(0);
    }
    const queries = cases.map((entry) => entry.query.toLowerCase());
    expect(new Set(queries).size, 'a query is listed twice').toBe(queries.length);
  });
});
