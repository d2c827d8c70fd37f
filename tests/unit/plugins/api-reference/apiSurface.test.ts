/**
 * data/api-history.json must cover the installed library: the extractor that `npm run api-history` uses, run over
 * node_modules/react-native-vision-camera/src (offline), finds no symbol, member or union value without an entry.
 * When this fails after a library upgrade, run `npm run api-history` and commit data/api-history.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  diffSurfaces,
  extractApiSurface,
  surfaceKeys,
  surfaceSignatures,
} from '../../../../src/plugins/api-reference/server/history/apiSurface';
import { compareVersions } from '../../../../src/plugins/api-reference/server/typedoc/api-history/history.mjs';

const ROOT = path.join(__dirname, '../../../..');
const LIBRARY_DIR = path.join(ROOT, 'node_modules/react-native-vision-camera');

type History = {
  keyFormat: string;
  changesFormat: string;
  library: string;
  versions: string[];
  symbols: Record<string, string>;
  changes: { version: string; previous: string; removed: { key: string }[]; changed: { key: string }[] }[];
};
const history = JSON.parse(readFileSync(path.join(ROOT, 'data/api-history.json'), 'utf8')) as History;
const installedVersion = (
  JSON.parse(readFileSync(path.join(LIBRARY_DIR, 'package.json'), 'utf8')) as { version: string }
).version;
const surface = extractApiSurface(path.join(LIBRARY_DIR, 'src'));
const keys = surfaceKeys(surface);

describe('data/api-history.json', () => {
  it('ends with the installed release', () => {
    expect(installedVersion).toMatch(/^4\.\d+\.\d+$/);
    expect(history.versions.at(-1), 'run `npm run api-history` after upgrading the library').toBe(installedVersion);
    expect(history.library).toBe('react-native-vision-camera');
  });

  it('lists its versions in release order, all stable 4.x, starting at 4.0.0', () => {
    expect(history.versions[0]).toBe('4.0.0');
    expect(history.versions.every((version) => /^4\.\d+\.\d+$/.test(version))).toBe(true);
    expect([...history.versions].sort(compareVersions)).toEqual(history.versions);
  });

  it('has an entry for every symbol, member and union value of the installed sources', () => {
    const missing = keys.filter((key) => !(key in history.symbols));
    expect(missing, 'run `npm run api-history` and commit data/api-history.json').toEqual([]);
  });

  it('has no entry the installed sources lack (a stale or hand-edited file)', () => {
    const stale = Object.keys(history.symbols).filter((key) => !keys.includes(key));
    expect(stale, 'run `npm run api-history`; never edit data/api-history.json by hand').toEqual([]);
  });

  it('lists removals and changes per consecutive pair of its releases, sorted', () => {
    expect(history.changesFormat).toMatch(/^One entry per stable release/);
    const versions = history.changes.map((entry) => entry.version);
    expect([...versions].sort(compareVersions)).toEqual(versions);
    for (const { version, previous, removed, changed } of history.changes) {
      const index = history.versions.indexOf(version);
      expect(index, version).toBeGreaterThan(0);
      expect(previous).toBe(history.versions[index - 1]);
      expect(removed.length + changed.length, version).toBeGreaterThan(0);
      for (const list of [removed, changed]) {
        const keys = list.map(({ key }) => key);
        expect(keys).toEqual([...keys].sort());
      }
    }
  });

  it('dates every entry with one of its checked versions, with keys in sorted order', () => {
    const versions = new Set(history.versions);
    const undated = Object.entries(history.symbols).filter(([, version]) => !versions.has(version));
    expect(undated).toEqual([]);
    expect(Object.keys(history.symbols)).toEqual(Object.keys(history.symbols).sort());
  });
});

describe('extractApiSurface on the installed sources', () => {
  const byName = new Map(surface.map((symbol) => [symbol.name, symbol]));

  it('follows export * from src/index.ts to every documented kind of symbol', () => {
    expect(byName.get('Camera')?.kind).toBe('class');
    expect(byName.get('CameraProps')?.kind).toBe('interface');
    expect(byName.get('CameraPosition')?.kind).toBe('type');
    expect(byName.get('useCameraDevice')?.kind).toBe('function');
    expect(byName.get('Templates')?.kind).toBe('variable');
    // A variable initialised with an arrow function gets a function's page from TypeDoc.
    expect(byName.get('isErrorWithCause')?.kind).toBe('function');
  });

  it("names the headings of each symbol's page: members with inherited ones, or a function's parameters", () => {
    const drawable = byName.get('DrawableFrame');
    // DrawableFrame declares render() and inherits Frame's members; its members list only its own.
    expect(drawable?.headings).toEqual(expect.arrayContaining(['render', 'width', 'toArrayBuffer']));
    expect(drawable?.members).not.toContain('width');
    // CameraCaptureError inherits the accessors of CameraError, which the library does not export.
    expect(byName.get('CameraCaptureError')?.headings).toEqual(['cause', 'code', 'message', 'toString']);
    expect(byName.get('useCameraDevice')?.headings).toEqual(['filter', 'position']);
    expect(byName.get('tryParseNativeCameraError')?.headings).toEqual(['T', 'nativeError']);
    // The members of VisionCameraProxy's unexported type have no heading of their own on its page.
    expect(byName.get('VisionCameraProxy')?.headings).toEqual([]);
  });

  it('keeps the members TypeDoc documents and drops private, protected and @internal ones', () => {
    const camera = byName.get('Camera')?.members ?? [];
    expect(camera).toContain('takePhoto');
    expect(camera).toContain('getAvailableCameraDevices');
    // Camera's constructor and render() are tagged @internal; its fields are private.
    expect(camera).not.toContain('constructor');
    expect(camera).not.toContain('render');
    expect(camera.some((member) => member.startsWith('_'))).toBe(false);
    expect(byName.get('CameraProps')?.members).toContain('outputOrientation');
  });

  it('reads string literal unions, including a single literal', () => {
    expect(byName.get('CameraPosition')?.literals).toEqual(['back', 'external', 'front']);
    expect(byName.get('UnknownError')?.literals).toEqual(['unknown/unknown']);
    expect(byName.get('CodeType')?.literals).toContain('itf-14');
  });
});

/** Two small source trees: `after` reformats everything of `before` and makes a few real changes. */
const BEFORE = `
/** Options. */
export interface Options {
  /** The size. */
  size: number
  mode?: "fast" | "slow"
  legacy?: boolean
  onDone: (
    result: string,
  ) => void
}

export type Position = 'front' | 'back'
export type Target = 'screen' | 'file' | Options
export type Shape = { width: number }

export function make(
  options: Options, // what to make
  count = 1,
): Options {
  return options
}

export function pick(value: string): string
export function pick(value: number): number
export function pick(value: string | number): string | number {
  return value
}

export enum Level {
  Low = 1,
  High,
}

export class Maker {
  public async run(options?: Options): Promise<void> {}
  static create(): Maker {
    return new Maker()
  }
  private secret = 1
}

interface Proxy {
  load(name: string, options?: Options): void
  /** @internal */
  internal(): void
  unload(): void
}
export const proxy: Proxy = { load() {}, internal() {}, unload() {} }
`;

