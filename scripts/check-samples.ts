// Type-checks every `ts`/`tsx` code block of the guides against the installed react-native-vision-camera and
// the real type packages of its peers, so a sample that uses a renamed or invented prop fails `npm test`.
//
// Each guide's blocks are written to .samples/<guide>/ (gitignored): a block with a `title` at that path, so blocks
// of one guide can import each other ("./labelImage"), others as block-<line>.tsx. One TypeScript program checks all
// of them. A block marked `partial` in its meta (```tsx partial="needs Jest's globals") is a deliberate fragment:
// it is skipped, and the reason is printed. A block that shows a file of examples/ (```tsx file=<rootDir>/examples/…)
// is compiled as that file, in place, and so is every other TypeScript file of examples/ (see samples.mjs for why).
//
// Usage: npm run check:samples            (exit code 1 on any compiler error)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
const GUIDES_DIR = path.join(ROOT, 'docs/guides');
const OUT_DIR = path.join(ROOT, '.samples');

// Re-exported for the tests of the extraction rules.
export { extractSamples, type Sample };

function main(): number {
  const started = performance.now();
  const guides = readdirSync(GUIDES_DIR).filter((file) => file.endsWith('.mdx'));
  const { samples, files: byFile } = guideSamples(GUIDES_DIR, OUT_DIR);
  const skipped = samples.filter((sample) => sample.partial);

  rmSync(OUT_DIR, { recursive: true, force: true });
  for (const [file, sample] of byFile) {
    if (sample.file) continue; // an imported block: the file is already there
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sample.code);
  }
  const examples = exampleFiles(ROOT);

  const program = ts.createProgram([...new Set([...byFile.keys(), ...examples])], COMPILER_OPTIONS);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const problems: string[] = [];
  for (const diagnostic of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) {
      problems.push(`TS${diagnostic.code}: ${message}`);
      continue;
    }
    const fileName = path.resolve(diagnostic.file.fileName);
    const sample = byFile.get(fileName);
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    if (sample && !sample.file) {
      const where = `docs/guides/${sample.guide}.mdx:${sample.line + line}:${character + 1}`;
      problems.push(`${where} (${sample.title ?? `${sample.language} block`}) TS${diagnostic.code}: ${message}`);
      continue;
    }
    // A file of examples/ (or anything else the program pulled in), and where a guide shows it.
    const where = `${path.relative(ROOT, fileName)}:${line + 1}:${character + 1}`;
    const shown = sample ? ` (shown in docs/guides/${sample.guide}.mdx:${sample.line - 1})` : '';
    problems.push(`${where}${shown} TS${diagnostic.code}: ${message}`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Checked ${byFile.size} of ${samples.length} code samples from ${guides.length} guides and ${examples.length} ` +
      `files of examples/ in ${seconds} s; ` +
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
