import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildMiniSearch, lookUp } from '../../../../src/plugins/search/client/miniSearchIndex';

type Doc = { id: number; title: string; body?: string };

/** Words with shared prefixes and near misses, so prefix and typo lookups find several terms per token. */
const WORDS = (
  'camera cameras camel came frame frames framerate frameprocessor format formats formal photo photos photon ' +
  'record recording recorder video videos vid torch touch tour focus focal device devices devic error errors ' +
  'session sessions preview previews review android ios hdr fps'
).split(' ');

/** A deterministic corpus: varied lengths, repeated words, empty and missing bodies. */
function corpus(size: number): Doc[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const text = (length: number) => Array.from({ length }, () => WORDS[next() % WORDS.length]).join(' ');
  return Array.from({ length: size }, (_, id) => ({
    id,
    title: text(1 + (next() % 4)),
    // Missing, empty, or with empty tokens (two spaces in a row) that MiniSearch counts but does not index.
    ...(id % 7 === 3 ? {} : { body: id % 5 === 0 ? '' : id % 11 === 0 ? `${text(3)}  ${text(2)}` : text(next() % 40) }),
  }));
}

const OPTIONS: Options<Doc> = {
  fields: ['title', 'body'],
  tokenize: (text) => (text ? text.split(' ') : []),
  processTerm: (term) => term,
  searchOptions: { processTerm: (term) => term },
};

describe('buildMiniSearch', () => {
  it('builds the index addAll builds: same terms in the same order, counts and field lengths', () => {
    const documents = corpus(400);
    const stock = new MiniSearch<Doc>(OPTIONS);
    stock.addAll(documents);
    expect(JSON.stringify(buildMiniSearch(OPTIONS, documents))).toBe(JSON.stringify(stock));
  });

  it('takes fields that hold their tokens already, as the same words joined by spaces', () => {
    const documents = corpus(300);
    const stock = new MiniSearch<Doc>(OPTIONS);
    stock.addAll(documents);
    const split = (text: string | undefined) => (text === undefined ? undefined : text ? text.split(' ') : []);
    const tokenized = documents.map(({ id, title, body }) => ({ id, title: split(title), body: split(body) }));
    expect(JSON.stringify(buildMiniSearch({ fields: ['title', 'body'], processTerm: (term) => term }, tokenized))).toBe(
      JSON.stringify(stock),
    );
  });

  it('refuses what it does not reproduce, and duplicate ids', () => {
    expect(() => buildMiniSearch({ ...OPTIONS, storeFields: ['title'] }, [])).toThrow();
    expect(() => buildMiniSearch({ ...OPTIONS, processTerm: undefined }, [])).toThrow();
    expect(() =>
      buildMiniSearch(OPTIONS, [
        { id: 1, title: 'a' },
        { id: 1, title: 'b' },
      ]),
    ).toThrow(/duplicate/);
  });
});

describe('lookUp', () => {
  const documents = corpus(400);
  const index = buildMiniSearch(OPTIONS, documents);
  const boost = { title: 4, body: 1 };
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  const expected = (results: SearchResult[]) =>
    results.map(({ id, score, match }) => ({ id: id as number, score, match })).sort(byId);

  it('refuses an index it did not build, or one with documents added since', () => {
    const options = { boost, prefix: false, fuzzy: false } as const;
    const stock = new MiniSearch(OPTIONS);
    stock.addAll(corpus(10));
    expect(() => lookUp(stock, 'camera', options, () => true)).toThrow(/only for an index built by buildMiniSearch/);
    const grown = buildMiniSearch(OPTIONS, corpus(10));
    grown.add({ id: 1000, title: 'camera' });
    expect(() => lookUp(grown, 'camera', options, () => true)).toThrow(/no documents added since/);
  });

  it('gives a field the boost does not name the weight 1, as search does', () => {
    const options = { boost: { title: 3 }, prefix: true, fuzzy: 1 } as const;
    const stock = index.search('cam', { ...options, tokenize: (text) => [text] });
    const matches = lookUp(index, 'cam', options, () => true).map(({ id, score, match }) => ({ id, score, match }));
    expect(matches.sort(byId)).toEqual(expected(stock));
  });

  for (const [token, prefix, fuzzy] of [
    ['camera', false, false],
    ['cam', true, false],
    ['fram', true, false],
    ['devic', true, 1],
    ['camrea', false, 2],
    ['frmae', true, 1],
    ['zzz', true, 1],
  ] as const) {
    it(`gives the matches search gives: ${token} (prefix ${prefix}, typos ${fuzzy})`, () => {
      const options = { boost, prefix, fuzzy };
      const allowed = (id: number) => id % 3 !== 0;
      const stock = index.search(token, {
        ...options,
        tokenize: (text) => [text],
        filter: (result) => allowed(result.id as number),
      });
      const matches = lookUp(index, token, options, allowed).map(({ id, score, match }) => ({ id, score, match }));
      expect(matches.sort(byId)).toEqual(expected(stock));
    });
  }
});
