// @ts-check
// TypeDoc plugin (loaded by docusaurus-plugin-typedoc, see `plugin` in typedoc.json): puts each known issue of
// data/known-issues.yml on the API page of its member, as a "Known issue in <version>" note under the member's
// heading (after its "Defined in" line), with a link to the guide section that explains it and the source lines.
// A reader who lands on the API page first then learns what the doc comment above it gets wrong.
// It also puts the platform pills ("iOS only", "No effect on Android") under the members' headings (./badges.mjs).
// TypeDoc only loads JavaScript plugins, hence .mjs with checked JSDoc types.
import * as path from 'node:path';
import { DeclarationReflection, ParameterType, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { headingMemberName } from '../../api-reference/server/apiReference.mjs';
import { effectBadges } from '../server/badges.mjs';
import { membersOf, platformName, readKnownIssues, sectionLink, sourceLabel, sourceUrl } from '../server/data.mjs';
import { badgesByMember, insertPlatformBadges, pageMembers } from './badges.mjs';

/** @typedef {import('../server/data.mjs').KnownIssue} KnownIssue */
/** @typedef {{ version: string; repositoryAtTag: string; docs: string }} NoteOptions */

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'knownIssueNotes',
    help: '[known-issue notes] The documented version, the repository at its tag, and the docs route.',
    type: ParameterType.Object,
    defaultValue: { version: '', repositoryAtTag: '', docs: '/docs' },
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!isExportedSymbolPage(page.model) || page.contents === undefined) return;
    const siteDir = path.resolve(String(app.options.getValue('docsPath')), '..');
    const options = /** @type {NoteOptions} */ (app.options.getValue('knownIssueNotes'));
    const notes = notesByMember(page.model, readKnownIssues(siteDir), (issue) => noteMarkdown(issue, siteDir, options));
    if (notes.size > 0) page.contents = insertNotes(page.contents, notes);
    const badges = badgesByMember(page.model, effectBadges(siteDir));
    if (badges.size > 0) page.contents = insertPlatformBadges(page.contents, badges);
  });
}

/**
 * @param {import('typedoc-plugin-markdown').MarkdownPageEvent['model']} model
 * @returns {model is import('typedoc').DeclarationReflection}
 */
function isExportedSymbolPage(model) {
  return model instanceof DeclarationReflection && model.parent?.kindOf(ReflectionKind.Project) === true;
}

/**
 * The notes of one page: `''` for the symbol itself, else the member's name. An inherited member gets the notes of
 * the symbol that declares it (DrawableFrame shows Frame's `toArrayBuffer` note).
 *
 * @param {import('typedoc').DeclarationReflection} symbol
 * @param {KnownIssue[]} issues
 * @param {(issue: KnownIssue) => string} render
 * @returns {Map<string, string[]>}
 */
function notesByMember(symbol, issues, render) {
  /** @type {Map<string, string[]>} */
  const notes = new Map();
  const add = (/** @type {string} */ member, /** @type {KnownIssue} */ issue) =>
    notes.set(member, [...(notes.get(member) ?? []), render(issue)]);
  const members = [...pageMembers(symbol)];
  for (const issue of issues) {
    for (const key of membersOf(issue)) {
      if (key === symbol.name) add('', issue);
      for (const [member, memberKey] of members) {
        if (key === memberKey && !notes.get(member.name)?.includes(render(issue))) add(member.name, issue);
      }
    }
  }
  return notes;
}

/**
 * @param {KnownIssue} issue
 * @param {string} siteDir
 * @param {NoteOptions} options
 * @returns {string}
 */
export function noteMarkdown(issue, siteDir, options) {
  const platforms = issue.platforms.map(platformName).join(', ');
  const sources = issue.source
    .map((source) => `[\`${sourceLabel(source)}\`](${sourceUrl(options.repositoryAtTag, source)})`)
    .join(', ');
  const guide = sectionLink(siteDir, options.docs, issue.guide);
  return [
    `:::warning[Known issue in ${options.version}]`,
    '',
    `**${platforms}:** ${issue.summary} See [${guide.title}](${guide.url}). Source: ${sources}.`,
    '',
    ':::',
  ].join('\n');
}

/**
 * Puts the notes into a rendered page: after the first "Defined in" line below the `# ` title (the symbol's own
 * notes) or below a member's `### ` heading, or right after the heading when there is none before the next one.
 *
 * @param {string} markdown
 * @param {Map<string, string[]>} notes
 * @returns {string}
 */
export function insertNotes(markdown, notes) {
  const lines = markdown.split('\n');
  /** @type {string[]} */
  const out = [];
  /** @type {string[] | undefined} */
  let pending;
  let inFence = false;
  const flush = () => {
    if (pending) out.push('', ...pending.flatMap((note) => [note, '']));
    pending = undefined;
  };
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6}) (.+)$/.exec(line);
    if (heading) {
      flush();
      out.push(line);
      const key = heading[1] === '#' ? '' : heading[1] === '###' ? headingMemberName(heading[2] ?? '') : undefined;
      if (key !== undefined && notes.has(key)) {
        pending = notes.get(key);
        notes.delete(key);
      }
      continue;
    }
    out.push(line);
    if (pending && line.startsWith('Defined in: ')) flush();
  }
  flush();
  return out.join('\n');
}
