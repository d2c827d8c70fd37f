/**
 * data/native-errors.yml and its page, checked without a build: the file's format, every citation against the 4.7.3
 * sources (the file exists at the tag, the lines exist, and they contain what they are cited for), the platforms'
 * own documentation for every entry, the minimum coverage, the links to the problem catalogue in both directions,
 * and the sections the `<NativeErrors>` tag writes.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Heading, Root } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import { LIBRARY_TAG } from '../../../../config/library';
import { DataFileError, readProblems } from '../../../../src/plugins/problems/server/data.mjs';
import {
  DOCS_HOSTS,
  docsUrl,
  readNativeErrors,
  type ShownSource,
} from '../../../../src/plugins/problems/server/nativeErrorData';
import { docsLabel } from '../../../../src/plugins/problems/server/nativeErrors';
import remarkProblems from '../../../../src/plugins/problems/server/remark';
import { filesAtTag, installedPath, ROOT } from '../../../support/repositoryLinks';

const FILES_AT_TAG = filesAtTag();
const catalogue = readNativeErrors(ROOT);
const { errors, groups, routes } = catalogue;
const platformOf = (group: string) => groups.find((candidate) => candidate.id === group)?.platform;
const GUIDE = path.join(ROOT, 'docs/guides/native-errors.mdx');

/** Why a citation is wrong, or undefined: the file at the tag, the lines in the installed file, the text in them. */
function citationError(source: ShownSource): string | undefined {
  if (!FILES_AT_TAG.has(source.path)) return `${source.path} is not a file at ${LIBRARY_TAG}`;
  const lines = readFileSync(installedPath(source.path), 'utf8').split('\n');
  const [start = 0, end = start] = source.lines.split('-').map(Number);
  if (start < 1 || end < start || end > lines.length)
    return `${source.path}:${source.lines} is outside its ${lines.length} lines`;
  const cited = lines.slice(start - 1, end).join('\n');
  if (!cited.includes(source.shows)) return `${source.path}:${source.lines} does not contain "${source.shows}"`;
  return undefined;
}

/** Every Swift, Objective-C and Kotlin file of the installed library's native code, as one text. */
function nativeSources(): string {
  const library = installedPath('package/');
  return ['ios', 'android/src/main']
    .flatMap((folder) =>
      readdirSync(path.join(library, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(kt|java|swift|mm?)$/.test(file))
        .map((file) => readFileSync(path.join(library, folder, file), 'utf8')),
    )
    .join('\n');
}

/** `-11807` or `561_017_449` as written in Swift: the digits, optionally grouped by underscores, not inside a word. */
const numberPattern = (code: number) =>
  new RegExp(`(?<![\\w.])${String(code).replace(/(\d)(?=(\d{3})+$)/g, '$1_?')}(?![\\w.])`);

function expandGroup(group: string): Root {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'NativeErrors',
        attributes: [{ type: 'mdxJsxAttribute', name: 'group', value: group }],
        children: [],
      },
    ],
  } as unknown as Root;
  remarkProblems({
    siteDir: ROOT,
    repositoryAtTag: 'https://github.com/mrousavy/react-native-vision-camera/blob/v4.7.3/',
    issuesUrl: 'https://github.com/mrousavy/react-native-vision-camera/issues',
    docsRoute: '/docs',
  })(tree, { path: GUIDE });
  return tree;
}

/** Every text, inline code and link address of a tree, in order. */
function texts(node: unknown): string[] {
  const { value, url, children } = node as { value?: string; url?: string; children?: unknown[] };
  return [...(value ? [value] : []), ...(url ? [url] : []), ...(children ?? []).flatMap(texts)];
}

