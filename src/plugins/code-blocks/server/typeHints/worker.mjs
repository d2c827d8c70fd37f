// @ts-check
// The child process of the type hints (./index.ts): computes the quick info of the given guides' samples beside the
// build, at low priority, and sends each guide's result as soon as its files are done.
import { guideSamples } from '../samples.mjs';
import { computeTypeHints } from './quickInfo.mjs';

/**
 * @param {{ root: string; guidesDir: string; samplesDir: string; guides: string[] }} job
 * @param {(message: { guide: string; samples: import('./quickInfo.mjs').SampleHints[] }) => void} send
 */
function run({ root, guidesDir, samplesDir, guides }, send) {
  const { files } = guideSamples(guidesDir, samplesDir, guides);
  const codes = new Map([...files].map(([file, sample]) => [file, sample.code]));
  /** @type {Map<string, import('./quickInfo.mjs').SampleHints[]>} */
  const byGuide = new Map(guides.map((guide) => [guide, []]));
  /** @type {Map<string, number>} files still to compute, per guide */
  const remaining = new Map(guides.map((guide) => [guide, 0]));
  for (const sample of files.values()) remaining.set(sample.guide, (remaining.get(sample.guide) ?? 0) + 1);
  // Guides without samples are done at once.
  for (const [guide, count] of remaining) if (count === 0) send({ guide, samples: [] });

  for (const [file, hints] of computeTypeHints(codes, root)) {
    const guide = files.get(file)?.guide ?? '';
    byGuide.get(guide)?.push(hints);
    const left = (remaining.get(guide) ?? 1) - 1;
    remaining.set(guide, left);
    if (left === 0) send({ guide, samples: byGuide.get(guide) ?? [] });
  }
}

// The build has every result, or stopped: nothing is waiting for more.
process.once('disconnect', () => process.exit(0));
process.once('message', (job) => {
  run(/** @type {any} */ (job), (message) => process.send?.(message));
});
