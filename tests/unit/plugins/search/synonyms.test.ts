import { describe, expect, it } from 'vitest';
import { LocalSearchEngine } from '../../../../src/plugins/search/client/engine';
import { queryConcepts } from '../../../../src/plugins/search/client/query';
import { SYNONYM_GROUPS } from '../../../../src/plugins/search/client/synonyms';
import { normalizeTerm, queryWords } from '../../../../src/plugins/search/client/words';
import type { SearchRecord } from '../../../../src/plugins/search/types';

const indexed = (phrase: string) => queryWords(phrase).map(normalizeTerm).join(' ');

describe('the synonym table', () => {
  it('has groups of at least two different phrases, each with words', () => {
    for (const group of SYNONYM_GROUPS) {
      expect(group.length, group.join(', ')).toBeGreaterThanOrEqual(2);
      expect(new Set(group.map(indexed)).size, `${group.join(', ')}: two phrases index the same`).toBe(group.length);
      for (const phrase of group) expect(indexed(phrase), phrase).not.toBe('');
    }
  });

  it('lists every phrase in one group only', () => {
    const phrases = SYNONYM_GROUPS.flat().map(indexed);
    const repeated = phrases.filter((phrase, index) => phrases.indexOf(phrase) !== index);
    expect(repeated).toEqual([]);
  });

  it('turns a phrase of the table into one concept that also matches the others', () => {
    const [concept] = queryConcepts('frame rate');
    expect(queryConcepts('frame rate')).toHaveLength(1);
    const alternatives = concept?.alternatives ?? [];
    // The words as typed first, at full weight; the other phrases of the group at a lower weight.
    expect(alternatives[0]).toEqual({ tokens: ['frame', 'rate'], weight: 1 });
    expect(alternatives.map((alternative) => alternative.tokens.join(' '))).toContain(indexed('fps'));
    expect(alternatives.slice(1).every((alternative) => alternative.weight < 1)).toBe(true);
    // Two phrases of one group are still one concept.
    expect(queryConcepts('frame rate fps')).toHaveLength(1);
  });

  it('finds a page by a synonym of the words it uses', () => {
    const page = (path: string, title: string, content: string): SearchRecord[] =>
      [
        { type: 'lvl1' as const, content: null },
        { type: 'content' as const, content },
      ].map(({ type, content: text }, position) => ({
        objectID: `${path}#${position}`,
        url: `https://example.dev${path}`,
        type,
        hierarchy: { lvl0: 'Guides', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: text,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
      }));
    const engine = new LocalSearchEngine([
      ...page('/docs/guides/torch', 'Light', 'Turn the torch on while recording.'),
      ...page('/docs/guides/formats', 'Formats', 'Set the fps prop to a value the format supports.'),
    ]);
    const first = (query: string) => new URL(engine.search({ query }).hits[0]?.url ?? 'https://x/').pathname;
    expect(first('flashlight')).toBe('/docs/guides/torch');
    expect(first('frame rate')).toBe('/docs/guides/formats');
  });
});
