/**
 * References to other projects' issues name their repository. The problem renderer and the guides' own links treat
 * a bare `#1234` as VisionCamera's issue 1234, so "react-native-worklets-core #172" or "Reanimated issue #5576" would
 * send readers to an unrelated VisionCamera issue. This test finds a bare `#N` that stands right after another
 * project's name (from the table below) in the data files and the guides, and says what to write instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../../..');
const OWN_REPOSITORY = 'mrousavy/react-native-vision-camera';

/**
 * Projects whose issues the site cites, by the names readers see: package names and common short names. A project
 * that tracks its issues outside GitHub gives the address of an issue instead of a repository.
 */
const PROJECTS: { names: string[]; repository?: string; issueAddress?: string }[] = [
  { repository: 'margelo/react-native-worklets-core', names: ['react-native-worklets-core', 'worklets-core'] },
  {
    repository: 'software-mansion/react-native-reanimated',
    names: ['react-native-reanimated', 'Reanimated', 'reanimated', 'react-native-worklets'],
  },
  {
    repository: 'Shopify/react-native-skia',
    names: ['@shopify/react-native-skia', 'react-native-skia', 'React Native Skia', 'Skia', 'skia'],
  },
  { repository: 'facebook/react-native', names: ['react-native', 'React Native'] },
  { repository: 'reactwg/react-native-releases', names: ['react-native-releases'] },
  { repository: 'expo/expo', names: ['Expo', 'expo'] },
  { repository: 'facebook/hermes', names: ['Hermes', 'hermes'] },
  { repository: 'mateusz1913/vision-camera-plugin-builder', names: ['vision-camera-plugin-builder'] },
  {
    issueAddress: 'https://issuetracker.google.com/issues/',
    names: ['CameraX', 'camerax', 'Camera2', 'camera2', 'AndroidX', 'androidx', 'ML Kit'],
  },
];

type Finding = { reference: string; project: string; fix: string; context: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * Words that may stand between a project's name and the number of one of its issues ("Reanimated issue #5576",
 * "facebook/react-native PR #45376"). Other words mean the number is not that project's ("CameraX's message, quoted in
 * #3907", "React Native 0.76 in #3260").
 */
const LINKING_WORDS = (
  'a an the its their own upstream GitHub issue issues bug bugs report reports ticket discussion PR PRs pull request ' +
  'requests fix commit pick tracker'
).split(' ');
const BETWEEN = String.raw`(?:'s)?((?:\s+(?:${LINKING_WORDS.join('|')})){0,3})\s*$`;
const NAMES = PROJECTS.flatMap((project) =>
  project.names.map((name) => ({
    project,
    name,
    pattern: new RegExp(`(?<![\\w/.@-])${escape(name)}(?![\\w-])${BETWEEN}`),
  })),
);
/** `owner/repo` written out before a bare number ("facebook/react-native PR #45376"): the number is that repository's. */
const REPOSITORY_NAME = new RegExp(String.raw`(?<![\w/.@-])([A-Za-z0-9][\w-]*\/[\w.-]*[\w-])${BETWEEN}`);

/**
 * Every bare `#N` (not written `owner/repo#N`) whose clause ends with another project's name and at most three words:
 * the reference reads as that project's but links to VisionCamera's issue.
 */
function bareReferencesNextToProjects(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(/(?<![\w/.@-])#(\d+)\b/g)) {
    const number = match[1] ?? '';
    // The clause before the reference: a comma, a colon, a bracket or the end of a sentence starts a new one.
    const clause =
      text
        .slice(Math.max(0, match.index - 160), match.index)
        .split(/[,;:()[\]{}!?"“”]|\.\s/)
        .pop() ?? '';
    const named = NAMES.flatMap(({ project, name, pattern }) => {
      const found = pattern.exec(clause);
      return found ? [{ project, name, at: found.index + name.length }] : [];
    }).sort((a, b) => b.at - a.at || b.name.length - a.name.length)[0];
    const repository = REPOSITORY_NAME.exec(clause)?.[1];
    const context = `${clause.trim()} #${number}`;
    if (repository && repository.toLowerCase() !== OWN_REPOSITORY) {
      findings.push({ reference: `#${number}`, project: repository, fix: `${repository}#${number}`, context });
    } else if (named) {
      const { project, name } = named;
      findings.push({
        reference: `#${number}`,
        project: name,
        fix: project.repository ? `${project.repository}#${number}` : `a link to ${project.issueAddress}${number}`,
        context,
      });
    }
  }
  return findings;
}

/**
 * Prose of Markdown as a reader sees it: code removed; a link to another repository's issue, pull request or
 * discussion (or to a tracker outside GitHub) as `owner/repo#N`, any other link as its label, so a VisionCamera link
 * labelled `#N` stays a bare `#N`.
 */
function prose(markdown: string): string {
  return markdown
    .replace(/^(\s*)```[\s\S]*?^\1```/gm, '')
    .replace(/`[^`\n]*`/g, 'code')
    .replace(/\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_whole, label: string, url: string) => {
      const github = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/(?:issues|pull|discussions)\/(\d+)/.exec(url);
      if (github && github[1]?.toLowerCase() !== OWN_REPOSITORY) return `${github[1]}#${github[2]}`;
      if (/^https:\/\/issuetracker\.google\.com\/issues\/\d+/.test(url)) return 'a Google issue';
      return label;
    });
}

