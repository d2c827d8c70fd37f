// Records when each part of VisionCamera's public API first appeared in data/api-history.json, the
// file the "Since 4.x.y" badges and the API changes page are built from. Only this script writes that file.
//
// 1. Lists the stable 4.x releases on the npm registry (`npm view react-native-vision-camera versions`).
// 2. Downloads each release once with `npm pack` into a cache outside the repository and extracts its `src/`.
// 3. Reads each release's exported API with src/plugins/api-reference/server/history/apiSurface.ts (the rules are described there).
// 4. Writes, for every symbol, member and union value of the newest release, the first release that had it
//    (`symbols`).
// 5. Compares each pair of consecutive releases and writes what the newer one removed and which signatures it
//    changed, with the text before and after (`changes`; the signature rules are in src/plugins/api-reference/server/history/apiSignatures.ts).
//
// Key format: `Name`, `Name.member` or `Name.'value'` (see src/plugins/api-reference/server/typedoc/api-history/history.mjs); the JSON
// repeats it in its `keyFormat` field, and describes `changes` in `changesFormat`. Keys and releases are sorted,
// so a re-run without a new release changes nothing.
//
// Usage: npm run api-history
// Env: API_HISTORY_CACHE overrides the cache folder (default: $XDG_CACHE_HOME or ~/.cache, then
//      vision-camera-docs/api-history). Delete that folder to measure a cold run.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CHANGES_FORMAT,
  compareVersions,
  KEY_FORMAT,
} from '../src/plugins/api-reference/server/typedoc/api-history/history.mjs';
import { diffSurfaces, extractApiSurface, surfaceKeys } from '../src/plugins/api-reference/server/history/apiSurface';

const LIBRARY = 'react-native-vision-camera';
const STABLE_4X = /^4\.\d+\.\d+$/;
const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'data/api-history.json');
/** Set by whoever runs the script, to keep the tarballs elsewhere; unset in CI, which never runs this script. */
const CACHE =
  process.env.API_HISTORY_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'vision-camera-docs', 'api-history');
/** Parallel downloads: enough to hide registry latency without hammering it. */
const CONCURRENCY = 4;

const run = promisify(execFile);

async function stableVersions(): Promise<string[]> {
  const { stdout } = await run('npm', ['view', LIBRARY, 'versions', '--json']);
  const versions = JSON.parse(stdout) as string[];
  return versions.filter((version) => STABLE_4X.test(version)).sort(compareVersions);
}

/** The extracted `src/` of one release, downloading and unpacking it on the first run. */
async function sourceTree(version: string): Promise<string> {
  const dir = path.join(CACHE, version);
  const src = path.join(dir, 'package/src');
  if (existsSync(path.join(src, 'index.ts'))) return src;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { stdout } = await run('npm', ['pack', `${LIBRARY}@${version}`, '--pack-destination', dir, '--json']);
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  // Only the TypeScript sources are needed; GNU and BSD tar both accept the wildcards.
  await run('tar', [
    '-xzf',
    path.join(dir, filename),
    '-C',
    dir,
    '--wildcards',
    'package/src/*.ts',
    'package/src/*.tsx',
  ]);
  if (!existsSync(path.join(src, 'index.ts'))) throw new Error(`${LIBRARY}@${version} has no src/index.ts`);
  return src;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function sortedObject<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const started = performance.now();
const versions = await stableVersions();
const cached = new Set(existsSync(CACHE) ? readdirSync(CACHE) : []);
const trees = await mapLimited(versions, CONCURRENCY, sourceTree);
const apis = trees.map((tree) => extractApiSurface(tree));
const surfaces = apis.map((api) => new Set(surfaceKeys(api)));

const newest = versions.at(-1);
const newestSurface = surfaces.at(-1);
if (newest === undefined || newestSurface === undefined) throw new Error(`No stable 4.x release of ${LIBRARY} found`);

const firstSeen = new Map<string, string>();
/** Keys that left the API and came back: their first version is still the first appearance. */
const returned = new Set<string>();
surfaces.forEach((surface, index) => {
  for (const key of surface) if (!firstSeen.has(key)) firstSeen.set(key, versions[index] as string);
  if (index > 0) {
    for (const key of surfaces[index - 1] as Set<string>)
      if (!surface.has(key) && newestSurface.has(key)) returned.add(key);
  }
});

const symbols = sortedObject([...newestSurface].map((key): [string, string] => [key, firstSeen.get(key) as string]));
/** Only the releases that removed or changed something, oldest first. */
const changes = apis.slice(1).flatMap((api, index) => {
  const { removed, changed } = diffSurfaces(apis[index] as (typeof apis)[number], api);
  if (removed.length === 0 && changed.length === 0) return [];
  return [{ version: versions[index + 1] as string, previous: versions[index] as string, removed, changed }];
});
const history = {
  keyFormat: KEY_FORMAT,
  changesFormat: CHANGES_FORMAT,
  library: LIBRARY,
  symbols,
  changes,
  versions,
};
mkdirSync(path.dirname(OUTPUT), { recursive: true });
const json = `${JSON.stringify(history, null, 2)}\n`;
writeFileSync(OUTPUT, json);

const keys = Object.keys(symbols);
const topLevel = keys.filter((key) => !key.includes('.'));
const literals = keys.filter((key) => key.includes(".'"));
const baseline = versions[0] as string;
const newer = keys.filter((key) => symbols[key] !== baseline);
const downloaded = versions.filter((version) => !cached.has(version)).length;
console.log(
  [
    `${path.relative(ROOT, OUTPUT)}: ${versions.length} stable releases (${baseline} … ${newest}), ${downloaded} downloaded, cache ${CACHE}`,
    `${keys.length} keys: ${topLevel.length} symbols, ${keys.length - topLevel.length - literals.length} members, ${literals.length} union values`,
    `${newer.length} first seen after ${baseline} (${newer.filter((key) => !key.includes('.')).length} symbols)`,
    returned.size > 0 ? `left and came back (dated by first appearance): ${[...returned].sort().join(', ')}` : '',
    ...changes.map(
      ({ version, previous, removed, changed }) =>
        `${previous} → ${version}: ${removed.length} removed, ${changed.length} changed`,
    ),
    `${(Buffer.byteLength(json) / 1024).toFixed(1)} KiB written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ]
    .filter(Boolean)
    .join('\n'),
);
