/**
 * The release history's data: data/releases.yml (what each 4.x release changed, in readers' words) and
 * data/vision-camera-4.x-history.txt (the commits of each tag, the facts the first is checked against), plus
 * `versionClaimErrors`, which checks every version claim of the data files against them.
 */
import fs from 'node:fs';
import path from 'node:path';
import Joi from 'joi';
import { defineDataFile, ID, INLINE, PLATFORMS, REF, type KnownIssue, type Problem, type Ref } from './data.mjs';

const RELEASES_FILE = 'data/releases.yml';
const HISTORY_FILE = 'data/vision-camera-4.x-history.txt';

export type ReleaseItem = {
  id: string;
  kind: 'fix' | 'feature' | 'change' | 'breaking';
  platforms: ('ios' | 'android')[];
  text: string;
  errors?: string[];
  refs: Ref[];
  issues?: number[];
};
export type Release = { version: string; date: string; published: boolean; items: ReleaseItem[] };
/** A tag of the history file: its version, the date of its release commit and its commits (first parent). */
export type Tag = { version: string; date: string; commits: { hash: string; subject: string }[] };

const DATE = Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
const RELEASES = Joi.array()
  .items(
    Joi.object({
      version: Joi.string()
        .pattern(/^4\.\d+\.\d+$/)
        .required(),
      date: DATE.required(),
      published: Joi.boolean().required(),
      items: Joi.array()
        .items(
          Joi.object({
            // Not `v4-…`: those are the releases' own anchors on the same page.
            id: ID.pattern(/^v\d/, { invert: true }).required(),
            kind: Joi.string().valid('fix', 'feature', 'change', 'breaking').required(),
            platforms: PLATFORMS.required(),
            text: INLINE.required(),
            errors: Joi.array().items(Joi.string()).min(1),
            refs: Joi.array().items(REF).min(1).required(),
            issues: Joi.array().items(Joi.number().integer().positive()).min(1),
          }),
        )
        .required(),
    }),
  )
  .min(1)
  .unique('version');

/**
 * The releases, newest first. Throws a `DataFileError` with the line and entry of every malformed entry and of every
 * item id used twice (the ids are anchors of one page). A release is named by its version, an item by its id.
 */
export const readReleases = defineDataFile<Release[]>(
  RELEASES_FILE,
  RELEASES,
  (releases, report) => {
    const seen = new Map<string, string>();
    releases.forEach((release, index) =>
      release.items.forEach((item, itemIndex) => {
        const earlier = seen.get(item.id);
        if (earlier) report([index, 'items', itemIndex, 'id'], `"${item.id}" is also the id of an item of ${earlier}`);
        else seen.set(item.id, release.version);
      }),
    );
  },
  { names: ['id', 'version'] },
);

/**
 * The tags of the history file, newest first. Its sections start with `## v4.7.3 (2025-11-12) — since v4.7.2`, then
 * one commit a line: short hash, date, subject.
 */
export function parseHistory(text: string): Tag[] {
  const tags: Tag[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('# ')) continue;
    const heading = /^## v(\S+) \((\d{4}-\d{2}-\d{2})\)/.exec(line);
    const commit = /^([0-9a-f]{7,40}) \d{4}-\d{2}-\d{2} (.+)$/.exec(line);
    if (heading) tags.push({ version: heading[1]!, date: heading[2]!, commits: [] });
    else if (commit && tags.length > 0) tags.at(-1)!.commits.push({ hash: commit[1]!, subject: commit[2]! });
    else
      throw new Error(`${HISTORY_FILE}:${index + 1}: expected "## v<version> (<date>)" or "<hash> <date> <subject>"`);
  }
  return tags;
}

export function readHistory(siteDir: string): Tag[] {
  return parseHistory(fs.readFileSync(path.join(siteDir, HISTORY_FILE), 'utf8'));
}

/** Whether a commit is the change a ref names: its hash starts with the hash, or its subject ends with `(#<pr>)`. */
function commitMatches(commit: Tag['commits'][number], ref: Ref): boolean {
  if (typeof ref === 'string') return commit.hash.startsWith(ref) || ref.startsWith(commit.hash);
  return commit.subject.includes(`(#${ref})`);
}

/** The release item that cites one of the refs, and its release. */
export function itemCiting(
  releases: Release[],
  refs: readonly Ref[],
): { release: Release; item: ReleaseItem } | undefined {
  for (const release of releases)
    for (const item of release.items) if (item.refs.some((ref) => refs.includes(ref))) return { release, item };
  return undefined;
}

