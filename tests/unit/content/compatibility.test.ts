/**
 * docs/guides/compatibility.mdx: every table row cites a file of the documented release, every cited file exists at
 * that tag, and the versions in the table are the ones those files state (read from the installed package, from
 * data/example-package-<tag>.json, a copy of the example app's package.json at the tag, and from
 * data/example-android-<tag>/, copies of the example app's root build.gradle, gradle.properties and Gradle wrapper
 * properties at the tag).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Definition, Link, LinkReference, Nodes, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { LIBRARY_TAG, repositoryUrlAtTag } from '../../../config/library';

const ROOT = path.join(__dirname, '../../..');
const LIBRARY = path.join(ROOT, 'node_modules/react-native-vision-camera');
const TAG_URL = repositoryUrlAtTag('');

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
type PackageJson = {
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const library = JSON.parse(read('node_modules/react-native-vision-camera/package.json')) as PackageJson;
const example = JSON.parse(read(`data/example-package-${LIBRARY_TAG}.json`)) as PackageJson;
const exampleAndroid = (file: string) => read(`data/example-android-${LIBRARY_TAG}/${file}`);
const filesAtTag = new Set(
  read(`data/repository-files-${LIBRARY_TAG}.txt`)
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

const tree = fromMarkdown(matter(read('docs/guides/compatibility.mdx')).content, {
  extensions: [gfm()],
  mdastExtensions: [gfmFromMarkdown()],
});

function descendants(node: Nodes): Nodes[] {
  return 'children' in node ? node.children.flatMap((child) => [child, ...descendants(child)]) : [];
}
/** The plain text of a node (cell text without Markdown syntax). */
function toString(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => toString(child)).join('') : '';
}
const definitions = new Map(
  descendants(tree)
    .filter((node): node is Definition => node.type === 'definition')
    .map((definition) => [definition.identifier, definition.url]),
);
/** The link targets in a node, with reference links (`[text][id]`) resolved. */
function linkTargets(node: Nodes): string[] {
  return descendants(node).flatMap((child) => {
    if (child.type === 'link') return [(child as Link).url];
    if (child.type === 'linkReference')
      return [definitions.get((child as LinkReference).identifier) ?? `undefined:${child.identifier}`];
    return [];
  });
}

type Row = { cells: string[]; sources: string[] };
const tables: Row[][] = descendants(tree)
  .filter((node): node is Table => node.type === 'table')
  .map((table) =>
    table.children.slice(1).map((row) => ({
      cells: row.children.map((cell) => toString(cell)),
      sources: linkTargets(row.children[row.children.length - 1] as Nodes),
    })),
  );
const rows = tables.flat();
const rowFor = (label: string) => {
  // An exact match first, so that "React" does not find "React Native".
  const row =
    rows.find((candidate) => candidate.cells[0] === label) ??
    rows.find((candidate) => candidate.cells[0]?.startsWith(label));
  if (!row) throw new Error(`docs/guides/compatibility.mdx: add a row for ${label}`);
  return row;
};

