/**
 * Two shortcuts through MiniSearch 7 that give exactly what its public API gives, faster: `buildMiniSearch` builds the
 * index that `addAll` builds, and `lookUp` returns the matches of one token that `search` returns, unsorted.
 *
 * Why: building the index in the browser is what the first search waits for, and `addAll` walks MiniSearch's radix
 * tree once per word of every record (about 350,000 times for this site). Counting the words in plain maps first and
 * inserting each distinct term once (about 20,000 times) builds the same tree several times faster. On the query side,
 * `search` sorts its results and copies each into a new object, which the ranking (./rank.ts) does not need.
 *
 * Both read MiniSearch's internal fields (typed below). tests/unit/plugins/search/miniSearchIndex.test.ts compares
 * them with the public API (the serialised index, and every match of many lookups), so a MiniSearch upgrade that
 * changes the internals fails there, not in the browser.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/** Per field id, per short document id, how often a term occurs: what MiniSearch keeps per term. */
type FieldTermData = Map<number, Map<number, number>>;

/** The internals of MiniSearch 7.2 that these shortcuts read and write. */
type Internals = {
  _options: Required<Pick<Options, 'fields' | 'idField' | 'extractField' | 'stringifyField' | 'tokenize'>>;
  _index: { set: (term: string, data: FieldTermData) => unknown };
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _nextId: number;
  executeQuery: (query: string, options: SearchOptions) => Map<number, RawMatch>;
};

type RawMatch = { score: number; terms: string[]; match: Record<string, string[]> };

/** One record's match of a token: its id, score and the indexed terms it matched, by field (as in `search`). */
export type TokenMatch = { id: number; score: number; match: Record<string, string[]> };

/**
 * `new MiniSearch(options)` followed by `addAll(documents)`, for options whose `processTerm` returns each term as it
 * is (or nothing for an empty one) and without stored fields, as the engine uses it. Same index: same terms inserted
 * in the same order (the radix tree's shape and iteration order depend on it), same counts, field lengths and average
 * field lengths (computed in the same order, so the same floating-point values).
 *
 * A field may also hold its tokens already, as an array: that is the index of the same document with the tokens
 * joined by spaces and `tokenize` splitting them again, without the work.
 */
export function buildMiniSearch<T>(options: Options<T>, documents: readonly T[]): MiniSearch<T> {
  if (options.storeFields?.length || options.processTerm === undefined) {
    throw new Error('buildMiniSearch: only for a processTerm that returns its term, and no stored fields');
  }
  const index = new MiniSearch<T>(options);
  const internals = index as unknown as Internals;
  const { fields, idField, extractField, stringifyField, tokenize } = internals._options;
  const processTerm = options.processTerm;
  const fieldIds = fields.map((field) => internals._fieldIds[field] as number);
  const terms = new Map<string, FieldTermData>();
  for (const document of documents) {
    const id: unknown = extractField(document, idField);
    if (id == null) throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    if (internals._idToShortId.has(id)) throw new Error(`MiniSearch: duplicate ID ${String(id)}`);
    const shortId = internals._nextId;
    internals._idToShortId.set(id, shortId);
    internals._documentIds.set(shortId, id);
    internals._documentCount += 1;
    internals._nextId += 1;
    const count = internals._documentCount - 1;
    fields.forEach((field, position) => {
      const value: unknown = extractField(document, field);
      if (value == null) return;
      const tokens = Array.isArray(value) ? (value as string[]) : tokenize(stringifyField(value, field), field);
      const fieldId = fieldIds[position] as number;
      // The terms, counted; the field's length is its number of distinct tokens (MiniSearch counts '' too, but does
      // not index it).
      let length = 0;
      let empty = false;
      for (const term of tokens) {
        if (processTerm(term, field) !== term) throw new Error('buildMiniSearch: processTerm must return its term');
        if (!term) {
          if (!empty) length += 1;
          empty = true;
          continue;
        }
        let data = terms.get(term);
        if (data === undefined) terms.set(term, (data = new Map()));
        const frequencies = data.get(fieldId);
        if (frequencies === undefined) {
          data.set(fieldId, new Map([[shortId, 1]]));
          length += 1;
        } else {
          const frequency = frequencies.get(shortId);
          if (frequency === undefined) length += 1;
          frequencies.set(shortId, (frequency ?? 0) + 1);
        }
      }
      // addFieldLength, as MiniSearch computes it.
      let lengths = internals._fieldLength.get(shortId);
      if (lengths === undefined) internals._fieldLength.set(shortId, (lengths = []));
      lengths[fieldId] = length;
      const average = internals._avgFieldLength[fieldId] || 0;
      internals._avgFieldLength[fieldId] = (average * count + length) / (count + 1);
    });
  }
  // Each distinct term once, in the order `addAll` first meets it.
  for (const [term, data] of terms) internals._index.set(term, data);
  return index;
}

/**
 * The records that match one token (no tokenizing or term processing: the token is looked up as given), with the
 * scores, ids and matched terms `index.search(token, options)` gives them, in no particular order. `allowed` filters
 * by record id, as `search`'s `filter` option would.
 */
export function lookUp(
  index: MiniSearch,
  token: string,
  options: SearchOptions,
  allowed: (id: number) => boolean,
): TokenMatch[] {
  const internals = index as unknown as Internals;
  const raw = internals.executeQuery(token, { ...options, tokenize: (text) => [text], processTerm: (term) => term });
  const matches: TokenMatch[] = [];
  for (const [shortId, result] of raw) {
    const id = internals._documentIds.get(shortId) as number;
    if (!allowed(id)) continue;
    // The query's own result object, completed in place (it is made for this query only): `search` multiplies the
    // score by the number of query terms matched, one here.
    const tokenMatch = result as RawMatch & TokenMatch;
    tokenMatch.id = id;
    tokenMatch.score = result.score * (result.terms.length || 1);
    matches.push(tokenMatch);
  }
  return matches;
}
