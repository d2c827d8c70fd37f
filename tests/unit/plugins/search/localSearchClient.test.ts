import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryError, unpackIndex } from '../../../../src/plugins/search/client/indexFile';
import { createLocalSearchClient, normalizeRequest } from '../../../../src/plugins/search/client/localSearchClient';
import { SearchSession } from '../../../../src/plugins/search/client/searchSession';
import {
  createSearchWorkerHandler,
  type WorkerMessage,
  type WorkerRequest,
} from '../../../../src/plugins/search/client/searchWorker';
import { INDEX_SETTINGS } from '../../../../src/plugins/search/server/algoliaIndex';
import { packIndex } from '../../../../src/plugins/search/server/indexer/buildIndex';
import type { SearchRecord } from '../../../../src/plugins/search/types';

const RECORDS: SearchRecord[] = [
  {
    objectID: '/docs/guides/devices#0',
    url: 'https://example.dev/docs/guides/devices',
    type: 'lvl1',
    hierarchy: { lvl0: 'Guides', lvl1: 'Camera Devices', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: 'Pick a lens.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
  {
    objectID: '/docs/guides/devices#1',
    url: 'https://example.dev/docs/guides/devices#formats',
    type: 'content',
    hierarchy: {
      lvl0: 'Guides',
      lvl1: 'Camera Devices',
      lvl2: 'Formats',
      lvl3: null,
      lvl4: 'Deep',
      lvl5: null,
      lvl6: null,
    },
    content: 'A format is a mode.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
  {
    objectID: '/docs/api/interfaces/DrawableFrame#0',
    url: 'https://example.dev/docs/api/interfaces/DrawableFrame',
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Interfaces',
      lvl1: 'Interface: DrawableFrame',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    apiName: 'DrawableFrame',
  },
  {
    objectID: '/docs/api/interfaces/DrawableFrame#1',
    url: 'https://example.dev/docs/api/interfaces/DrawableFrame#width',
    type: 'lvl3',
    hierarchy: {
      lvl0: 'Interfaces',
      lvl1: 'Interface: DrawableFrame',
      lvl2: 'Properties',
      lvl3: 'width',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    inherited: true,
  },
];
const { index: INDEX, body: BODY } = packIndex(RECORDS);

describe('the index files', () => {
  it('pack records by page, and unpack to the same records, or with the index file alone to the headings', () => {
    expect(INDEX.pages).toHaveLength(2);
    const roundTrip = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;
    expect(unpackIndex(roundTrip(INDEX), roundTrip(BODY))).toEqual(RECORDS);
    expect(unpackIndex(roundTrip(INDEX)).map((record) => record.type)).toEqual(['lvl1', 'lvl1', 'lvl3']);
  });
});

/** Serves the two index files at `/index.json` and `/index.body.json`; `body` can hold the body file back. */
function serve({ body = Promise.resolve() }: { body?: Promise<unknown> } = {}) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/index.json') return new Response(JSON.stringify(INDEX));
    if (url === '/index.body.json') return body.then(() => new Response(JSON.stringify(BODY)));
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('normalizeRequest', () => {
  it('reads the modal request form (parameters at the top level)', () => {
    expect(
      normalizeRequest({
        indexName: 'docs',
        query: 'devices',
        hitsPerPage: 20,
        attributesToSnippet: ['content:10'],
        highlightPreTag: '<mark>',
        facetFilters: ['language:en'],
      }),
    ).toMatchObject({ indexName: 'docs', query: 'devices', hitsPerPage: 20, highlightPreTag: '<mark>' });
  });

  it('reads the helper request form (parameters in `params`)', () => {
    expect(
      normalizeRequest({ indexName: 'docs', params: { query: 'x', page: 2, facets: ['language'] } }),
    ).toMatchObject({
      query: 'x',
      page: 2,
      facets: ['language'],
    });
  });

  it("snippets what the request names, else what the hosted index's settings name", () => {
    expect(normalizeRequest({ query: 'x', attributesToSnippet: ['hierarchy.lvl1:5'] }).attributesToSnippet).toEqual([
      'hierarchy.lvl1:5',
    ]);
    expect(normalizeRequest({ indexName: 'docs', params: { query: 'x' } }).attributesToSnippet).toEqual(
      INDEX_SETTINGS.attributesToSnippet,
    );
  });

  it('reads URL-encoded params as older clients send them', () => {
    const params = new URLSearchParams({ query: 'x', hitsPerPage: '5', facetFilters: '["language:en"]' }).toString();
    expect(normalizeRequest({ indexName: 'docs', params })).toMatchObject({
      query: 'x',
      hitsPerPage: 5,
      facetFilters: ['language:en'],
    });
  });
});

describe('the client, searching on the page', () => {
  beforeEach(() => serve());

  it('answers both request forms from one download of each index file', async () => {
    const client = createLocalSearchClient('/index.json');
    const modal = await client.search({ requests: [{ indexName: 'docs', query: 'devices' }] });
    const helper = await client.search([{ indexName: 'docs', params: { query: 'mode' } }]);
    expect(modal.results[0]?.hits[0]?.objectID).toBe('/docs/guides/devices#0');
    expect(helper.results[0]?.hits[0]?.content).toBe('A format is a mode.');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/index.json', '/index.body.json']);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404', async () => new Response('not found', { status: 404 })],
    ['the file is not JSON', async () => new Response('<html>', { status: 200 })],
    ['the file has another format', async () => new Response('{"version":3}', { status: 200 })],
  ])('throws a RetryError (the modal shows "Unable to fetch results") when %s', async (_, response) => {
    vi.stubGlobal('fetch', response);
    const client = createLocalSearchClient('/index.json');
    const error = await client.search({ requests: [{ query: 'devices' }] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toContain('/index');
  });

  it('tries the downloads again after a failure', async () => {
    const served = serve();
    const working = served.getMockImplementation()!;
    served.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    served.mockImplementation(working);
    const client = createLocalSearchClient('/index.json');
    await expect(client.search({ requests: [{ query: 'devices' }] })).rejects.toBeInstanceOf(RetryError);
    await expect(client.search({ requests: [{ query: 'devices' }] })).resolves.toMatchObject({
      results: [{ query: 'devices' }],
    });
  });
});

/** A stand-in for the browser's Worker that runs ./searchWorker.ts's handler on the next turn of the event loop. */
class FakeWorker extends EventTarget {
  readonly received: string[] = [];
  private readonly handle = createSearchWorkerHandler((message) =>
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: message }))),
  );
  postMessage(data: WorkerRequest): void {
    this.received.push(data.type);
    setTimeout(() => this.handle(data));
  }
  terminate(): void {}
}

describe('the client, with a search worker', () => {
  beforeEach(() => serve());

  it('gets the same answers from the worker as on the page', async () => {
    const worker = new FakeWorker();
    const inWorker = createLocalSearchClient('/index.json', worker as unknown as Worker);
    const onPage = createLocalSearchClient('/index.json');
    const request = { requests: [{ query: 'devices' }, { query: 'width' }] };
    // Equal apart from the query ids, which are unique per answer, and the time each search took.
    const withoutIds = ({ results }: Awaited<ReturnType<typeof onPage.search>>) =>
      results.map((result) => ({ ...result, queryID: undefined, processingTimeMS: undefined }));
    expect(withoutIds(await inWorker.search(request))).toEqual(withoutIds(await onPage.search(request)));
    expect(worker.received).toEqual(['load', 'search']);
  });

  it('reports a failed download in the worker as a RetryError', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"version":3}'));
    const client = createLocalSearchClient('/index.json', new FakeWorker() as unknown as Worker);
    await expect(client.search({ requests: [{ query: 'devices' }] })).rejects.toBeInstanceOf(RetryError);
  });

  it('searches on the page when the worker stops (blocked, or its script failed to load)', async () => {
    const broken = Object.assign(new EventTarget(), {
      postMessage(request: WorkerRequest) {
        if (request.type === 'search') setTimeout(() => broken.dispatchEvent(new Event('error', { cancelable: true })));
      },
      terminate: vi.fn(),
    });
    const client = createLocalSearchClient('/index.json', broken as unknown as Worker);
    const answer = await client.search({ requests: [{ query: 'devices' }] });
    expect(answer.results[0]?.hits[0]?.objectID).toBe('/docs/guides/devices#0');
    expect(broken.terminate).toHaveBeenCalled();
  });
});

