/**
 * What `npm run search:upload` sends to a hosted index (src/plugins/search/server/algoliaIndex.ts): settings that fit
 * what the DocSearch modal asks for, ranking weights, and the reader-terms table as Algolia one-way synonyms.
 */
import { describe, expect, it } from 'vitest';
import { modalParams } from '../../../../scripts/lib/searchRelevance';
import {
  algoliaSynonyms,
  INDEX_SETTINGS,
  oversizedRecords,
  toAlgoliaRecords,
} from '../../../../src/plugins/search/server/algoliaIndex';
import { READER_TERMS } from '../../../../src/plugins/search/shared/readerTerms';
import { LEVELS, type SearchRecord } from '../../../../src/plugins/search/types';

const record = (objectID: string, url: string, type: SearchRecord['type'], extra: Partial<SearchRecord> = {}) =>
  ({
    objectID,
    url,
    type,
    hierarchy: { lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...extra,
  }) satisfies SearchRecord;

describe('INDEX_SETTINGS', () => {
  it('searches the hierarchy and the text in DocSearch order, after the exact API name', () => {
    const { searchableAttributes } = INDEX_SETTINGS;
    expect(searchableAttributes[0]).toBe('apiName');
    const docsearchOrder = [...LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'];
    expect(searchableAttributes.filter((name) => docsearchOrder.includes(name))).toEqual(docsearchOrder);
    // The API name counts only as a whole word: no prefix, no typo, not split at capitals.
    expect(INDEX_SETTINGS.disablePrefixOnAttributes).toEqual(['apiName']);
    expect(INDEX_SETTINGS.disableTypoToleranceOnAttributes).toEqual(['apiName']);
    expect(INDEX_SETTINGS.camelCaseAttributes).not.toContain('apiName');
    expect(INDEX_SETTINGS.exactOnSingleWordQuery).toBe('attribute');
  });

  it('has a facet for every filter the modal sends, and snippets and highlights of what it shows', () => {
    const filters = [modalParams('camera').facetFilters ?? []].flat(2) as string[];
    const facets = new Set(filters.map((filter) => filter.split(':')[0]));
    expect([...facets].sort()).toEqual(['docusaurus_tag', 'language']);
    for (const facet of facets) expect(INDEX_SETTINGS.attributesForFaceting).toContain(facet);
    expect(INDEX_SETTINGS.attributesForFaceting).toContain('type');
    expect(INDEX_SETTINGS.attributesToSnippet).toEqual(['content:10']);
    expect(INDEX_SETTINGS.attributesToHighlight).toEqual(['hierarchy', 'content']);
    expect(INDEX_SETTINGS).toMatchObject({ distinct: true, attributeForDistinct: 'url' });
    // Every custom ranking attribute is one toAlgoliaRecords fills.
    const [weighted] = toAlgoliaRecords(
      [record('/docs/guides/a#0', 'https://x.dev/docs/guides/a', 'lvl1')],
      '/docs/api',
    );
    for (const entry of INDEX_SETTINGS.customRanking) {
      const [, attribute] = /^(?:asc|desc)\(weight\.(\w+)\)$/.exec(entry) ?? [];
      expect(weighted?.weight).toHaveProperty(attribute ?? entry);
    }
  });
});

describe('toAlgoliaRecords', () => {
  it('ranks guides, then API pages; headings before text; in page order', () => {
    const weighted = toAlgoliaRecords(
      [
        record('/docs/guides/a#0', 'https://x.dev/docs/guides/a', 'lvl1'),
        record('/docs/guides/a#7', 'https://x.dev/docs/guides/a#b', 'content'),
        record('/docs/api/#0', 'https://x.dev/docs/api/', 'lvl1'),
        record('/docs/api/classes/Camera#3', 'https://x.dev/docs/api/classes/Camera#x', 'lvl3'),
        record('/docs/api/classes/E#4', 'https://x.dev/docs/api/classes/E#cause', 'lvl6', { inherited: true }),
        record('/docs/api-guide#0', 'https://x.dev/docs/api-guide', 'lvl2'),
      ],
      '/docs/api',
    );
    expect(weighted.map((entry) => entry.weight)).toEqual([
      { pageRank: 2, level: 90, position: 0 },
      { pageRank: 2, level: 0, position: 7 },
      { pageRank: 1, level: 90, position: 0 },
      { pageRank: 1, level: 70, position: 3 },
      { pageRank: 1, level: 40, position: 4 },
      { pageRank: 2, level: 80, position: 0 },
    ]);
    expect(weighted[0]).toMatchObject({ objectID: '/docs/guides/a#0', hierarchy: { lvl1: 'Page' } });
  });

  it('finds records above the 10 KB limit', () => {
    const big = record('/docs/guides/a#1', 'https://x.dev/docs/guides/a', 'content', { content: 'x'.repeat(10_000) });
    expect(oversizedRecords([record('/docs/guides/a#0', 'https://x.dev/docs/guides/a', 'lvl1'), big])).toEqual([
      { objectID: '/docs/guides/a#1', bytes: expect.any(Number) },
    ]);
  });
});

describe('algoliaSynonyms', () => {
  it('is the reader-terms table: one one-way synonym per reader phrase, to the doc terms, with ids from the phrase', () => {
    const synonyms = algoliaSynonyms();
    expect(synonyms).toHaveLength(READER_TERMS.flatMap((row) => row.reader).length);
    const flashlight = synonyms.find((synonym) => synonym.input === 'flashlight');
    expect(flashlight).toMatchObject({
      objectID: 'reader-terms-flashlight',
      type: 'onewaysynonym',
      synonyms: ['torch'],
    });
    expect(new Set(synonyms.map((synonym) => synonym.objectID)).size).toBe(synonyms.length);
  });

  it('refuses two rows that would give the same id', () => {
    const row = { docs: ['resolution'], source: { issue: 'o/r#1', wording: 'x' } };
    expect(() =>
      algoliaSynonyms([
        { ...row, reader: ['Full HD'] },
        { ...row, reader: ['full hd'] },
      ]),
    ).toThrow(/full hd/);
  });
});

describe('the reader-terms table', () => {
  it('cites, for every row, an issue as owner/repo#N and the words readers used there', () => {
    for (const { reader, docs, source } of READER_TERMS) {
      expect(reader.length, docs.join()).toBeGreaterThan(0);
      expect(docs.length, reader.join()).toBeGreaterThan(0);
      expect(source.issue, reader.join()).toMatch(/^[\w.-]+\/[\w.-]+#\d+$/);
      expect(source.wording.trim(), reader.join()).not.toBe('');
    }
  });
});
