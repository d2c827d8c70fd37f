// @ts-check
// The two data files of this feature, read and checked in one place: data/problems.yml (the problems readers hit,
// with their exact messages) and data/known-issues.yml (where 4.7.3 behaves differently from its documentation).
// Shared by the remark plugin (guides), the TypeDoc plugin (API pages), the type hints and the tests. JavaScript
// because TypeDoc only loads JavaScript plugins.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Joi from 'joi';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

export const PROBLEMS_FILE = 'data/problems.yml';
export const KNOWN_ISSUES_FILE = 'data/known-issues.yml';

/** @typedef {'ios' | 'android'} Platform */
/** @typedef {'no-effect-on-android' | 'no-effect-on-ios'} Effect */
/** @typedef {{ path: string; lines: string }} SourceLines */
/** @typedef {number | string} Ref a pull request number or a commit hash of the library's repository */
/**
 * @typedef {object} Problem
 * @property {string} id the anchor of its section
 * @property {string} title the section heading: a short symptom, or the key part of the message (inline Markdown)
 * @property {string} guide the guide the section lives in
 * @property {string} area its group on the problem index
 * @property {Platform[]} platforms
 * @property {{ kind: 'message' | 'log' | 'build-error' | 'symptom'; text: string }[]} seen what the reader sees,
 *   messages verbatim
 * @property {{ visionCamera?: string[]; reactNative?: string[]; os?: string[] }} [reported] versions in the reports
 * @property {string} cause Markdown
 * @property {SourceLines[]} [source] the 4.7.3 lines that show the cause, when the library is involved
 * @property {string} [attribution] who established the cause, when no library line shows it
 * @property {boolean} [causeUnknown] nobody knows the cause; `fix` then gives diagnostic steps
 * @property {string} fix Markdown
 * @property {string} [fixedIn] the first release on npm that contains the fix
 * @property {Ref[]} [fixedBy] the pull requests or commits that fixed it (see `REF`)
 * @property {string} [fixedInEvidence]
 * @property {(number | string)[]} issues where it was reported: a number is an issue of the library's repository;
 *   another project's issue is `owner/repo#123` or its GitHub address (see `issueLink`)
 * @property {string[]} [see] further sections, as `<guide>#<anchor>`
 */
/**
 * @typedef {object} KnownIssue
 * @property {string} id
 * @property {string | null} member `Symbol` or `Symbol.member`
 * @property {string[]} [alsoMembers]
 * @property {Platform[]} platforms
 * @property {string} summary one line of inline Markdown
 * @property {string} guide `<guide>#<anchor>` of the section whose note explains it
 * @property {string[]} [alsoIn] further sections with a note about it
 * @property {SourceLines[]} source
 * @property {string} [docComment] the doc comment that says otherwise, `package/src/…:<lines>`
 * @property {Effect} [effect] the member does nothing on one platform (its `source` shows it): a pill on its API
 *   page and in its type hint
 */
/** @typedef {{ areas: string[]; problems: Problem[] }} ProblemCatalogue */

