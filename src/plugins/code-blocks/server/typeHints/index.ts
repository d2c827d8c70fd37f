/**
 * Type hints of the guides' samples, for the build: what an editor shows when hovering each name (./quickInfo.mjs).
 *
 * The TypeScript language service takes seconds over all samples, so it runs in a child process (./worker.mjs) that
 * the code-blocks plugin starts when the config loads, at the lowest CPU priority: the build goes first, and the
 * process uses the time the build leaves idle. Nothing in the bundling waits for it. Each guide's MDX marks its
 * names from the syntax alone and asks for the page's data file (`writePageData`), which is written when the guide's
 * results arrive; the plugin waits for the files at the end of the build (`settled`) and copies the ones the built
 * pages refer to into the output (../hintsFiles.ts).
 *
 * Results are cached per guide in node_modules/.cache, keyed by the guide's samples, the lockfile and this code, so a
 * warm build starts no process at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import ts from 'typescript';
import { exampleFiles, extractSamples } from '../samples.mjs';
import type { SampleHints } from './quickInfo.mjs';

export type { HintInfo, SampleHints } from './quickInfo.mjs';

/** A guide's samples with their hints, by the sample's code as written in the guide. */
export type GuideTypeHints = ReadonlyMap<string, SampleHints>;

export type TypeHints = {
  /** The hints of a guide (its file name without `.mdx`); an empty map for a guide without samples or unknown. */
  forGuide(guide: string): Promise<GuideTypeHints>;
  /** Writes `file` with `data(hints of the guide)` once the guide's hints are there (at once if it exists). */
  writePageData(guide: string, file: string, data: (hints: GuideTypeHints) => string): void;
  /** Once every page data file asked for is written. Rejects with the first failure. */
  settled(): Promise<void>;
  /** A fingerprint of what the hints depend on besides the samples (TypeScript, packages, this code). */
  readonly version: string;
  /** For the build log: guides read from the cache and computed, the process's time, how long the end waited. */
  readonly stats: { cached: number; computed: number; processMs: number; waitedMs: number };
};

type CacheEntry = { key: string; samples: SampleHints[] };

const GUIDES = 'docs/guides';
const CACHE_DIR = 'node_modules/.cache/vision-camera-docs/type-hints';
/**
 * Where the pages' data files are written. They outlive the build, like the bundler's loader cache, because a page
 * served from that cache still refers to its file while nothing in the new build writes it (see ../hintsFiles.ts).
 * `docusaurus clear` removes both. Named by content, so a file there is always right for whoever refers to it.
 */
export const PAGE_HINTS_CACHE_DIR = path.join(CACHE_DIR, 'pages');
/** Where the site serves them. */
export const TYPE_HINTS_ROUTE = 'assets/type-hints';
/** Config, MDX loader and plugins share one process: one session per site, whoever asks first. */
const SESSIONS = Symbol.for('vision-camera-docs.type-hints');

const hash = (...parts: string[]) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 16);
};

function readCache(file: string, key: string): SampleHints[] | undefined {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as CacheEntry;
    return entry.key === key ? entry.samples : undefined;
  } catch {
    return undefined;
  }
}

