import { INDEX_SETTINGS } from '../../../../src/plugins/search/server/algoliaIndex';
import { describe, expect, it, vi } from 'vitest';
import { LocalSearchEngine } from '../../../../src/plugins/search/client/engine';
import { RetryError, unpackIndex } from '../../../../src/plugins/search/client/indexFile';
import {
  createLocalSearchClient,
  normalizeRequest,
  type WorkerMessage,
} from '../../../../src/plugins/search/client/localSearchClient';
import { createSearchWorkerHandler, type WorkerRequest } from '../../../../src/plugins/search/client/searchWorker';
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
const INDEX = packIndex(RECORDS);

describe('the index file format', () => {
  it('packs records by page and unpacks them to the same records', () => {
    expect(INDEX.pages).toHaveLength(2);
    expect(unpackIndex(JSON.parse(JSON.stringify(INDEX)))).toEqual(RECORDS);
  });
});

const ok = () => new Response(JSON.stringify(INDEX), { status: 200 });
/** The index file's bytes, as the page sends them to the worker. */
const indexBytes = () => new TextEncoder().encode(JSON.stringify(INDEX)).buffer;

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

describe('createLocalSearchClient', () => {
  it('answers both request forms from one download of the index', async () => {
    const fetchIndex = vi.fn(async () => ok());
    const client = createLocalSearchClient('/index.json', fetchIndex as unknown as typeof fetch);
    const modal = await client.search({ requests: [{ indexName: 'docs', query: 'devices' }] });
    const helper = await client.search([{ indexName: 'docs', params: { query: 'camera' } }]);
    expect(modal.results[0]?.hits[0]?.objectID).toBe('/docs/guides/devices#0');
    expect(helper.results[0]?.nbHits).toBeGreaterThan(0);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404', async () => new Response('not found', { status: 404 })],
    ['the file is not JSON', async () => new Response('<html>', { status: 200 })],
    ['the file has another format', async () => new Response('{"version":2}', { status: 200 })],
  ])('throws a RetryError (the modal shows "Unable to fetch results") when %s', async (_, response) => {
    const client = createLocalSearchClient('/index.json', (() => response()) as unknown as typeof fetch);
    const error = await client.search({ requests: [{ query: 'devices' }] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toContain('/index.json');
  });

  it('tries the download again after a failure', async () => {
    const fetchIndex = vi
      .fn()
      .mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
      .mockImplementation(async () => ok());
    const client = createLocalSearchClient('/index.json', fetchIndex as unknown as typeof fetch);
    await expect(client.search({ requests: [{ query: 'devices' }] })).rejects.toBeInstanceOf(RetryError);
    await expect(client.search({ requests: [{ query: 'devices' }] })).resolves.toMatchObject({
      results: [{ query: 'devices' }],
    });
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('preload never rejects', async () => {
    const client = createLocalSearchClient('/index.json', (() =>
      Promise.reject(new Error('x'))) as unknown as typeof fetch);
    await expect(client.preload()).resolves.toBeUndefined();
  });
});

/** A stand-in for the browser's Worker that runs ./searchWorker.ts's handler on the next turn of the event loop. */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: string[] = [];
  private readonly handle = createSearchWorkerHandler((message) =>
    setTimeout(() => this.onmessage?.({ data: message } as MessageEvent)),
  );
  postMessage(data: WorkerRequest, transfer?: Transferable[]): void {
    this.received.push(data.type);
    // The bytes are transferred: the page must not read them after this.
    if (data.type === 'load') expect(transfer).toEqual([data.bytes]);
    setTimeout(() => this.handle(data));
  }
  terminate(): void {}
}

describe('createLocalSearchClient with a search worker', () => {
  it('sends the index to the worker and gets the same answers as on the page', async () => {
    const worker = new FakeWorker();
    const inWorker = createLocalSearchClient(
      '/index.json',
      async () => ok(),
      () => worker as unknown as Worker,
    );
    const onPage = createLocalSearchClient('/index.json', async () => ok(), undefined);
    const request = {
      requests: [
        { indexName: 'docs', query: 'devices' },
        { indexName: 'docs', query: 'width' },
      ],
    };
    // Equal apart from the query ids, which are unique per answer, and the time each search took.
    const withoutIds = ({ results }: Awaited<ReturnType<typeof onPage.search>>) =>
      results.map((result) => ({ ...result, queryID: undefined, processingTimeMS: undefined }));
    expect(withoutIds(await inWorker.search(request))).toEqual(withoutIds(await onPage.search(request)));
    expect(worker.received).toEqual(['load', 'search']);
  });

  it('reports a bad index from the worker as a RetryError', async () => {
    const client = createLocalSearchClient(
      '/index.json',
      async () => new Response('{"version":2}', { status: 200 }),
      () => new FakeWorker() as unknown as Worker,
    );
    await expect(client.search({ requests: [{ query: 'devices' }] })).rejects.toBeInstanceOf(RetryError);
  });

  it('searches on the page when the worker script fails before the index arrives', async () => {
    const broken = {
      onerror: null as ((event: Partial<ErrorEvent>) => void) | null,
      onmessage: null,
      postMessage: vi.fn(),
      terminate: vi.fn(),
    };
    // The script's error fires while the index is still downloading.
    setTimeout(() => broken.onerror?.({ message: '404', preventDefault: () => undefined }));
    const slowIndex = () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok()), 20));
    const client = createLocalSearchClient('/index.json', slowIndex, () => broken as unknown as Worker);
    const answer = await client.search({ requests: [{ query: 'devices' }] });
    expect(answer.results[0]?.hits[0]?.objectID).toBe('/docs/guides/devices#0');
    expect(broken.postMessage).not.toHaveBeenCalled();
  });

  it('searches on the page when the browser refuses to start a worker', async () => {
    const refuse = () => {
      throw new DOMException('blocked by the content security policy', 'SecurityError');
    };
    const client = createLocalSearchClient('/index.json', async () => ok(), refuse);
    const answer = await client.search({ requests: [{ query: 'devices' }] });
    expect(answer.results[0]?.hits[0]?.objectID).toBe('/docs/guides/devices#0');
  });

  it('searches on the page when the worker cannot run (blocked, or its script failed to load)', async () => {
    const broken = {
      onerror: null as ((event: Partial<ErrorEvent>) => void) | null,
      onmessage: null,
      postMessage() {
        setTimeout(() => this.onerror?.({ message: 'script failed', preventDefault: () => undefined }));
      },
      terminate: vi.fn(),
    };
    const client = createLocalSearchClient(
      '/index.json',
      async () => ok(),
      () => broken as unknown as Worker,
    );
    const answer = await client.search({ requests: [{ query: 'devices' }] });
    expect(answer.results[0]?.hits[0]?.objectID).toBe('/docs/guides/devices#0');
    expect(broken.terminate).toHaveBeenCalled();
  });
});

