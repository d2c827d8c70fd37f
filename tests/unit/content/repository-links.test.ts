/**
 * Every link into the library's repository at the documented release (`…/blob/<tag>/…` or `…/tree/<tag>/…`) must
 * name a file or folder that exists at that tag. The list of paths is data/repository-files-<tag>.txt
 * (`git ls-tree -r --name-only <tag>` of the library's repository); replace it when the documented release changes.
 *
 * Checked: the guides, config/, src/, the addresses the config builds (example app, TypeDoc's "Defined in" links for
 * every source file of the installed package), and the generated API pages when a build has made them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_APP_URL, LIBRARY_NAME, LIBRARY_TAG } from '../../../config/library';
import { REPOSITORY_URL } from '../../../config/links';
import { typedocOptions } from '../../../config/typedoc';

const ROOT = path.resolve(__dirname, '../../..');
const FILE_LIST = path.join(ROOT, `data/repository-files-${LIBRARY_TAG}.txt`);

/** Paths at the tag: every file, and every folder that contains one. */
function pathsAtTag(): Set<string> {
  const files = readFileSync(FILE_LIST, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end += 1) paths.add(parts.slice(0, end).join('/'));
  }
  return paths;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LINK_AT_TAG = new RegExp(
  `${escapeRegExp(REPOSITORY_URL)}/(?:blob|tree)/${escapeRegExp(LIBRARY_TAG)}/([^\\s)"'\`<>\\]]+)`,
  'g',
);

/** The repository path a link points to: without `#L12`, `?plain=1`, or a trailing slash; %20 decoded. */
export function repositoryPathsIn(text: string): string[] {
  return [...text.matchAll(LINK_AT_TAG)].map((match) =>
    decodeURIComponent((match[1] ?? '').replace(/[#?].*$/, '').replace(/\/+$/, '')),
  );
}

function filesUnder(dir: string, extensions: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `file → paths` for every link at the tag that names no path of the repository. */
function brokenLinks(files: string[], known: Set<string>): Record<string, string[]> {
  const broken: Record<string, string[]> = {};
  for (const file of files) {
    const missing = repositoryPathsIn(readFileSync(file, 'utf8')).filter((linked) => !known.has(linked));
    if (missing.length > 0) broken[path.relative(ROOT, file)] = [...new Set(missing)];
  }
  return broken;
}

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

  // The API pages exist after a build; `npm test` builds before it runs the unit tests, and CI always checks them.
  it.runIf(existsSync(path.join(ROOT, 'docs/api')) || Boolean(process.env.CI))(
    'in the generated API pages name paths that exist',
    () => {
      const pages = filesUnder(path.join(ROOT, 'docs/api'), /\.md$/);
      expect(pages.length).toBeGreaterThan(50);
      expect(brokenLinks(pages, known)).toEqual({});
    },
  );
});
