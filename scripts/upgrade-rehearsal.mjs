// @ts-check
// An upgrade rehearsal: how much of what the site takes from Docusaurus (UPGRADING.md) still fits a newer release,
// without installing it. It downloads the newest published Docusaurus 3.x packages the site reaches into (theme-classic,
// theme-common, theme-search-algolia, core, plugin-content-docs) with `npm pack` into a temporary folder, never into
// node_modules, and reports:
// - per eject with an upstream.diff (SearchBar, SearchPage, Tabs): the hunks `git apply --reject` applies or rejects
//   on the new upstream files;
// - per import of those packages in the site's code (internal entry points, files under lib/, theme components and
//   the public API): whether the module still exists and still exports the names we import;
// - the upstream details we rely on without importing them, where a text search can tell (UPGRADING.md's second
//   table);
// - per upstream file that an eject, replacement or re-implementation came from: gone, or how many lines changed
//   since the installed version.
// It changes nothing in the site. Usage:
//   npm run upgrade-rehearsal [-- --version 3.8.1] [-- --keep]
// --keep leaves the temporary folder (the packed packages, and each eject with the applied hunks and *.rej files).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EJECTS } from './eject-diffs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The packages the site imports from, ejects from or relies on. */
export const PACKAGES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/core',
  '@docusaurus/plugin-content-docs',
];

/** Where `@theme/…` components come from, in the order Docusaurus gives them precedence over the fallback. */
const THEME_DIRS = [
  '@docusaurus/theme-search-algolia/lib/theme',
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/core/lib/client/theme-fallback',
];

/** The site's code whose imports are checked. */
const SOURCE_DIRS = ['src', 'tests', 'scripts', '_dogfooding'];
const SOURCE_FILES = ['docusaurus.config.ts', 'vitest.config.mts', 'sidebars.ts'];

/**
 * Reliances that are not an import statement: a file loaded by path (with the names read from it), and upstream
 * details that a text search can confirm. `needle` must still be in the upstream file.
 */
