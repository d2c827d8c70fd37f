/**
 * Markdown of the release history (data/releases.yml, read by ./releases.ts), for the remark plugin in ./remark.ts:
 * - `releaseHistory()`: what `<ReleaseHistory />` expands to, a `##` section per release with the anchor `#v4-7-3`,
 *   newest first, whose list items carry the items' ids as anchors;
 * - `fixedInPhrase()`: "Fixed in 4.3.1" in a problem's section, linked to the release item that cites its fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Heading, Link, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { platformName, sectionLink, type Problem, type Ref } from './data.mjs';
import { itemCiting, readReleases, type Release, type ReleaseItem } from './releases';

export type Options = {
  siteDir: string;
  /** The repository's issues address, `…/issues`; pull requests and commits are next to it. */
  issuesUrl: string;
  docsRoute: string;
};

const KINDS: Record<ReleaseItem['kind'], string> = {
  fix: 'Fix',
  feature: 'New',
  change: 'Change',
  breaking: 'Breaking change',
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
/** `#v4-7-3`: a release's anchor. */
const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

/** Inline Markdown of the data file as phrasing nodes. */
function inline(markdown: string): PhrasingContent[] {
  const [first] = fromMarkdown(markdown).children;
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}

function refLink(ref: Ref, issuesUrl: string): Link {
  const repository = issuesUrl.replace(/\/issues\/?$/, '');
  return typeof ref === 'number'
    ? link(`${repository}/pull/${ref}`, [text(`PR #${ref}`)])
    : link(`${repository}/commit/${ref}`, [text('commit '), code(ref)]);
}

/** Nodes joined by a separator: `a, b and c` style lists without the "and". */
const joined = (nodes: PhrasingContent[], separator = ', '): PhrasingContent[] =>
  nodes.flatMap((node, index) => (index === 0 ? [node] : [text(separator), node]));

function itemNode(item: ReleaseItem, options: Options): ListItem {
  const platforms = item.platforms.map(platformName).join(' and ');
  const children: PhrasingContent[] = [
    { type: 'strong', children: [text(KINDS[item.kind])] },
    text(` (${platforms}): `),
    ...inline(item.text),
  ];
  for (const error of item.errors ?? []) children.push(text(' Error: '), code(error));
  const sources = [
    ...item.refs.map((ref) => refLink(ref, options.issuesUrl)),
    ...(item.issues ?? []).map((issue) => link(`${options.issuesUrl}/${issue}`, [text(`issue #${issue}`)])),
  ];
  children.push(text(' ('), ...joined(sources), text(')'));
  return {
    type: 'listItem',
    spread: false,
    data: { hProperties: { id: item.id } },
    children: [paragraph(children)],
  };
}

/** For each version: the anchor of its section on the API changes page, when that page lists changes of it. */
function apiChangeAnchors(siteDir: string): Map<string, string> {
  type History = {
    symbols: Record<string, string>;
    changes: { version: string; removed: unknown[]; changed: unknown[] }[];
    versions: string[];
  };
  const history = JSON.parse(fs.readFileSync(path.join(siteDir, 'data/api-history.json'), 'utf8')) as History;
  const baseline = history.versions[0];
  const anchors = new Map<string, string>();
  const add = (version: string, section: string) => {
    // The page groups releases by minor line, with the anchors `#added-4-5`, `#removed-4-5` and `#changed-4-5`.
    const minor = version.split('.').slice(0, 2).join('-');
    if (version !== baseline && !anchors.has(version)) anchors.set(version, `${section}-${minor}`);
  };
  for (const version of Object.values(history.symbols)) add(version, 'added');
  for (const { version, removed } of history.changes) if (removed.length > 0) add(version, 'removed');
  for (const { version, changed } of history.changes) if (changed.length > 0) add(version, 'changed');
  return anchors;
}

/** The line under a release's heading: its date, and how it reached npm. */
function releaseMeta(release: Release, releases: Release[], apiAnchor: string | undefined, options: Options) {
  const index = releases.indexOf(release);
  const versionLink = (version: string) => link(`#${releaseAnchor(version)}`, [text(version)]);
  const children: PhrasingContent[] = [];
  if (release.published) {
    children.push(text(`Tagged ${release.date} and published on npm.`));
    // Tags that never reached npm, just before this one, reached readers with it.
    const carried: Release[] = [];
    for (const older of releases.slice(index + 1)) {
      if (older.published) break;
      carried.push(older);
    }
    if (carried.length > 0)
      children.push(
        text(' Also contains the changes of '),
        ...joined(carried.map((older) => versionLink(older.version))),
        text(', which never reached npm.'),
      );
  } else {
    const next = releases
      .slice(0, index)
      .reverse()
      .find((newer) => newer.published);
    children.push(text(`Tagged ${release.date}, never published on npm.`));
    if (next) children.push(text(' Its changes reached npm with '), versionLink(next.version), text('.'));
  }
  if (apiAnchor)
    children.push(
      text(' API additions and removals: '),
      link(`${options.docsRoute}/api/api-changes#${apiAnchor}`, [text('API changes')]),
      text('.'),
    );
  return paragraph(children);
}

/** Every release as a `##` section, newest first. */
export function releaseHistory(options: Options): RootContent[] {
  const releases = readReleases(options.siteDir);
  const apiAnchors = apiChangeAnchors(options.siteDir);
  return releases.flatMap((release): RootContent[] => {
    const heading: Heading = {
      type: 'heading',
      depth: 2,
      children: [text(release.version)],
      data: { hProperties: { id: releaseAnchor(release.version) } },
    };
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: release.items.map((item) => itemNode(item, options)),
    };
    const body =
      release.items.length > 0
        ? list
        : paragraph([
            text('No change of its own that apps notice: its commits changed internals, the example app, tooling or '),
            text('documentation.'),
          ]);
    return [heading, releaseMeta(release, releases, apiAnchors.get(release.version), options), body];
  });
}

/** "Fixed in 4.3.1", linked to the release item that cites the problem's fix. */
export function fixedInPhrase(problem: Problem, options: Options): PhrasingContent[] {
  const found = itemCiting(readReleases(options.siteDir), problem.fixedBy ?? []);
  if (!found)
    throw new Error(
      `data/problems.yml: problem "${problem.id}" is fixed by ${(problem.fixedBy ?? []).join(', ')}, ` +
        'which no item of data/releases.yml cites',
    );
  const { url } = sectionLink(options.siteDir, options.docsRoute, `releases#${found.item.id}`);
  return [{ type: 'strong', children: [text('Fixed in '), link(url, [text(problem.fixedIn ?? '')]), text('.')] }];
}
