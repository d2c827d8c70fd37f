/**
 * data/compatibility.yml, checked without a build: it validates; it lists exactly the 4.x versions published on npm,
 * each also a tag; its package.json facts match the registry snapshot (data/vision-camera-4x-releases.json); the 4.7.3
 * row matches the installed package's package.json, podspec and Android build files; its breakages name real
 * problems and releases; malformed files fail with the file and entry named; and the guide's tables come out of it.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Link, Root, RootContent, Table } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compareVersions,
  isAffected,
  PEERS,
  reactNativeMinor,
  readCompatibility,
  type Release,
} from '../../../../src/plugins/problems/server/compatibility';
import { compatibilityMatrix, MATRIX_KINDS } from '../../../../src/plugins/problems/server/compatibilityMatrix';
import { DataFileError, readProblems } from '../../../../src/plugins/problems/server/data.mjs';
import remarkProblems from '../../../../src/plugins/problems/server/remark';
import { ROOT } from '../../../support/repositoryLinks';

type PackageFacts = {
  version: string;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const SNAPSHOT = JSON.parse(readFileSync(path.join(ROOT, 'data/vision-camera-4x-releases.json'), 'utf8')) as {
  versions: string[];
  tags: string[];
  packages: PackageFacts[];
};
const API_HISTORY = JSON.parse(readFileSync(path.join(ROOT, 'data/api-history.json'), 'utf8')) as {
  versions: string[];
};
const INSTALLED = path.join(ROOT, 'node_modules/react-native-vision-camera');
const installed = (file: string) => readFileSync(path.join(INSTALLED, file), 'utf8');

const data = readCompatibility(ROOT);
const release = (version: string): Release => {
  const found = data.releases.find((entry) => entry.version === version);
  if (!found) throw new Error(`no release ${version} in data/compatibility.yml`);
  return found;
};

/** The peers of a release as package.json states them: range, optional flag and development version. */
function peersOf(facts: PackageFacts) {
  return Object.fromEntries(
    PEERS.filter((name) => facts.peerDependencies[name] !== undefined).map((name) => [
      name,
      {
        range: facts.peerDependencies[name],
        optional: facts.peerDependenciesMeta?.[name]?.optional === true,
        ...(facts.devDependencies[name] ? { dev: facts.devDependencies[name] } : {}),
      },
    ]),
  );
}

describe('data/compatibility.yml', () => {
  it('covers at least 10 releases and 6 React Native minor versions', () => {
    expect(data.releases.length).toBeGreaterThanOrEqual(10);
    const minors = new Set([
      ...data.releases.map((entry) => reactNativeMinor(entry.reactNative.dev)),
      ...data.breakages.flatMap((breakage) =>
        breakage.triggers.filter((trigger) => trigger.tool === 'react-native').flatMap((trigger) => trigger.versions),
      ),
    ]);
    expect(minors.size).toBeGreaterThanOrEqual(6);
  });

  it('lists every 4.x version published on npm, newest first, and nothing else; each is also a tag', () => {
    const published = [...SNAPSHOT.versions].sort(compareVersions).reverse();
    expect(data.releases.map((entry) => entry.version)).toEqual(published);
    for (const version of published) expect(SNAPSHOT.tags, version).toContain(`v${version}`);
    // The API history was written from the release tarballs by another script: its stable versions must agree.
    for (const version of API_HISTORY.versions) expect(published, version).toContain(version);
  });

  it("states each release's React Native development version, peers and config-plugins as npm reports them", () => {
    for (const facts of SNAPSHOT.packages) {
      const entry = release(facts.version);
      expect(entry.reactNative.dev, facts.version).toBe(facts.devDependencies['react-native']);
      expect(entry.peers, facts.version).toEqual(peersOf(facts));
      expect(entry.expo.configPlugins, facts.version).toBe(facts.devDependencies['@expo/config-plugins']);
    }
    expect(SNAPSHOT.packages.map((facts) => facts.version).sort()).toEqual([...SNAPSHOT.versions].sort());
  });

  it('holds what the guide says of all releases: one React Native version each, optional `*` peers', () => {
    for (const entry of data.releases) {
      expect(entry.reactNative.example, entry.version).toBe(entry.reactNative.dev);
      const names = entry.version.includes('-beta.') ? ['react-native-worklets-core'] : [...PEERS];
      expect(Object.keys(entry.peers).sort(), entry.version).toEqual([...names].sort());
      for (const peer of Object.values(entry.peers))
        expect(peer, entry.version).toMatchObject({ range: '*', optional: true });
    }
  });

  it('names only releases and problems that exist in its breakages, with React Native minors as triggers', () => {
    const versions = new Set(data.releases.map((entry) => entry.version));
    const problems = new Set(readProblems(ROOT).problems.map((problem) => problem.id));
    for (const breakage of data.breakages) {
      expect(problems, breakage.problem).toContain(breakage.problem);
      for (const version of [breakage.since, breakage.fixedIn]) if (version) expect(versions).toContain(version);
      for (const trigger of breakage.triggers.filter((entry) => entry.tool === 'react-native'))
        for (const version of trigger.versions) expect(version, breakage.problem).toMatch(/^0\.\d+$/);
    }
  });
});

