// npm run check: the contributor's check, with no build. Reports every problem of the guides, the sidebar and the data
// files in one run, each as `file:line[:column] message`, and exits with 1 if there is any:
// - links to missing guides, API pages, headings or API members (generated sections and `{#id}` anchors included);
// - MDX that does not compile, front matter (STYLEGUIDE.md's keys), the sidebar (every guide listed once);
// - the data files (data/*.yml, with the line and the id of the entry);
// - type errors in the guides' ts/tsx samples and the files of examples/ they show (./check-samples.ts), compiled in
//   a second process meanwhile.
// The checks themselves are in ./lib/contentCheck.ts.
//
// Usage: npm run check                       the site
//        npx tsx scripts/check.ts --site DIR   a copy of its docs/guides, data/ and sidebars.ts (the tests seed one)
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { checkSamples, type SampleReport } from './check-samples';
import { checkContent, formatProblem, type Problem } from './lib/contentCheck';

const ROOT = path.resolve(__dirname, '..');
const SAMPLES_WORKER = '--samples-worker';

const siteArgument = process.argv.indexOf('--site');
const siteDir = siteArgument > 0 ? path.resolve(process.argv[siteArgument + 1] ?? '.') : ROOT;

/** The samples' type check, in a child process (this script again), so it runs on the other core. */
function samplesInChild(): Promise<SampleReport> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [SAMPLES_WORKER, '--site', siteDir], { serialization: 'advanced' });
    child.once('message', (report) => resolve(report as SampleReport));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the samples check exited with code ${code}`)));
  });
}

const byPlace = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0);

async function main(): Promise<number> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const samples = samplesInChild();
  const problems = await checkContent(ROOT, siteDir);
  const report = await samples;
  problems.push(...report.problems);
  problems.sort(byPlace);
  for (const problem of problems) console.log(formatProblem(problem));

  // Since the process started, so the figure includes loading the compilers.
  const seconds = process.uptime().toFixed(1);
  const load = `load average ${loadBefore.toFixed(2)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end`;
  const skipped = report.samples.filter((sample) => sample.partial).length;
  const counted =
    `${report.guides} guides, ${report.checked} code samples (${skipped} marked partial, not compiled) and ` +
    `${report.examples} files of examples/`;
  const files = new Set(problems.map((problem) => problem.file)).size;
  console.log(
    problems.length === 0
      ? `npm run check: no problems in ${counted}; ${seconds} s (${load}).`
      : `\nnpm run check: ${problems.length} problem(s) in ${files} file(s), of ${counted}; ${seconds} s (${load}).`,
  );
  return problems.length === 0 ? 0 : 1;
}

if (process.argv.includes(SAMPLES_WORKER)) {
  process.send?.(checkSamples(siteDir, ROOT), () => process.exit(0));
} else {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
