/**
 * `<CompatibilityMatrix of="…" />` of the Compatibility guide, as Markdown tables from data/compatibility.yml
 * (./compatibility.ts), expanded by the remark plugin of the problem catalogue (./remark.ts):
 * - `of="releases"`: one row per published 4.x release, the JavaScript packages it was developed against and the
 *   known breakages that affect it;
 * - `of="native"`: one row per release, its iOS and Android build settings;
 * - `of="react-native"`: one row per React Native minor version that a release was developed against or that a
 *   breakage names, with what breaks and the first release that works again;
 * - `of="breakages"`: every breakage, the tools that trigger it, the releases it affects and its fix.
 * Every breakage links to the section of its problem (data/problems.yml), which quotes the error text; the tables are
 * kept out of search, so a search for a message or a version leads to that section, not to a table row.
 */
import type { Link, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { readProblems, sectionLink } from './data.mjs';
import {
  isAffected,
  PEERS,
  reactNativeMinor,
  readCompatibility,
  type Breakage,
  type Compatibility,
  type Release,
  type Tool,
} from './compatibility';

export type MatrixOptions = { siteDir: string; docsRoute: string };

export const MATRIX_KINDS = ['releases', 'native', 'react-native', 'breakages'] as const;
type MatrixKind = (typeof MATRIX_KINDS)[number];

const TOOL_NAMES: Record<Tool, string> = {
  'react-native': 'React Native',
  xcode: 'Xcode',
  agp: 'Android Gradle Plugin',
  ndk: 'NDK',
  android: 'Android',
  'react-native-worklets-core': 'react-native-worklets-core',
  'react-native-reanimated': 'react-native-reanimated',
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/** Inline Markdown of the data file (a label) as phrasing nodes. */
function inline(markdown: string): PhrasingContent[] {
  const [first] = fromMarkdown(markdown).children;
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}

/** Phrasing nodes joined by a separator. */
function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, index) => [...(index > 0 ? [text(separator)] : []), ...part]);
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((title) => [text(title)])), ...rows.map(row)],
    // Out of search, like the problem index's lists: each row points at a section that quotes the error text.
    data: { hProperties: { className: ['compatibility-table'], dataSearchExclude: true } },
  };
}

