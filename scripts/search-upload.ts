// Fills a hosted Algolia index from the built site: the records of the search index file that `npm run build` writes
// (build/assets/search/index.<hash>.json, in local and hosted builds alike), the index settings and the synonym
// table, as src/plugins/search/server/algoliaIndex.ts defines them. The records replace the index's content in one
// step (`replaceAllObjects`: a temporary index, then a move), so readers never search a half-filled index.
//
// Usage: ALGOLIA_APP_ID=… ALGOLIA_INDEX_NAME=… ALGOLIA_ADMIN_KEY=… npm run search:upload [-- <build folder>]
// ALGOLIA_ADMIN_KEY is a key with write rights (addObject, editSettings; deleteIndex to clean up after a failure): it is
// read here only, never by the site's build or its browser code. Exit codes: 0 done, 1 the upload failed, 2 a variable is missing.
//
// It only reads the build folder: nothing is written there.
import path from 'node:path';
import { createHttpRequester } from '@algolia/requester-node-http';
import { algoliasearch } from 'algoliasearch';
import { API_ROUTE } from '../config/library';
import { readBuiltIndex } from '../src/plugins/search/server/builtIndex';
import {
  algoliaSynonyms,
  INDEX_SETTINGS,
  MAX_RECORD_BYTES,
  oversizedRecords,
  toAlgoliaRecords,
} from '../src/plugins/search/server/algoliaIndex';

const ROOT = path.resolve(__dirname, '..');

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;
type Requester = NonNullable<ClientOptions['requester']>;
export type Host = NonNullable<ClientOptions['hosts']>[number];

export type UploadOptions = {
  /** The built site (its `assets/search/index.<hash>.json` is read). */
  buildDir: string;
  appId: string;
  indexName: string;
  /** A key with write rights on the index. */
  adminKey: string;
  /** Records per batch request (Algolia's client default: 1000). */
  batchSize?: number;
  /** Other hosts than Algolia's, for the tests' local server. */
  hosts?: Host[];
  /** Progress lines (default: the console). */
  log?: (line: string) => void;
};

