// @ts-check
// The two data files of this feature, read and checked in one place: data/problems.yml (the problems readers hit,
// with their exact messages) and data/known-issues.yml (where 4.7.3 behaves differently from its documentation).
// Shared by the remark plugin (guides), the TypeDoc plugin (API pages), the type hints and the tests. JavaScript
// because TypeDoc only loads JavaScript plugins.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Joi from 'joi';
import { parse } from 'yaml';

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

/** Parsed files, by path and modification time, so a dev server picks up edits. */
const cache = new Map();

/**
 * @template T
 * @param {string} file
 * @param {import('joi').Schema} schema
 * @returns {T}
 */
export function readChecked(file, schema) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.mtime === mtime) return cached.value;
  const { error, value } = schema.validate(parse(fs.readFileSync(file, 'utf8')), { abortEarly: true, convert: false });
  if (error) throw new Error(`${path.relative(process.cwd(), file)}: ${error.message}`);
  cache.set(file, { mtime, value });
  return value;
}

/**
 * The problem catalogue. Throws, naming the entry and field, when the file does not match its format or an entry's
 * area is not listed in `areas`.
 *
 * @param {string} siteDir
 * @returns {ProblemCatalogue}
 */
export function readProblems(siteDir) {
  /** @type {ProblemCatalogue} */
  const catalogue = readChecked(path.join(siteDir, PROBLEMS_FILE), CATALOGUE);
  for (const problem of catalogue.problems) {
    if (!catalogue.areas.includes(problem.area))
      throw new Error(`${PROBLEMS_FILE}: problem "${problem.id}" has the area "${problem.area}", not listed in areas`);
  }
  return catalogue;
}

/**
 * The known issues of the documented release.
 *
 * @param {string} siteDir
 * @returns {KnownIssue[]}
 */
export function readKnownIssues(siteDir) {
  /** @type {KnownIssue[]} */
  const issues = readChecked(path.join(siteDir, KNOWN_ISSUES_FILE), KNOWN_ISSUES);
  for (const issue of issues) {
    if (issue.effect === undefined) continue;
    // The pill goes on one member, and says which platform ignores it: the entry's only platform.
    const platform = EFFECT_PLATFORMS[issue.effect];
    if (!issue.member || issue.platforms.length !== 1 || issue.platforms[0] !== platform)
      throw new Error(
        `${KNOWN_ISSUES_FILE}: known issue "${issue.id}" has the effect "${issue.effect}", which needs a member and ` +
          `platforms: [${platform}]`,
      );
  }
  return issues;
}

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
