/**
 * The release history and the version claims of the data files: every release of data/releases.yml is a tag of the
 * history file and cites commits of that tag, every "fixed in" names the release that contains the fix, every
 * version a report or a text names is a tag, and the page renders each release and item with its anchor. The
 * fixtures at the end show that each check fails on a wrong value.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readKnownIssues, readProblems, type Problem } from '../../../../src/plugins/problems/server/data.mjs';
import { fixedInPhrase, releaseHistory } from '../../../../src/plugins/problems/server/releaseHistory';
import {
  parseHistory,
  readHistory,
  readReleases,
  versionClaimErrors,
  type Release,
} from '../../../../src/plugins/problems/server/releases';

const ROOT = path.resolve(__dirname, '../../../..');
const OPTIONS = {
  siteDir: ROOT,
  issuesUrl: 'https://github.com/mrousavy/react-native-vision-camera/issues',
  docsRoute: '/docs',
};

/** Every text, inline code and link address of a tree, in order. */
function texts(node: unknown): string[] {
  const { value, url, children } = node as { value?: string; url?: string; children?: unknown[] };
  return [...(value ? [value] : []), ...(url ? [url] : []), ...(children ?? []).flatMap(texts)];
}

describe('the data files', () => {
  const releases = readReleases(ROOT);

  it('hold no version claim that the tags contradict', () => {
    const errors = versionClaimErrors({
      history: readHistory(ROOT),
      releases,
      problems: readProblems(ROOT).problems,
      knownIssues: readKnownIssues(ROOT),
    });
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('mark as published exactly the stable releases on npm', () => {
    // data/api-history.json lists the stable 4.x versions npm had when `npm run api-history` last ran.
    const { versions } = JSON.parse(readFileSync(path.join(ROOT, 'data/api-history.json'), 'utf8')) as {
      versions: string[];
    };
    const published = releases.filter((release) => release.published).map((release) => release.version);
    expect([...published].sort()).toEqual([...versions].sort());
  });

  it('give every fixedIn a fixedBy', () => {
    for (const problem of readProblems(ROOT).problems.filter((entry) => entry.fixedIn))
      expect(problem.fixedBy?.length, `problem "${problem.id}"`).toBeGreaterThan(0);
  });

  it('are what the page names as never published', () => {
    const page = readFileSync(path.join(ROOT, 'docs/guides/releases.mdx'), 'utf8');
    const intro = page.split('<ReleaseHistory />')[0] ?? '';
    for (const release of releases.filter((entry) => !entry.published)) expect(intro).toContain(release.version);
  });
});

describe('the release history page', () => {
  const releases = readReleases(ROOT);
  const nodes = releaseHistory(OPTIONS);

  it('has a ## section per release, newest first, with anchors like v4-7-3', () => {
    const headings = nodes.filter((node) => node.type === 'heading');
    expect(headings.map((heading) => texts(heading).join(''))).toEqual(releases.map((release) => release.version));
    expect(headings[0]).toMatchObject({ depth: 2, data: { hProperties: { id: 'v4-7-3' } } });
  });

  it('gives each item its id as anchor, quotes its errors and links its changes', () => {
    const items = nodes.flatMap((node) => (node.type === 'list' ? node.children : []));
    const all = releases.flatMap((release) => release.items);
    expect(items.map((item) => (item.data as { hProperties: { id: string } }).hProperties.id)).toEqual(
      all.map((item) => item.id),
    );
    const expo = texts({ children: items });
    expect(expo).toContain("Error: Cannot find module './expo-plugin/withVisionCamera'");
    expect(expo).toContain('https://github.com/mrousavy/react-native-vision-camera/pull/3623');
    expect(expo).toContain('https://github.com/mrousavy/react-native-vision-camera/commit/61ed5f168');
  });

  it('says which tags never reached npm, and with which release their changes did', () => {
    const all = texts({ children: nodes }).join(' ');
    expect(all).toContain('Tagged 2024-06-12, never published on npm.');
    expect(all).toMatch(/Its changes reached npm with\s+#v4-3-1 4\.3\.1/);
    expect(all).toMatch(/Also contains the changes of\s+#v4-3-0 4\.3\.0/);
  });
});

describe('a problem fixed by a release', () => {
  it('links "Fixed in" to the release item that cites its fix', () => {
    const problem = readProblems(ROOT).problems.find((entry) => entry.fixedIn === '4.3.1');
    if (!problem) throw new Error('the catalogue has no problem fixed in 4.3.1');
    const phrase = texts({ children: fixedInPhrase(problem, OPTIONS) });
    expect(phrase).toEqual([
      'Fixed in ',
      '/docs/guides/releases#optional-dependency-not-installed-at-start',
      '4.3.1',
      '.',
    ]);
  });

  it('fails the build when no release item cites the fix', () => {
    const problem = { id: 'x', fixedIn: '4.3.1', fixedBy: [1] } as Problem;
    expect(() => fixedInPhrase(problem, OPTIONS)).toThrow(/problem "x" is fixed by 1, which no item/);
  });
});

describe('the checks, on a small fixture', () => {
  const history = parseHistory(
    [
      '# header',
      '## v4.2.0 (2024-03-01) — since v4.1.0',
      'ccccccccc 2024-03-01 fix: Fix a crash (#30)',
      '## v4.1.0 (2024-02-01) — since v4.0.0',
      'bbbbbbbbb 2024-02-01 fix: Fix an error (#20)',
      '## v4.0.0 (2024-01-01) — since v3.9.2',
      'aaaaaaaaa 2024-01-01 feat: Version 4 (#10)',
    ].join('\n'),
  );
  const release = (version: string, published: boolean, refs: (number | string)[]): Release => ({
    version,
    date: history.find((tag) => tag.version === version)!.date,
    published,
    items: [{ id: `item-${version.replace(/\./g, '-')}`, kind: 'fix', platforms: ['ios'], text: 'Text.', refs }],
  });
  // 4.1.0 was tagged but never published: its fix reached npm with 4.2.0.
  const releases = [release('4.2.0', true, [30]), release('4.1.0', false, [20]), release('4.0.0', true, ['aaaaaaa'])];
  const problem = (fields: Partial<Problem>) =>
    ({ id: 'fixture', seen: [], cause: 'Cause.', fix: 'Fix.', issues: [1], ...fields }) as unknown as Problem;
  const check = (problems: Problem[], data: { releases?: Release[] } = {}) =>
    versionClaimErrors({ history, releases: data.releases ?? releases, problems, knownIssues: [] });

  it('reads the history file', () => {
    expect(history.map((tag) => [tag.version, tag.commits.length])).toEqual([
      ['4.2.0', 1],
      ['4.1.0', 1],
      ['4.0.0', 1],
    ]);
    expect(() => parseHistory('## v4.0.0 (2024-01-01)\nnot a commit')).toThrow(/:2: expected/);
  });

  it('accepts a fix that reached npm with the release after an unpublished tag', () => {
    expect(
      check([problem({ fixedIn: '4.2.0', fixedBy: [20], reported: { visionCamera: ['4.0.0', '3.9.2'] } })]),
    ).toEqual([]);
  });

  it('rejects a fixedIn that names the wrong release, or one never published', () => {
    expect(check([problem({ fixedIn: '4.0.0', fixedBy: [20] })])).toEqual([
      'data/problems.yml: problem "fixture": fixedBy #20 is a commit of 4.1.0, not of 4.0.0 (fixedIn 4.0.0)',
    ]);
    expect(check([problem({ fixedIn: '4.1.0', fixedBy: [20] })])).toEqual([
      'data/problems.yml: problem "fixture" is fixed in 4.1.0, which is no release on npm',
    ]);
  });

  it('rejects a fix that no release item cites', () => {
    const uncited = [release('4.2.0', true, [30]), { ...release('4.1.0', false, [20]), items: [] }, releases[2]!];
    expect(check([problem({ fixedIn: '4.2.0', fixedBy: [20] })], { releases: uncited })).toEqual([
      'data/problems.yml: problem "fixture": no item of data/releases.yml cites its fixedBy changes; add one to that release',
    ]);
  });

  it('rejects a release item that cites a commit of another release', () => {
    const wrong = [release('4.2.0', true, [20]), release('4.1.0', false, [20]), releases[2]!];
    expect(check([], { releases: wrong })).toEqual([
      'data/releases.yml: item "item-4-2-0" of 4.2.0 cites #20, which is a commit of 4.1.0',
    ]);
  });

  it('rejects a release list that leaves out a tag', () => {
    expect(check([], { releases: [releases[0]!, releases[2]!] })).toEqual([
      'data/releases.yml: list one release per tag of data/vision-camera-4.x-history.txt, newest first: 4.2.0, 4.1.0, 4.0.0',
    ]);
  });

  it('rejects reported versions and versions in the text that are no tags', () => {
    const errors = check([
      problem({
        reported: { visionCamera: ['4.1', '4.0.0-beta.5'] },
        cause: 'Fixed in 4.9.9; works with react-native-reanimated@4.1.7 and CameraX 1.4.0-alpha04.',
      }),
    ]);
    expect(errors).toEqual([
      'data/problems.yml: problem "fixture" was reported with "4.1", which is no 4.x tag (write the full version)',
      "data/problems.yml: problems[0].cause names VisionCamera 4.9.9, which is no 4.x tag (write another project's " +
        'version as name@version)',
    ]);
  });
});

describe('a malformed data/releases.yml', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(path.join(site, 'data'));
  const item = (id: string, text = 'A fix.') =>
    `    - id: ${id}\n      kind: fix\n      platforms: [ios]\n      text: ${text}\n      refs: [1234]\n`;

  it('reports each problem at its line, an item named by its id and a release by its version', () => {
    writeFileSync(
      path.join(site, 'data/releases.yml'),
      '- version: 4.7.3\n  date: 2025-11-12\n  published: true\n  items:\n' +
        item('first') +
        '- version: 4.7.2\n  date: 2025-11-01\n  items:\n' +
        item('first') +
        item('third', 'Has a <tag>.'),
    );
    expect(() => readReleases(site)).toThrow(
      [
        'data/releases.yml:10 (4.7.2): published is required',
        'data/releases.yml:13:7 (first): id "first" is also the id of an item of 4.7.3',
        'data/releases.yml:21:7 (third): text contains an invalid value',
      ].join('\n'),
    );
  });
});
