/**
 * The remark plugin turns the feature's tags into Markdown from the data files: a problem's section with its anchor,
 * verbatim messages and links; a known issue's source line; and it stops the build on an id it does not know.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkProblems from '../../../../src/plugins/problems/server/remark';
import {
  issueLink,
  parseIssueReference,
  readKnownIssues,
  readProblems,
} from '../../../../src/plugins/problems/server/data.mjs';

const ROOT = path.resolve(__dirname, '../../../..');
const OPTIONS = {
  siteDir: ROOT,
  repositoryAtTag: 'https://github.com/mrousavy/react-native-vision-camera/blob/v4.7.3/',
  issuesUrl: 'https://github.com/mrousavy/react-native-vision-camera/issues',
  docsRoute: '/docs',
};

function expand(tag: string, id: string | undefined, guide: string): Root {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: tag,
        attributes: id === undefined ? [] : [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
        children: [],
      },
    ],
  } as unknown as Root;
  remarkProblems(OPTIONS)(tree, { path: path.join(ROOT, 'docs/guides', `${guide}.mdx`) });
  return tree;
}

/** Every text, inline code and link address of a tree, in order. */
function texts(node: unknown): string[] {
  const { value, url, children } = node as { value?: string; url?: string; children?: unknown[] };
  return [...(value ? [value] : []), ...(url ? [url] : []), ...(children ?? []).flatMap(texts)];
}

