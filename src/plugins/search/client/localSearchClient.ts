/**
 * A search client with the surface of Algolia's lite client (`search(requests)`), answered in the browser from
 * the local index. The DocSearch modal and algoliasearch-helper (the /search page) call it as they would call
 * the hosted service; no request leaves the site.
 *
 * Loaded with a dynamic import when the modal or the search page needs it, so it costs nothing on a page view.
 */
import { type Hierarchy, LEVELS, type RecordType, type SearchIndexFile, type SearchRecord } from '../types';
import { type FacetFilters, LocalSearchEngine, type LocalSearchResult, type SearchParams } from './engine';

/**
 * The error the hosted client throws when every host failed. The modal shows its "Unable to fetch results"
 * screen for this name only, so a missing or broken index surfaces the same way.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** A request as the modal (`{ requests: [...] }`) or algoliasearch-helper (`[{ indexName, params }]`) sends it. */
export type SearchRequest = {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [parameter: string]: unknown;
};

export type SearchInput = readonly SearchRequest[] | { requests: readonly SearchRequest[] };

export type LocalSearchClient = {
  search: (input: SearchInput) => Promise<{ results: LocalSearchResult[] }>;
  /** The hosted client tags requests with agents; there is no request here, so this does nothing. */
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: () => void } };
  /** Starts downloading the index, e.g. as soon as the modal opens. Never rejects. */
  preload: () => Promise<void>;
};

function asStringArray(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(',');
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Merges a request's top-level fields with its `params` (object, or URL-encoded string as in older clients). */
export function normalizeRequest(request: SearchRequest): SearchParams {
  let params: Record<string, unknown> = {};
  if (typeof request.params === 'string') {
    for (const [key, value] of new URLSearchParams(request.params)) {
      try {
        params[key] = JSON.parse(value);
      } catch {
        params[key] = value;
      }
    }
  } else if (request.params) {
    params = request.params;
  }
  const merged: Record<string, unknown> = { ...params, ...request };
  return {
    indexName: asString(merged.indexName),
    query: asString(merged.query) ?? '',
    hitsPerPage: asNumber(merged.hitsPerPage),
    page: asNumber(merged.page),
    highlightPreTag: asString(merged.highlightPreTag),
    highlightPostTag: asString(merged.highlightPostTag),
    attributesToSnippet: asStringArray(merged.attributesToSnippet),
    snippetEllipsisText: asString(merged.snippetEllipsisText),
    facetFilters: merged.facetFilters as FacetFilters | undefined,
    facets: asStringArray(merged.facets),
  };
}

/** Performance marks for `npm run bench:search`, which reads them to break down the first search. */
function mark(name: string): void {
  globalThis.performance?.mark?.(`vc-search:${name}`);
}

/** Spells the packed records of the index file out again (see `packIndex` in the indexer). */
export function unpackIndex(index: SearchIndexFile): SearchRecord[] {
  const positions = new Map<number, number>();
  const records: SearchRecord[] = [];
  for (const [pageNumber, anchor, headings, entries, inherited] of index.sections) {
    const page = index.pages[pageNumber];
    if (!page) throw new RetryError(`The search index refers to page ${pageNumber}, which it does not contain.`);
    const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings;
    for (const entry of entries) {
      const position = positions.get(pageNumber) ?? 0;
      positions.set(pageNumber, position + 1);
      const [level, content] =
        typeof entry === 'string' ? [0, entry] : typeof entry === 'number' ? [entry, null] : entry;
      const type: RecordType = level === 0 ? 'content' : (LEVELS[level - 1] ?? 'content');
      const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
      records.push({
        objectID: `${new URL(page.url).pathname}#${position}`,
        url: anchor ? `${page.url}#${anchor}` : page.url,
        type,
        hierarchy,
        content,
        language: page.language,
        docusaurus_tag: page.docusaurus_tag,
        ...(type === 'lvl1' && page.apiName !== undefined && { apiName: page.apiName }),
        ...(type === 'lvl1' && page.sidebarLabel !== undefined && { sidebarLabel: page.sidebarLabel }),
        ...(inherited === 1 && { inherited: true as const }),
      });
    }
  }
  return records;
}

async function loadEngine(indexUrl: string, fetchIndex: typeof fetch): Promise<LocalSearchEngine> {
  mark('fetch-start');
  let response: Response;
  try {
    response = await fetchIndex(indexUrl);
  } catch (error) {
    throw new RetryError(`Could not download the search index ${indexUrl}: ${String(error)}`);
  }
  if (!response.ok) {
    throw new RetryError(`Could not download the search index ${indexUrl}: HTTP ${response.status}`);
  }
  let index: SearchIndexFile;
  try {
    index = (await response.json()) as SearchIndexFile;
  } catch (error) {
    throw new RetryError(`The search index ${indexUrl} is not valid JSON: ${String(error)}`);
  }
  if (index?.version !== 3 || !Array.isArray(index.sections) || !Array.isArray(index.pages)) {
    throw new RetryError(`The search index ${indexUrl} has an unknown format.`);
  }
  mark('parsed');
  // Headings now, body text right after the browser has had a chance to show the first hits.
  const engine = new LocalSearchEngine(unpackIndex(index), { deferBodyText: true });
  mark('built');
  const buildFullIndex = () => {
    engine.buildFullIndex();
    mark('built-full');
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(buildFullIndex, { timeout: 200 });
  else setTimeout(buildFullIndex, 0);
  return engine;
}

export function createLocalSearchClient(indexUrl: string, fetchIndex: typeof fetch = fetch): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | undefined;
  const getEngine = () => {
    engine ??= loadEngine(indexUrl, fetchIndex).catch((error: unknown) => {
      // Forget the failure so the next query tries again (the network may be back).
      engine = undefined;
      throw error;
    });
    return engine;
  };

  let ready: LocalSearchEngine | undefined;
  let latestRequest = 0;
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
      const request = (latestRequest += 1);
      const wasReady = ready !== undefined;
      const loaded = await getEngine();
      ready = loaded;
      // Keystrokes typed while the index loaded queue up: answer only the newest, the modal discards older answers.
      if (!wasReady && request !== latestRequest) {
        return { results: requests.map((item) => loaded.search({ ...normalizeRequest(item), query: '' })) };
      }
      const results = requests.map((item) => loaded.search(normalizeRequest(item)));
      if (!wasReady) mark('answered');
      return { results };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'vision-camera-docs local search', add() {} } },
    preload: () =>
      getEngine().then(
        () => undefined,
        () => undefined,
      ),
  };
}
