// @ts-check
// The TypeScript samples of the guides: every ```ts / ```tsx block of docs/guides, as the files of one small app.
// Shared by `npm run check:samples` (compiles them) and the type hints of the build (./typeHints), so both see the
// same files with the same compiler options. JavaScript because the type hints run it in a child process, which
// Node starts without a TypeScript loader.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The compiler settings of a strict React Native app. */
/** @type {ts.CompilerOptions} */
export const COMPILER_OPTIONS = {
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

/**
 * @typedef {object} Sample
 * @property {string} guide the guide's file name without `.mdx`
 * @property {number} line 1-based line of the first code line in the .mdx file
 * @property {'ts' | 'tsx'} language
 * @property {string} [title]
 * @property {string} [partial] why the block is a deliberate fragment (not compiled)
 * @property {string} code
 */

/**
 * Whether a line closes a fence opened with `fence` (CommonMark: only backticks, at least as many, no info string).
 *
 * @param {string | undefined} line
 * @param {string} fence
 */
function closes(line, fence) {
  const match = /^\s*(`{3,})\s*$/.exec(line ?? '');
  return match !== null && (match[1] ?? '').length >= fence.length;
}

/**
 * The ts/tsx fenced blocks of one MDX file, with their position and meta.
 *
 * @param {string} guide
 * @param {string} mdx
 * @returns {Sample[]}
 */
export function extractSamples(guide, mdx) {
  const lines = mdx.split('\n');
  /** @type {Sample[]} */
  const samples = [];
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

/**
 * Every sample of the guides and the file it becomes: `<samplesDir>/<guide>/<title>` for a block with a relative
 * `title` (so blocks of one guide can import each other, `./labelImage`), `block-<line>.tsx` otherwise.
 *
 * @param {string} guidesDir docs/guides
 * @param {string} samplesDir where the files are (or would be) written
 * @param {readonly string[]} [guides] only these guides (file names without `.mdx`); all by default
 * @returns {{ samples: Sample[]; files: Map<string, Sample> }} all samples in order, and the compiled ones by file
 */
export function guideSamples(guidesDir, samplesDir, guides) {
  const names =
    guides ??
    readdirSync(guidesDir)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.slice(0, -'.mdx'.length))
      .sort();
  const samples = names.flatMap((guide) =>
    extractSamples(guide, readFileSync(path.join(guidesDir, `${guide}.mdx`), 'utf8')),
  );
  /** @type {Map<string, Sample>} */
  const files = new Map();
  /** @type {Map<string, Set<string>>} */
  const takenByGuide = new Map();
  for (const sample of samples) {
    if (sample.partial) continue;
    const taken = takenByGuide.get(sample.guide) ?? new Set();
    takenByGuide.set(sample.guide, taken);
    const extension = `.${sample.language}`;
    let relative = sample.title && !sample.title.startsWith('/') ? sample.title : `block-${sample.line}${extension}`;
    if (!/\.tsx?$/.test(relative)) relative += extension;
    if (taken.has(relative)) relative = `block-${sample.line}${extension}`;
    taken.add(relative);
    files.set(path.resolve(samplesDir, sample.guide, relative), sample);
  }
  return { samples, files };
}