describe('a first answer from the headings while the body text is on its way', () => {
  it('answers a one- or two-word partial request from the headings when they match, else with the body text', async () => {
    let release = () => undefined as void;
    serve({ body: new Promise<void>((resolve) => (release = resolve)) });
    const stages: string[] = [];
    const session = new SearchSession('/index.json', (stage) => stages.push(stage));
    const [fromHeadings] = await session.search([{ query: 'devices' }], true);
    expect(fromHeadings?.hits.map((hit) => hit.type)).toEqual(['lvl1']);
    expect(stages).toEqual(['index-in', 'headings-ready']);
    // "mode" is only in body text ("A format is a mode."): the headings find nothing, so even a partial request waits.
    const waiting = [
      session.search([{ query: 'mode' }], true),
      session.search([{ query: 'mode' }]),
      session.search([{ query: 'a format is a mode' }], true),
    ];
    release();
    for (const answer of await Promise.all(waiting)) expect(answer[0]?.hits[0]?.content).toBe('A format is a mode.');
    expect(stages).toEqual(['index-in', 'headings-ready', 'body-ready']);
  });

  it('the worker reports the stages and answers searches it was sent before the index came', async () => {
    serve();
    const messages: WorkerMessage[] = [];
    const handle = createSearchWorkerHandler((message) => messages.push(message));
    handle({ type: 'search', id: 1, params: [{ query: 'devices' }], partial: false });
    expect(messages).toEqual([{ type: 'results', id: 1, error: 'The search index is not loaded.' }]);
    handle({ type: 'load', indexUrl: '/index.json' });
    handle({ type: 'search', id: 2, params: [{ query: 'devices' }], partial: false });
    await vi.waitFor(() =>
      expect(messages.some((message) => message.type === 'results' && message.id === 2)).toBe(true),
    );
    expect(messages.map((message) => (message.type === 'stage' ? message.stage : message.type))).toEqual([
      'results',
      'index-in',
      'headings-ready',
      'body-ready',
      'results',
    ]);
  });
});
