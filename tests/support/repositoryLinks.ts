/**
 * Links into the library's repository at the documented release (`…/blob/<tag>/…` or `…/tree/<tag>/…`), and the
 * list of paths that exist at that tag: data/repository-files-<tag>.txt (`git ls-tree -r --name-only <tag>` of the
 * library's repository; replace it when the documented release changes). Shared by the unit test over the sources and
 * the build test over the generated API pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY_NAME, LIBRARY_TAG } from '../../config/library';
import { REPOSITORY_URL } from '../../config/links';

export const ROOT = path.resolve(__dirname, '../..');
export const FILE_LIST = path.join(ROOT, `data/repository-files-${LIBRARY_TAG}.txt`);

/** The files at the tag. */
export function filesAtTag(): Set<string> {
  return new Set(
    readFileSync(FILE_LIST, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
}

/** Where a repository path (`package/src/...`) is installed: the package is the repository's package/ folder. */
export const installedPath = (repositoryPath: string) =>
  path.join(ROOT, 'node_modules', LIBRARY_NAME, repositoryPath.replace(/^package\//, ''));

/** Paths at the tag: every file, and every folder that contains one. */
export function pathsAtTag(): Set<string> {
  const files = filesAtTag();
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

export function filesUnder(dir: string, extensions: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `file → paths` for every link at the tag that names no path of the repository. */
export function brokenLinks(files: string[], known: Set<string>): Record<string, string[]> {
  const broken: Record<string, string[]> = {};
  for (const file of files) {
    const missing = repositoryPathsIn(readFileSync(file, 'utf8')).filter((linked) => !known.has(linked));
    if (missing.length > 0) broken[path.relative(ROOT, file)] = [...new Set(missing)];
  }
  return broken;
}
