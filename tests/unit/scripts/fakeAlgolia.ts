/**
 * A local stand-in for Algolia's write API, for the test of `npm run search:upload`: the calls the v5 client's
 * setSettings, saveSynonyms, replaceAllObjects (operation copy/move, batch) and waitForTask (getTask) make, over
 * node:http, on two ports that share one state, as Algolia's hosts do. It checks the credentials, records every
 * request, can fail one request with HTTP 500, and answers each task's first poll(s) with `notPublished`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type SentRequest = {
  /** Which of the servers answered (0 or 1). */
  server: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
  status: number;
};

export type FakeIndex = {
  records: Map<string, Record<string, unknown>>;
  settings: Record<string, unknown>;
  synonyms: Map<string, Record<string, unknown>>;
};

export type FakeAlgoliaOptions = {
  appId: string;
  apiKey: string;
  /** The first request this matches gets HTTP 500 (once). */
  failOnce?: (request: { method: string; path: string }) => boolean;
  /** How many polls of each task answer `notPublished` before `published`. */
  pendingPolls?: number;
};

export type FakeAlgolia = {
  ports: [number, number];
  requests: SentRequest[];
  indices: Map<string, FakeIndex>;
  close: () => Promise<void>;
};

const emptyIndex = (): FakeIndex => ({ records: new Map(), settings: {}, synonyms: new Map() });
const cloneIndex = (index: FakeIndex, scope?: string[]): FakeIndex => ({
  records: scope ? new Map() : new Map(index.records),
  settings: !scope || scope.includes('settings') ? structuredClone(index.settings) : {},
  synonyms: !scope || scope.includes('synonyms') ? new Map(index.synonyms) : new Map(),
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let raw = Buffer.concat(chunks);
  if (raw.length === 0) return undefined;
  if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
  return JSON.parse(raw.toString('utf8'));
}

export async function startFakeAlgolia(options: FakeAlgoliaOptions): Promise<FakeAlgolia> {
  const requests: SentRequest[] = [];
  const indices = new Map<string, FakeIndex>();
  const pollsLeft = new Map<number, number>();
  let nextTask = 100;
  let failOnce = options.failOnce;

  const task = () => {
    nextTask += 1;
    pollsLeft.set(nextTask, options.pendingPolls ?? 1);
    return nextTask;
  };
  const indexNamed = (name: string) => {
    let index = indices.get(name);
    if (!index) indices.set(name, (index = emptyIndex()));
    return index;
  };

  /** Answers one request: [status, body]. */
  const answer = (method: string, path: string, query: Record<string, string>, body: unknown): [number, unknown] => {
    const match = /^\/1\/indexes\/([^/]+)(?:\/(.*))?$/.exec(path);
    if (!match) return [404, { message: `No route for ${method} ${path}` }];
    const name = decodeURIComponent(match[1] as string);
    const rest = match[2] ?? '';
    const updatedAt = new Date(0).toISOString();

    if (method === 'PUT' && rest === 'settings') {
      Object.assign(indexNamed(name).settings, body);
      return [200, { taskID: task(), updatedAt }];
    }
    if (method === 'POST' && rest === 'synonyms/batch') {
      const index = indexNamed(name);
      if (query.replaceExistingSynonyms === 'true') index.synonyms.clear();
      for (const synonym of body as Record<string, unknown>[]) index.synonyms.set(String(synonym.objectID), synonym);
      return [200, { taskID: task(), updatedAt }];
    }
    if (method === 'POST' && rest === 'batch') {
      const index = indexNamed(name);
      const objectIDs: string[] = [];
      for (const { action, body: record } of (body as { requests: { action: string; body: Record<string, unknown> }[] })
        .requests) {
        if (action !== 'addObject') return [400, { message: `Unexpected batch action ${action}` }];
        index.records.set(String(record.objectID), record);
        objectIDs.push(String(record.objectID));
      }
      return [200, { taskID: task(), objectIDs }];
    }
    if (method === 'POST' && rest === 'operation') {
      const { operation, destination, scope } = body as { operation: string; destination: string; scope?: string[] };
      const source = indices.get(name) ?? emptyIndex();
      if (operation === 'copy') {
        // With a scope, Algolia copies those parts only and keeps the destination's records.
        const copy = cloneIndex(source, scope);
        if (scope) copy.records = indices.get(destination)?.records ?? new Map();
        indices.set(destination, copy);
      } else if (operation === 'move') {
        indices.set(destination, source);
        indices.delete(name);
      } else return [400, { message: `Unknown operation ${operation}` }];
      return [200, { taskID: task(), updatedAt }];
    }
    const taskMatch = /^task\/(\d+)$/.exec(rest);
    if (method === 'GET' && taskMatch) {
      const id = Number(taskMatch[1]);
      const left = pollsLeft.get(id);
      if (left === undefined) return [404, { message: `Unknown task ${id}` }];
      pollsLeft.set(id, Math.max(0, left - 1));
      return [200, { status: left > 0 ? 'notPublished' : 'published' }];
    }
    if (method === 'DELETE' && rest === '') {
      indices.delete(name);
      return [200, { taskID: task(), deletedAt: updatedAt }];
    }
    return [404, { message: `No route for ${method} ${path}` }];
  };

  const serve = (server: number) => async (request: IncomingMessage, response: import('node:http').ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const query = Object.fromEntries(url.searchParams);
    let status: number;
    let payload: unknown;
    if (
      request.headers['x-algolia-application-id'] !== options.appId ||
      request.headers['x-algolia-api-key'] !== options.apiKey
    ) {
      [status, payload] = [403, { message: 'Invalid Application-ID or API key' }];
    } else if (failOnce?.({ method, path: url.pathname })) {
      failOnce = undefined;
      [status, payload] = [500, { message: 'Injected failure' }];
    } else {
      [status, payload] = answer(method, url.pathname, query, body);
    }
    requests.push({ server, method, path: url.pathname, query, headers: request.headers, body, status });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };

  const servers: Server[] = [createServer(serve(0)), createServer(serve(1))];
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port) as [number, number];
  return {
    ports,
    requests,
    indices,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