/** A link to the section of a breakage's problem, labelled with the breakage's label. */
function breakageLink(breakage: Breakage, options: MatrixOptions): Link {
  const problem = readProblems(options.siteDir).problems.find((entry) => entry.id === breakage.problem);
  if (!problem) throw new Error(`data/compatibility.yml: breakage "${breakage.problem}" names no problem`);
  const { url } = sectionLink(options.siteDir, options.docsRoute, `${problem.guide}#${problem.id}`);
  return { type: 'link', url, title: breakage.label.replace(/`/g, ''), children: inline(breakage.label) };
}

/** The first and last release of a list, newest first, as `4.0.0 to 4.3.1` (or one version). */
function span(releases: Release[]): string {
  const newest = releases[0]?.version ?? '';
  const oldest = releases.at(-1)?.version ?? '';
  return newest === oldest ? newest : `${oldest} to ${newest}`;
}

/** The Expo SDKs whose `@expo/config-plugins` has the same major version as a release's range. */
function expoSdksOf(data: Compatibility, range: string): number[] {
  const major = /^\^(\d+)\./.exec(range)?.[1];
  return data.expoSdks.filter((entry) => entry.configPlugins.split('.')[0] === major).map((entry) => entry.sdk);
}

function peerCell(release: Release, name: (typeof PEERS)[number]): PhrasingContent[] {
  const peer = release.peers[name];
  if (!peer) return [text('not a peer')];
  const range =
    peer.range === '*' && peer.optional ? [] : [text(` (peer ${peer.range}${peer.optional ? ', optional' : ''})`)];
  return [...(peer.dev ? [code(peer.dev)] : [text('not a development dependency')]), ...range];
}

function releasesTable(data: Compatibility, options: MatrixOptions): Table {
  return table(
    ['VisionCamera', 'React Native', 'worklets-core', 'Skia', 'Reanimated', 'Expo config plugins', 'Known breakages'],
    data.releases.map((release) => {
      const breakages = data.breakages.filter((breakage) => isAffected(release.version, breakage));
      const sdks = expoSdksOf(data, release.expo.configPlugins);
      const { dev, example } = release.reactNative;
      return [
        [text(release.version)],
        dev === example ? [code(dev)] : [code(dev), text(' (example app '), code(example), text(')')],
        ...PEERS.map((name) => peerCell(release, name)),
        [code(release.expo.configPlugins), ...(sdks.length ? [text(` (SDK ${sdks.join(', ')})`)] : [])],
        breakages.length
          ? joined(
              breakages.map((breakage) => [{ ...breakageLink(breakage, options), children: [text(breakage.short)] }]),
              ', ',
            )
          : [text('none known')],
      ];
    }),
  );
}

function nativeTable(data: Compatibility): Table {
  return table(
    [
      'VisionCamera',
      'iOS deployment target',
      'Xcode (derived)',
      'minSdk',
      'compileSdk',
      'targetSdk',
      'Kotlin',
      'Android Gradle Plugin',
      'CameraX',
    ],
    data.releases.map((release) => [
      [text(release.version)],
      [text(release.ios.deploymentTarget)],
      [text(`${data.xcode[release.ios.xcode]?.minimum ?? 'not stated'} or later`)],
      [text(String(release.android.minSdk))],
      [text(String(release.android.compileSdk))],
      [text(String(release.android.targetSdk))],
      [text(release.android.kotlin)],
      [text(release.android.agp)],
      [text(release.android.camerax)],
    ]),
  );
}

/** What a breakage's fix is, in a few words. */
function fixText(breakage: Breakage): PhrasingContent[] {
  if (breakage.fixedIn) return [text(`fixed in ${breakage.fixedIn}`)];
  if (breakage.fixedElsewhere) return [text(`fixed in ${breakage.fixedElsewhere}, not in VisionCamera`)];
  return [text('no 4.x release changes it; see the section')];
}

function reactNativeTable(data: Compatibility, options: MatrixOptions): Table {
  const minors = new Set<string>();
  for (const release of data.releases) minors.add(reactNativeMinor(release.reactNative.dev));
  for (const breakage of data.breakages)
    for (const trigger of breakage.triggers)
      if (trigger.tool === 'react-native')
        for (const version of trigger.versions) minors.add(reactNativeMinor(version));
  const byNumber = (a: string, b: string) => {
    const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
    const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
    return aMajor - bMajor || aMinor - bMinor;
  };
  const ordered = [...minors].sort(byNumber);
  return table(
    ['React Native', 'VisionCamera developed against it', 'Known breakages', 'Fix'],
    ordered.map((minor) => {
      const developed = data.releases.filter((release) => reactNativeMinor(release.reactNative.dev) === minor);
      const breakages = data.breakages.filter((breakage) =>
        breakage.triggers.some(
          (trigger) =>
            trigger.tool === 'react-native' && trigger.versions.some((version) => reactNativeMinor(version) === minor),
        ),
      );
      return [
        [text(minor)],
        [text(developed.length ? span(developed) : 'none')],
        breakages.length
          ? joined(
              breakages.map((breakage) => [breakageLink(breakage, options)]),
              '; ',
            )
          : [text('none known')],
        breakages.length ? joined(breakages.map(fixText), '; ') : [text('')],
      ];
    }),
  );
}

function breakagesTable(data: Compatibility, options: MatrixOptions): Table {
  return table(
    ['Breakage', 'Triggered by', 'Releases affected', 'Fix'],
    data.breakages.map((breakage) => {
      const affected = data.releases.filter((release) => isAffected(release.version, breakage));
      const triggers = breakage.triggers.map((trigger) => [
        text(
          trigger.versions.length
            ? `${TOOL_NAMES[trigger.tool]} ${trigger.versions.join(', ')}`
            : `${TOOL_NAMES[trigger.tool]} (versions not stated in the reports)`,
        ),
      ]);
      return [
        [breakageLink(breakage, options)],
        joined(triggers, '; '),
        [text(affected.length ? span(affected) : 'not known: see the section')],
        fixText(breakage),
      ];
    }),
  );
}

/** The Markdown of `<CompatibilityMatrix of="…" />`; throws on an unknown `of`. */
export function compatibilityMatrix(of: string | undefined, options: MatrixOptions, where: string): RootContent[] {
  if (!MATRIX_KINDS.includes(of as MatrixKind))
    throw new Error(`${where}: <CompatibilityMatrix of="${of}" /> must be one of ${MATRIX_KINDS.join(', ')}`);
  const data = readCompatibility(options.siteDir);
  switch (of as MatrixKind) {
    case 'releases':
      return [releasesTable(data, options)];
    case 'native':
      return [nativeTable(data)];
    case 'react-native':
      return [reactNativeTable(data, options)];
    default:
      return [breakagesTable(data, options)];
  }
}
