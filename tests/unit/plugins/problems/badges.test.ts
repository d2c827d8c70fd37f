/**
 * Platform pills of API members (src/plugins/problems/server/badges.mjs, typedoc/badges.mjs): every pill has a source,
 * a `@platform` tag of the installed 4.7.3 sources or a known issue whose `effect` its native source lines show, and
 * the TypeDoc plugin puts each under the heading of the member it concerns.
 */
import { readFileSync } from 'node:fs';
import {
  Comment,
  CommentTag,
  DeclarationReflection,
  ReflectionKind,
  ReflectionType,
  SignatureReflection,
} from 'typedoc';
import { describe, expect, it } from 'vitest';
import { LIBRARY_TAG } from '../../../../config/library';
import {
  badgesMdx,
  effectBadges,
  PLATFORM_BADGE_CLASSES,
  platformBadge,
} from '../../../../src/plugins/problems/server/badges.mjs';
import { readKnownIssues } from '../../../../src/plugins/problems/server/data.mjs';
import {
  badgesByMember,
  insertPlatformBadges,
  platformBadgesOf,
} from '../../../../src/plugins/problems/typedoc/badges.mjs';
import { expectedBadges, platformTagsInSources } from '../../../support/platformBadges';
import { filesAtTag, installedPath, ROOT } from '../../../support/repositoryLinks';

const FILES_AT_TAG = filesAtTag();
const installedLines = (repositoryPath: string) => readFileSync(installedPath(repositoryPath), 'utf8').split('\n');

describe('the label of a @platform tag', () => {
  it('names the one platform the tag names, with or without a version', () => {
    expect(platformBadge('iOS')).toBe('iOS only');
    expect(platformBadge('iOS 12.0+')).toBe('iOS only');
    expect(platformBadge('ios')).toBe('iOS only');
    expect(platformBadge('Android')).toBe('Android only');
    expect(platformBadge('iOS, Android')).toBeUndefined();
    expect(platformBadge('macOS')).toBeUndefined();
  });
});

describe('pills from the @platform tags of the installed sources', () => {
  const tags = platformTagsInSources();

  it('finds every tag of src/ (as many as the text has), each at a line that exists at the tag', () => {
    const written = tags.map((tag) => `${tag.path}:${tag.line}`);
    const inText = [...new Set(tags.map((tag) => tag.path))].flatMap((file) =>
      installedLines(file).flatMap((line, at) => (line.includes('@platform') ? [`${file}:${at + 1}`] : [])),
    );
    expect(written.sort()).toEqual(inText.sort());
    expect(tags.length).toBeGreaterThanOrEqual(10);
    for (const tag of tags) {
      expect(FILES_AT_TAG.has(tag.path), `${tag.path} is a file at ${LIBRARY_TAG}`).toBe(true);
      expect(installedLines(tag.path)[tag.line - 1], tag.key).toContain(`@platform ${tag.text}`);
    }
  });

  it('gives each tag a pill; in 4.7.3 all name iOS', () => {
    expect(tags.filter((tag) => !platformBadge(tag.text)).map((tag) => tag.key)).toEqual([]);
    expect(new Set(tags.map((tag) => platformBadge(tag.text)))).toEqual(new Set(['iOS only']));
    expect(tags.map((tag) => tag.key)).toEqual(
      expect.arrayContaining([
        'CameraProps.enableBufferCompression',
        'CodeScanner.regionOfInterest',
        'PhotoFile.metadata.{TIFF}.HostComputer',
      ]),
    );
  });
});

describe('pills from the known issues', () => {
  it('are the entries with an effect, on their member only', () => {
    const effectsOf = effectBadges(ROOT);
    const withEffect = readKnownIssues(ROOT).filter((issue) => issue.effect);
    expect(withEffect.map((issue) => [issue.member, issue.effect])).toEqual([
      ['CameraProps.videoStabilizationMode', 'no-effect-on-android'],
      ['CameraProps.enableDepthData', 'no-effect-on-android'],
      ['CameraProps.photoHdr', 'no-effect-on-ios'],
      ['RecordVideoOptions.videoCodec', 'no-effect-on-android'],
    ]);
    expect(effectsOf('CameraProps.videoStabilizationMode')).toEqual(['No effect on Android']);
    expect(effectsOf('CameraProps.photoHdr')).toEqual(['No effect on iOS']);
    expect(effectsOf('CameraProps.enableDepthData')).toEqual(['No effect on Android']);
    // alsoMembers of the photoHdr entry: a read-only field cannot "have no effect".
    expect(effectsOf('CameraDeviceFormat.supportsPhotoHdr')).toEqual([]);
  });

  it('together with the tags, make the list the build must show', () => {
    const expected = expectedBadges();
    expect(expected.get('CameraProps')?.get('photoHdr')).toEqual(['No effect on iOS']);
    expect(expected.get('PhotoFile')?.get('metadata.{TIFF}.HostComputer')).toEqual(['iOS only']);
  });
});

