/**
 * The errors guide must list exactly the error codes of the installed library: none missing, none invented.
 * The codes are read from the union types in react-native-vision-camera/src/CameraError.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../../..');
const source = readFileSync(path.join(ROOT, 'node_modules/react-native-vision-camera/src/CameraError.ts'), 'utf8');
const guide = readFileSync(path.join(ROOT, 'docs/guides/errors.mdx'), 'utf8');

/** `export type XError = 'a/b' | 'a/c'`, possibly over several lines. */
function libraryCodes(): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const match of source.matchAll(/export type (\w+Error) =([^]*?)(?=\nexport |\n\/\*\*|$)/g)) {
    const [, name = '', union = ''] = match;
    const members = [...union.matchAll(/'([a-z-]+\/[a-z-]+)'/g)].map(([, code = '']) => code);
    if (members.length > 0) codes.set(name, members);
  }
  return codes;
}

/** Codes written in backticks in the guide's Markdown table rows. */
function guideCodes(): string[] {
  const rows = guide.split('\n').filter((line) => line.trimStart().startsWith('|'));
  return rows.flatMap((row) => [...row.matchAll(/`([a-z-]+\/[a-z-]+)`/g)].map(([, code = '']) => code).slice(0, 1));
}

describe('error codes in docs/guides/errors.mdx', () => {
  const library = libraryCodes();
  const all = [...library.values()].flat();

  it('reads the nine error unions of the library', () => {
    expect([...library.keys()].sort()).toEqual(
      ['CaptureError', 'CodeScannerError', 'DeviceError', 'FormatError', 'ParameterError', 'PermissionError', 'SessionError', 'SystemError', 'UnknownError'],
    );
    expect(all.length).toBeGreaterThan(50);
  });

  it('lists every code of the library', () => {
    const listed = new Set(guideCodes());
    expect(all.filter((code) => !listed.has(code)), 'add a table row for each missing code').toEqual([]);
  });

  it('lists no code the library does not have, and none twice', () => {
    const listed = guideCodes();
    const known = new Set(all);
    expect(listed.filter((code) => !known.has(code)), 'remove rows for codes that are not in CameraError.ts').toEqual([]);
    expect(listed.length, 'each code must have exactly one row').toBe(new Set(listed).size);
  });

  it('groups the codes by domain under one heading per domain', () => {
    for (const domain of ['permission', 'parameter', 'device', 'format', 'session', 'capture', 'code-scanner', 'system', 'unknown']) {
      expect(guide, `add a ### heading for the ${domain} codes`).toMatch(new RegExp(`^### .*${domain.replace('-', '[- ]')}`, 'im'));
    }
  });
});
