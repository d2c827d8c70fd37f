import { describe, expect, it } from 'vitest';
import {
  changesByMinor,
  changesPage,
  compareKeys,
  compareVersions,
  groupByMinor,
  insertBadges,
  keyUrl,
  literalKey,
  memberKey,
  minorOf,
  parseKey,
  sinceBadge,
  sinceVersion,
} from '../../../../src/plugins/api-reference/server/typedoc/api-history/history.mjs';

const symbols = {
  CameraPosition: '4.0.0',
  "CameraPosition.'external'": '4.1.0',
  CameraProps: '4.0.0',
  'CameraProps.isActive': '4.0.0',
  'CameraProps.outputOrientation': '4.1.0',
  'CameraProps.isMirrored': '4.4.0',
  NativeBuffer: '4.0.4',
  'NativeBuffer.pointer': '4.0.4',
  'Frame.getNativeBuffer': '4.0.4',
  "CodeType.'itf-14'": '4.10.0',
};

describe('keys', () => {
  it.each([
    [memberKey('CameraProps', 'outputOrientation'), { symbol: 'CameraProps', member: 'outputOrientation' }],
    [literalKey('CameraPosition', 'external'), { symbol: 'CameraPosition', literal: 'external' }],
    [literalKey('CaptureError', 'capture/invalid-path'), { symbol: 'CaptureError', literal: 'capture/invalid-path' }],
    [literalKey('Version', '1.2'), { symbol: 'Version', literal: '1.2' }],
    ['CameraProps', { symbol: 'CameraProps' }],
  ])('parseKey(%s)', (key, parsed) => {
    expect(parseKey(key)).toEqual(parsed);
  });

  it('orders a symbol before its members and values', () => {
    expect(
      ['CameraProps.isActive', "CameraPosition.'back'", 'CameraProps', 'CameraPosition'].sort(compareKeys),
    ).toEqual(['CameraPosition', "CameraPosition.'back'", 'CameraProps', 'CameraProps.isActive']);
  });
});

describe('versions', () => {
  it('compares numerically, not as text', () => {
    expect(['4.10.0', '4.2.1', '4.2.0', '4.0.5'].sort(compareVersions)).toEqual(['4.0.5', '4.2.0', '4.2.1', '4.10.0']);
    expect(compareVersions('4.1.0', '4.1.0')).toBe(0);
  });

  it('rejects anything but major.minor.patch', () => {
    expect(() => compareVersions('4.0.0-beta.13', '4.0.0')).toThrow(/Not a stable version/);
  });

  it('finds the minor release line', () => {
    expect(minorOf('4.6.3')).toBe('4.6');
    expect(minorOf('4.10.0')).toBe('4.10');
  });

  it('dates only what is newer than the baseline', () => {
    expect(sinceVersion(symbols, '4.0.0', 'CameraProps.outputOrientation')).toBe('4.1.0');
    expect(sinceVersion(symbols, '4.0.0', 'CameraProps.isActive')).toBeUndefined();
    expect(sinceVersion(symbols, '4.0.0', 'Unknown')).toBeUndefined();
  });
});

describe('groupByMinor', () => {
  it('groups newer keys by minor line in release order, leaving out the baseline', () => {
    expect(groupByMinor(symbols, '4.0.0')).toEqual([
      { minor: '4.0', versions: ['4.0.4'], keys: ['Frame.getNativeBuffer', 'NativeBuffer', 'NativeBuffer.pointer'] },
      { minor: '4.1', versions: ['4.1.0'], keys: ["CameraPosition.'external'", 'CameraProps.outputOrientation'] },
      { minor: '4.4', versions: ['4.4.0'], keys: ['CameraProps.isMirrored'] },
      { minor: '4.10', versions: ['4.10.0'], keys: ["CodeType.'itf-14'"] },
    ]);
  });
});