/** A property reflection, with a `@platform` tag when `platform` is given. */
function property(name: string, platform?: string, parent?: DeclarationReflection) {
  const reflection = new DeclarationReflection(name, ReflectionKind.Property, parent);
  if (platform) reflection.comment = new Comment([], [new CommentTag('@platform', [{ kind: 'text', text: platform }])]);
  return reflection;
}

describe('the TypeDoc plugin', () => {
  it('reads the @platform tag of a property, and of a method from its signature', () => {
    expect(platformBadgesOf(property('a', 'iOS'))).toEqual(['iOS only']);
    expect(platformBadgesOf(property('b'))).toEqual([]);
    const method = new DeclarationReflection('m', ReflectionKind.Method);
    const signature = new SignatureReflection('m', ReflectionKind.CallSignature, method);
    signature.comment = new Comment([], [new CommentTag('@platform', [{ kind: 'text', text: 'Android' }])]);
    method.signatures = [signature];
    expect(platformBadgesOf(method)).toEqual(['Android only']);
  });

  it('keys the pills of a page by member, and by path for properties of a member’s object type', () => {
    const symbol = new DeclarationReflection('PhotoFile', ReflectionKind.Interface);
    const metadata = property('metadata', 'iOS', symbol);
    const literal = new DeclarationReflection('__type', ReflectionKind.TypeLiteral, metadata);
    const tiff = property('{TIFF}', undefined, literal);
    const tiffLiteral = new DeclarationReflection('__type', ReflectionKind.TypeLiteral, tiff);
    tiffLiteral.children = [property('HostComputer', 'iOS', tiffLiteral), property('Make', undefined, tiffLiteral)];
    tiff.type = new ReflectionType(tiffLiteral);
    literal.children = [property('DPIWidth', 'iOS', literal), tiff];
    metadata.type = new ReflectionType(literal);
    symbol.children = [metadata, property('width', undefined, symbol), property('photoHdr', undefined, symbol)];
    const effectsOf = (key: string) => (key === 'PhotoFile.photoHdr' ? ['No effect on iOS'] : []);
    expect(badgesByMember(symbol, effectsOf)).toEqual(
      new Map([
        ['metadata', ['iOS only']],
        ['metadata.DPIWidth', ['iOS only']],
        ['metadata.{TIFF}.HostComputer', ['iOS only']],
        ['photoHdr', ['No effect on iOS']],
      ]),
    );
  });

  const PAGE = [
    '# Interface: PhotoFile',
    '',
    '## Properties',
    '',
    '### metadata?',
    '',
    '> `optional` **metadata?**: `object`',
    '',
    'Defined in: [src/types/PhotoFile.ts:79](x)',
    '',
    '```ts',
    '### width',
    '```',
    '',
    '#### \\{TIFF\\}',
    '',
    '##### \\{TIFF\\}.HostComputer?',
    '',
    '> `optional` **HostComputer?**: `string`',
    '',
    '##### Platform',
    '',
    'iOS',
    '',
    '### width',
    '',
    '> **width**: `number`',
  ].join('\n');

  it('puts each set of pills on its own line right under its heading, outside code fences, headings unchanged', () => {
    const out = insertPlatformBadges(
      PAGE,
      new Map([
        ['', ['Android only']],
        ['metadata', ['iOS only']],
        ['metadata.{TIFF}.HostComputer', ['iOS only']],
        ['width', ['iOS only', 'No effect on Android']],
      ]),
    ).split('\n');
    const pill = (label: string) => `<span className="${PLATFORM_BADGE_CLASSES}">${label}</span>`;
    const after = (line: string) => out[out.lastIndexOf(line) + 2];
    expect(after('# Interface: PhotoFile')).toBe(pill('Android only'));
    expect(after('### metadata?')).toBe(pill('iOS only'));
    expect(after('##### \\{TIFF\\}.HostComputer?')).toBe(pill('iOS only'));
    expect(after('### width')).toBe(`${pill('iOS only')} ${pill('No effect on Android')}`);
    // The heading inside the code fence is code; the headings stay as they were.
    const fence = out.indexOf('```ts');
    expect(out.slice(fence, fence + 3)).toEqual(['```ts', '### width', '```']);
    expect(out.filter((line) => line.startsWith('#'))).toEqual(PAGE.split('\n').filter((line) => line.startsWith('#')));
    expect(out.filter((line) => line.includes('<span'))).toHaveLength(4);
  });

  it('leaves a page without pills as it is, and writes the pills as MDX', () => {
    expect(insertPlatformBadges(PAGE, new Map())).toBe(PAGE);
    expect(badgesMdx(['iOS only'])).toBe('<span className="badge badge--secondary api-platform-badge">iOS only</span>');
  });
});
