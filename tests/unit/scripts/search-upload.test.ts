/**
 * `npm run search:upload` (scripts/search-upload.ts) against a local fake of Algolia's API (./fakeAlgolia.ts), with a
 * tiny index file packed by the indexer's own `packIndex` in a temporary build folder, so no site build is needed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main, uploadSearchIndex, type Host } from '../../../scripts/search-upload';
import { algoliaSynonyms, INDEX_SETTINGS } from '../../../src/plugins/search/server/algoliaIndex';
import { packIndex } from '../../../src/plugins/search/server/indexer/buildIndex';
import type { Hierarchy, SearchRecord } from '../../../src/plugins/search/types';
import { startFakeAlgolia, type FakeAlgolia } from './fakeAlgolia';

const ROOT = path.join(__dirname, '../../..');
const APP_ID = 'FAKEAPPID';
const ADMIN_KEY = 'fake-admin-key-0123456789';
const INDEX_NAME = 'vision-camera-docs';
const SITE = 'https://docs.example.dev';

const hierarchy = (lvl0: string, lvl1: string, ...below: string[]): Hierarchy => {
  const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = below;
  return { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
};
const base = { language: 'en', docusaurus_tag: 'docs-default-current' };

/** Records as the indexer makes them: a guide and an API page with an inherited member. */
const RECORDS: SearchRecord[] = [
  {
    ...base,
    objectID: '/docs/guides/taking-photos#0',
    url: `${SITE}/docs/guides/taking-photos`,
    type: 'lvl1',
    hierarchy: hierarchy('Guides', 'Taking Photos'),
    content: 'Take a photo with the Camera.',
    sidebarLabel: 'Photos',
  },
  {
    ...base,
    objectID: '/docs/guides/taking-photos#1',
    url: `${SITE}/docs/guides/taking-photos#flash`,
    type: 'lvl2',
    hierarchy: hierarchy('Guides', 'Taking Photos', 'Flash'),
    content: null,
  },
  {
    ...base,
    objectID: '/docs/guides/taking-photos#2',
    url: `${SITE}/docs/guides/taking-photos#flash`,
    type: 'content',
    hierarchy: hierarchy('Guides', 'Taking Photos', 'Flash'),
    content: 'Set flash to "on" in takePhoto().',
  },
  {
    ...base,
    objectID: '/docs/api/classes/CameraCaptureError#0',
    url: `${SITE}/docs/api/classes/CameraCaptureError`,
    type: 'lvl1',
    hierarchy: hierarchy('Classes', 'Class: CameraCaptureError'),
    content: 'Class CameraCaptureError: an error while capturing.',
    apiName: 'CameraCaptureError',
  },
  {
    ...base,
    objectID: '/docs/api/classes/CameraCaptureError#1',
    url: `${SITE}/docs/api/classes/CameraCaptureError#cause`,
    type: 'lvl3',
    hierarchy: hierarchy('Classes', 'Class: CameraCaptureError', 'Accessors', 'cause'),
    content: null,
    inherited: true,
  },
];

let workDir: string;
let buildDir: string;
let fake: FakeAlgolia;