export const ID = Joi.string().pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const SECTION = Joi.string().pattern(/^[a-z0-9-]+#[a-z0-9-]+$/);
export const PLATFORMS = Joi.array().items(Joi.string().valid('ios', 'android')).min(1).unique();
const SOURCE = Joi.object({
  path: Joi.string()
    .pattern(/^package\//)
    .required(),
  lines: Joi.string()
    .pattern(/^\d+(-\d+)?$/)
    .required(),
});
/**
 * A change in the library's repository: a pull request number, or a commit hash (at least 7 hex digits, quoted in
 * YAML when it has no letter). Shared with data/releases.yml, whose items cite the same changes.
 */
export const REF = Joi.alternatives(
  Joi.number().integer().positive().max(99999),
  Joi.string().pattern(/^[0-9a-f]{7,40}$/),
);
// Inline Markdown that the site renders in MDX pages too: `<` and `{` only inside inline code.
export const INLINE = Joi.string().custom((value, helpers) =>
  /[<{]/.test(value.replace(/`[^`]*`/g, '')) ? helpers.error('any.invalid') : value,
);

const PROBLEM = Joi.object({
  id: ID.required(),
  title: INLINE.required(),
  guide: Joi.string().required(),
  area: Joi.string().required(),
  platforms: PLATFORMS.required(),
  seen: Joi.array()
    .items(
      Joi.object({
        kind: Joi.string().valid('message', 'log', 'build-error', 'symptom').required(),
        text: Joi.string().required(),
      }),
    )
    .min(1)
    .required(),
  reported: Joi.object({
    visionCamera: Joi.array().items(Joi.string()),
    reactNative: Joi.array().items(Joi.string()),
    os: Joi.array().items(Joi.string()),
  }),
  cause: Joi.string().required(),
  source: Joi.array().items(SOURCE),
  attribution: Joi.string(),
  causeUnknown: Joi.boolean(),
  fix: Joi.string().required(),
  fixedIn: Joi.string().pattern(/^4\.\d+\.\d+$/),
  fixedBy: Joi.array().items(REF).min(1),
  fixedInEvidence: Joi.string(),
  issues: Joi.array()
    .items(
      Joi.number().integer().positive(),
      Joi.string().custom((value, helpers) => (parseIssueReference(value) ? value : helpers.error('any.invalid'))),
    )
    .min(1)
    .unique()
    .required(),
  see: Joi.array().items(SECTION),
})
  // Evidence for every cause: the library's lines, someone who established it, or a plain "not known".
  .or('source', 'attribution', 'causeUnknown')
  // A release that fixed it names the change, so tests can check it is in that release and the page can link it.
  .and('fixedIn', 'fixedBy');

const CATALOGUE = Joi.object({
  areas: Joi.array().items(Joi.string()).min(1).unique().required(),
  problems: Joi.array().items(PROBLEM).min(1).unique('id').required(),
});

/** The platform on which each `effect` of a known issue applies. */
export const EFFECT_PLATFORMS = /** @type {const} */ ({ 'no-effect-on-android': 'android', 'no-effect-on-ios': 'ios' });

const KNOWN_ISSUES = Joi.array()
  .items(
    Joi.object({
      id: ID.required(),
      member: Joi.string().allow(null).required(),
      alsoMembers: Joi.array().items(Joi.string()),
      platforms: PLATFORMS.required(),
      summary: INLINE.required(),
      guide: SECTION.required(),
      alsoIn: Joi.array().items(SECTION),
      source: Joi.array().items(SOURCE).min(1).required(),
      docComment: Joi.string().pattern(/^package\/src\/.+:\d+(-\d+)?$/),
      effect: Joi.string().valid(...Object.keys(EFFECT_PLATFORMS)),
    }),
  )
  .unique('id');

/**
 * A reference to an issue, pull request or discussion: `#123` (the library's own repository), `owner/repo#123`, or
 * its GitHub address. Another project's number written as a bare `#123` would point at the library's issue of that
 * number, so references to other projects always name their repository.
 */
export const ISSUE_REFERENCE =
  /(?<![\w/.@-])(?:([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]*[A-Za-z0-9_-])?#([1-9]\d*))\b/g;
const GITHUB_ISSUE_URL =
  /^https:\/\/github\.com\/([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)\/(?:issues|pull|discussions)\/([1-9]\d*)\/?(?:#.*)?$/;

/**
 * The repository and number of a reference (`#123`, `owner/repo#123`, or a GitHub issue, pull request or discussion
 * address); the repository is undefined for a bare `#123`. Undefined when the text is no such reference.
 *
 * @param {string} reference
 * @returns {{ repository?: string; number: number } | undefined}
 */
export function parseIssueReference(reference) {
  const url = GITHUB_ISSUE_URL.exec(reference);
  if (url) return { repository: url[1], number: Number(url[2]) };
  const short = /^(?:([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]*[A-Za-z0-9_-]))?#([1-9]\d*)$/.exec(reference);
  return short ? { repository: short[1], number: Number(short[2]) } : undefined;
}

/**
 * Where a reference leads and how it reads: the library's own issues as `#123` under `issuesUrl`, another
 * project's as `owner/repo#123` on GitHub (GitHub forwards `/issues/123` to a pull request or discussion of that
 * number).
 *
 * @param {number | string} reference an issue number of the library, or a reference `parseIssueReference` reads
 * @param {string} issuesUrl the library's issues address, `https://github.com/<owner>/<repo>/issues`
 * @returns {{ url: string; label: string }}
 */
export function issueLink(reference, issuesUrl) {
  const parsed = typeof reference === 'number' ? { number: reference } : parseIssueReference(reference);
  if (!parsed) throw new Error(`"${reference}" is not an issue reference (#123, owner/repo#123 or its GitHub address)`);
  const own = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/issues\/?$/.exec(issuesUrl)?.[1];
  const { repository, number } = /** @type {{ repository?: string; number: number }} */ (parsed);
  if (!repository || repository.toLowerCase() === own?.toLowerCase())
    return { url: `${issuesUrl.replace(/\/+$/, '')}/${number}`, label: `#${number}` };
  return { url: `https://github.com/${repository}/issues/${number}`, label: `${repository}#${number}` };
}

/**
 * One problem of a data file, with where it is: the line (and column), and the entry it belongs to, named by its `id`.
 *
 * @typedef {object} DataProblem
 * @property {string} file relative to the site, `data/problems.yml`
 * @property {number} line 1-based
 * @property {number} [column] 1-based
 * @property {string} [entry] the entry's id (or its path, `problems[48]`, when it has none)
 * @property {string} message
 */

/** `data/problems.yml:1526 (takephoto-camera-not-ready): title is required` */
export const formatDataProblem = (/** @type {DataProblem} */ problem) =>
  `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}` +
  `${problem.entry ? ` (${problem.entry})` : ''}: ${problem.message}`;

/** Every problem of a data file at once, each with its line: what `readDataFile` throws. */
export class DataFileError extends Error {
  /** @param {DataProblem[]} problems */
  constructor(problems) {
    super(problems.map(formatDataProblem).join('\n'));
    this.name = 'DataFileError';
    this.problems = problems;
  }
}

/** Parsed files (or their error), by path and modification time, so a dev server picks up edits. */
const cache = new Map();

/** Every data file defined with `defineDataFile`, by path: what `checkDataFiles` reads. */
const dataFiles = new Map();

/**
 * The rules of a data file that its schema cannot express: `report` a problem at a path of the value (`['problems',
 * 3, 'area']`); `siteDir` is there for rules that read another data file (name it in `uses`).
 *
 * @template T
 * @typedef {(value: T, report: (at: (string | number)[], message: string) => void, siteDir: string) => void} DataCheck
 */

/**
 * Declares a YAML data file of the site and returns its reader. The reader checks the file against its Joi schema and
 * reports every problem at once, each with its line and entry: a YAML syntax error at its line and column, a schema
 * error at the field (or, for a missing field, at its entry), named by the entry's `id`. `check` adds the rules a
 * schema cannot express, reporting each at a path of the value. It throws a `DataFileError`, so the build, the dev
 * server (as the error of each page that uses the file) and `npm run check` print the same lines.
 *
 * @template T
 * @param {string} file relative to the site, `data/problems.yml`
 * @param {import('joi').Schema} schema
 * @param {DataCheck<T>} [check]
 * @param {object} [options]
 * @param {string[]} [options.names] the fields that name an entry, in order of preference (`id` by default): a
 *   problem is reported with the innermost entry on its path that has one
 * @param {string[]} [options.uses] other data files `check` reads: a change to one checks this file again
 * @returns {(siteDir: string) => T}
 */
export function defineDataFile(file, schema, check, { names = ['id'], uses = [] } = {}) {
  /** @param {string} siteDir */
  const read = (siteDir) => {
    const absolute = path.join(siteDir, file);
    if (!fs.existsSync(absolute)) throw new DataFileError([{ file, line: 1, message: 'the file is missing' }]);
    const mtime = [file, ...uses]
      .map((name) => {
        const other = path.join(siteDir, name);
        return fs.existsSync(other) ? fs.statSync(other).mtimeMs : -1;
      })
      .join();
    if (cache.get(absolute)?.mtime !== mtime) {
      const text = fs.readFileSync(absolute, 'utf8');
      cache.set(absolute, { mtime, ...validateYaml({ file, text, schema, check, names, siteDir }) });
    }
    const { value, problems } = cache.get(absolute);
    if (problems.length > 0) throw new DataFileError(problems);
    return value;
  };
  dataFiles.set(file, read);
  return read;
}

/** The data files defined so far, relative to the site. */
export const definedDataFiles = () => [...dataFiles.keys()];

/**
 * The problems of every data file defined so far (by the modules imported before the call).
 *
 * @param {string} siteDir
 * @returns {DataProblem[]}
 */
export function checkDataFiles(siteDir) {
  return [...dataFiles.values()].flatMap((read) => {
    try {
      read(siteDir);
      return [];
    } catch (error) {
      if (error instanceof DataFileError) return error.problems;
      throw error;
    }
  });
}

/**
 * @template T
 * @param {{ file: string; text: string; schema: import('joi').Schema; check?: DataCheck<T>; names: string[];
 *   siteDir: string }} args
 * @returns {{ value?: T; problems: DataProblem[] }}
 */
function validateYaml({ file, text, schema, check, names, siteDir }) {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    const problems = document.errors.map((error) => ({
      file,
      line: error.linePos?.[0].line ?? 1,
      ...(error.linePos && { column: error.linePos[0].col }),
      // The first line of the message; the rest repeats the position and quotes the source.
      message: `YAML syntax error: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
    }));
    return { problems };
  }
  /** @type {DataProblem[]} */
  const problems = [];
  /** @param {(string | number)[]} at */
  const report = (at, /** @type {string} */ message) =>
    problems.push(locate({ document, lineCounter, file, names }, at, message));
  const { error, value } = schema.validate(document.toJS(), {
    abortEarly: false,
    convert: false,
    errors: { label: false },
  });
  for (const detail of error?.details ?? [])
    report(
      detail.path,
      detail.type === 'array.unique' && detail.context?.path
        ? `has the same ${detail.context.path} as an earlier entry`
        : detail.message,
    );
  // The file's own rules run even when the schema found problems, so one run reports both; on a value too malformed
  // for them, the schema's problems say enough.
  try {
    check?.(value, report, siteDir);
  } catch (failure) {
    if (!error) throw failure;
  }
  return { value, problems: problems.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0)) };
}

/**
 * Where a path of the value is in the file: the key of a field (or, when the field is missing, the nearest node that
 * exists, its entry), and the entry: the innermost list item on the path that has a naming field (`id`), named by it,
 * or else the item of the outermost list, named by its path.
 *
 * @param {{ document: import('yaml').Document; lineCounter: LineCounter; file: string; names: string[] }} source
 * @param {(string | number)[]} at
 * @param {string} message
 * @returns {DataProblem}
 */
function locate({ document, lineCounter, file, names }, at, message) {
  let found = 0;
  /** @type {unknown} */
  let node = document.contents;
  /** @type {[number, number, number] | undefined} */
  let range = /** @type {any} */ (node)?.range;
  for (const key of at) {
    const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && item.key.value === key) : undefined;
    const next = isSeq(node) && typeof key === 'number' ? node.items[key] : pair?.value;
    if (next === undefined || next === null) break;
    range = /** @type {any} */ (pair?.key ?? next).range ?? range;
    node = next;
    found += 1;
  }
  /** The name of the list item at `index` of the path, if it has one. */
  const nameAt = (/** @type {number} */ index) => {
    const item = document.getIn(at.slice(0, index + 1));
    const name = isMap(item) ? names.map((key) => item.get(key)).find((value) => typeof value === 'string') : undefined;
    return /** @type {string | undefined} */ (name);
  };
  const items = at.flatMap((key, index) => (typeof key === 'number' && index < found ? [index] : []));
  const named = items.reverse().find((index) => nameAt(index) !== undefined);
  let entryAt = named ?? at.findIndex((key) => typeof key === 'number');
  let entry;
  if (named !== undefined) entry = nameAt(named);
  else if (entryAt >= 0 && entryAt < found) entry = pathText(at.slice(0, entryAt + 1));
  else entryAt = -1;
  const field = pathText(at.slice(entryAt + 1));
  const { line, col } = lineCounter.linePos(range?.[0] ?? 0);
  // A missing field has no place of its own: the line is its entry's, with no column.
  return {
    file,
    line,
    ...(found === at.length && { column: col }),
    ...(entry && { entry }),
    message: field ? `${field} ${message}` : message,
  };
}

/** `problems[48].seen[0].kind` */
const pathText = (/** @type {(string | number)[]} */ at) =>
  at.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${key}`)).join('');

/**
 * The problem catalogue. Throws a `DataFileError` naming the line and entry of every entry that does not match the
 * format, or whose area is not listed in `areas`.
 *
 * @type {(siteDir: string) => ProblemCatalogue}
 */
export const readProblems = defineDataFile(
  PROBLEMS_FILE,
  CATALOGUE,
  (/** @type {ProblemCatalogue} */ catalogue, report) => {
    catalogue.problems.forEach((problem, index) => {
      if (!catalogue.areas.includes(problem.area))
        report(['problems', index, 'area'], `"${problem.area}" is not listed in areas`);
    });
  },
);

/**
 * The known issues of the documented release.
 *
 * @type {(siteDir: string) => KnownIssue[]}
 */
export const readKnownIssues = defineDataFile(
  KNOWN_ISSUES_FILE,
  KNOWN_ISSUES,
  (/** @type {KnownIssue[]} */ issues, report) => {
    issues.forEach((issue, index) => {
      if (issue.effect === undefined) return;
      // The pill goes on one member, and says which platform ignores it: the entry's only platform.
      const platform = EFFECT_PLATFORMS[issue.effect];
      if (!issue.member || issue.platforms.length !== 1 || issue.platforms[0] !== platform)
        report([index, 'effect'], `"${issue.effect}" needs a member and platforms: [${platform}]`);
    });
  },
);

/**
 * The address of source lines at the documented release: `<repository>/blob/<tag>/package/…#L101-L113`.
 *
 * @param {string} repositoryAtTag the repository's blob address at the release tag, e.g. `…/blob/v4.7.3`
 * @param {SourceLines} source
 * @returns {string}
 */
export function sourceUrl(repositoryAtTag, source) {
  const [start, end] = source.lines.split('-');
  const anchor = end === undefined || end === start ? `#L${start}` : `#L${start}-L${end}`;
  return `${repositoryAtTag.replace(/\/+$/, '')}/${source.path}${anchor}`;
}

/**
 * How a citation reads: the file name and the lines, `CameraViewModule.kt:101-113`.
 *
 * @param {SourceLines} source
 * @returns {string}
 */
export function sourceLabel(source) {
  const [start, end] = source.lines.split('-');
  return `${path.posix.basename(source.path)}:${end === undefined || end === start ? start : source.lines}`;
}

/**
 * A guide section's address and its guide's title, from the guide's front matter: `/docs/guides/<id>#<anchor>`, or
 * `/docs<slug>#<anchor>` for a guide with a `slug`.
 *
 * @param {string} siteDir
 * @param {string} docsRoute the docs route, `/docs`
 * @param {string} section `<guide>#<anchor>`
 * @returns {{ title: string; url: string }}
 */
export function sectionLink(siteDir, docsRoute, section) {
  const [guide = '', anchor = ''] = section.split('#');
  const mdx = fs.readFileSync(path.join(siteDir, 'docs/guides', `${guide}.mdx`), 'utf8');
  const field = (/** @type {string} */ name) =>
    new RegExp(`^${name}:\\s*(.+)$`, 'm')
      .exec(mdx)?.[1]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, '$2');
  const route = `${docsRoute}${field('slug') ?? `/guides/${guide}`}`;
  return { title: field('title') ?? guide, url: anchor ? `${route}#${anchor}` : route };
}

/**
 * The known issues of each member key (`Symbol` or `Symbol.member`), as type-hint notes: the label
 * (`Known issue in 4.7.3 (Android)`), the summary and the guide section.
 *
 * @param {string} siteDir
 * @param {{ docsRoute: string; version: string }} options
 * @returns {(key: string) => [label: string, summary: string, url: string][]}
 */
export function knownIssueNotes(siteDir, options) {
  /** @type {Map<string, [string, string, string][]>} */
  const byKey = new Map();
  for (const issue of readKnownIssues(siteDir)) {
    const label = `Known issue in ${options.version} (${issue.platforms.map(platformName).join(', ')})`;
    const note = /** @type {[string, string, string]} */ ([
      label,
      issue.summary,
      sectionLink(siteDir, options.docsRoute, issue.guide).url,
    ]);
    for (const key of membersOf(issue)) byKey.set(key, [...(byKey.get(key) ?? []), note]);
  }
  return (key) => byKey.get(key) ?? [];
}

/** @param {Platform} platform */
export const platformName = (platform) => (platform === 'ios' ? 'iOS' : 'Android');

/**
 * `Symbol` and `Symbol.member` keys of a known issue: its member and its further members.
 *
 * @param {KnownIssue} issue
 * @returns {string[]}
 */
export function membersOf(issue) {
  return [...(issue.member ? [issue.member] : []), ...(issue.alsoMembers ?? [])];
}