describe('docs/guides/compatibility.mdx', () => {
  it('has the two tables with a Source column', () => {
    expect(tables).toHaveLength(2);
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it.each(rows.map((row) => [row.cells[0], row]))(`row "%s" cites a file of the ${LIBRARY_TAG} release`, (_, row) => {
    const { cells, sources } = row as Row;
    expect(sources.length, `${cells[0]}: link the file that states the value in the last column`).toBeGreaterThan(0);
    for (const url of sources) {
      expect(url.startsWith(TAG_URL), `${cells[0]}: link ${url} at the tag (${TAG_URL}…)`).toBe(true);
      expect(filesAtTag.has(url.slice(TAG_URL.length)), `${cells[0]}: ${url} is not a file at ${LIBRARY_TAG}`).toBe(
        true,
      );
    }
    expect(cells[1]?.trim(), `${cells[0]}: state the value, or write "not stated"`).not.toBe('');
  });

  it.each([
    ['React Native', 'react-native'],
    ['React', 'react'],
    ['react-native-worklets-core', 'react-native-worklets-core'],
    ['react-native-reanimated', 'react-native-reanimated'],
    ['@shopify/react-native-skia', '@shopify/react-native-skia'],
  ])('states the %s versions of the library and the example app, and the peer range', (label, name) => {
    const [, tested = '', peer = ''] = rowFor(label).cells;
    expect(tested).toContain(library.devDependencies[name]);
    expect(tested).toContain(example.dependencies[name]);
    expect(peer).toContain(library.peerDependencies[name]);
  });

  it('says "not stated" where the release says nothing, and names what it does state', () => {
    expect(rowFor('Expo SDK').cells[1]).toMatch(/^not stated/);
    expect(rowFor('Expo SDK').cells[1]).toContain(library.devDependencies['@expo/config-plugins']);
    expect(rowFor('Android NDK').cells[1]).toMatch(/^none of its own/);
    expect(rowFor('New and old architecture, iOS').cells[1]).toMatch(/^not stated/);
  });

  it('states the native minimums and defaults the podspec and Gradle files set', () => {
    const podspec = readFileSync(path.join(LIBRARY, 'VisionCamera.podspec'), 'utf8');
    const gradle = readFileSync(path.join(LIBRARY, 'android/build.gradle'), 'utf8');
    const properties = readFileSync(path.join(LIBRARY, 'android/gradle.properties'), 'utf8');
    const defaultOf = (name: string) => new RegExp(`safeExtGet\\("${name}", (\\d+)\\)`).exec(gradle)?.[1];
    expect(rowFor('iOS deployment target').cells[1]).toMatch(
      new RegExp(`^${/:ios => "([\d.]+)"/.exec(podspec)?.[1]}\\b`),
    );
    for (const name of ['minSdkVersion', 'compileSdkVersion', 'targetSdkVersion']) {
      const row = rowFor(`Android ${name.replace(/Version$/, '')}`);
      expect(row.cells[1]).toMatch(new RegExp(`^${defaultOf(name)}\\b`));
      expect(row.cells[1]).toContain(name);
    }
    expect(rowFor('Kotlin').cells[1]).toMatch(
      new RegExp(`^${/VisionCamera_kotlinVersion=([\d.]+)/.exec(properties)?.[1]}\\b`),
    );
    expect(rowFor('Android Gradle Plugin').cells[1]).toMatch(
      new RegExp(`^${/com\.android\.tools\.build:gradle:([\d.]+)/.exec(gradle)?.[1]}\\b`),
    );
  });

  it("states the example app's Android values, which its root build script and properties set", () => {
    const build = exampleAndroid('build.gradle');
    const properties = exampleAndroid('gradle.properties');
    const ext = (name: string) => new RegExp(`${name} = "?([\\d.]+)"?`).exec(build)?.[1];
    const startsWith = (value: string | undefined) => new RegExp(`^${value?.replaceAll('.', '\\.')}\\b`);
    for (const [label, name] of [
      ['Android minSdk', 'minSdkVersion'],
      ['Android compileSdk', 'compileSdkVersion'],
      ['Android targetSdk', 'targetSdkVersion'],
      ['Kotlin', 'kotlinVersion'],
      ['Android NDK', 'ndkVersion'],
    ] as const) {
      expect(ext(name), `example/android/build.gradle sets ${name}`).toBeDefined();
      expect(rowFor(label).cells[2], `${label}: state the example app's ${name}`).toMatch(startsWith(ext(name)));
    }
    const gradle = /gradle-([\d.]+)-(?:all|bin)\.zip/.exec(exampleAndroid('gradle-wrapper.properties'))?.[1];
    expect(rowFor('Gradle').cells[2]).toMatch(startsWith(gradle));
    const newArch = /^newArchEnabled=(\w+)$/m.exec(properties)?.[1];
    expect(newArch).toBeDefined();
    for (const label of ['New architecture, Android', 'Old architecture, Android']) {
      expect(rowFor(label).cells[1]).toContain(`newArchEnabled=${newArch}`);
    }
  });

  it('derives the iOS toolchain from Swift sources that still use the features it names', () => {
    const devicesManager = readFileSync(path.join(LIBRARY, 'ios/React/CameraDevicesManager.swift'), 'utf8');
    const cameraSession = readFileSync(path.join(LIBRARY, 'ios/Core/CameraSession.swift'), 'utf8');
    expect(devicesManager).toContain('#available(iOS 17.0, *)');
    expect(devicesManager).toContain('AVCaptureDevice.userPreferredCamera');
    expect(cameraSession).toContain('if let recordingSession {');
    expect(rowFor('Xcode').cells[1]).toMatch(/^15\.0 or later/);
    expect(rowFor('Swift').cells[1]).toContain('Swift 5.7 or later');
  });

  it('explains that every peer range is `*`', () => {
    expect(Object.values(library.peerDependencies).every((range) => range === '*')).toBe(true);
    expect(read('docs/guides/compatibility.mdx')).toMatch(/accepts any version \(`\*`\)/);
  });
});