describe('links', () => {
  const pageUrl = (symbol: string) =>
    ({ CameraProps: 'interfaces/CameraProps.md', CameraPosition: 'type-aliases/CameraPosition.md' })[symbol];

  it('links a member to its heading, a value to its type alias page, and nothing without a page', () => {
    expect(keyUrl('CameraProps.outputOrientation', pageUrl)).toBe('interfaces/CameraProps.md#outputorientation');
    expect(keyUrl("CameraPosition.'external'", pageUrl)).toBe('type-aliases/CameraPosition.md');
    expect(keyUrl('CameraProps', pageUrl)).toBe('interfaces/CameraProps.md');
    expect(keyUrl('Hidden.member', pageUrl)).toBeUndefined();
    expect(keyUrl('CameraProps.outputOrientation', pageUrl, () => 'outputorientation-1')).toBe(
      'interfaces/CameraProps.md#outputorientation-1',
    );
  });

  it('links the page itself when the page has no heading for the member', () => {
    expect(keyUrl('CameraProps.outputOrientation', pageUrl, () => null)).toBe('interfaces/CameraProps.md');
  });
});

describe('insertBadges', () => {
  const page = [
    '# Interface: CameraProps',
    '',
    '## Properties',
    '',
    '### isActive',
    '',
    '```ts',
    '### outputOrientation? (inside a code block)',
    '```',
    '',
    '### outputOrientation?',
    '',
    '> `optional` **outputOrientation?**: `OutputOrientation`',
    '',
    'Defined in: [src/types/CameraProps.ts:1](https://example.com)',
  ].join('\n');

  it('puts a badge on its own line under the member heading, leaving headings and code blocks alone', () => {
    const out = insertBadges(page, {
      members: new Map([['outputOrientation', '4.1.0']]),
      literals: [],
      baseline: '4.0.0',
    });
    const lines = out.split('\n');
    const heading = lines.indexOf('### outputOrientation?');
    expect(lines.slice(heading, heading + 3)).toEqual(['### outputOrientation?', '', sinceBadge('4.1.0')]);
    expect(out.match(/Since/g)).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('#'))).toEqual(
      page.split('\n').filter((line) => line.startsWith('#')),
    );
  });

  it('badges the symbol under its title and lists newer union values after "Defined in"', () => {
    const out = insertBadges(page, {
      symbol: '4.1.0',
      members: new Map(),
      literals: [['external', '4.1.0']],
      baseline: '4.0.0',
    });
    expect(out.split('\n').slice(0, 3)).toEqual(['# Interface: CameraProps', '', sinceBadge('4.1.0')]);
    expect(out).toContain(`Values added after 4.0.0:\n\n- \`"external"\` ${sinceBadge('4.1.0')}`);
  });

  it('leaves a page without newer parts unchanged', () => {
    expect(insertBadges(page, { members: new Map(), literals: [], baseline: '4.0.0' })).toBe(page);
  });

  it('writes badges as MDX-safe JSX with the exact text "Since <version>"', () => {
    expect(sinceBadge('4.1.0')).toBe('<span className="badge badge--info api-since-badge">Since 4.1.0</span>');
  });
});

const changes = [
  {
    version: '4.1.0',
    previous: '4.0.5',
    removed: [{ key: 'CameraProps.orientation', before: 'orientation?: Orientation' }],
    changed: [],
  },
  {
    version: '4.4.0',
    previous: '4.3.2',
    removed: [],
    changed: [
      {
        key: 'OutputOrientation',
        before: "type OutputOrientation = '…' | Orientation",
        after: "type OutputOrientation = '…'",
      },
    ],
  },
  {
    version: '4.5.0',
    previous: '4.4.2',
    removed: [
      { key: 'Gone.size', before: 'size: number' },
      { key: "Gone.'x'" },
      { key: 'Gone', before: 'interface Gone' },
      { key: 'CameraProps.zoomLevel', before: 'zoomLevel?: number' },
      { key: 'CameraProps.debug', before: 'debug?: boolean', internal: true as const },
    ],
    changed: [{ key: 'CameraProps.fps', before: 'fps?: number', after: 'fps?: number | [min: number, max: number]' }],
  },
];

describe('changesByMinor', () => {
  it('groups removals and changes by minor line, listing a removed symbol without its members', () => {
    expect(changesByMinor([...changes].reverse())).toEqual([
      {
        minor: '4.1',
        removed: [{ key: 'CameraProps.orientation', before: 'orientation?: Orientation', version: '4.1.0', parts: 0 }],
        changed: [],
      },
      {
        minor: '4.4',
        removed: [],
        changed: [{ ...changes[1]?.changed[0], version: '4.4.0' }],
      },
      {
        minor: '4.5',
        removed: [
          { key: 'CameraProps.debug', before: 'debug?: boolean', internal: true, version: '4.5.0', parts: 0 },
          { key: 'CameraProps.zoomLevel', before: 'zoomLevel?: number', version: '4.5.0', parts: 0 },
          { key: 'Gone', before: 'interface Gone', version: '4.5.0', parts: 2 },
        ],
        changed: [{ ...changes[2]?.changed[0], version: '4.5.0' }],
      },
    ]);
  });
});