/** Markdown strings of a data file, with where each is: messages, logs and build errors are quoted text, not prose. */
function dataStrings(node: unknown, where: string): { where: string; text: string }[] {
  if (typeof node === 'string') return [{ where, text: node }];
  if (Array.isArray(node)) return node.flatMap((item, index) => dataStrings(item, `${where}[${index}]`));
  if (node && typeof node === 'object') {
    const entry = node as Record<string, unknown>;
    if ('kind' in entry && entry.kind !== 'symptom') return [];
    const name = typeof entry.id === 'string' ? `${where} ${entry.id}` : where;
    return Object.entries(entry).flatMap(([key, value]) => dataStrings(value, `${name}.${key}`));
  }
  return [];
}

const describeFinding = (where: string, finding: Finding) =>
  `${where}: "…${finding.context.slice(-90)}": ${finding.reference} stands next to ${finding.project} but links to ` +
  `VisionCamera's issue; write ${finding.fix} (owner/repo#N), or drop the number and say what ${finding.project} reported`;

describe('references to other projects', () => {
  it('are found next to a package name, a short name or owner/repo, and not elsewhere (fixtures)', () => {
    const found = (text: string) => bareReferencesNextToProjects(text).map((finding) => finding.fix);
    expect(found('the table in react-native-worklets-core #172')).toEqual(['margelo/react-native-worklets-core#172']);
    expect(found("The maintainer's table in react-native-worklets-core issue #172 (3.x with 0.x)")).toEqual([
      'margelo/react-native-worklets-core#172',
    ]);
    expect(found('picked into 0.75 (reactwg/react-native-releases issue #369).')).toEqual([
      'reactwg/react-native-releases#369',
    ]);
    expect(found('reported as Reanimated issue #5576.')).toEqual(['software-mansion/react-native-reanimated#5576']);
    expect(found('fixed by React Native #45376')).toEqual(['facebook/react-native#45376']);
    expect(found("React Native's release team merged facebook/react-native PR #45376")).toEqual([
      'facebook/react-native#45376',
    ]);
    expect(found('a React Native Skia bug #2001')).toEqual(['Shopify/react-native-skia#2001']);
    expect(found('a CameraX bug #337214687')).toEqual(['a link to https://issuetracker.google.com/issues/337214687']);
    for (const fine of [
      'the table in margelo/react-native-worklets-core#172',
      'reported in #3563 with Reanimated 4',
      'fails with React Native 0.76 in #3260',
      'CameraX rejects it, as quoted in #3907',
      "a VisionCamera issue about worklets-core (#2759), and CameraX's message in PR #4042",
      'mrousavy/react-native-vision-camera PR #2897',
    ])
      expect(found(fine), fine).toEqual([]);
  });

  it('turns Markdown links into what they point at', () => {
    const vc = `https://github.com/${OWN_REPOSITORY}/issues/172`;
    expect(prose(`react-native-worklets-core issue [#172](${vc})`)).toBe('react-native-worklets-core issue #172');
    expect(prose('[#172](https://github.com/margelo/react-native-worklets-core/issues/172)')).toBe(
      'margelo/react-native-worklets-core#172',
    );
    expect(bareReferencesNextToProjects(prose(`worklets-core [#172](${vc})`))).toHaveLength(1);
    expect(prose('`Skia #12` in code')).toBe('code in code');
  });

  it('are written owner/repo#N in the data files', () => {
    const findings = ['data/problems.yml', 'data/known-issues.yml'].flatMap((file) =>
      dataStrings(parse(readFileSync(path.join(ROOT, file), 'utf8')), file).flatMap(({ where, text }) =>
        bareReferencesNextToProjects(prose(text)).map((finding) => describeFinding(where, finding)),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('link to that project in the guides', () => {
    const dir = path.join(ROOT, 'docs/guides');
    const findings = readdirSync(dir)
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) =>
        bareReferencesNextToProjects(prose(readFileSync(path.join(dir, file), 'utf8'))).map((finding) =>
          describeFinding(`docs/guides/${file}`, finding),
        ),
      );
    expect(findings).toEqual([]);
  });
});
