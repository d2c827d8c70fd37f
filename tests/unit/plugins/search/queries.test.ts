/**
 * The two query sets of the relevance gate (tests/build/search-relevance.test.ts): the tuning set
 * (tests/fixtures/search/queries.json) and the held-out set (holdout.json), each query with a class, a source and the
 * pages that answer it. This checks their shape only; the gate runs them against the built index.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOLDOUT_SET, QUERY_CLASSES, readCases } from '../../../../scripts/lib/searchRelevance';

describe('the tuning set', () => {
  const cases = readCases();

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

describe('the held-out set', () => {
  type Entry = { query: string; class: string; source: string; need: string; expected: string[]; judgeNote: string };
  const file = JSON.parse(readFileSync(HOLDOUT_SET, 'utf8')) as {
    provenance: Record<string, string>;
    queries: (Entry & { unanswered?: true })[];
  };

  it('says who wrote and who judged it, and how it may be used', () => {
    expect(Object.keys(file.provenance)).toEqual(expect.arrayContaining(['written', 'judged', 'use']));
  });

  it('has at least 150 queries: 60 in readers’ own words, 40 pasted, 30 how-to', () => {
    const count = (name: string) => file.queries.filter((entry) => entry.class === name).length;
    expect(file.queries.length).toBeGreaterThanOrEqual(150);
    expect(count('words')).toBeGreaterThanOrEqual(60);
    expect(count('pasted')).toBeGreaterThanOrEqual(40);
    expect(count('how-to')).toBeGreaterThanOrEqual(30);
  });

  it('gives each query its thread, what would answer it, and the judged answer or "unanswered"', () => {
    for (const entry of file.queries) {
      expect(QUERY_CLASSES, entry.query).toContain(entry.class);
      expect(entry.query.length, entry.query).toBeLessThanOrEqual(64);
      expect(entry.source, entry.query).toMatch(/^https:\/\//);
      expect(entry.need.trim() && entry.judgeNote.trim(), entry.query).toBeTruthy();
      expect(entry.expected.length > 0, entry.query).toBe(!entry.unanswered);
      if (entry.class === 'words') expect(entry.query.trim().split(/\s+/).length, entry.query).toBeLessThanOrEqual(9);
    }
  });
});