describe('the 4.7.3 row', () => {
  const row = release('4.7.3');
  const pkg = JSON.parse(installed('package.json')) as PackageFacts;
  const gradle = installed('android/build.gradle');
  const fallback = (name: string) =>
    Number(new RegExp(`${name}\\s+safeExtGet\\(["']${name}["'],\\s*(\\d+)\\)`).exec(gradle)?.[1]);

  it('matches the installed package.json', () => {
    expect(pkg.version).toBe('4.7.3');
    expect(row.reactNative.dev).toBe(pkg.devDependencies['react-native']);
    expect(row.peers).toEqual(peersOf(pkg));
    expect(row.expo.configPlugins).toBe(pkg.devDependencies['@expo/config-plugins']);
  });

  it("matches the example app's package.json at the tag", () => {
    const example = JSON.parse(readFileSync(path.join(ROOT, 'data/example-package-v4.7.3.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(row.reactNative.example).toBe(example.dependencies?.['react-native']);
    expect(row.reactNative.examplePath).toBe('example/package.json');
  });

  it('matches the installed podspec and Android build files', () => {
    expect(row.ios.deploymentTarget).toBe(/:ios => "([\d.]+)"/.exec(installed('VisionCamera.podspec'))?.[1]);
    expect(row.android.minSdk).toBe(fallback('minSdkVersion'));
    expect(row.android.compileSdk).toBe(fallback('compileSdkVersion'));
    expect(row.android.targetSdk).toBe(fallback('targetSdkVersion'));
    expect(row.android.agp).toBe(/com\.android\.tools\.build:gradle:([\d.]+)/.exec(gradle)?.[1]);
    expect(row.android.camerax).toBe(/camerax_version = "([^"]+)"/.exec(gradle)?.[1]);
    expect(row.android.kotlin).toBe(
      /VisionCamera_kotlinVersion=(.+)/.exec(installed('android/gradle.properties'))?.[1]?.trim(),
    );
  });

  it('names the Xcode derived from unguarded iOS 17 calls, which the installed sources still make', () => {
    const devices = installed('ios/React/CameraDevicesManager.swift');
    expect(devices).toMatch(/#available\(iOS 17\.0, \*\)/);
    expect(devices).not.toMatch(/#if swift\(>=5\.9\)/);
    expect(data.xcode[row.ios.xcode]?.minimum).toBe('15.0');
  });
});

describe('versions and ranges', () => {
  it('orders prereleases before their release and compares numbers, not text', () => {
    expect(compareVersions('4.0.0-beta.13', '4.0.0')).toBe(-1);
    expect(compareVersions('4.0.0-beta.14', '4.0.0-beta.13')).toBe(1);
    expect(compareVersions('4.10.0', '4.9.3')).toBe(1);
    expect(compareVersions('4.7.3', '4.7.3')).toBe(0);
  });

  it('counts a release as affected from since up to, not including, fixedIn', () => {
    const breakage = { ...data.breakages[0]!, since: '4.0.0', fixedIn: '4.6.0' };
    expect(isAffected('4.0.0', breakage)).toBe(true);
    expect(isAffected('4.5.3', breakage)).toBe(true);
    expect(isAffected('4.6.0', breakage)).toBe(false);
    expect(isAffected('4.0.0-beta.14', breakage)).toBe(false);
    expect(isAffected('4.7.3', { ...breakage, fixedIn: null })).toBe(true);
    expect(isAffected('4.7.3', { ...breakage, since: null })).toBe(false);
  });
});

describe('a malformed data/compatibility.yml', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'compatibility-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const original = readFileSync(path.join(ROOT, 'data/compatibility.yml'), 'utf8');
  /** A site with the real problems and a changed copy of the file (a new folder each: the reader caches by file). */
  const siteWith = (change: (yml: string) => string) => {
    const site = mkdtempSync(path.join(root, 'site-'));
    mkdirSync(path.join(site, 'data'));
    copyFileSync(path.join(ROOT, 'data/problems.yml'), path.join(site, 'data/problems.yml'));
    writeFileSync(path.join(site, 'data/compatibility.yml'), change(original));
    return site;
  };

  /** The problems the reader reports for a changed copy, one line each (`file:line[:column] (entry): message`). */
  const problemsWith = (change: (yml: string) => string) => {
    try {
      readCompatibility(siteWith(change));
      return [];
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      return error.message.split('\n');
    }
  };
  const LINE = String.raw`data/compatibility\.yml:\d+(:\d+)?`;

  it('reports each problem at its line, with the entry named', () => {
    expect(problemsWith((yml) => yml.replace('xcode: ios-17-sdk', 'xcode: ios-18-sdk'))).toEqual([
      expect.stringMatching(
        new RegExp(`^${LINE} \\(4\\.7\\.3\\): ios\\.xcode names the basis "ios-18-sdk", not listed`),
      ),
    ]);
    expect(problemsWith((yml) => yml.replace('fixedIn: 4.6.0', 'fixedIn: 4.6.2'))).toEqual([
      expect.stringMatching(
        new RegExp(`^${LINE} \\(android-rn076-reactnativejni-target\\): fixedIn 4\\.6\\.2 is not a release listed`),
      ),
    ]);
    expect(problemsWith((yml) => yml.replace('problem: android-16kb-page-size', 'problem: no-such-problem'))).toEqual([
      expect.stringMatching(new RegExp(`^${LINE} \\(no-such-problem\\): problem names no entry of data/problems`)),
    ]);
    expect(problemsWith((yml) => yml.replace('minSdk: 21', 'minSdk: "21"'))).toEqual([
      expect.stringMatching(new RegExp(`^${LINE} \\(4\\.7\\.3\\): android\\.minSdk must be a number$`)),
    ]);
  });

  it('reports every problem of one mistake at once', () => {
    // A release renamed out of order, which a breakage also names as its fix.
    const problems = problemsWith((yml) => yml.replace('version: 4.7.2', 'version: 4.7.4'));
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${LINE} \\(4\\.7\\.4\\): version must be older than 4\\.7\\.3`)),
      expect.stringMatching(new RegExp(`^${LINE} \\(.+\\): fixedIn 4\\.7\\.2 is not a release listed in releases$`)),
    ]);
  });

  it('checks the problem names once data/problems.yml, which reports its own problems, reads', () => {
    const site = siteWith((yml) => yml.replace('problem: android-16kb-page-size', 'problem: no-such-problem'));
    writeFileSync(path.join(site, 'data/problems.yml'), 'areas: [a]\nproblems: []\n');
    expect(() => readProblems(site)).toThrow(DataFileError);
    expect(() => readCompatibility(site)).not.toThrow();
    // Fixed, data/problems.yml is read again, and so is this file, whose name is now checked.
    copyFileSync(path.join(ROOT, 'data/problems.yml'), path.join(site, 'data/problems.yml'));
    expect(() => readCompatibility(site)).toThrow(/\(no-such-problem\): problem names no entry/);
  });
});

/** Every text, inline code and link address of a tree, in order. */
function texts(node: unknown): string[] {
  const { value, url, children } = node as { value?: string; url?: string; children?: unknown[] };
  return [...(value ? [value] : []), ...(url ? [url] : []), ...(children ?? []).flatMap(texts)];
}
const OPTIONS = { siteDir: ROOT, docsRoute: '/docs' };
const WHERE = 'docs/guides/compatibility.mdx';
const rowsOf = (node: RootContent | undefined) => (node as Table).children.slice(1);

describe('<CompatibilityMatrix />', () => {
  it('writes one row per release, linking the breakages that affect it to their sections', () => {
    const [releases] = compatibilityMatrix('releases', OPTIONS, WHERE);
    const rows = rowsOf(releases);
    expect(rows.map((row) => texts(row.children[0])[0])).toEqual(data.releases.map((entry) => entry.version));
    const row453 = texts(rows.find((row) => texts(row.children[0])[0] === '4.5.3'));
    expect(row453).toContain('/docs/guides/compatibility#android-riscv64-not-an-abi');
    expect(row453).toContain('/docs/guides/troubleshooting#android-rn076-reactnativejni-target');
    const row452 = texts(rows.find((row) => texts(row.children[0])[0] === '4.5.2'));
    expect(row452).not.toContain('/docs/guides/compatibility#android-riscv64-not-an-abi');
    expect(texts(rows[0])).toContain('^8.0.5');
  });

  it('writes the native settings and the derived Xcode of every release', () => {
    const rows = rowsOf(compatibilityMatrix('native', OPTIONS, WHERE)[0]);
    expect(rows).toHaveLength(data.releases.length);
    const xcodeOf = (version: string) =>
      texts(rows.find((row) => texts(row.children[0])[0] === version)?.children[2])[0];
    expect(xcodeOf('4.7.3')).toBe('15.0 or later');
    expect(xcodeOf('4.0.5')).toBe('14.0 or later');
  });

  it('writes a React Native table in version order, with what breaks and what fixes it', () => {
    const rows = rowsOf(compatibilityMatrix('react-native', OPTIONS, WHERE)[0]);
    const minors = rows.map((row) => texts(row.children[0])[0]);
    expect(minors.length).toBeGreaterThanOrEqual(6);
    expect(minors).toEqual([...minors].sort((a, b) => Number(a?.split('.')[1]) - Number(b?.split('.')[1])));
    const row076 = texts(rows[minors.indexOf('0.76')]);
    expect(row076).toContain('/docs/guides/troubleshooting#android-rn076-reactnativejni-target');
    expect(row076.join(' ')).toMatch(/fixed in 4\.6\.0/);
  });

  it('writes every breakage once, out of search, and refuses an unknown kind', () => {
    const [table] = compatibilityMatrix('breakages', OPTIONS, WHERE) as Table[];
    expect(table?.data).toMatchObject({ hProperties: { className: ['compatibility-table'], dataSearchExclude: true } });
    const links = rowsOf(table).map((row) => (row.children[0]?.children[0] as Link).url);
    expect(links).toHaveLength(data.breakages.length);
    expect(() => compatibilityMatrix('everything', OPTIONS, WHERE)).toThrow(/must be one of releases, native/);
  });

  it('is expanded by the remark plugin, and the guide uses every kind', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'CompatibilityMatrix',
          attributes: [{ type: 'mdxJsxAttribute', name: 'of', value: 'breakages' }],
          children: [],
        },
      ],
    } as unknown as Root;
    remarkProblems({ ...OPTIONS, repositoryAtTag: '', issuesUrl: '' })(tree, { path: path.join(ROOT, WHERE) });
    expect(tree.children[0]?.type).toBe('table');
    const mdx = readFileSync(path.join(ROOT, WHERE), 'utf8');
    for (const kind of MATRIX_KINDS) expect(mdx).toContain(`<CompatibilityMatrix of="${kind}" />`);
  });
});
