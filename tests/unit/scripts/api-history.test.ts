/**
 * data/api-history.json must cover the installed library: the extractor that `npm run api-history` uses, run over
 * node_modules/react-native-vision-camera/src (offline), finds no symbol, member or union value without an entry.
 * When this fails after a library upgrade, run `npm run api-history` and commit data/api-history.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiSurface, surfaceKeys } from '../../../scripts/lib/apiSurface';
import { compareVersions } from '../../../src/typedoc-plugins/api-history/history.mjs';

const ROOT = path.join(__dirname, '../../..');
const LIBRARY_DIR = path.join(ROOT, 'node_modules/react-native-vision-camera');

type History = { keyFormat: string; library: string; versions: string[]; symbols: Record<string, string> };
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
