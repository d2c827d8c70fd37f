/**
 * The build-time check that the DocSearch patch is applied.
 *
 * `patches/@docsearch+react+<version>.patch` makes the search modal keep its error status, so it can show its
 * "Unable to fetch results" screen (patches/README.md explains the bug and the edit). patch-package applies it on npm's
 * `postinstall` and stops the install when it no longer applies. `npm ci --ignore-scripts` skips postinstall, and the
 * build must then stop with a clear error instead of shipping the broken modal: `assertDocsearchPatched` compares the
 * installed files with the patch itself, so the check and the patch cannot drift apart.
 *
 * Node only (the search plugin's `loadContent`, and its unit test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = '@docsearch/react';
const PATCH_NAME = /^@docsearch\+react\+(?<version>[^+]+)\.patch$/;

export type DocsearchPatch = {
  /** The patch file, relative to the site folder. */
  file: string;
  /** The version its name says it was made for: the pinned version. */
  version: string;
  /** Per patched file (relative to the package folder): the lines as they were, and as the patch leaves them. */
  files: { path: string; removed: string[]; added: string[] }[];
};

/** Reads the DocSearch patch in `<siteDir>/patches`; throws naming the folder when there is none or more than one. */
export function readDocsearchPatch(siteDir: string): DocsearchPatch {
  const dir = path.join(siteDir, 'patches');
  const names = readdirSync(dir).filter((name) => PATCH_NAME.test(name));
  if (names.length !== 1) {
    throw new Error(
      `Expected one ${PACKAGE} patch in ${dir} (named @docsearch+react+<version>.patch, as patch-package writes it), ` +
        `found ${names.length}.`,
    );
  }
  const name = names[0] as string;
  const file = path.join('patches', name);
  const files: DocsearchPatch['files'] = [];
  // patch-package writes git diffs; only the file headers and the changed lines matter here.
  for (const line of readFileSync(path.join(siteDir, file), 'utf8').split('\n')) {
    const header = /^diff --git a\/node_modules\/@docsearch\/react\/(\S+) /.exec(line);
    if (header) files.push({ path: header[1] as string, removed: [], added: [] });
    else if (line.startsWith('+++ ') || line.startsWith('--- ')) continue;
    else if (line.startsWith('+')) files.at(-1)?.added.push(line.slice(1));
    else if (line.startsWith('-')) files.at(-1)?.removed.push(line.slice(1));
  }
  if (files.length === 0) throw new Error(`${file} changes no file of ${PACKAGE}.`);
  return { file, version: PATCH_NAME.exec(name)?.groups?.version as string, files };
}

/** The files of the package in `packageDir` that lack a line the patch adds. */
export function unpatchedFiles(packageDir: string, patch: DocsearchPatch): string[] {
  return patch.files
    .filter(({ path: file, added }) => {
      const lines = new Set(readFileSync(path.join(packageDir, file), 'utf8').split('\n'));
      return added.some((line) => !lines.has(line));
    })
    .map(({ path: file }) => file);
}

/**
 * Throws a clear error when the installed @docsearch/react is not the version the patch was made for, or is not
 * patched.
 */
export function assertDocsearchPatched(
  siteDir: string,
  packageDir = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve(`${PACKAGE}/package.json`)),
): void {
  const patch = readDocsearchPatch(siteDir);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  if (version !== patch.version) {
    throw new Error(
      `${PACKAGE} ${version} is installed, but ${patch.file} is made for ${patch.version}. Pin ${patch.version} in ` +
        'package.json (dependencies and overrides) and run `npm install`, or remake the patch for the new version ' +
        '(UPGRADING.md, "Checklist: DocSearch upgrade").',
    );
  }
  const missing = unpatchedFiles(packageDir, patch);
  if (missing.length > 0) {
    throw new Error(
      `${PACKAGE} is not patched (${missing.join(', ')}), so the search modal would never show its "Unable to fetch ` +
        `results" screen. npm's postinstall applies ${patch.file} with patch-package, and \`npm ci --ignore-scripts\` ` +
        'skips it: run `npx patch-package` once, then build again.',
    );
  }
}
