import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, matchesFacetFilters } from '../../../../src/plugins/search/client/engine';
import type { Level, SearchRecord } from '../../../../src/plugins/search/types';

const SITE = 'https://example.dev';

function record(
  path: string,
  type: SearchRecord['type'],
  levels: Partial<Record<Level, string>>,
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  return {
    objectID: `${path}#${type}-${Object.values(levels).join('-')}-${content ?? ''}`,
    url: `${SITE}${path}`,
    type,
    hierarchy: { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...extra,
  };
}

const RECORDS: SearchRecord[] = [
  record('/docs/guides/devices', 'lvl1', { lvl0: 'Guides', lvl1: 'Camera Devices' }),
  record(
    '/docs/guides/devices',
    'content',
    { lvl0: 'Guides', lvl1: 'Camera Devices' },
    'Call useCameraDevice with a position to pick a lens.',
  ),
  record(
    '/docs/api/functions/useCameraDevice',
    'lvl1',
    { lvl0: 'Functions', lvl1: 'Function: useCameraDevice()' },
    null,
    {
      apiName: 'useCameraDevice',
    },
  ),
  record(
    '/docs/api/functions/useCameraDevices',
    'lvl1',
    { lvl0: 'Functions', lvl1: 'Function: useCameraDevices()' },
    null,
    {
      apiName: 'useCameraDevices',
    },
  ),
  record('/docs/guides/frame-processors', 'lvl1', { lvl0: 'Realtime Frame Processing', lvl1: 'Frame Processors' }),
  record(
    '/docs/guides/frame-processors',
    'content',
    { lvl0: 'Realtime Frame Processing', lvl1: 'Frame Processors' },
    'A frame processor runs a worklet for every frame the camera streams, so you can scan codes or run ML models on the device at the frame rate of the camera without copying pixels into JavaScript.',
  ),
  record('/docs/guides/taking-photos', 'lvl2', { lvl0: 'Guides', lvl1: 'Taking Photos', lvl2: 'Flash and HDR' }),
  record(
    '/docs/guides/taking-photos',
    'content',
    { lvl0: 'Guides', lvl1: 'Taking Photos', lvl2: 'Flash and HDR' },
    'Use <script>alert("x")</script> & photoHdr.',
  ),
  record('/docs/guides/hooks', 'lvl1', { lvl0: 'Guides', lvl1: 'Hooks' }),
  record('/docs/guides/hooks', 'content', { lvl0: 'Guides', lvl1: 'Hooks' }, 'Pick a lens with useCameraDevice.'),
  record('/docs/guides/other-version', 'lvl1', { lvl0: 'Guides', lvl1: 'Frame Processors (old)' }, null, {
    docusaurus_tag: 'docs-default-3.x',
  }),
  record('/docs/guides/other-language', 'lvl1', { lvl0: 'Guides', lvl1: 'Frame Processors (de)' }, null, {
    language: 'de',
  }),
];

const engine = new LocalSearchEngine(RECORDS);
const MARK = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
const paths = (query: string, extra = {}) =>
  engine.search({ query, ...MARK, ...extra }).hits.map((hit) => new URL(hit.url).pathname);

describe('ranking', () => {
  it('puts the exact API identifier first', () => {
    expect(paths('useCameraDevice')[0]).toBe('/docs/api/functions/useCameraDevice');
    expect(paths('useCameraDevices')[0]).toBe('/docs/api/functions/useCameraDevices');
  });

  it('ranks a page title above content that mentions the same words', () => {
    const result = paths('frame processors');
    expect(result.indexOf('/docs/guides/frame-processors')).toBe(0);
  });

  it('finds words while they are typed (prefix on the last word)', () => {
    expect(paths('taking pho')).toContain('/docs/guides/taking-photos');
    expect(paths('useCamera')).toContain('/docs/api/functions/useCameraDevice');
  });

  it('forgives typos', () => {
    expect(paths('fram procesor')[0]).toBe('/docs/guides/frame-processors');
    expect(paths('camera devises')).toContain('/docs/guides/devices');
  });

  it('matches parts of camel-case identifiers', () => {
    expect(paths('camera device')).toContain('/docs/api/functions/useCameraDevice');
  });

  it('falls back to any word when no record has all of them', () => {
    expect(paths('frame zzzzqqq')).toContain('/docs/guides/frame-processors');
  });
});

describe('facet filters', () => {
  const contextual = {
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };

  it('keeps only the language and version the request asks for', () => {
    const result = paths('frame processors', contextual);
    expect(result).not.toContain('/docs/guides/other-version');
    expect(result).not.toContain('/docs/guides/other-language');
    expect(paths('frame processors')).toContain('/docs/guides/other-version');
  });

  it.each([
    ['language:en', true],
    ['language:de', false],
    [['language:de', 'language:en'], true],
    ['-language:en', false],
    ['docusaurus_tag:docs-default-current', true],
  ] as const)('%j → %s', (filter, expected) => {
    expect(matchesFacetFilters(RECORDS[0] as SearchRecord, [filter] as never)).toBe(expected);
  });
});

describe('response shape', () => {
  it('has the fields the modal and algoliasearch-helper read', () => {
    const result = engine.search({ query: 'devices', hitsPerPage: 1, page: 1, indexName: 'docs', ...MARK });
    expect(result).toMatchObject({ page: 1, hitsPerPage: 1, index: 'docs', query: 'devices', exhaustiveNbHits: true });
    expect(result.nbHits).toBeGreaterThan(1);
    expect(result.nbPages).toBe(result.nbHits);
    expect(result.hits).toHaveLength(1);
    expect(result.queryID).toMatch(/^local-/);
  });

  it('uses 20 hits per page by default', () => {
    expect(engine.search({ query: 'a' }).hitsPerPage).toBe(20);
  });

  it('counts facets when asked, one per hit', () => {
    const result = engine.search({ query: 'frame processors', facets: ['language'] });
    expect(result.facets?.language).toEqual({ en: 2, de: 1 });
  });

  it('answers with one hit per section, the record of it that holds the most matched words', () => {
    const hits = engine.search({ query: 'frame processor worklet' }).hits;
    const sections = hits.map((hit) => hit.url);
    expect(new Set(sections).size).toBe(sections.length);
    expect(hits[0]).toMatchObject({ type: 'content', url: `${SITE}/docs/guides/frame-processors` });
  });
});

describe('highlights and snippets', () => {
  it('wraps matched words in the request tags, typo matches included', () => {
    const hit = engine.search({ query: 'fram procesor', ...MARK }).hits[0];
    expect(hit?._highlightResult.hierarchy.lvl1).toMatchObject({
      value: '<mark>Frame</mark> <mark>Processors</mark>',
      matchLevel: 'full',
    });
  });

  it('highlights a whole identifier (whose stem changes if stemmed twice)', () => {
    const hit = engine.search({ query: 'useCameraDevice', ...MARK }).hits[0];
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('Function: <mark>useCameraDevice</mark>()');
  });

  it('highlights the matched part of a camel-case identifier', () => {
    const hit = engine
      .search({ query: 'lens device', ...MARK, attributesToSnippet: ['content:10'] })
      .hits.find((candidate) => candidate.content?.startsWith('Pick a lens'));
    expect(hit?._highlightResult.content?.value).toContain('useCamera<mark>Device</mark>');
  });

  it('cuts content snippets to the requested number of words around the first match', () => {
    const hit = engine.search({
      query: 'models',
      ...MARK,
      attributesToSnippet: ['content:5'],
      snippetEllipsisText: '…',
    }).hits[0];
    const value = hit?._snippetResult.content?.value ?? '';
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value).toContain('<mark>models</mark>');
    expect(
      value
        .replace(/<\/?mark>|…/g, '')
        .split(/\s+/)
        .filter(Boolean).length,
    ).toBeLessThanOrEqual(5);
  });

  it('escapes page text, so content can never inject markup', () => {
    const hit = engine
      .search({ query: 'photoHdr', ...MARK, attributesToSnippet: ['content:20'] })
      .hits.find((candidate) => candidate.type === 'content');
    const html = `${hit?._highlightResult.content?.value} ${hit?._snippetResult.content?.value}`;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&amp;');
    expect(html).toContain('<mark>photoHdr</mark>');
  });

  it('escapes the tags of a query that contains markup', () => {
    const result = engine.search({ query: '<script>alert(1)</script>', ...MARK, attributesToSnippet: ['content:10'] });
    for (const hit of result.hits) {
      expect(JSON.stringify(hit._highlightResult) + JSON.stringify(hit._snippetResult)).not.toContain('<script>');
    }
  });
});

describe('odd queries', () => {
  it.each(['', '   '])('an empty query (%j) returns no hits', (query) => {
    expect(engine.search({ query }).nbHits).toBe(0);
  });

  it.each(['(', '[', '*', '\\', '.*', 'a|b', '$^', '(frame', 'frame[0]', '\\d+'])(
    'regex characters %j do not throw',
    (query) => {
      expect(() => engine.search({ query, ...MARK, attributesToSnippet: ['content:10'] })).not.toThrow();
    },
  );

  it('handles queries longer than the 64-character input limit', () => {
    const long = 'frame processor '.repeat(40);
    const result = engine.search({ query: long });
    expect(result.query.length).toBeLessThanOrEqual(512);
    expect(result.hits.length).toBeGreaterThan(0);
  });
});
