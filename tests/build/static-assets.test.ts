/**
 * static/_headers caches everything under /assets/ for a year (tests/unit/static-headers.test.ts), so every file the
 * build writes there must carry a content hash in its name: a file without one would be served stale after a deploy.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BUILD_ASSETS = path.join(__dirname, '../../build/assets');

describe('build/assets', () => {
  it('names every file with a content hash', () => {
    expect(existsSync(BUILD_ASSETS), 'No build/assets. Run `npm run build` first.').toBe(true);
    const files = readdirSync(BUILD_ASSETS, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(10);
    const unhashed = files
      .map((entry) => path.relative(BUILD_ASSETS, path.join(entry.parentPath, entry.name)))
      // The search index's body text, `index.<hash>.body.json`, carries the hash of its index file, which is made
      // from the inputs of both.
      .filter((file) => !/(^|[./-])[0-9a-f]{8,}(\.body)?\.[a-z0-9]+(\.LICENSE\.txt)?$/.test(file));
    expect(unhashed).toEqual([]);
  });
});
