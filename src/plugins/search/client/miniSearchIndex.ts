/**
 * Two shortcuts through MiniSearch 7 that give exactly what its public API gives, faster: `buildMiniSearch` builds the
 * index that `addAll` builds, and `lookUp` returns the matches of one token that `search` returns, unsorted.
 *
 * Why: building the index in the browser is what the first search waits for, and `addAll` walks MiniSearch's radix
 * tree once per word of every record (about 350,000 times for this site). Counting the words in plain maps first and
 * inserting each distinct term once (about 20,000 times) builds the same tree several times faster. On the query side,
 * `search` does per-match work that the ranking (./rank.ts) does not need (see `lookUp`), then sorts its results and
 * copies each into a new object; a long pasted message looks up dozens of tokens, some in most records.
 *
 * Both read MiniSearch's internal fields (typed below). tests/unit/plugins/search/miniSearchIndex.test.ts compares
 * them with the public API (the serialised index, and every match of many lookups), so a MiniSearch upgrade that
 * changes the internals fails there, not in the browser.
 */
import MiniSearch, { type Options } from 'minisearch';

/** Per field id, per short document id, how often a term occurs: what MiniSearch keeps per term. */
type FieldTermData = Map<number, Map<number, number>>;

/** MiniSearch's radix tree of terms (its `SearchableMap`), as far as these shortcuts use it. */
type TermTree = {
  get: (term: string) => FieldTermData | undefined;
  set: (term: string, data: FieldTermData) => unknown;
  atPrefix: (prefix: string) => Iterable<[string, FieldTermData]>;
  fuzzyGet: (term: string, maxDistance: number) => Map<string, [FieldTermData, number]>;
};

/** The internals of MiniSearch 7.2 that these shortcuts read and write. */
type Internals = {
  _options: Required<Pick<Options, 'fields' | 'idField' | 'extractField' | 'stringifyField' | 'tokenize'>>;
  _index: TermTree;
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _nextId: number;
};

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
  const fieldCount = fields.length;
  const fieldLengths = new Float64Array(documents.length * fieldCount);
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
      fieldLengths[shortId * fieldCount + fieldId] = length;
      const average = internals._avgFieldLength[fieldId] || 0;
      internals._avgFieldLength[fieldId] = (average * count + length) / (count + 1);
    });
  }
  // Each distinct term once, in the order `addAll` first meets it.
  for (const [term, data] of terms) internals._index.set(term, data);
  const size = documents.length;
  lookUpStates.set(internals, {
    lengths: fieldLengths,
    fieldCount,
    seen: new Int32Array(size),
    slot: new Int32Array(size),
    generation: 0,
  });
  return index;
}

/** The MiniSearch 7.2 defaults the engine keeps: BM25's parameters, and the weights of prefix and typo matches. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/**
 * Per index, what `lookUp` reads per match without a map lookup: the field lengths by short id and field id, and per
 * short id the lookup that last met it (`seen`, by generation) and its position in that lookup's results (`slot`).
 * Made by `buildMiniSearch`, which computes the field lengths anyway; the engine adds no documents to an index.
 */
type LookUpState = {
  lengths: Float64Array;
  fieldCount: number;
  seen: Int32Array;
  slot: Int32Array;
  generation: number;
};

const lookUpStates = new WeakMap<Internals, LookUpState>();

/** How to look a token up: per-field boosts (1 for a field not named), prefix matches, and typos (edit distance). */
export type LookUpOptions = { boost: Record<string, number>; prefix: boolean; fuzzy: false | number };

/**
 * The records that match one token (no tokenizing or term processing: the token is looked up as given), with the
 * scores, ids and matched terms `index.search(token, options)` gives them, in no particular order. `allowed` filters
 * by record id, as `search`'s `filter` option would. `fuzzy` is a whole number of typos, as `search` reads one of 1
 * or more.
 *
 * It does what MiniSearch's `executeQuerySpec` and `termResults` do for one term, in the same order and with the same
 * arithmetic (so the same floating-point scores), without their per-match work that the engine does not need: the
 * check for discarded documents (the engine never discards one), the document boost callback, the term list, the
 * inverse document frequency recomputed for every match rather than once per term and field, and two map lookups per
 * match (field lengths and results, here typed arrays indexed by short id: see `LookUpState`).
 */
export function lookUp(
  index: MiniSearch,
  token: string,
  options: LookUpOptions,
  allowed: (id: number) => boolean,
): TokenMatch[] {
  const internals = index as unknown as Internals;
  const { fields } = internals._options;
  const fieldIds = fields.map((field) => internals._fieldIds[field] as number);
  const boosts = fields.map((field) => options.boost[field] || 1);
  const tree = internals._index;
  const state = lookUpStates.get(internals);
  if (state === undefined || state.seen.length !== internals._nextId) {
    throw new Error('lookUp: only for an index built by buildMiniSearch, with no documents added since');
  }
  if (state.generation === 0x7fffffff) {
    state.seen.fill(0);
    state.generation = 0;
  }
  state.generation += 1;
  const { lengths, fieldCount, seen, slot, generation } = state;
  const results: TokenMatch[] = [];
  const addTerm = (term: string, termWeight: number, data: FieldTermData | undefined) => {
    if (data === undefined) return;
    fields.forEach((field, position) => {
      const fieldId = fieldIds[position] as number;
      const frequencies = data.get(fieldId);
      if (frequencies === undefined) return;
      const averageLength = internals._avgFieldLength[fieldId] as number;
      const matching = frequencies.size;
      const inverseFrequency = Math.log(1 + (internals._documentCount - matching + 0.5) / (matching + 0.5));
      const weight = termWeight * (boosts[position] as number);
      for (const [shortId, frequency] of frequencies) {
        const length = lengths[shortId * fieldCount + fieldId] as number;
        const raw =
          inverseFrequency *
          (BM25.d +
            (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength)));
        const score = weight * raw;
        if (seen[shortId] !== generation) {
          seen[shortId] = generation;
          const id = internals._documentIds.get(shortId) as number;
          slot[shortId] = allowed(id) ? results.push({ id, score, match: { [term]: [field] } }) - 1 : -1;
          continue;
        }
        const result = results[slot[shortId] as number];
        if (result === undefined) continue;
        result.score += score;
        const matched = Object.prototype.hasOwnProperty.call(result.match, term) ? result.match[term] : undefined;
        if (matched) matched.push(field);
        else result.match[term] = [field];
      }
    });
  };
  addTerm(token, 1, tree.get(token));
  const fuzzyMatches = options.fuzzy ? tree.fuzzyGet(token, options.fuzzy) : undefined;
  if (options.prefix) {
    for (const [term, data] of tree.atPrefix(token)) {
      const distance = term.length - token.length;
      if (!distance) continue;
      // A prefix match is scored as one even when it is also a near miss.
      fuzzyMatches?.delete(term);
      addTerm(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), data);
    }
  }
  if (fuzzyMatches) {
    for (const [term, [data, distance]] of fuzzyMatches) {
      if (!distance) continue;
      addTerm(term, (FUZZY_WEIGHT * term.length) / (term.length + distance), data);
    }
  }
  return results;
}