const refLabel = (ref: Ref) => (typeof ref === 'number' ? `#${ref}` : ref);
/** Versions before the history file's first tag: 3.x and the 4.0.0 pre-releases, which reports also name. */
const BEFORE_4 = /^(3\.\d+\.\d+|4\.0\.0-(alpha|beta|rc)\.\d+)$/;
/**
 * A VisionCamera version in prose: `4.x.y` or `v4.x.y`, not part of a longer version, a pre-release (`4.0.0-beta.5`)
 * or an npm specifier (`react-native-reanimated@4.1.7`, how another project's version is written).
 */
const VERSION_IN_TEXT = /(?<![\w.@-])v?(4\.\d+\.\d+)(?![\w.-]*\d)/g;

/** Every string of a parsed YAML value, with its path (`problems[3].cause`). */
function strings(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => strings(entry, `${where}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) => strings(entry, `${where}.${key}`));
  return [];
}

/**
 * Every version claim of the data files that the tags contradict, as messages that name the file, the entry and
 * what to fix; empty when all hold:
 * - releases.yml lists exactly the tags of the history file, in its order, with their dates, and every `refs` entry
 *   of an item is a commit of that release;
 * - a problem's `fixedIn` is a release on npm, each of its `fixedBy` changes is a commit of a tag after the previous
 *   npm release up to `fixedIn` (a tag that never reached npm shipped with the next one), and a release item cites
 *   it, so the problem can link to that item;
 * - every version a problem was reported with is a tag (or older than 4.0.0), and every `4.x.y` in the text of
 *   either catalogue names a tag.
 */
export function versionClaimErrors(data: {
  history: Tag[];
  releases: Release[];
  problems: Problem[];
  knownIssues: KnownIssue[];
}): string[] {
  const { history, releases, problems, knownIssues } = data;
  const errors: string[] = [];
  const tags = history.map((tag) => tag.version);

  if (releases.map((release) => release.version).join() !== tags.join())
    errors.push(`${RELEASES_FILE}: list one release per tag of ${HISTORY_FILE}, newest first: ${tags.join(', ')}`);
  for (const release of releases) {
    const tag = history.find((entry) => entry.version === release.version);
    if (!tag) continue;
    if (tag.date !== release.date)
      errors.push(`${RELEASES_FILE}: ${release.version} has the date ${release.date}; its tag has ${tag.date}`);
    for (const item of release.items)
      for (const ref of item.refs.filter((entry) => !tag.commits.some((commit) => commitMatches(commit, entry)))) {
        const actual = history.find((entry) => entry.commits.some((commit) => commitMatches(commit, ref)));
        errors.push(
          `${RELEASES_FILE}: item "${item.id}" of ${release.version} cites ${refLabel(ref)}, which is ` +
            (actual ? `a commit of ${actual.version}` : `no commit of any 4.x tag`),
        );
      }
  }

  const published = releases.filter((release) => release.published).map((release) => release.version);
  for (const problem of problems) {
    const where = `data/problems.yml: problem "${problem.id}"`;
    for (const version of problem.reported?.visionCamera ?? [])
      if (!tags.includes(version) && !BEFORE_4.test(version))
        errors.push(`${where} was reported with "${version}", which is no 4.x tag (write the full version)`);
    if (problem.fixedIn === undefined) continue;
    const end = tags.indexOf(problem.fixedIn);
    if (!published.includes(problem.fixedIn)) {
      errors.push(`${where} is fixed in ${problem.fixedIn}, which is no release on npm`);
      continue;
    }
    // History is newest first: the fixing tag, then older ones, until the previous release on npm.
    const previous = tags.findIndex((version, index) => index > end && published.includes(version));
    const window = history.slice(end, previous === -1 ? undefined : previous);
    for (const ref of problem.fixedBy ?? []) {
      if (!window.some((tag) => tag.commits.some((commit) => commitMatches(commit, ref)))) {
        const actual = history.find((tag) => tag.commits.some((commit) => commitMatches(commit, ref)));
        errors.push(
          `${where}: fixedBy ${refLabel(ref)} is ${actual ? `a commit of ${actual.version}` : 'no commit of any 4.x tag'}, ` +
            `not of ${window.map((tag) => tag.version).join(' or ')} (fixedIn ${problem.fixedIn})`,
        );
      }
    }
    if (!itemCiting(releases, problem.fixedBy ?? []))
      errors.push(`${where}: no item of ${RELEASES_FILE} cites its fixedBy changes; add one to that release`);
  }

  const texts = [
    ...strings(problems, 'data/problems.yml: problems'),
    ...strings(knownIssues, 'data/known-issues.yml: entries'),
  ];
  for (const [where, text] of texts)
    for (const [, version = ''] of text.matchAll(VERSION_IN_TEXT))
      if (!tags.includes(version))
        errors.push(
          `${where} names VisionCamera ${version}, which is no 4.x tag ` +
            `(write another project's version as name@version)`,
        );
  return errors;
}