/** Every file of a folder with its size and modification time, to show that the upload writes nothing there. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => {
      const stat = statSync(file);
      return `${path.relative(dir, file)} ${stat.isFile() ? stat.size : 'dir'} ${stat.mtimeMs}`;
    })
    .sort();
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'search-upload-'));
  buildDir = path.join(workDir, 'build');
  mkdirSync(path.join(buildDir, 'assets/search'), { recursive: true });
  const { index, body } = packIndex(RECORDS);
  writeFileSync(path.join(buildDir, 'assets/search/index.0123abcd.json'), JSON.stringify(index));
  writeFileSync(path.join(buildDir, 'assets/search/index.0123abcd.body.json'), JSON.stringify(body));
  writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>Site</title>');
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

afterEach(async () => {
  await fake?.close();
  vi.restoreAllMocks();
});

const hosts = (ports: readonly number[]): Host[] =>
  ports.map((port) => ({ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }));

describe('uploadSearchIndex against a fake Algolia', () => {
  it('sends the records, settings and synonyms, retries a failed request and waits for every task', async () => {
    fake = await startFakeAlgolia({
      appId: APP_ID,
      apiKey: ADMIN_KEY,
      // The first batch of records fails once on the first host.
      failOnce: ({ method, path: url }) => method === 'POST' && /\/1\/indexes\/[^/]+_tmp_\d+\/batch$/.test(url),
      pendingPolls: 1,
    });
    const before = snapshot(buildDir);
    const lines: string[] = [];
    const summary = await uploadSearchIndex({
      buildDir,
      appId: APP_ID,
      indexName: INDEX_NAME,
      adminKey: ADMIN_KEY,
      batchSize: 2,
      hosts: hosts(fake.ports),
      log: (line) => lines.push(line),
    });

    // The live index holds exactly the records, with their weights, and the settings and synonyms.
    expect([...fake.indices.keys()]).toEqual([INDEX_NAME]);
    const index = fake.indices.get(INDEX_NAME)!;
    expect([...index.records.keys()]).toEqual(RECORDS.map((record) => record.objectID));
    expect(index.records.get('/docs/guides/taking-photos#2')).toEqual({
      ...RECORDS[2],
      weight: { pageRank: 2, level: 0, position: 2 },
    });
    expect(index.records.get('/docs/api/classes/CameraCaptureError#0')).toMatchObject({
      apiName: 'CameraCaptureError',
      weight: { pageRank: 1, level: 90, position: 0 },
    });
    expect(index.records.get('/docs/api/classes/CameraCaptureError#1')).toMatchObject({
      inherited: true,
      weight: { pageRank: 1, level: 70, position: 1 },
    });
    expect(index.settings).toEqual(JSON.parse(JSON.stringify(INDEX_SETTINGS)));
    expect(index.settings).toMatchObject({
      searchableAttributes: expect.arrayContaining(['unordered(hierarchy.lvl0)', 'content']),
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag', 'type']),
      attributesToSnippet: ['content:10'],
      attributesToHighlight: ['hierarchy', 'content'],
      distinct: true,
      attributeForDistinct: 'url',
    });
    expect([...index.synonyms.values()]).toEqual(algoliaSynonyms());

    // The order: settings, synonyms (replacing the others), then replaceAllObjects' copy, batches, copy, move.
    const writes = fake.requests.filter((request) => request.method !== 'GET' && request.status === 200);
    expect(writes.map((request) => `${request.method} ${request.path.replace(/_tmp_\d+/, '_tmp')}`)).toEqual([
      `PUT /1/indexes/${INDEX_NAME}/settings`,
      `POST /1/indexes/${INDEX_NAME}/synonyms/batch`,
      `POST /1/indexes/${INDEX_NAME}/operation`,
      `POST /1/indexes/${INDEX_NAME}_tmp/batch`,
      `POST /1/indexes/${INDEX_NAME}_tmp/batch`,
      `POST /1/indexes/${INDEX_NAME}_tmp/batch`,
      `POST /1/indexes/${INDEX_NAME}/operation`,
      `POST /1/indexes/${INDEX_NAME}_tmp/operation`,
    ]);
    expect(writes[1]?.query.replaceExistingSynonyms).toBe('true');
    expect(writes.at(-1)?.body).toEqual({ operation: 'move', destination: INDEX_NAME });

    // The injected HTTP 500 on the first host: the same batch went again, to the other host, and nothing was lost.
    const failed = fake.requests.filter((request) => request.status === 500);
    expect(failed).toHaveLength(1);
    const retried = fake.requests[fake.requests.indexOf(failed[0]!) + 1]!;
    expect({ path: retried.path, body: retried.body, status: retried.status }).toEqual({
      path: failed[0]!.path,
      body: failed[0]!.body,
      status: 200,
    });
    expect(retried.server).not.toBe(failed[0]!.server);
    expect(summary.retries).toBe(1);
    expect(lines.some((line) => /HTTP 500; the client retries/.test(line))).toBe(true);

    // Every task was polled until published: once `notPublished`, then `published`.
    const taskIDs = new Set(
      fake.requests.filter((r) => r.path.includes('/task/')).map((r) => r.path.split('/').at(-1)),
    );
    expect(taskIDs.size).toBe(8); // settings, synonyms, 3 batches, 2 copies, move
    expect(summary.taskPolls).toBe(16);

    // The admin key travels in a header only, and nothing was written to the build folder.
    expect(fake.requests.every((request) => !JSON.stringify(request.query).includes(ADMIN_KEY))).toBe(true);
    expect(snapshot(buildDir)).toEqual(before);

    expect(summary).toMatchObject({ records: RECORDS.length, retries: 1 });
    expect(summary.payloadBytes).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/5 records from 2 pages/);
    expect(lines.filter((line) => /records: batch \d\/3 sent/.test(line))).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/^Done: 5 records/);
  });

  it('stops at the first refused request, with the API error, and changes nothing', async () => {
    fake = await startFakeAlgolia({ appId: APP_ID, apiKey: 'another-key' });
    await expect(
      uploadSearchIndex({
        buildDir,
        appId: APP_ID,
        indexName: INDEX_NAME,
        adminKey: ADMIN_KEY,
        hosts: hosts(fake.ports),
        log: () => undefined,
      }),
    ).rejects.toThrow(/Invalid Application-ID or API key/);
    expect(fake.indices.size).toBe(0);
  });
});

describe('main (the command line)', () => {
  const env = { ALGOLIA_APP_ID: APP_ID, ALGOLIA_INDEX_NAME: INDEX_NAME, ALGOLIA_ADMIN_KEY: ADMIN_KEY };

  it('exits with 2 and names what is missing when a variable is unset', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main([buildDir], { ALGOLIA_APP_ID: APP_ID, ALGOLIA_ADMIN_KEY: ' ' })).toBe(2);
    expect(error.mock.calls[0]?.[0]).toMatch(/^search:upload needs ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_KEY/);
  });

  it('refuses an admin key that is also the public search key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main([buildDir], { ...env, ALGOLIA_API_KEY: ADMIN_KEY })).toBe(2);
    expect(error.mock.calls[0]?.[0]).toMatch(/ALGOLIA_API_KEY .* equals ALGOLIA_ADMIN_KEY/);
  });

  it('exits with 1 and says to build first when the build has no index file', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const empty = path.join(workDir, 'empty');
    mkdirSync(empty, { recursive: true });
    expect(await main([empty], env)).toBe(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/No search index file in .*: run `npm run build` first/);
  });

  it('as `npm run search:upload` runs it: exit code 2 and the message without credentials', () => {
    const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ALGOLIA_')));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search-upload.ts'], {
      cwd: ROOT,
      env: cleanEnv,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('search:upload needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_KEY');
    expect(result.stdout).toBe('');
  });
});

describe('the write key stays out of the site', () => {
  it('is read by scripts/search-upload.ts only, never by the config or code that is built into pages', () => {
    const files = [
      'docusaurus.config.ts',
      ...readdirSync(path.join(ROOT, 'src'), { recursive: true }).map((file) => path.join('src', String(file))),
      ...readdirSync(path.join(ROOT, 'config'), { recursive: true }).map((file) => path.join('config', String(file))),
    ].filter((file) => /\.(ts|tsx|js|mjs|cjs|mts)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const readers = files.filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes('ALGOLIA_ADMIN_KEY'));
    expect(readers).toEqual([]);
  });
});
