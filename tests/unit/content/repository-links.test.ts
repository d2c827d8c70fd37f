/**
 * Every link into the library's repository at the documented release (`…/blob/<tag>/…` or `…/tree/<tag>/…`) must
 * name a file or folder that exists at that tag (tests/support/repositoryLinks.ts has the list of paths).
 *
 * Checked here: the guides, config/, src/ and the addresses the config builds (example app, TypeDoc's "Defined in"
 * links for every source file of the installed package). tests/build/api-repository-links.test.ts checks the
 * generated API pages after a build.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_APP_URL, LIBRARY_NAME, LIBRARY_TAG } from '../../../config/library';
import { REPOSITORY_URL } from '../../../config/links';
import { typedocOptions } from '../../../src/plugins/api-reference/server/typedocOptions';
import { brokenLinks, FILE_LIST, filesUnder, pathsAtTag, repositoryPathsIn, ROOT } from '../../support/repositoryLinks';

describe(`links into ${REPOSITORY_URL} at ${LIBRARY_TAG}`, () => {
  const known = pathsAtTag();

  it('has the list of paths at the tag', () => {
    expect(
      known.size,
      `add ${path.relative(ROOT, FILE_LIST)} (git ls-tree -r --name-only ${LIBRARY_TAG})`,
    ).toBeGreaterThan(100);
  });

  it('finds links at the tag, and only those', () => {
    const sample = `[a](${REPOSITORY_URL}/blob/${LIBRARY_TAG}/package/src/Camera.tsx#L12) ${REPOSITORY_URL}/tree/main/x ${REPOSITORY_URL}/tree/${LIBRARY_TAG}/example/`;
    expect(repositoryPathsIn(sample)).toEqual(['package/src/Camera.tsx', 'example']);
  });

  it('in the guides, config/ and src/ name paths that exist', () => {
    const files = [
      ...filesUnder(path.join(ROOT, 'docs/guides'), /\.mdx?$/),
      ...filesUnder(path.join(ROOT, 'config'), /\.(ts|json)$/),
      ...filesUnder(path.join(ROOT, 'src'), /\.(ts|tsx|mjs|md|css)$/),
    ];
    expect(files.length).toBeGreaterThan(40);
    expect(brokenLinks(files, known), 'fix these paths; the file list is the repository at the tag').toEqual({});
  });

  it('built by the config name paths that exist: the example app and every "Defined in" source link', () => {
    const sourceDir = path.join(ROOT, 'node_modules', LIBRARY_NAME, 'src');
    const definedIn = filesUnder(sourceDir, /\.tsx?$/).map((file) =>
      typedocOptions.sourceLinkTemplate
        .replace('{path}', path.relative(sourceDir, file).split(path.sep).join('/'))
        .replace('{line}', '1'),
    );
    expect(definedIn.length).toBeGreaterThan(30);
    const linked = [EXAMPLE_APP_URL, ...definedIn].flatMap(repositoryPathsIn);
    expect(linked).toHaveLength(definedIn.length + 1);
    expect(linked.filter((linkedPath) => !known.has(linkedPath))).toEqual([]);
  });
});
