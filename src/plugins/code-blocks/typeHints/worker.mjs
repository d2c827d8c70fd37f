// @ts-check
// The worker thread of the type hints (./index.ts): computes the quick info of the given guides' samples beside the
// build's main thread, and posts each guide's result as soon as its files are done.
import { parentPort, workerData } from 'node:worker_threads';
import { guideSamples } from '../samples.mjs';
import { computeTypeHints } from './quickInfo.mjs';

/** @type {{ root: string; guidesDir: string; samplesDir: string; guides: string[] }} */
const { root, guidesDir, samplesDir, guides } = workerData;
const { files } = guideSamples(guidesDir, samplesDir, guides);
const codes = new Map([...files].map(([file, sample]) => [file, sample.code]));

/** @type {Map<string, import('./quickInfo.mjs').SampleHints[]>} */
const byGuide = new Map(guides.map((guide) => [guide, []]));
/** @type {Map<string, number>} files still to compute, per guide */
const remaining = new Map(guides.map((guide) => [guide, 0]));
for (const sample of files.values()) remaining.set(sample.guide, (remaining.get(sample.guide) ?? 0) + 1);
// Guides without samples are done at once.
for (const [guide, count] of remaining) if (count === 0) parentPort?.postMessage({ guide, samples: [] });

for (const [file, hints] of computeTypeHints(codes, root)) {
  const guide = files.get(file)?.guide ?? '';
  byGuide.get(guide)?.push(hints);
  const left = (remaining.get(guide) ?? 1) - 1;
  remaining.set(guide, left);
  if (left === 0) parentPort?.postMessage({ guide, samples: byGuide.get(guide) });
}
