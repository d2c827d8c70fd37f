/**
 * The production build shows what the data files say (needs `npm run build`): every problem's section exists under
 * its anchor and quotes its messages verbatim, in the page and in its Markdown copy, with well-formed issue links; the
 * problem index links every section; every API member with a known issue shows the note, in the page and in its
 * Markdown copy; and the platform pills on the API pages are exactly those their sources give.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { LIBRARY_VERSION } from '../../config/library';
import {
  headingMemberName,
  memberAnchors,
  readApiSymbols,
} from '../../src/plugins/api-reference/server/apiReference.mjs';
import { membersOf, readKnownIssues, readProblems } from '../../src/plugins/problems/server/data.mjs';
import { expectedBadges } from '../support/platformBadges';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const API = path.join(ROOT, 'docs/api');
const ISSUES_URL = 'https://github.com/mrousavy/react-native-vision-camera/issues';
const ISSUE_LINK = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/[1-9]\d*$/;

const { problems } = readProblems(ROOT);
const knownIssues = readKnownIssues(ROOT);
const apiSymbols = readApiSymbols(API);
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const guideDir = (guide: string) => (guide === 'getting-started' ? 'docs/guides' : `docs/guides/${guide}`);

const pages = new Map<string, CheerioAPI>();
function page(relative: string): CheerioAPI {
  let $ = pages.get(relative);
  if (!$) {
    $ = load(readFileSync(path.join(BUILD, relative, 'index.html'), 'utf8'));
    pages.set(relative, $);
  }
  return $;
}

/** The text of a section: its heading and everything after it up to the next heading. */
function sectionText($: CheerioAPI, id: string): { heading: string; text: string; links: string[] } {
  const heading = $(`[id="${id}"]`).first();
  const body = heading.nextUntil('h2, h3');
  return {
    heading: flat(heading.text()),
    text: flat(body.text()),
    links: body
      .find('a')
      .toArray()
      .map((a) => $(a).attr('href') ?? ''),
  };
}

/**
 * Adds a heading's pills to `found` under the key the TypeDoc plugin uses (typedoc/badges.mjs): `''` for the title,
 * the member's name for an h3, `member.name` below it. Returns the member whose section follows.
 */
function keyOf(level: number, text: string, member: string | undefined): { key?: string; member?: string } {
  const name = headingMemberName(text.replace(/\u200b/g, ''));
  if (level === 1) return { key: '' };
  if (level === 2) return {};
  if (level === 3) return { key: name, member: name };
  return { key: member === undefined ? undefined : `${member}.${name}`, member };
}

/** A page's pills by key, comparable whatever the order they were found in. */
const canonical = (pills: ReadonlyMap<string, string[]>) => JSON.stringify([...pills.entries()].sort());

/** The pills right after each heading of a built API page, by key, and how many pills the page has in all. */
function builtPills($: CheerioAPI): { byKey: Map<string, string[]>; total: number } {
  const byKey = new Map<string, string[]>();
  let member: string | undefined;
  for (const element of $('.theme-doc-markdown').find('h1, h2, h3, h4, h5, h6').toArray()) {
    const heading = $(element);
    const at = keyOf(Number(element.tagName.slice(1)), flat(heading.text()), member);
    member = at.member;
    const next = (heading.parent().is('header') ? heading.parent() : heading).next();
    const pills = next.is('.api-platform-badge') ? next : next.is('p') ? next.children('.api-platform-badge') : $();
    if (at.key !== undefined && pills.length > 0)
      byKey.set(
        at.key,
        pills.toArray().map((pill) => flat($(pill).text())),
      );
  }
  return { byKey, total: $('.theme-doc-markdown .api-platform-badge').length };
}

/** The pills of a Markdown copy: a line of `_label_`s right after a heading, by key. */
function markdownPills(markdown: string): { byKey: Map<string, string[]>; total: number } {
  const byKey = new Map<string, string[]>();
  const lines = markdown.split('\n');
  let member: string | undefined;
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6}) (.+)$/.exec(line);
    if (!heading) return;
    const at = keyOf(heading[1]?.length ?? 0, heading[2] ?? '', member);
    member = at.member;
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '') ?? '';
    if (at.key !== undefined && /^_[^_]+_( _[^_]+_)*$/.test(next))
      byKey.set(
        at.key,
        [...next.matchAll(/_([^_]+)_/g)].map((match) => match[1] ?? ''),
      );
  });
  const total = [...markdown.matchAll(/_(?:iOS only|Android only|No effect on (?:iOS|Android))_/g)].length;
  return { byKey, total };
}