describe('the native error catalogue', () => {
  it('covers at least 15 AVFoundation codes and 12 Android constants, the ones readers ask about among them', () => {
    const avFoundation = errors.filter((entry) => entry.group === 'avfoundation');
    expect(avFoundation.length).toBeGreaterThanOrEqual(15);
    expect(
      avFoundation.every((entry) => entry.code <= -11800 && entry.code > -12000 && /^AVError/.test(entry.name)),
    ).toBe(true);
    expect(errors.filter((entry) => platformOf(entry.group) === 'android').length).toBeGreaterThanOrEqual(12);
    const names = new Map(errors.map((entry) => [entry.name, entry.code]));
    expect(names.get('AVErrorMediaServicesWereReset')).toBe(-11819);
    expect(names.get('AVErrorUnknown')).toBe(-11800);
    expect(names.get('kAudioUnitErr_InvalidPropertyValue')).toBe(-10851);
    expect(names.get('VideoRecordEvent.Finalize.ERROR_SOURCE_INACTIVE')).toBe(4);
  });

  it('cites only lines of the 4.7.3 sources that contain what they are cited for', () => {
    const citations = [
      ...routes.flatMap((route) => route.source.map((source) => ({ owner: `route ${route.id}`, source }))),
      ...errors.flatMap((entry) => (entry.source ?? []).map((source) => ({ owner: entry.id, source }))),
    ];
    expect(citations.length).toBeGreaterThan(40);
    const wrong = citations.flatMap(({ owner, source }) => {
      const error = citationError(source);
      return error ? [`${owner}: ${error}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('cites the lines that name a code wherever the native sources name it', () => {
    const sources = nativeSources();
    const uncited = errors.filter((entry) => {
      const pattern = platformOf(entry.group) === 'ios' ? numberPattern(entry.code) : undefined;
      const named = sources.includes(entry.name) || (pattern?.test(sources) ?? false);
      if (!named) return false;
      return !(entry.source ?? []).some(
        (source) => source.shows.includes(entry.name) || (pattern?.test(source.shows) ?? false),
      );
    });
    expect(
      uncited.map((entry) => entry.id),
      'add a source whose `shows` names the code',
    ).toEqual([]);
  });

  it('lists every CameraX constant 4.7.3 maps, or says on the page why it cannot reach JavaScript', () => {
    const sources = nativeSources();
    const mapped = new Set(
      [...sources.matchAll(/\b(CameraState|VideoRecordEvent\.Finalize)\.(ERROR_[A-Z_]+)\s*->/g)].map(
        ([, owner, constant]) => `${owner}.${constant}`,
      ),
    );
    expect(mapped.size).toBeGreaterThanOrEqual(15);
    const page = readFileSync(GUIDE, 'utf8');
    const listed = new Set(errors.map((entry) => entry.name));
    const neither = [...mapped].filter(
      (name) => !listed.has(name) && !name.endsWith('ERROR_NONE') && !page.includes(name.split('.').at(-1) ?? name),
    );
    expect(neither).toEqual([]);
  });

  it('gives every AVFoundation and Core Audio code the text that names it in a message', () => {
    const withoutText = errors.filter(
      (entry) =>
        ['avfoundation', 'core-audio'].includes(entry.group) && !entry.inMessage?.endsWith(`Code=${entry.code}`),
    );
    expect(withoutText.map((entry) => entry.id)).toEqual([]);
  });

  it("links each entry to its platform's own documentation", () => {
    for (const entry of errors) {
      const host = DOCS_HOSTS[platformOf(entry.group) ?? 'ios'];
      expect(
        entry.docs.some((page) => new URL(docsUrl(page)).hostname === host),
        `${entry.id}: link a page on ${host}`,
      ).toBe(true);
    }
  });

  it('quotes no message that a linked problem quotes already', () => {
    const { problems } = readProblems(ROOT);
    const normalized = (message: string) => message.replace(/\s+/g, ' ').trim();
    const repeated = errors.flatMap((entry) =>
      (entry.seen ?? []).flatMap(({ text }) =>
        problems
          .filter((problem) => entry.problems?.includes(problem.id))
          .filter((problem) => problem.seen.some((seen) => normalized(seen.text).includes(normalized(text))))
          .map((problem) => `${entry.id} repeats a message of ${problem.id}`),
      ),
    );
    expect(repeated).toEqual([]);
  });

  it('links the problems about the same error, and those problems link back', () => {
    const { problems } = readProblems(ROOT);
    const missing: string[] = [];
    for (const entry of errors) {
      for (const id of entry.problems ?? []) {
        const problem = problems.find((candidate) => candidate.id === id);
        if (!problem) missing.push(`${entry.id}: no problem "${id}"`);
        else if (
          !(problem.see ?? []).some((section) => {
            const target = errors.find((other) => `native-errors#${other.id}` === section);
            return target?.problems?.includes(id);
          })
        )
          missing.push(`${id}: add see: native-errors#${entry.id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the native error codes page', () => {
  const page = readFileSync(GUIDE, 'utf8');

  it('places every group once, iOS before Android', () => {
    const placed = [...page.matchAll(/<NativeErrors group="([^"]+)" \/>/g)].map(([, group]) => group);
    expect(placed).toEqual(groups.map((group) => group.id));
    const platforms = groups.map((group) => group.platform);
    expect(platforms.lastIndexOf('ios')).toBeLessThan(platforms.indexOf('android'));
  });

  it('gives every code a ### section whose heading holds its number and constant, with its anchor', () => {
    for (const group of groups) {
      const headings = expandGroup(group.id).children.filter(
        (node): node is Heading => node.type === 'heading' && node.depth === 3,
      );
      const entries = errors.filter((entry) => entry.group === group.id);
      expect(headings.map((heading) => (heading.data as { hProperties: { id: string } }).hProperties.id)).toEqual(
        entries.map((entry) => entry.id),
      );
      headings.forEach((heading, index) => {
        const entry = entries[index];
        if (!entry) throw new Error(`no entry for heading ${index} of ${group.id}`);
        const title = texts(heading).join('');
        expect(title).toContain(String(entry.code));
        expect(title).toContain(group.platform === 'ios' ? entry.name : entry.name.split('.').at(-1));
      });
    }
  });

  it('writes the VisionCamera code, the message and the documentation of an entry, and keeps sources out of search', () => {
    const entry = errors.find((candidate) => candidate.name === 'AVErrorMediaServicesWereReset');
    if (!entry) throw new Error('no -11819 entry');
    const tree = expandGroup(entry.group);
    const all = texts(tree);
    expect(all).toContain('unknown/unknown');
    expect(all).toContain('Error Domain=AVFoundationErrorDomain Code=-11819 "…" UserInfo={…}');
    for (const page of entry.docs) expect(all).toContain(docsUrl(page));
    expect(all).toContain('AVError.Code.mediaServicesWereReset');
    const excluded = JSON.stringify(tree).match(/"dataSearchExclude":true/g) ?? [];
    expect(excluded.length).toBeGreaterThan(0);
  });

  it('labels documentation links with the constant, the anchor or the given title', () => {
    const entry = { name: 'AVErrorUnknown', alias: ['AVError.Code.unknown'] };
    const apple = 'https://developer.apple.com/documentation/avfoundation/averror-swift.struct/code/unknown';
    expect(docsLabel(apple, entry)).toBe('AVError.Code.unknown');
    const android = 'https://developer.android.com/reference/androidx/camera/core/CameraState#ERROR_CAMERA_IN_USE()';
    expect(docsLabel(android, { name: 'CameraState.ERROR_CAMERA_IN_USE' })).toBe('CameraState#ERROR_CAMERA_IN_USE');
    expect(docsLabel({ url: apple, title: 'Audio Unit Errors' }, entry)).toBe('Audio Unit Errors');
  });

  it('stops the build on a group the data file does not have', () => {
    expect(() => expandGroup('no-such-group')).toThrow(/names no group of data\/native-errors\.yml/);
  });
});

describe('the native errors file', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'native-errors-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const ROUTE =
    'routes:\n  - id: r\n    platform: ios\n    where: w\n    class: plain object\n    code: capture/unknown\n' +
    '    note: n\n    source: [{ path: package/ios/a.swift, lines: "1", shows: abc }]\n';
  /** A site whose file holds one group, one route and one entry with these fields (a new folder each). */
  const siteWith = (entry: string, groupPlatform = 'ios') => {
    const site = mkdtempSync(path.join(root, 'site-'));
    mkdirSync(path.join(site, 'data'));
    writeFileSync(
      path.join(site, 'data/native-errors.yml'),
      `groups:\n  - id: g\n    platform: ${groupPlatform}\n${ROUTE}errors:\n  - id: e\n    group: g\n    code: -1\n` +
        `    name: AVErrorX\n    meaning: m\n    fix: f\n    lands: [{ route: r }]\n${entry}`,
    );
    return site;
  };

  it('accepts a complete entry', () => {
    const site = siteWith('    evidence: documented\n    docs: [https://developer.apple.com/x]\n');
    expect(readNativeErrors(site).errors[0]?.id).toBe('e');
  });

  it('names the line and the entry when an entry is wrong', () => {
    expect(() => readNativeErrors(siteWith('    evidence: documented\n    docs: [https://example.com/x]\n'))).toThrow(
      /^data\/native-errors\.yml:\d+:\d+ \(e\): docs links no documentation page on developer\.apple\.com$/,
    );
    expect(() =>
      readNativeErrors(siteWith('    evidence: reported\n    docs: [https://developer.apple.com/x]\n')),
    ).toThrow(/^data\/native-errors\.yml:\d+ \(e\): issues is required$/);
    expect(() =>
      readNativeErrors(siteWith('    evidence: documented\n    docs: [https://developer.android.com/x]\n', 'android')),
    ).toThrow(/\(e\): lands\[0\]\.route "r" is an ios route, but the entry is in an android group$/);
  });

  it('reports every problem of the file at once', () => {
    const site = siteWith(
      '    evidence: documented\n    docs: [https://example.com/x]\n    inMessage: code 7\n' +
        '    seen: [{ issue: 12, text: t }]\n',
    );
    const messages = (() => {
      try {
        readNativeErrors(site);
        return [];
      } catch (error) {
        if (!(error instanceof DataFileError)) throw error;
        return error.problems.map((problem) => `(${problem.entry}): ${problem.message}`);
      }
    })();
    expect(messages).toEqual([
      '(e): docs links no documentation page on developer.apple.com',
      '(e): inMessage does not contain the code -1',
      '(e): seen[0].issue #12 is quoted, but issues leave it out',
    ]);
  });
});