const AFTER = `
export interface Options {
  size: number | 'auto' // now also 'auto'
  mode?: 'fast' | 'slow'
  onDone: (result: string) => void;
}

export type Position =
  | 'front'
  | 'back'
  | 'external'
export type Target = 'file' | Options | number
export type Shape = {
  width: number;
  height?: number;
}

export function make(options: Options, count = 1): Options {
  return options
}

export function pick(value: string): string;
export function pick(value: number): number;
export function pick(value: unknown) {
  return value;
}

export class Maker {
  async run(options?: Options): Promise<void> {
    // a new body
  }
  static create(): Maker { return new Maker() }
}

interface Proxy {
  load(name: string, options: Options): void
  /** @internal */
  unload(): void
}
const impl: Proxy = { load() {}, unload() {} }
export const proxy = impl
`;

describe('diffSurfaces on two small source trees', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-history-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const surfaceOf = (name: string, source: string) => {
    mkdirSync(path.join(root, name));
    writeFileSync(path.join(root, name, 'index.ts'), source);
    return extractApiSurface(path.join(root, name));
  };
  const [before, after] = [surfaceOf('before', BEFORE), surfaceOf('after', AFTER)];
  const { removed, changed } = diffSurfaces(before, after);

  it('normalizes declarations: no comments, bodies, initializers, `public` or `async`; one quote style', () => {
    const texts = surfaceSignatures(before);
    expect(texts['Options.mode']).toBe("mode?: 'fast' | 'slow'");
    expect(texts['Options.onDone']).toBe('onDone: (result: string) => void');
    expect(texts['make']).toBe('function make(options: Options, count = 1): Options');
    expect(texts['Maker']).toBe('class Maker');
    expect(texts['Maker.run']).toBe('run(options?: Options): Promise<void>');
    expect(texts['Maker.create']).toBe('static create(): Maker');
    expect(texts['proxy']).toBe('const proxy: Proxy');
    // Overloads without the implementation signature; enum members with their values.
    expect(texts['pick']).toBe('function pick(value: string): string ; function pick(value: number): number');
    expect(texts['Level']).toBe('enum Level');
    expect(texts['Level.Low']).toBe('Low = 1');
    expect(texts['Level.High']).toBe('High');
    expect(Object.keys(texts)).not.toContain('Maker.secret');
  });

  it("writes a union alias's string values as '…' and an object alias's properties as { … }", () => {
    const texts = surfaceSignatures(before);
    expect(texts['Position']).toBe("type Position = '…'");
    expect(texts['Target']).toBe("type Target = '…' | Options");
    expect(texts['Shape']).toBe('type Shape = { … }');
    expect(surfaceKeys(before)).toContain("Position.'back'");
    expect(Object.keys(texts)).not.toContain("Position.'back'");
  });

  it('lists removed members and union values, with their last declaration', () => {
    expect(removed).toEqual([
      // A removed symbol's members are listed too (the page shows the symbol only).
      { key: 'Level', before: 'enum Level' },
      { key: 'Level.High', before: 'High' },
      { key: 'Level.Low', before: 'Low = 1' },
      { key: 'Options.legacy', before: 'legacy?: boolean' },
      { key: "Target.'screen'" },
      // Tagged @internal in the newer tree: it leaves the documented API, but is still declared.
      { key: 'proxy.unload', before: 'unload(): void', internal: true },
    ]);
  });

  it('lists changed signatures, and ignores formatting, comments, bodies and union values', () => {
    expect(changed).toEqual([
      { key: 'Options.size', before: 'size: number', after: "size: number | 'auto'" },
      { key: 'Target', before: "type Target = '…' | Options", after: "type Target = '…' | Options | number" },
      {
        key: 'proxy.load',
        before: 'load(name: string, options?: Options): void',
        after: 'load(name: string, options: Options): void',
      },
    ]);
    // Position gained a value and Shape a property: additions, not signature changes.
    expect(changed.map(({ key }) => key)).not.toContain('Position');
    expect(changed.map(({ key }) => key)).not.toContain('Shape');
  });

  it('reads the members of a variable through its unexported type, without @internal ones', () => {
    expect(after.find((symbol) => symbol.name === 'proxy')?.members).toEqual(['load']);
    expect(before.find((symbol) => symbol.name === 'proxy')?.members).toEqual(['load', 'unload']);
    expect(after.find((symbol) => symbol.name === 'proxy')?.internal).toEqual(['unload']);
    expect(before.find((symbol) => symbol.name === 'proxy')?.internal).toEqual(['internal']);
  });
});