/** A new session: reads the cache and starts a process for the guides it misses. The build uses `typeHints`. */
export function createTypeHints(siteDir: string): TypeHints {
  const guidesDir = path.join(siteDir, GUIDES);
  const cacheDir = path.join(siteDir, CACHE_DIR);
  // Whatever changes a result: TypeScript, every installed type package (the lockfile), and the code that computes.
  const base = hash(
    ts.version,
    readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8'),
    readFileSync(path.join(__dirname, 'quickInfo.mjs'), 'utf8'),
    readFileSync(path.join(__dirname, '..', 'samples.mjs'), 'utf8'),
  );

  let examples: string | undefined;
  const examplesVersion = () =>
    (examples ??= hash(...exampleFiles(siteDir).flatMap((file) => [file, readFileSync(file, 'utf8')])));

  const stats = { cached: 0, computed: 0, processMs: 0, waitedMs: 0 };
  const results = new Map<string, Promise<GuideTypeHints>>();
  const pending = new Map<
    string,
    { key: string; resolve: (hints: GuideTypeHints) => void; reject: (error: Error) => void }
  >();
  for (const file of readdirSync(guidesDir).filter((name) => name.endsWith('.mdx'))) {
    const guide = file.slice(0, -'.mdx'.length);
    const mdx = readFileSync(path.join(guidesDir, file), 'utf8');
    const samples = extractSamples(guide, mdx, { dir: guidesDir, siteDir }).filter((s) => !s.partial);
    // The code, language and title of each sample; not its line, so editing the prose keeps the cache. A block that
    // shows a file of examples/ also depends on the files it imports, which its own code does not cover.
    const shown = JSON.stringify(samples.map(({ code, language, title }) => [code, language, title]));
    const key = hash(base, shown, samples.some((sample) => sample.file) ? examplesVersion() : '');
    const cached = samples.length === 0 ? [] : readCache(path.join(cacheDir, `${guide}.json`), key);
    if (cached) {
      if (samples.length > 0) stats.cached += 1;
      results.set(guide, Promise.resolve(new Map(cached.map((sample) => [sample.code, sample]))));
      continue;
    }
    stats.computed += 1;
    const result = new Promise<GuideTypeHints>((resolve, reject) => pending.set(guide, { key, resolve, reject }));
    // A failure surfaces where a guide awaits it; a guide nobody compiles must not crash the process.
    result.catch(() => undefined);
    results.set(guide, result);
  }

  if (pending.size > 0) {
    const started = performance.now();
    const worker = fork(path.join(__dirname, 'worker.mjs'), { serialization: 'advanced', stdio: 'inherit' });
    try {
      if (worker.pid !== undefined) setPriority(worker.pid, 19);
    } catch {
      // Not allowed on this system: the process runs at normal priority, which only makes the build slower.
    }
    worker.send({ root: siteDir, guidesDir, samplesDir: path.join(siteDir, '.samples'), guides: [...pending.keys()] });
    worker.on('message', ({ guide, samples }: { guide: string; samples: SampleHints[] }) => {
      const entry = pending.get(guide);
      if (!entry) return;
      pending.delete(guide);
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(
        path.join(cacheDir, `${guide}.json`),
        JSON.stringify({ key: entry.key, samples } satisfies CacheEntry),
      );
      entry.resolve(new Map(samples.map((sample) => [sample.code, sample])));
      if (pending.size === 0) {
        stats.processMs = performance.now() - started;
        worker.disconnect();
      }
    });
    const fail = (error: Error) => {
      for (const [guide, entry] of pending)
        entry.reject(new Error(`Type hints for docs/guides/${guide}.mdx failed: ${error.message}`, { cause: error }));
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the type hints process exited with code ${code} before finishing`)));
  }

  const forGuide = (guide: string) => results.get(guide) ?? Promise.resolve(new Map());
  const writes = new Map<string, Promise<string>>();
  return {
    stats,
    version: base,
    forGuide,
    writePageData(guide, file, data) {
      if (writes.has(file)) return;
      const written = existsSync(file)
        ? Promise.resolve(file)
        : forGuide(guide).then((hints) => {
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, data(hints));
            return file;
          });
      // Reported by `settled`; not an unhandled rejection meanwhile.
      written.catch(() => undefined);
      writes.set(file, written);
    },
    async settled() {
      const started = performance.now();
      await Promise.all(writes.values());
      stats.waitedMs = performance.now() - started;
    },
  };
}

/** Starts computing the type hints of a site's guides (once per process), or returns the session already started. */
export function typeHints(siteDir: string): TypeHints {
  const global = globalThis as { [SESSIONS]?: Map<string, TypeHints> };
  const sessions = (global[SESSIONS] ??= new Map());
  let session = sessions.get(siteDir);
  if (!session) {
    session = createTypeHints(siteDir);
    sessions.set(siteDir, session);
  }
  return session;
}