describe('a first answer from the headings while the body text is being indexed', () => {
  // "mode" is only in body text ("A format is a mode."): the headings alone do not find it.
  const request = { requests: [{ indexName: 'docs', query: 'mode' }] };

  it('the worker answers a partial request from the headings, then in full once the body text is in', async () => {
    const messages: WorkerMessage[] = [];
    const handle = createSearchWorkerHandler((message) => messages.push(message));
    handle({ type: 'load', bytes: indexBytes(), indexUrl: '/index.json' });
    handle({ type: 'search', id: 1, params: [{ query: 'mode' }], partial: true });
    expect(messages.at(-1)).toMatchObject({ type: 'results', id: 1, partial: true, results: [{ nbHits: 0 }] });
    // A short query is answered from the headings by design: never partial.
    handle({ type: 'search', id: 2, params: [{ query: 'fo' }], partial: true });
    expect(messages.at(-1)).toMatchObject({ type: 'results', id: 2, partial: false });
    await vi.waitFor(() => expect(messages.some((message) => message.type === 'built-full')).toBe(true));
    handle({ type: 'search', id: 3, params: [{ query: 'mode' }], partial: true });
    expect(messages.at(-1)).toMatchObject({ type: 'results', id: 3, partial: false, results: [{ nbHits: 1 }] });
  });

  it('the worker builds the body text once queries pause for 40 ms, or 300 ms after it is ready', () => {
    vi.useFakeTimers();
    try {
      const messages: WorkerMessage[] = [];
      const builtFull = () => messages.some((message) => message.type === 'built-full');
      const handle = createSearchWorkerHandler((message) => messages.push(message));
      handle({ type: 'load', bytes: indexBytes(), indexUrl: '/index.json' });
      // A page busy rendering its modal sends its first query late, and the reader's next keys follow: each is
      // answered from the headings at once, the body text waiting for a pause.
      vi.advanceTimersByTime(150);
      handle({ type: 'search', id: 1, params: [{ query: 'mod' }], partial: true });
      expect(messages.at(-1)).toMatchObject({ type: 'results', id: 1, partial: true });
      vi.advanceTimersByTime(30);
      handle({ type: 'search', id: 2, params: [{ query: 'mode' }], partial: true });
      expect(messages.at(-1)).toMatchObject({ type: 'results', id: 2, partial: true });
      vi.advanceTimersByTime(39);
      expect(builtFull()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(builtFull()).toBe(true);

      // With no query at all, the body text comes on its own.
      messages.length = 0;
      const idle = createSearchWorkerHandler((message) => messages.push(message));
      idle({ type: 'load', bytes: indexBytes(), indexUrl: '/index.json' });
      vi.advanceTimersByTime(299);
      expect(builtFull()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(builtFull()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the worker answers a query of its own once it is ready, unless the page asked first, and posts nothing for it', () => {
    vi.useFakeTimers();
    const search = vi.spyOn(LocalSearchEngine.prototype, 'search');
    try {
      const messages: WorkerMessage[] = [];
      const idle = createSearchWorkerHandler((message) => messages.push(message));
      idle({ type: 'load', bytes: indexBytes(), indexUrl: '/index.json' });
      vi.advanceTimersByTime(0);
      expect(search).toHaveBeenCalledTimes(1);
      expect(messages.map((message) => message.type)).toEqual(['parsed', 'ready']);

      search.mockClear();
      const asked = createSearchWorkerHandler((message) => messages.push(message));
      asked({ type: 'load', bytes: indexBytes(), indexUrl: '/index.json' });
      asked({ type: 'search', id: 1, params: [{ query: 'format' }], partial: true });
      vi.advanceTimersByTime(0);
      expect(search).toHaveBeenCalledTimes(1);
      expect(search.mock.calls[0]?.[0]).toMatchObject({ query: 'format' });
    } finally {
      search.mockRestore();
      vi.useRealTimers();
    }
  });

  it('a failing warm-up query does not stop the worker', () => {
    vi.useFakeTimers();
    const search = vi.spyOn(LocalSearchEngine.prototype, 'search').mockImplementationOnce(() => {
      throw new Error('warm-up failed');
    });
    try {
      const messages: WorkerMessage[] = [];
      const handle = createSearchWorkerHandler((message) => messages.push(message));
      handle({ type: 'load', bytes: indexBytes(), indexUrl: '/index.json' });
      expect(() => vi.advanceTimersByTime(0)).not.toThrow();
      handle({ type: 'search', id: 1, params: [{ query: 'fo' }] });
      expect(messages.at(-1)).toMatchObject({ type: 'results', id: 1 });
      expect(messages.at(-1)).not.toHaveProperty('error');
    } finally {
      search.mockRestore();
      vi.useRealTimers();
    }
  });

  it('the client gives partial answers only when asked, and calls its refine listeners when the body text is in', async () => {
    const worker = new FakeWorker();
    const client = createLocalSearchClient(
      '/index.json',
      async () => ok(),
      () => worker as unknown as Worker,
    );
    const refine = vi.fn();
    client.onRefine(refine);
    const first = await client.search(request, { partial: true });
    expect(first.results[0]?.nbHits).toBe(0);
    expect(refine).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(refine).toHaveBeenCalledTimes(1));
    const again = await client.search(request, { partial: true });
    expect(again.results[0]?.nbHits).toBe(1);
  });

  it('without the partial option, a search waits for the body text', async () => {
    const client = createLocalSearchClient(
      '/index.json',
      async () => ok(),
      () => new FakeWorker() as unknown as Worker,
    );
    expect((await client.search(request)).results[0]?.nbHits).toBe(1);
  });
});
