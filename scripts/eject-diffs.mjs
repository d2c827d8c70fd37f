// @ts-check
// The ejected theme components as diffs against upstream: each ejected folder keeps an `upstream.diff`, the `diff -u`
// of the installed upstream files (@docusaurus/theme-search-algolia, theme-classic) against ours. On an upgrade, apply
// the diff to the new upstream files instead of reading the whole eject (UPGRADING.md); tests/unit/ejects.test.ts
// checks that each diff still turns the installed upstream files into ours.
// Usage: node scripts/eject-diffs.mjs      (rewrites every upstream.diff; run it after changing an eject)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPSTREAM = 'node_modules/@docusaurus/theme-search-algolia/src/theme';
const CLASSIC = 'node_modules/@docusaurus/theme-classic/src/theme';

/** Each ejected folder, the upstream folder it came from, and the files ejected from it. */
export const EJECTS = [
  {
    dir: 'src/plugins/search/theme/SearchBar',
    upstream: `${UPSTREAM}/SearchBar`,
    files: ['index.tsx', 'styles.css'],
  },
  {
    dir: 'src/plugins/search/theme/SearchPage',
    upstream: `${UPSTREAM}/SearchPage`,
    files: ['index.tsx', 'styles.module.css'],
  },
  {
    dir: 'src/plugins/hydration/theme/Tabs',
    upstream: `${CLASSIC}/Tabs`,
    files: ['index.tsx', 'styles.module.css'],
  },
].map((eject) => ({ ...eject, diff: `${eject.dir}/upstream.diff` }));

/**
 * The diff of one eject: for each file, `diff -u` with the paths labelled `a/<file>` and `b/<file>`, so that
 * `git apply` (or `patch -p1`) in a folder holding the upstream files turns them into ours.
 *
 * @param {(typeof EJECTS)[number]} eject
 * @returns {string}
 */
export function ejectDiff(eject) {
  return eject.files
    .map((file) => {
      const result = spawnSync(
        'diff',
        ['-u', '--label', `a/${file}`, '--label', `b/${file}`, `${eject.upstream}/${file}`, `${eject.dir}/${file}`],
        { cwd: ROOT, encoding: 'utf8' },
      );
      // diff exits with 0 (same), 1 (different) or 2 (trouble, such as a missing file).
      if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr || `diff failed on ${file}`);
      return result.stdout;
    })
    .join('');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const eject of EJECTS) {
    writeFileSync(path.join(ROOT, eject.diff), ejectDiff(eject));
    console.log(`wrote ${eject.diff}`);
  }
}
