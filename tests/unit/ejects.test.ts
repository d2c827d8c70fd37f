/**
 * Each ejected theme component is kept as a diff against upstream (`upstream.diff` in its folder, written by
 * scripts/eject-diffs.mjs). The diff must still apply to the installed upstream files and turn them into ours, byte
 * for byte: then an upgrade is a patch applied to the new upstream files (UPGRADING.md).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EJECTS } from '../../scripts/eject-diffs.mjs';

const ROOT = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'eject-diffs-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(EJECTS)('$dir', (eject) => {
  it('is upstream.diff applied to the installed upstream files', () => {
    const dir = mkdtempSync(path.join(work, 'eject-'));
    for (const file of eject.files) copyFileSync(path.join(ROOT, eject.upstream, file), path.join(dir, file));
    const regenerate =
      'run `node scripts/eject-diffs.mjs` after changing an eject, and see UPGRADING.md after an upgrade';
    try {
      // Outside a repository, git apply works like patch -p1, and it refuses a diff whose context does not match.
      execFileSync('git', ['apply', path.join(ROOT, eject.diff)], { cwd: dir, stdio: 'pipe' });
    } catch (error) {
      throw new Error(`${eject.diff} does not apply to ${eject.upstream}: ${regenerate}.\n${String(error)}`);
    }
    for (const file of eject.files) {
      expect(readFileSync(path.join(dir, file), 'utf8'), `${eject.dir}/${file}: ${regenerate}`).toBe(
        readFileSync(path.join(ROOT, eject.dir, file), 'utf8'),
      );
    }
  });
});
