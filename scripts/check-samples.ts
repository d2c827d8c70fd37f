// Type-checks every `ts`/`tsx` code block of the guides against the installed react-native-vision-camera and
// the real type packages of its peers, so a sample that uses a renamed or invented prop fails `npm run check`.
//
// Each guide's blocks become the files of one small app, in memory under .samples/<guide>/ (nothing is written): a
// block with a `title` at that path, so blocks of one guide can import each other ("./labelImage"), others as
// block-<line>.tsx. One TypeScript program checks all of them. A block marked `partial` in its meta
// (```tsx partial="needs Jest's globals") is a deliberate fragment: it is skipped, and the reason is printed. A block
// that shows a file of examples/ (```tsx file=<rootDir>/examples/…) is compiled as that file, in place, and so is
// every other TypeScript file of examples/ (see samples.mjs for why); their errors are reported at the file's own
// line, with the guide that shows it.
//
// Usage: npm run check:samples            (exit code 1 on any compiler error; `npm run check` runs it too)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  COMPILER_OPTIONS,
  exampleFiles,
  extractSamples,
  guideSamples,
  type Sample,
} from '../src/plugins/code-blocks/server/samples.mjs';

const ROOT = path.resolve(__dirname, '..');

// Re-exported for the tests of the extraction rules.
export { extractSamples, type Sample };

export type SampleReport = {
  guides: number;
  samples: Sample[];
  /** Blocks compiled: written in a guide, or showing a file of examples/. */
  checked: number;
  /** TypeScript files of examples/ compiled with them. */
  examples: number;
  /** Compiler errors, `file` relative to the site. */
  problems: { file: string; line: number; column?: number; message: string }[];
};

/**
 * Where a problem that stops the extraction is (a block that imports a missing file, or a file shown twice): the
 * file and line its message starts with, `docs/guides/x.mdx:12: …` or `examples/x/a.ts is shown in …`.
 */
function extractionProblem(error: unknown): SampleReport['problems'][number] {
  const text = error instanceof Error ? error.message : String(error);
  const [, file, line, message] = /^(\S+?\.[a-z]+)(?::(\d+))?:?\s([\s\S]*)$/.exec(text) ?? [];
  return file && message ? { file, line: Number(line ?? 1), message } : { file: 'docs/guides', line: 1, message: text };
}

/**
 * Compiles the samples of `<siteDir>/docs/guides` as files under `<root>/.samples`, and the files of
 * `<siteDir>/examples` as if they were at `<root>/examples`, so all of them resolve the packages installed in `root`
 * (the site itself, or the project that holds a copy of its guides).
 */
export function checkSamples(siteDir = ROOT, root = ROOT): SampleReport {
  const guidesDir = path.join(siteDir, 'docs/guides');
  const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.mdx')).length;
  let extracted: ReturnType<typeof guideSamples>;
  try {
    extracted = guideSamples(guidesDir, path.join(root, '.samples'));
  } catch (error) {
    return { guides, samples: [], checked: 0, examples: 0, problems: [extractionProblem(error)] };
  }
  const { samples, files } = extracted;

  // The program's files by the path it compiles them at: a written block's code, and each file of examples/ (or
  // another file a block shows) as it is on disk, under `root`.
  const atRoot = (file: string) => path.join(root, path.relative(siteDir, file));
  const sources = new Map<string, string>();
  /** The block that shows a file, by the file's path in the program. */
  const shownBy = new Map<string, Sample>();
  const examples = exampleFiles(siteDir);
  for (const file of examples) sources.set(atRoot(file), readFileSync(file, 'utf8'));
  for (const [file, sample] of files) {
    if (!sample.file) {
      sources.set(file, sample.code);
      continue;
    }
    // The whole file, even when the page shows a range of its lines, so its imports and exports are all checked.
    if (!sources.has(atRoot(sample.file))) sources.set(atRoot(sample.file), readFileSync(sample.file, 'utf8'));
    shownBy.set(atRoot(sample.file), sample);
  }
  const directories = new Set([...sources.keys()].map((file) => path.dirname(file)));

  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => sources.has(file) || fileExists(file);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  host.directoryExists = (dir) => directories.has(dir) || directoryExists?.(dir) === true;
  host.getSourceFile = (file, language, ...rest) => {
    const code = sources.get(file);
    return code === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, code, language);
  };
  const program = ts.createProgram([...sources.keys()], COMPILER_OPTIONS, host);

  const problems: SampleReport['problems'] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) {
      problems.push({ file: 'docs/guides', line: 1, message: `TS${diagnostic.code}: ${message}` });
      continue;
    }
    const fileName = path.resolve(diagnostic.file.fileName);
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const sample = files.get(fileName);
    if (sample && !sample.file) {
      problems.push({
        file: `docs/guides/${sample.guide}.mdx`,
        line: sample.line + line,
        column: character + 1,
        message: `(${sample.title ?? `${sample.language} block`}) TS${diagnostic.code}: ${message}`,
      });
      continue;
    }
    // A file of examples/ (or anything else the program pulled in), and the fence of the block that shows it.
    const shown = shownBy.get(fileName);
    problems.push({
      file: path.relative(root, fileName),
      line: line + 1,
      column: character + 1,
      message: `${shown ? `(shown in docs/guides/${shown.guide}.mdx:${shown.line - 1}) ` : ''}TS${diagnostic.code}: ${message}`,
    });
  }
  return { guides, samples, checked: files.size, examples: examples.length, problems };
}

/** What the samples check prints besides its errors: the count, and every skipped block with its reason. */
export function samplesSummary({ guides, samples, checked, examples }: SampleReport, seconds?: number): string[] {
  const skipped = samples.filter((sample) => sample.partial);
  const share = ((skipped.length / Math.max(samples.length, 1)) * 100).toFixed(1);
  return [
    `Checked ${checked} of ${samples.length} code samples from ${guides} guides and ${examples} files of examples/` +
      `${seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`}; skipped ${skipped.length} (${share}%).`,
    ...skipped.map((sample) => `  skipped docs/guides/${sample.guide}.mdx:${sample.line}: ${sample.partial}`),
  ];
}

function main(): number {
  const started = performance.now();
  const report = checkSamples();
  console.log(samplesSummary(report, (performance.now() - started) / 1000).join('\n'));
  if (report.problems.length === 0) return 0;
  const lines = report.problems.map(
    ({ file, line, column, message }) => `${file}:${line}${column ? `:${column}` : ''} ${message}`,
  );
  console.error(`\n${lines.length} compiler error(s) in guide samples:\n${lines.join('\n')}`);
  return 1;
}

if (require.main === module) process.exit(main());