describe('changesPage', () => {
  const pageUrl = (symbol: string) =>
    ({ CameraProps: 'interfaces/CameraProps.md', OutputOrientation: 'type-aliases/OutputOrientation.md' })[symbol];

  it('lists additions per minor release with links and front matter', () => {
    const page = changesPage(
      {
        library: 'react-native-vision-camera',
        versions: ['4.0.0', '4.0.4', '4.1.0', '4.4.0', '4.10.0'],
        symbols,
        changes: [],
      },
      (symbol) => (symbol === 'CameraProps' ? 'interfaces/CameraProps.md' : undefined),
    );
    expect(page).toMatch(/^---\ntitle: "API changes"\ndescription: ".+\."\n---\n/);
    expect(page.match(/^## .+$/gm)).toEqual(['## 4.0', '## 4.1', '## 4.4', '## 4.10']);
    expect(page).toContain('## 4.1\n\n### Added {#added-4-1}\n\n');
    expect(page).toContain('- [`CameraProps.outputOrientation`](interfaces/CameraProps.md#outputorientation) (4.1.0)');
    expect(page).toContain("- `CameraPosition` value `'external'` (4.1.0)");
    expect(page).not.toContain('isActive');
    expect(page).not.toMatch(/^### (Removed|Changed)/m);
  });

  it('gives each addition its release when several patch releases of a line added something', () => {
    const page = changesPage(
      { library: 'x', versions: ['4.0.0', '4.2.0', '4.2.1'], symbols: { A: '4.2.0', B: '4.2.1' }, changes: [] },
      () => undefined,
    );
    expect(page).toContain('## 4.2\n\n### Added {#added-4-2}\n\n- `A` (4.2.0)\n- `B` (4.2.1)\n');
  });

  it('lists removals with their last declaration, linking the symbol page while the symbol exists', () => {
    const page = changesPage({ library: 'x', versions: ['4.0.0', '4.5.0'], symbols, changes }, pageUrl);
    expect(page).toContain(
      '### Removed {#removed-4-1}\n\n- [`CameraProps.orientation`](interfaces/CameraProps.md) (4.1.0): was `orientation?: Orientation`\n',
    );
    expect(page).toContain(
      '### Removed {#removed-4-5}\n\n' +
        '- [`CameraProps.debug`](interfaces/CameraProps.md) (4.5.0): now tagged `@internal`, was `debug?: boolean`\n' +
        '- [`CameraProps.zoomLevel`](interfaces/CameraProps.md) (4.5.0): was `zoomLevel?: number`\n' +
        '- `Gone` (4.5.0): was `interface Gone`, with its 2 members and values\n',
    );
    expect(page).not.toContain('Gone.size');
  });

  it('lists signature changes before and after, linked to where they are documented now', () => {
    const current = { ...symbols, 'CameraProps.fps': '4.0.0' };
    const page = changesPage({ library: 'x', versions: ['4.0.0', '4.5.0'], symbols: current, changes }, pageUrl);
    expect(page).toContain(
      '## 4.4\n\n### Added {#added-4-4}\n\n- [`CameraProps.isMirrored`](interfaces/CameraProps.md#ismirrored) (4.4.0)\n\n' +
        '### Changed {#changed-4-4}\n\n' +
        '- [`OutputOrientation`](type-aliases/OutputOrientation.md) (4.4.0)\n' +
        "  - before: `type OutputOrientation = '…' | Orientation`\n" +
        "  - after: `type OutputOrientation = '…'`\n",
    );
    expect(page).toContain(
      '### Changed {#changed-4-5}\n\n- [`CameraProps.fps`](interfaces/CameraProps.md#fps) (4.5.0)\n' +
        '  - before: `fps?: number`\n  - after: `fps?: number | [min: number, max: number]`\n',
    );
    // A minor line with removals or changes only still gets its heading.
    expect(page.match(/^## .+$/gm)).toEqual(['## 4.0', '## 4.1', '## 4.4', '## 4.5', '## 4.10']);
  });
});
