// @ts-check
// The TypeScript samples of the guides: every ```ts / ```tsx block of docs/guides, as the files of one small app.
// Shared by `npm run check:samples` (compiles them) and the type hints of the build (./typeHints), so both see the
// same files with the same compiler options. JavaScript because the type hints run it in a child process, which
// Node starts without a TypeScript loader.
//
// A block can show a file of examples/ instead of code written in the guide (```tsx file=<rootDir>/examples/…, empty
// body): remark-code-import fills it in at build time. Such a block is resolved here to the same text, by the same
// plugin, and compiled as the file itself, in place. We resolve rather than skip it because the page shows it with
// type hints, which need it in the program, and because compiling it in place lets it import its real neighbours (a
// test its component) with this strict app's options, which nothing else applies to examples/ (Jest only strips
// types). Every other file of examples/ is compiled with it (`exampleFiles`), so a test no guide shows is checked too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import codeImport from 'remark-code-import';
import ts from 'typescript';

/** The folder of runnable samples, relative to the site: real files with their tests (`npm run test:samples`). */
const EXAMPLES_DIR = 'examples';

/**
 * The options of remark-code-import, for docusaurus.config.ts and for the resolution here: `file=<rootDir>/…` is a
 * path from the site's folder, and nothing outside it can be imported.
 *
 * @param {string} siteDir
 */
export function codeImportOptions(siteDir) {
  return { rootDir: siteDir };
}

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
 * @property {string} [file] the absolute path of the file an imported block shows (meta `file=…`)
 * @property {string} code the code the page shows: as written, or the imported file's
 */

/**
 * Where an MDX file is, for the blocks that import a file: `dir` for a relative `file=./x`, `siteDir` for `<rootDir>`.
 *
 * @typedef {{ dir: string; siteDir: string }} ImportBase
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
 * The code remark-code-import puts into a block with this meta: the plugin itself, run on that one block, so the check
 * and the type hints read exactly what the page shows.
 *
 * @param {string} meta
 * @param {ImportBase} base
 * @param {string} where the block, for errors (`docs/guides/x.mdx:12`)
 * @returns {{ file: string; code: string }}
 */
function importedCode(meta, base, where) {
  const filePath = /(?:^|\s)file=(\S+)/.exec(meta)?.[1] ?? '';
  const file = path.resolve(base.dir, filePath.replace(/^<rootDir>/, base.siteDir).replace(/#L.*$/, ''));
  /** @type {import('mdast').Code} */
  const node = { type: 'code', meta, value: '' };
  try {
    void codeImport(codeImportOptions(base.siteDir))(
      { type: 'root', children: [node] },
      /** @type {any} */ ({ dirname: base.dir }),
    );
  } catch (error) {
    throw new Error(`${where}: cannot import ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { file, code: node.value };
}

/**
 * The ts/tsx fenced blocks of one MDX file, with their position and meta.
 *
 * @param {string} guide
 * @param {string} mdx
 * @param {ImportBase} [base] where the file is; needed only when a block imports a file
 * @returns {Sample[]}
 */
export function extractSamples(guide, mdx, base) {
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
      const written = lines
        .slice(index + 1, end)
        .map((line) => line.slice(indent.length))
        .join('\n');
      /** @type {{ file: string; code: string } | undefined} */
      let imported;
      if (/(?:^|\s)file=/.test(meta)) {
        const where = `docs/guides/${guide}.mdx:${index + 1}`;
        if (!base) throw new Error(`${where}: the block imports a file, but the guide's folder was not given`);
        // The plugin replaces the body, so anything written there would never be shown.
        if (written.trim() !== '') throw new Error(`${where}: a block that imports a file (file=…) must be empty`);
        imported = importedCode(meta, base, where);
      }
      samples.push({
        guide,
        line: index + 2,
        language,
        ...(title && { title }),
        ...(partial && { partial: partial[1] || 'marked partial' }),
        ...(imported && { file: imported.file }),
        code: imported ? imported.code : written,
      });
    }
    // Other languages are skipped whole, so their content is never read as a fence.
    index = end;
  }
  return samples;
}

/**
 * Every sample of the guides and the file it becomes: `<samplesDir>/<guide>/<title>` for a block with a relative
 * `title` (so blocks of one guide can import each other, `./labelImage`), `block-<line>.tsx` otherwise, and the file
 * itself for a block that imports one. A file is compiled once, so it can be shown in one place only.
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
  // `<rootDir>` in a block's file= is the site's folder, two levels above docs/guides.
  const base = { dir: guidesDir, siteDir: path.resolve(guidesDir, '..', '..') };
  const samples = names.flatMap((guide) =>
    extractSamples(guide, readFileSync(path.join(guidesDir, `${guide}.mdx`), 'utf8'), base),
  );
  /** @type {Map<string, Sample>} */
  const files = new Map();
  /** @type {Map<string, Set<string>>} */
  const takenByGuide = new Map();
  for (const sample of samples) {
    if (sample.partial) continue;
    if (sample.file) {
      const shown = files.get(sample.file);
      if (shown) {
        throw new Error(
          `${path.relative(base.siteDir, sample.file)} is shown in docs/guides/${shown.guide}.mdx:${shown.line} and ` +
            `docs/guides/${sample.guide}.mdx:${sample.line}; a file is compiled once, as one block: show it in one ` +
            'place and link there.',
        );
      }
      if (!/\.tsx?$/.test(sample.file))
        throw new Error(`${sample.file}: a ts/tsx block can only import a .ts/.tsx file`);
      files.set(sample.file, sample);
      continue;
    }
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

/**
 * Every TypeScript file of examples/, absolute and sorted: compiled by `npm run check:samples` with the guides'
 * samples, and part of the type hints' cache key (a guide's imported test depends on its neighbours).
 *
 * @param {string} siteDir
 * @returns {string[]}
 */
export function exampleFiles(siteDir) {
  const dir = path.join(siteDir, EXAMPLES_DIR);
  /** @type {string[]} */
  let names;
  try {
    names = /** @type {string[]} */ (readdirSync(dir, { recursive: true }));
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.tsx?$/.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(dir, name))
    .sort();
}