export type UploadSummary = {
  indexFile: string;
  records: number;
  /** Bytes of the records' batch requests (JSON, uncompressed). */
  payloadBytes: number;
  /** Every HTTP request sent, retries and task polls included. */
  requests: number;
  retries: number;
  taskPolls: number;
  ms: number;
};

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sends the records, settings and synonyms; resolves when Algolia has published all of them. */
export async function uploadSearchIndex(options: UploadOptions): Promise<UploadSummary> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const { indexName } = options;
  const batchSize = options.batchSize ?? 1000;

  const built = readBuiltIndex(options.buildDir);
  const { indexFile } = built;
  const records = toAlgoliaRecords(built.records, API_ROUTE);
  if (records.length === 0) throw new Error(`${indexFile} holds no record; refusing to empty the index.`);
  const tooLarge = oversizedRecords(records);
  if (tooLarge.length > 0) {
    const list = tooLarge.map(({ objectID, bytes }) => `${objectID} (${bytes} bytes)`).join(', ');
    throw new Error(`Records above Algolia's ${MAX_RECORD_BYTES}-byte limit: ${list}. Nothing was sent.`);
  }
  const pages = new Set(records.map((record) => record.url.split('#')[0]));
  const origins = [...new Set(records.map((record) => new URL(record.url).origin))];
  log(`Read ${path.relative(process.cwd(), indexFile)}: ${records.length} records from ${pages.size} pages.`);
  log(`Their links point at ${origins.join(', ')} (the build's SITE_URL).`);

  // Progress and figures come from the HTTP requests themselves: the client's helpers have no progress callback.
  const batches = Math.ceil(records.length / batchSize);
  const figures = { payloadBytes: 0, requests: 0, retries: 0, taskPolls: 0, batchesSent: 0 };
  const http = createHttpRequester();
  const requester: Requester = {
    async send(request) {
      figures.requests += 1;
      const { pathname, host } = new URL(request.url);
      const bytes = typeof request.data === 'string' ? Buffer.byteLength(request.data) : (request.data?.length ?? 0);
      const response = await http.send(request);
      const ok = response.status >= 200 && response.status < 300;
      if (!ok && (response.isTimedOut || response.status === 0 || response.status >= 500)) {
        figures.retries += 1;
        const why = response.isTimedOut ? 'timed out' : `HTTP ${response.status}`;
        log(`  ${request.method} ${pathname} on ${host}: ${why}; the client retries on its next host.`);
      } else if (ok && request.method === 'GET' && pathname.includes('/task/')) {
        figures.taskPolls += 1;
      } else if (ok && request.method === 'POST' && pathname.endsWith('/batch') && !pathname.includes('/synonyms/')) {
        figures.batchesSent += 1;
        figures.payloadBytes += bytes;
        const count = Math.min(batchSize, records.length - (figures.batchesSent - 1) * batchSize);
        log(`  records: batch ${figures.batchesSent}/${batches} sent (${count} records, ${kilobytes(bytes)})`);
      } else if (ok && pathname.endsWith('/operation') && typeof request.data === 'string') {
        const { operation, destination } = JSON.parse(request.data) as { operation: string; destination: string };
        const source = decodeURIComponent(pathname.split('/')[3] ?? '');
        log(
          operation === 'move'
            ? `  records: moving ${source} over ${destination}; searches get the new records once it is published`
            : `  records: ${operation} of ${source}'s settings and synonyms to the temporary index ${destination}`,
        );
      }
      return response;
    },
  };

  const client = algoliasearch(options.appId, options.adminKey, {
    requester,
    ...(options.hosts && { hosts: options.hosts }),
  });

  // Settings and synonyms first. This creates the index on the first upload (replaceAllObjects starts by copying
  // the index, which must exist), and replaceAllObjects copies them into its temporary index, so the new records are
  // indexed once, with the new settings, and the move swaps records, settings and synonyms together.
  const searchable = INDEX_SETTINGS.searchableAttributes.map((name) => name.replace(/^unordered\((.*)\)$/, '$1'));
  log(
    `Settings of ${indexName}: searchable ${searchable.join(', ')}; facets ${INDEX_SETTINGS.attributesForFaceting.join(', ')}`,
  );
  const settingsTask = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settingsTask.taskID });
  log(`  settings published (task ${settingsTask.taskID})`);

  const synonyms = algoliaSynonyms();
  const synonymsTask = await client.saveSynonyms({
    indexName,
    synonymHit: synonyms,
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName, taskID: synonymsTask.taskID });
  log(`  ${synonyms.length} synonym groups published, replacing the index's others (task ${synonymsTask.taskID})`);

  log(`Records: ${records.length} in ${batches} batch(es), through a temporary index…`);
  await client.replaceAllObjects({ indexName, objects: records, batchSize });

  const summary: UploadSummary = {
    indexFile,
    records: records.length,
    payloadBytes: figures.payloadBytes,
    requests: figures.requests,
    retries: figures.retries,
    taskPolls: figures.taskPolls,
    ms: Math.round(performance.now() - started),
  };
  log(
    `Done: ${summary.records} records (${kilobytes(summary.payloadBytes)} of JSON) in ${indexName}, ` +
      `${summary.requests} requests (${summary.retries} retried, ${summary.taskPolls} task polls), ` +
      `${(summary.ms / 1000).toFixed(1)} s.`,
  );
  return summary;
}

/** The variables the upload needs, in the order the message lists them. */
export const REQUIRED_ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_KEY'] as const;

/** Runs the upload from the command line; resolves with the exit code. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = REQUIRED_ENV.filter((name) => !value(name));
  if (missing.length > 0) {
    console.error(
      [
        `search:upload needs ${missing.join(', ')} (missing or empty).`,
        '  ALGOLIA_APP_ID      the Algolia application id (the same as the build uses)',
        '  ALGOLIA_INDEX_NAME  the index the site searches (the same as the build uses)',
        '  ALGOLIA_ADMIN_KEY   a key with write rights (addObject, editSettings, deleteIndex); never the search key',
        'Nothing was sent.',
      ].join('\n'),
    );
    return 2;
  }
  if (value('ALGOLIA_API_KEY') && value('ALGOLIA_API_KEY') === value('ALGOLIA_ADMIN_KEY')) {
    console.error(
      'search:upload: ALGOLIA_API_KEY (built into the pages, public) equals ALGOLIA_ADMIN_KEY. Give the build a ' +
        'search-only key: anyone who reads the site could otherwise change the index. Nothing was sent.',
    );
    return 2;
  }
  const buildDir = path.resolve(ROOT, argv[0] ?? 'build');
  try {
    await uploadSearchIndex({
      buildDir,
      appId: value('ALGOLIA_APP_ID'),
      indexName: value('ALGOLIA_INDEX_NAME'),
      adminKey: value('ALGOLIA_ADMIN_KEY'),
    });
    return 0;
  } catch (error) {
    console.error(`search:upload failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) void main().then((code) => process.exit(code));