/** @typedef {{ where: string, file: string, what: string, needle?: string, namesFrom?: RegExp }} Reliance */
/** @type {Reliance[]} */
export const OTHER_RELIANCES = [
  {
    where: 'src/plugins/code-blocks/server/highlight.ts',
    file: '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    // The names are read from the file: every `codeBlockUtils.<name>(` call.
    namesFrom: /codeBlockUtils\.(\w+)\(/g,
    what: 'the theme’s parsing of magic comments and line ranges, loaded by file path',
  },
  {
    where: 'vitest.config.mts',
    file: '@docusaurus/core/lib/client/exports/ExecutionEnvironment.js',
    what: 'aliased for the client-module unit tests',
  },
  {
    where: 'src/clientModules/idlePrefetch.ts',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    needle: 'window.docusaurus = ',
    what: 'the client entry sets window.docusaurus after the client modules',
  },
  {
    where: 'src/clientModules/idlePrefetch.ts',
    file: '@docusaurus/core/lib/client/exports/Link.js',
    needle: 'window.docusaurus.prefetch(',
    what: 'Link looks window.docusaurus.prefetch up on every call',
  },
  {
    where: 'src/plugins/hydration/theme/Tabs',
    file: '@docusaurus/theme-classic/src/theme/Tabs/index.tsx',
    needle: 'key={String(isBrowser)}',
    what: 'stock Tabs still remount after hydration (when gone, delete the eject)',
  },
  {
    where: 'src/theme/AnnouncementBar/index.tsx',
    file: '@docusaurus/theme-classic/lib/inlineScripts.js',
    needle: 'data-announcement-bar-initially-dismissed',
    what: 'the inline script that sets the attribute is still there (whether it compares ids needs reading)',
  },
  {
    where: 'src/plugins/search/theme/SearchBar/docsearch-modules.d.ts',
    file: '@docusaurus/theme-search-algolia/src/deps.d.ts',
    needle: "declare module '@docsearch/react/modal'",
    what: 'the stock SearchBar still imports @docsearch/react/modal',
  },
];

/** The upstream files that the ejects without a diff, the replacements and the re-implementations came from. */
export const UPSTREAM_FILES = [
  ['src/plugins/search/theme/SearchBar/docsearch-modules.d.ts', '@docusaurus/theme-search-algolia/src/deps.d.ts'],
  ['src/plugins/code-blocks/theme/CodeBlock', '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx'],
  ['src/plugins/code-blocks/theme/CodeBlock', '@docusaurus/theme-classic/src/theme/CodeBlock/Content/Element.tsx'],
  [
    'src/plugins/code-blocks/theme/prism-include-languages.ts',
    '@docusaurus/theme-classic/src/theme/prism-include-languages.ts',
  ],
  ...[
    'Content/String.tsx',
    'Content/styles.module.css',
    'Container/index.tsx',
    'Container/styles.module.css',
    'Line/index.tsx',
    'Line/styles.module.css',
    'CopyButton/index.tsx',
    'WordWrapButton/index.tsx',
  ].map((file) => [
    'src/plugins/code-blocks/client/StaticCodeBlock',
    `@docusaurus/theme-classic/src/theme/CodeBlock/${file}`,
  ]),
  [
    'src/plugins/code-blocks/client/StaticCodeBlock/useCodeWordWrap.ts',
    '@docusaurus/theme-common/src/hooks/useCodeWordWrap.ts',
  ],
  ['src/plugins/hydration/theme/MDXComponents.tsx', '@docusaurus/theme-classic/src/theme/MDXComponents/index.tsx'],
  ['src/theme/Error', '@docusaurus/core/lib/client/theme-fallback/Error/index.js'],
  ['src/theme/AnnouncementBar', '@docusaurus/theme-classic/src/theme/AnnouncementBar/index.tsx'],
  ['src/theme/NotFound/Content', '@docusaurus/theme-classic/src/theme/NotFound/Content/index.tsx'],
  [
    'src/plugins/markdown-copies/theme/DocItem/Content',
    '@docusaurus/theme-classic/src/theme/DocItem/Content/index.tsx',
  ],
].map(([ours = '', upstream = '']) => ({ ours, upstream }));

/**
 * The newest stable 3.x release among npm's version list (no canary, alpha, beta or release candidate).
 * @param {string[]} versions
 */
export function newest3x(versions) {
  const stable = versions
    .filter((version) => /^3\.\d+\.\d+$/.test(version))
    .map((version) => version.split('.').map(Number));
  stable.sort(([, minorA = 0, patchA = 0], [, minorB = 0, patchB = 0]) => minorA - minorB || patchA - patchB);
  const newest = stable.at(-1);
  if (!newest) throw new Error('npm view @docusaurus/core versions lists no stable 3.x release.');
  return newest.join('.');
}

/**
 * Downloads the packages at `version` into `<dir>/packages/<name>` (npm pack and tar, no install).
 * @param {string} version
 * @param {string} dir
 */
function packPackages(version, dir) {
  const tarballs = path.join(dir, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packed = JSON.parse(
    execFileSync(
      'npm',
      ['pack', ...PACKAGES.map((name) => `${name}@${version}`), '--json', '--pack-destination', tarballs],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
  const root = path.join(dir, 'packages');
  for (const { name, filename } of packed) {
    const target = path.join(root, name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(tarballs, filename), '-C', target, '--strip-components=1']);
  }
  return root;
}

/**
 * The hunks of each file of a `diff -u` (headers `--- a/<file>`, `+++ b/<file>`), as one diff per file.
 * @param {string} diff
 */
export function splitDiff(diff) {
  /** @type {{ file: string, text: string }[]} */
  const files = [];
  for (const line of diff.split(/(?<=\n)/)) {
    const header = /^--- a\/(.+)\n$/.exec(line);
    if (header) files.push({ file: header[1] ?? '', text: '' });
    const current = files.at(-1);
    if (current) current.text += line;
  }
  return files.map(({ file, text }) => ({ file, text, hunks: (text.match(/^@@ /gm) ?? []).length }));
}

/**
 * Applies each eject's upstream.diff to the upstream files under `packagesRoot`, file by file, in `workDir`.
 * @param {string} packagesRoot a folder holding `@docusaurus/<name>/` package folders
 * @param {string} workDir
 */
export function rehearseEjects(packagesRoot, workDir) {
  const rows = [];
  for (const eject of EJECTS) {
    const upstreamDir = path.join(packagesRoot, path.relative('node_modules', eject.upstream));
    const dir = path.join(workDir, path.basename(eject.dir));
    mkdirSync(dir, { recursive: true });
    for (const { file, text, hunks } of splitDiff(readFileSync(path.join(ROOT, eject.diff), 'utf8'))) {
      const upstreamFile = path.join(upstreamDir, file);
      if (!existsSync(upstreamFile)) {
        rows.push({ eject: eject.dir, file, hunks, applied: 0, rejected: hunks, note: 'upstream file is gone' });
        continue;
      }
      copyFileSync(upstreamFile, path.join(dir, file));
      writeFileSync(path.join(dir, `${file}.diff`), text);
      // Outside a repository git apply works like patch -p1; --reject applies what it can and writes <file>.rej.
      const result = spawnSync('git', ['apply', '--reject', '--verbose', `${file}.diff`], {
        cwd: dir,
        encoding: 'utf8',
      });
      const output = `${result.stdout}${result.stderr}`;
      // A file whose hunks all apply gets one line; otherwise git lists each hunk.
      const clean = result.status === 0 && output.includes(`Applied patch ${file} cleanly.`);
      const applied = clean ? hunks : (output.match(/^Hunk #\d+ applied cleanly\.$/gm) ?? []).length;
      const rejected = (output.match(/^Rejected hunk #\d+\.$/gm) ?? []).length;
      const note = applied + rejected === hunks ? '' : `git apply: ${output.trim().split('\n').at(-1)}`;
      rows.push({ eject: eject.dir, file, hunks, applied, rejected, note });
    }
  }
  return rows;
}

/** The files of the site whose imports are checked. */
function sourceFiles() {
  const files = SOURCE_FILES.filter((file) => existsSync(path.join(ROOT, file)));
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.parentPath.includes('fixtures'))
        files.push(path.relative(ROOT, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

/**
 * The import statements of a module's text: specifier, and the names imported by name (`default` for a default
 * import, none for a namespace import).
 * @param {string} text
 */
export function importsOf(text) {
  const imports = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const clause = match[2] ?? '';
    const names = [];
    const named = /\{([^}]*)\}/.exec(clause);
    for (const item of named?.[1]?.split(',') ?? []) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
    if (/^[\w$]+\s*(,|$)/.test(clause.trim())) names.push('default');
    imports.push({ specifier: match[3] ?? '', names });
  }
  return imports;
}

/**
 * The names a module exports, from its .d.ts beside it when there is one, following `export * from`.
 * @param {string} file
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
export function exportedNames(file, seen = new Set()) {
  /** @type {Set<string>} */
  const names = new Set();
  const typesFile = file.replace(/\.js$/, '.d.ts');
  const source = existsSync(typesFile) ? typesFile : file;
  if (seen.has(source) || !existsSync(source)) return names;
  seen.add(source);
  const text = readFileSync(source, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  for (const match of text.matchAll(
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|type|interface|enum|namespace)\s+([\w$]+)/g,
  ))
    if (match[1]) names.add(match[1]);
  if (/export\s+default\b|export\s*\{[^}]*\bas\s+default\b/.test(text)) names.add('default');
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of (match[1] ?? '').split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  for (const match of text.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)) {
    const found = resolveFile(path.resolve(path.dirname(source), match[1] ?? ''));
    if (found) for (const name of exportedNames(found.replace(/\.d\.ts$/, '.js'), seen)) names.add(name);
  }
  return names;
}

/**
 * A file by Node's rules for a path without extension: itself, `.js`, `/index.js`, or `.d.ts` (types only).
 * @param {string} base
 */
function resolveFile(base) {
  return [base, `${base}.js`, path.join(base, 'index.js'), `${base}.d.ts`].find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * Where a specifier of one of PACKAGES, a core client alias (`@docusaurus/Link`) or a theme component (`@theme/…`,
 * `@theme-init/…`, `@theme-original/…`) resolves under `packagesRoot`, or why it does not; `undefined` for other
 * specifiers.
 * @param {string} specifier
 * @param {string} packagesRoot
 * @returns {{ kind: string, file?: string, typesFile?: string, error?: string } | undefined}
 */
export function resolveUpstream(specifier, packagesRoot) {
  const theme = /^@theme(?:-init|-original)?\/(.+)$/.exec(specifier);
  if (theme) {
    for (const dir of THEME_DIRS) {
      const file = resolveFile(path.join(packagesRoot, dir, theme[1] ?? ''));
      if (file) return { kind: 'theme component', file };
    }
    return { kind: 'theme component', error: 'no theme provides it' };
  }
  const pkg = PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
  if (!pkg) {
    const alias = /^@docusaurus\/([\w-]+)$/.exec(specifier)?.[1];
    // A core client alias exists as core/lib/client/exports/<name>.js in the installed version.
    if (!alias || !existsSync(path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports', `${alias}.js`)))
      return undefined;
    const file = resolveFile(path.join(packagesRoot, '@docusaurus/core/lib/client/exports', alias));
    return file ? { kind: 'public', file } : { kind: 'public', error: 'core no longer has this client alias' };
  }
  const subpath = specifier.slice(pkg.length + 1);
  const pkgDir = path.join(packagesRoot, pkg);
  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const kind = /(^|\/)(internal|lib)(\/|$)/.test(subpath) ? 'internal' : 'public';
  let target = subpath || manifest.main || 'index.js';
  // Type-only names (`LoadedContent`) may live in a separate declaration file: the `types` condition or field.
  let types = subpath ? undefined : manifest.types;
  if (manifest.exports) {
    const key = subpath ? `./${subpath}` : '.';
    let entry = manifest.exports[key];
    for (const [pattern, value] of Object.entries(manifest.exports)) {
      if (entry === undefined && pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))
        entry = JSON.parse(JSON.stringify(value).replaceAll('*', key.slice(pattern.length - 1)));
    }
    if (entry === undefined) return { kind, error: `not in ${pkg}'s package.json exports` };
    target = typeof entry === 'string' ? entry : (entry.default ?? entry.import ?? entry.require);
    types = typeof entry === 'string' ? undefined : (entry.types ?? entry.type);
  }
  const file = resolveFile(path.join(pkgDir, target));
  const typesFile = types ? resolveFile(path.join(pkgDir, types)) : undefined;
  return file ? { kind, file, typesFile } : { kind, error: `${path.join(pkg, target)} is gone` };
}

/**
 * Every import of the packed packages in the site's code, grouped by specifier, with what is missing.
 * @param {string} packagesRoot
 */
export function rehearseImports(packagesRoot) {
  /** @type {Map<string, { names: Set<string>, where: Set<string> }>} */
  const bySpecifier = new Map();
  for (const file of sourceFiles()) {
    for (const { specifier, names } of importsOf(readFileSync(path.join(ROOT, file), 'utf8'))) {
      const entry = bySpecifier.get(specifier) ?? { names: new Set(), where: new Set() };
      for (const name of names) entry.names.add(name);
      entry.where.add(file);
      bySpecifier.set(specifier, entry);
    }
  }
  const rows = [];
  for (const [specifier, { names, where }] of [...bySpecifier].sort(([a], [b]) => a.localeCompare(b))) {
    const resolved = resolveUpstream(specifier, packagesRoot);
    if (!resolved) continue;
    // Theme components: their default export and `Props` type are the component contract, not checked here.
    const checked = resolved.kind === 'theme component' ? [] : [...names].sort();
    const exported = new Set([
      ...(resolved.file ? exportedNames(resolved.file) : []),
      ...(resolved.typesFile ? exportedNames(resolved.typesFile) : []),
    ]);
    const missing = resolved.file ? checked.filter((name) => !exported.has(name)) : [];
    rows.push({ specifier, kind: resolved.kind, where: [...where], names: checked, error: resolved.error, missing });
  }
  return rows;
}

/**
 * OTHER_RELIANCES against the packed packages.
 * @param {string} packagesRoot
 * @returns {(Reliance & { error: string, missing: string[], names?: string[] })[]}
 */
export function rehearseOtherReliances(packagesRoot) {
  return OTHER_RELIANCES.map((reliance) => {
    const file = path.join(packagesRoot, reliance.file);
    const row = { ...reliance, error: '', missing: /** @type {string[]} */ ([]) };
    if (!existsSync(file)) return { ...row, error: 'file is gone' };
    if (reliance.needle && !readFileSync(file, 'utf8').includes(reliance.needle))
      return { ...row, error: `no longer contains \`${reliance.needle}\`` };
    if (reliance.namesFrom) {
      const source = readFileSync(path.join(ROOT, reliance.where), 'utf8');
      const used = [...new Set([...source.matchAll(reliance.namesFrom)].map((match) => match[1] ?? ''))];
      const exported = exportedNames(file);
      return { ...row, names: used, missing: used.filter((name) => !exported.has(name)) };
    }
    return row;
  });
}

/**
 * UPSTREAM_FILES: gone, or the lines changed between the installed version and the packed one.
 * @param {string} packagesRoot
 * @param {string} [installedRoot]
 */
export function rehearseUpstreamFiles(packagesRoot, installedRoot = path.join(ROOT, 'node_modules')) {
  return UPSTREAM_FILES.map(({ ours, upstream }) => {
    const next = path.join(packagesRoot, upstream);
    if (!existsSync(next)) return { ours, upstream, change: 'gone' };
    const result = spawnSync('git', ['diff', '--no-index', '--numstat', path.join(installedRoot, upstream), next], {
      encoding: 'utf8',
    });
    // --numstat prints nothing for identical files.
    const [added = '0', removed = '0'] = result.stdout.trim() ? result.stdout.trim().split(/\s+/) : [];
    return { ours, upstream, change: added === '0' && removed === '0' ? 'unchanged' : `+${added} −${removed}` };
  });
}

/**
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
function table(header, rows) {
  const line = (/** @type {(string | number)[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The whole report as Markdown.
 * @param {{ version: string, installed: string, packagesRoot: string, workDir: string }} options
 */
export function report({ version, installed, packagesRoot, workDir }) {
  const ejects = rehearseEjects(packagesRoot, workDir);
  const imports = rehearseImports(packagesRoot);
  const others = rehearseOtherReliances(packagesRoot);
  const files = rehearseUpstreamFiles(packagesRoot);
  const ok = (/** @type {{ error?: string, missing: string[] }} */ row) =>
    row.error ? `**${row.error}**` : row.missing.length ? `**missing: ${row.missing.join(', ')}**` : 'ok';
  const problems =
    ejects.filter((row) => row.rejected > 0).length +
    imports.filter((row) => row.error || row.missing.length).length +
    others.filter((row) => row.error || row.missing.length).length;
  return [
    `Upgrade rehearsal: Docusaurus ${version} against the installed ${installed}, ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Ejects: upstream.diff applied to the new upstream files (git apply --reject)',
    '',
    table(
      ['Eject', 'File', 'Hunks', 'Applied', 'Rejected'],
      ejects.map((row) => [
        row.eject,
        row.file,
        row.hunks,
        row.applied,
        `${row.rejected}${row.note ? ` (${row.note})` : ''}`,
      ]),
    ),
    '',
    'Imports of the packed packages in the site’s code',
    '',
    table(
      ['Import', 'Kind', 'Names', 'Used in', 'Result'],
      imports.map((row) => [
        `\`${row.specifier}\``,
        row.kind,
        row.names.join(', '),
        // Every file for an internal import (each is a row of UPGRADING.md); a count for the public API.
        row.kind !== 'internal' && row.where.length > 2 ? `${row.where.length} files` : row.where.join(', '),
        ok(row),
      ]),
    ),
    '',
    'Other reliances (a file loaded by path, or text that must still be there)',
    '',
    table(
      ['Where', 'Upstream file', 'What', 'Result'],
      others.map((row) => [
        row.where,
        row.file,
        row.names ? `${row.what} (${row.names.join(', ')})` : row.what,
        ok(row),
      ]),
    ),
    '',
    `Upstream files of the other ejects and re-implementations: lines changed since ${installed}`,
    '',
    table(
      ['Ours', 'Upstream', 'Change'],
      files.map((row) => [row.ours, row.upstream, row.change === 'gone' ? '**gone**' : row.change]),
    ),
    '',
    `${problems} problems: rejected hunks, missing modules or names, missing text.`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const versionArg = process.argv.indexOf('--version');
  const version =
    versionArg === -1
      ? newest3x(
          JSON.parse(execFileSync('npm', ['view', '@docusaurus/core', 'versions', '--json'], { encoding: 'utf8' })),
        )
      : (process.argv[versionArg + 1] ?? '');
  const installed = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
  const dir = mkdtempSync(path.join(os.tmpdir(), `upgrade-rehearsal-${version}-`));
  try {
    const packagesRoot = packPackages(version, dir);
    const workDir = path.join(dir, 'ejects');
    console.log(report({ version, installed, packagesRoot, workDir }));
  } finally {
    if (process.argv.includes('--keep')) console.log(`\nKept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
