/**
 * The DocSearch patch (patches/@docsearch+react+3.9.0.patch, applied by patch-package on postinstall): it must change
 * nothing but the request's `finally` block, the installed package must carry it, and the build's check must refuse
 * a copy without it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertDocsearchPatched,
  readDocsearchPatch,
  unpatchedFiles,
} from '../../../../src/plugins/search/server/docsearchPatch';

const ROOT = path.resolve(__dirname, '../../../..');
const patch = readDocsearchPatch(ROOT);
const installedDir = path.dirname(
  createRequire(path.join(ROOT, 'package.json')).resolve('@docsearch/react/package.json'),
);

/** The status check the patch inserts, where it inserts it (minified: `c` is the autocomplete store). */
const FINALLY = '.finally((function(){';
const KEEP_ERROR = '"error"!==c.getState().status&&';

const work = mkdtempSync(path.join(os.tmpdir(), 'docsearch-patch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the package with each patched file as the patch found it (`removed`) or leaves it (`added`). */
function packageCopy(lines: 'removed' | 'added', version = patch.version): string {
  const dir = mkdtempSync(path.join(work, 'package-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@docsearch/react', version }));
  for (const file of patch.files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file[lines].join('\n'));
  }
  return dir;
}

describe('the DocSearch patch', () => {
  it('is made for the pinned @docsearch/react', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@docsearch/react']).toBe(patch.version);
    expect(pkg.scripts.postinstall).toMatch(/^patch-package --error-on-fail/);
  });

  it.each(patch.files.map((file) => [file.path, file] as const))(
    'only inserts the status check into the finally block of %s',
    (_, { removed, added }) => {
      expect(removed).toHaveLength(1);
      expect(added).toHaveLength(1);
      const [before, after] = [removed[0] as string, added[0] as string];
      // The two lines with their common start and end cut off leave exactly the insertion.
      let start = 0;
      while (before[start] === after[start]) start++;
      let end = 0;
      while (end < before.length - start && before.at(-1 - end) === after.at(-1 - end)) end++;
      expect(before.slice(start, before.length - end)).toBe('');
      expect(after.slice(start, after.length - end)).toBe(KEEP_ERROR);
      expect(before.slice(0, start).endsWith(FINALLY)).toBe(true);
      expect(before.slice(start).startsWith('p("idle")')).toBe(true);
    },
  );

  it('is applied to the installed package', () => {
    for (const file of ['dist/esm/index.js', 'dist/umd/index.js']) {
      const source = readFileSync(path.join(installedDir, file), 'utf8');
      expect(source, `${file} lacks the patch: run \`npx patch-package\``).toContain(
        `${FINALLY}${KEEP_ERROR}p("idle")`,
      );
    }
    expect(() => assertDocsearchPatched(ROOT)).not.toThrow();
  });

  it('fails the build on a copy without it', () => {
    const unpatched = packageCopy('removed');
    expect(unpatchedFiles(unpatched, patch)).toEqual(patch.files.map((file) => file.path));
    expect(() => assertDocsearchPatched(ROOT, unpatched)).toThrow(/is not patched .*run `npx patch-package`/s);
    expect(unpatchedFiles(packageCopy('added'), patch)).toEqual([]);
  });

  it('fails the build on another version', () => {
    expect(() => assertDocsearchPatched(ROOT, packageCopy('added', '3.9.1'))).toThrow(
      /3\.9\.1 is installed, but patches\/@docsearch\+react\+3\.9\.0\.patch is made for 3\.9\.0/,
    );
  });
});
