// Type-checks every `ts`/`tsx` code block of the guides against the installed react-native-vision-camera and
// the real type packages of its peers, so a sample that uses a renamed or invented prop fails `npm test`.
//
// Each guide's blocks are written to .samples/<guide>/ (gitignored): a block with a `title` at that path, so blocks
// of one guide can import each other ("./labelImage"), others as block-<line>.tsx. One TypeScript program checks all
// of them. A block marked `partial` in its meta (```tsx partial="needs Jest's globals") is a deliberate fragment:
// it is skipped, and the reason is printed.
//
// Usage: npm run check:samples            (exit code 1 on any compiler error)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const GUIDES_DIR = path.join(ROOT, 'docs/guides');
const OUT_DIR = path.join(ROOT, '.samples');

/** The compiler settings of a strict React Native app. */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  // React Native provides the globals of an app (console, setTimeout…); no Node or DOM types leak in.
  types: [],
  skipLibCheck: true,
  allowImportingTsExtensions: true,
};

export type Sample = {
  guide: string;
  /** 1-based line of the first code line in the .mdx file. */
  line: number;
  language: 'ts' | 'tsx';
  title?: string;
  partial?: string;
  code: string;
};

/** Whether a line closes a fence opened with `fence` (CommonMark: only backticks, at least as many, no info string). */
function closes(line: string | undefined, fence: string): boolean {
  const match = /^\s*(`{3,})\s*$/.exec(line ?? '');
  return match !== null && (match[1] ?? '').length >= fence.length;
}

/** The ts/tsx fenced blocks of one MDX file, with their position and meta. */
export function extractSamples(guide: string, mdx: string): Sample[] {
  const lines = mdx.split('\n');
  const samples: Sample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = /^(\s*)(`{3,})(\S*)(.*)$/.exec(lines[index] ?? '');
    if (!opening) continue;
    const [, indent = '', fence = '```', language = '', meta = ''] = opening;
    let end = index + 1;
    while (end < lines.length && !closes(lines[end], fence)) end += 1;
    if (language === 'ts' || language === 'tsx') {
      const title = /title="([^"]+)"/.exec(meta)?.[1];
      const partial = /\bpartial(?:="([^"]*)")?/.exec(meta);
      samples.push({
        guide,
        line: index + 2,
        language,
        ...(title && { title }),
        ...(partial && { partial: partial[1] || 'marked partial' }),
        code: lines
          .slice(index + 1, end)
          .map((line) => line.slice(indent.length))
          .join('\n'),
      });
    }
    // Other languages are skipped whole, so their content is never read as a fence.
    index = end;
  }
  return samples;
}

/** Where a sample is written: its title path inside the guide's folder, or block-<line>. */
function samplePath(sample: Sample, taken: Set<string>): string {
  const extension = `.${sample.language}`;
  let relative = sample.title && !sample.title.startsWith('/') ? sample.title : `block-${sample.line}${extension}`;
  if (!/\.tsx?$/.test(relative)) relative += extension;
  if (taken.has(relative)) relative = `block-${sample.line}${extension}`;
  taken.add(relative);
  return path.join(OUT_DIR, sample.guide, relative);
}

function main(): number {
  const started = performance.now();
  const guides = readdirSync(GUIDES_DIR)
    .filter((file) => file.endsWith('.mdx'))
    .sort();
  const samples = guides.flatMap((file) =>
    extractSamples(file.replace(/\.mdx$/, ''), readFileSync(path.join(GUIDES_DIR, file), 'utf8')),
  );

  rmSync(OUT_DIR, { recursive: true, force: true });
  const byFile = new Map<string, Sample>();
  const takenByGuide = new Map<string, Set<string>>();
  const skipped: Sample[] = [];
  for (const sample of samples) {
    if (sample.partial) {
      skipped.push(sample);
      continue;
    }
    const taken = takenByGuide.get(sample.guide) ?? new Set<string>();
    takenByGuide.set(sample.guide, taken);
    const file = samplePath(sample, taken);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sample.code);
    byFile.set(path.resolve(file), sample);
  }

  const program = ts.createProgram([...byFile.keys()], COMPILER_OPTIONS);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const problems: string[] = [];
  for (const diagnostic of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const sample = diagnostic.file ? byFile.get(path.resolve(diagnostic.file.fileName)) : undefined;
    if (!diagnostic.file || !sample || diagnostic.start === undefined) {
      problems.push(`TS${diagnostic.code}: ${message}`);
      continue;
    }
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const where = `docs/guides/${sample.guide}.mdx:${sample.line + line}:${character + 1}`;
    problems.push(`${where} (${sample.title ?? `${sample.language} block`}) TS${diagnostic.code}: ${message}`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Checked ${byFile.size} of ${samples.length} code samples from ${guides.length} guides in ${seconds} s; ` +
      `skipped ${skipped.length} (${((skipped.length / Math.max(samples.length, 1)) * 100).toFixed(1)}%).`,
  );
  for (const sample of skipped)
    console.log(`  skipped docs/guides/${sample.guide}.mdx:${sample.line}: ${sample.partial}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} compiler error(s) in guide samples:\n${problems.join('\n')}`);
    return 1;
  }
  return 0;
}

if (require.main === module) process.exit(main());
