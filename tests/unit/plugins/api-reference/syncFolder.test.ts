/**
 * The API reference plugin brings docs/api in line with TypeDoc's output without touching files whose content is the
 * same, so a dev server watching docs/api sees nothing when a build regenerates the same pages.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syncFolder } from '../../../../src/plugins/api-reference/server/index';

const root = mkdtempSync(path.join(os.tmpdir(), 'sync-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('syncFolder', () => {
  it('writes changed and new files, removes the ones the source lacks, and leaves the others untouched', () => {
    const target = tree('target', { 'classes/A.md': 'same', 'classes/B.md': 'old', 'gone/C.md': 'x', 'side.cjs': 'a' });
    const untouched = statSync(path.join(target, 'classes/A.md')).mtimeMs;
    const source = tree('source', { 'classes/A.md': 'same', 'classes/B.md': 'new', 'D.md': 'added', 'side.cjs': 'a' });

    const result = syncFolder(source, target, (file, text) => (file === 'side.cjs' ? `${text}!` : text));

    expect(result).toEqual({ written: 3, removed: 1 });
    expect(readdirSync(target, { recursive: true }).map(String).sort()).toEqual([
      'D.md',
      'classes',
      path.join('classes', 'A.md'),
      path.join('classes', 'B.md'),
      'side.cjs',
    ]);
    expect(readFileSync(path.join(target, 'classes/B.md'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(target, 'side.cjs'), 'utf8')).toBe('a!');
    expect(statSync(path.join(target, 'classes/A.md')).mtimeMs).toBe(untouched);
    // A second run with the same output changes nothing.
    expect(syncFolder(source, target, (file, text) => (file === 'side.cjs' ? `${text}!` : text))).toEqual({
      written: 0,
      removed: 0,
    });
  });
});