describe('remark plugin of the problem catalogue', () => {
  const problem = readProblems(ROOT).problems.find((entry) => entry.source?.length && entry.seen.length > 1);
  if (!problem) throw new Error('the catalogue has no problem with sources and two things seen');

  it('writes a problem as a heading with its id, then its messages verbatim, sources and issue links', () => {
    const [heading, body] = expand('Problem', problem.id, problem.guide).children;
    expect(heading).toMatchObject({ type: 'heading', depth: 3, data: { hProperties: { id: problem.id } } });
    const all = texts(body);
    for (const seen of problem.seen.filter((entry) => entry.kind !== 'symptom')) expect(all).toContain(seen.text);
    const [source] = problem.source ?? [];
    expect(all.some((text) => text.startsWith(`${OPTIONS.repositoryAtTag}${source?.path}#L`))).toBe(true);
    for (const issue of problem.issues) expect(all).toContain(issueLink(issue, OPTIONS.issuesUrl).url);
  });

  it('separates the platform pills of a problem, so its text does not run them together', () => {
    const both = readProblems(ROOT).problems.find((entry) => entry.platforms.length > 1);
    if (!both) throw new Error('the catalogue has no problem on two platforms');
    const [, body] = expand('Problem', both.id, both.guide).children;
    const [meta] = (body as { children: unknown[] }).children;
    const names = both.platforms.map((platform) => (platform === 'ios' ? 'iOS' : 'Android'));
    expect(texts(meta).join('')).toMatch(new RegExp(`^${names.join(' ')}( Reported with |$)`));
  });

  it("links another project's issue, written owner/repo#N, to that project and not to the library's tracker", () => {
    const pattern = /([\w.-]+\/[\w.-]+)#(\d+)/;
    const problems = readProblems(ROOT).problems;
    const prose = (entry: (typeof problems)[number]) => [entry.cause, entry.fix, entry.attribution ?? ''].join(' ');
    const other = problems.find((entry) => pattern.test(prose(entry)));
    if (!other) throw new Error('no problem names an issue of another project');
    const [, repository, issue] = pattern.exec(prose(other))!;
    const all = texts({ children: expand('Problem', other.id, other.guide).children });
    expect(all).toContain(`https://github.com/${repository}/issues/${issue}`);
    if (!other.issues.includes(Number(issue))) expect(all).not.toContain(`${OPTIONS.issuesUrl}/${issue}`);
  });

  it('writes a known issue source line', () => {
    const issue = readKnownIssues(ROOT)[0]!;
    const [paragraph] = expand('KnownIssueSource', issue.id, issue.guide.split('#')[0]!).children;
    expect(texts(paragraph)[0]).toBe('Source: ');
    const url = `${OPTIONS.repositoryAtTag}${issue.source[0]?.path}#L${issue.source[0]?.lines.split('-')[0]}`;
    expect(texts(paragraph).some((text) => text.startsWith(url))).toBe(true);
  });

  it('lists every problem on the index, under its area', () => {
    const { areas, problems } = readProblems(ROOT);
    const nodes = expand('ProblemIndex', undefined, 'problems').children;
    expect(nodes.filter((node) => node.type === 'heading').map((node) => texts(node).join(''))).toEqual(areas);
    const links = texts({ children: nodes }).filter((text) => text.startsWith('/docs/'));
    expect(links).toHaveLength(problems.length);
  });

  it('tables every known issue with its guide, out of search', () => {
    const [table] = expand('KnownIssuesTable', undefined, 'troubleshooting').children;
    expect(table).toMatchObject({ type: 'table', data: { hProperties: { dataSearchExclude: true } } });
    expect((table as { children: unknown[] }).children).toHaveLength(readKnownIssues(ROOT).length + 1);
  });

  it('fails on an unknown id, and on a problem placed in another guide', () => {
    expect(() => expand('Problem', 'no-such-problem', problem.guide)).toThrow(/names no entry/);
    expect(() => expand('KnownIssueSource', 'no-such-issue', 'devices')).toThrow(/names no entry/);
    const other = problem.guide === 'devices' ? 'formats' : 'devices';
    expect(() => expand('Problem', problem.id, other)).toThrow(`belongs in docs/guides/${problem.guide}.mdx`);
  });

  it("links a bare #N to the library's issue, and owner/repo#N or a GitHub address to that repository's", () => {
    // A site whose catalogue has one problem naming issues of four repositories, in each accepted form.
    const site = mkdtempSync(path.join(os.tmpdir(), 'problem-references-'));
    try {
      mkdirSync(path.join(site, 'data'));
      writeFileSync(
        path.join(site, 'data/problems.yml'),
        [
          'areas: [A]',
          'problems:',
          '  - id: x',
          '    title: T',
          '    guide: g',
          '    area: A',
          '    platforms: [android]',
          '    seen: [{ kind: symptom, text: S }]',
          '    cause: >-',
          '      Seen in #3276, reported as margelo/react-native-worklets-core#237, fixed by',
          '      https://github.com/margelo/react-native-worklets-core/pull/251; see [the table](https://example.com/#12).',
          '    causeUnknown: true',
          '    fix: F',
          '    issues: [3276, "software-mansion/react-native-reanimated#5576", "https://github.com/facebook/react-native/pull/45376"]',
        ].join('\n'),
      );
      const tree = {
        type: 'root',
        children: [
          {
            type: 'mdxJsxFlowElement',
            name: 'Problem',
            attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: 'x' }],
          },
        ],
      } as unknown as Root;
      remarkProblems({ ...OPTIONS, siteDir: site })(tree, { path: path.join(site, 'docs/guides/g.mdx') });
      const links: { url: string; label: string }[] = [];
      const collect = (node: { type?: string; url?: string; children?: unknown[] }) => {
        if (node.type === 'link') links.push({ url: node.url ?? '', label: texts(node).slice(1).join('') });
        for (const child of node.children ?? []) collect(child as typeof node);
      };
      collect(tree);
      const own = OPTIONS.issuesUrl;
      const github = 'https://github.com';
      expect(links).toEqual([
        { url: `${own}/3276`, label: '#3276' },
        {
          url: `${github}/margelo/react-native-worklets-core/issues/237`,
          label: 'margelo/react-native-worklets-core#237',
        },
        {
          url: `${github}/margelo/react-native-worklets-core/pull/251`,
          label: 'margelo/react-native-worklets-core#251',
        },
        { url: 'https://example.com/#12', label: 'the table' },
        { url: `${own}/3276`, label: '#3276' },
        {
          url: `${github}/software-mansion/react-native-reanimated/issues/5576`,
          label: 'software-mansion/react-native-reanimated#5576',
        },
        { url: `${github}/facebook/react-native/issues/45376`, label: 'facebook/react-native#45376' },
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('reads issue references in every accepted form, and nothing else', () => {
    expect(parseIssueReference('#3276')).toEqual({ repository: undefined, number: 3276 });
    expect(parseIssueReference('margelo/react-native-worklets-core#172')).toEqual({
      repository: 'margelo/react-native-worklets-core',
      number: 172,
    });
    expect(parseIssueReference('https://github.com/reactwg/react-native-releases/issues/369')).toEqual({
      repository: 'reactwg/react-native-releases',
      number: 369,
    });
    expect(parseIssueReference('https://github.com/expo/expo/discussions/12')?.number).toBe(12);
    for (const wrong of ['172', 'worklets-core #172', '#0', 'https://github.com/a/b/blob/main/x', 'a/b#'])
      expect(parseIssueReference(wrong), wrong).toBeUndefined();
    expect(issueLink('mrousavy/react-native-vision-camera#12', OPTIONS.issuesUrl)).toEqual({
      url: `${OPTIONS.issuesUrl}/12`,
      label: '#12',
    });
    expect(() => issueLink('worklets-core 172', OPTIONS.issuesUrl)).toThrow(/not an issue reference/);
  });
});