describe('the built site', () => {
  it('finds the build', () => {
    expect(existsSync(path.join(BUILD, 'docs/guides/problems/index.html')), 'Run `npm run build` first.').toBe(true);
  });

  it('has a section for every problem that quotes what the reader sees, with issue links', () => {
    const wrong: string[] = [];
    for (const problem of problems) {
      const { heading, text, links } = sectionText(page(guideDir(problem.guide)), problem.id);
      if (!heading) wrong.push(`${problem.id}: no element with this id on ${guideDir(problem.guide)}`);
      for (const seen of problem.seen.filter((entry) => entry.kind !== 'symptom'))
        if (!text.includes(flat(seen.text))) wrong.push(`${problem.id}: "${seen.text}" is not on its page`);
      // Every issue of the entry links VisionCamera's tracker; an `owner/repo#N` in its text links that project's.
      const issueLinks = links.filter((href) => href.includes('/issues/'));
      const missing = problem.issues.filter((issue) => !issueLinks.includes(`${ISSUES_URL}/${issue}`));
      if (missing.length > 0 || issueLinks.some((href) => !ISSUE_LINK.test(href)))
        wrong.push(`${problem.id}: issue links ${issueLinks.join(' ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('quotes the messages in the Markdown copies of the guides too', () => {
    const missing = problems.flatMap((problem) => {
      const markdown = flat(readFileSync(path.join(BUILD, `${guideDir(problem.guide)}.md`), 'utf8'));
      return problem.seen
        .filter((entry) => entry.kind !== 'symptom' && !markdown.includes(flat(entry.text)))
        .map((entry) => `${problem.id}: ${entry.text}`);
    });
    expect(missing).toEqual([]);
  });

  it('links every section from the problem index', () => {
    const $ = page('docs/guides/problems');
    const hrefs = new Set(
      $('article a')
        .toArray()
        .map((a) => $(a).attr('href')),
    );
    const route = (guide: string) => `/${guideDir(guide)}`;
    expect(problems.filter((p) => !hrefs.has(`${route(p.guide)}#${p.id}`)).map((p) => p.id)).toEqual([]);
  });

  it('shows each known issue under its API member, in the page and its Markdown copy', () => {
    const wrong: string[] = [];
    for (const issue of knownIssues) {
      for (const key of membersOf(issue)) {
        const [symbol = '', member] = key.split('.');
        const kind = apiSymbols.get(symbol)?.kind;
        if (!kind) {
          wrong.push(`${issue.id}: ${symbol} has no API page`);
          continue;
        }
        const source = readFileSync(path.join(API, kind, `${symbol}.md`), 'utf8');
        const anchor = member === undefined ? undefined : memberAnchors(source).get(member);
        if (member !== undefined && !anchor) {
          wrong.push(`${issue.id}: ${symbol} has no member ${member}`);
          continue;
        }
        const $ = page(`docs/api/${kind}/${symbol}`);
        // A member's notes follow its heading; the symbol's own notes come before the first h2.
        const notes = anchor
          ? $(`[id="${anchor}"]`).first().nextUntil('h2, h3').filter('.theme-admonition')
          : $('.theme-doc-markdown > header').nextUntil('h2').filter('.theme-admonition');
        const summary = flat(issue.summary.replace(/`/g, ''));
        if (!notes.toArray().some((note) => flat($(note).text()).includes(summary)))
          wrong.push(`${issue.id}: no note under ${key}`);
        const markdown = flat(readFileSync(path.join(BUILD, `docs/api/${kind}/${symbol}.md`), 'utf8'));
        if (!markdown.includes(`Known issue in ${LIBRARY_VERSION}`) || !markdown.includes(flat(issue.summary)))
          wrong.push(`${issue.id}: not in the Markdown copy of ${symbol}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('shows exactly the platform pills their sources give, under their headings, in the pages and Markdown copies', () => {
    const expected = expectedBadges();
    const wrong: string[] = [];
    let pills = 0;
    for (const { name: symbol, kind } of apiSymbols.values()) {
      const want = canonical(expected.get(symbol) ?? new Map());
      const html = builtPills(page(`docs/api/${kind}/${symbol}`));
      const markdown = markdownPills(readFileSync(path.join(BUILD, `docs/api/${kind}/${symbol}.md`), 'utf8'));
      const count = [...(expected.get(symbol)?.values() ?? [])].flat().length;
      pills += count;
      for (const [where, got] of [
        ['page', html],
        ['Markdown copy', markdown],
      ] as const) {
        if (canonical(got.byKey) !== want || got.total !== count)
          wrong.push(`${symbol} (${where}): ${canonical(got.byKey)}, ${got.total} in all; expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(pills).toBe([...expected.values()].flatMap((members) => [...members.values()].flat()).length);
    expect(pills).toBeGreaterThanOrEqual(13);
  });
});
