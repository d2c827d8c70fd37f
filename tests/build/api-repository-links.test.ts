/**
 * Every link of the generated API pages (docs/api, written by the build) into the library's repository at the
 * documented release names a file or folder that exists at that tag: TypeDoc's "Defined in" links and the links in
 * the library's doc comments.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_TAG } from '../../config/library';
import { brokenLinks, filesUnder, pathsAtTag, ROOT } from '../support/repositoryLinks';

const API_DIR = path.join(ROOT, 'docs/api');

describe(`links of the generated API pages into the repository at ${LIBRARY_TAG}`, () => {
  it('name paths that exist', () => {
    expect(existsSync(API_DIR), 'No docs/api. Run `npm run build` first.').toBe(true);
    const pages = filesUnder(API_DIR, /\.md$/);
    expect(pages.length).toBeGreaterThan(50);
    expect(brokenLinks(pages, pathsAtTag())).toEqual({});
  });
});
