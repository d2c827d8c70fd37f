/**
 * The errors guide must list exactly the error codes of the installed library: none missing, none invented.
 * The codes are read from the union types in react-native-vision-camera/src/CameraError.ts and must appear in the
 * tables of the guide's "Error codes" section. Codes that the native code sends outside those unions belong in the
 * separate "Codes outside the TypeScript unions" section, and each of them must be raised by the native sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../../..');
const LIBRARY = path.join(ROOT, 'node_modules/react-native-vision-camera');
const source = readFileSync(path.join(LIBRARY, 'src/CameraError.ts'), 'utf8');
const guide = readFileSync(path.join(ROOT, 'docs/guides/errors.mdx'), 'utf8');

const UNION_SECTION = 'Error codes';
const OUTSIDE_SECTION = 'Codes outside the TypeScript unions';

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

/** The lines of one `## ` section of the guide (up to the next `## ` heading), without fenced code blocks. */
function section(title: string): string[] | undefined {
  const lines = guide.replace(/^```[\s\S]*?^```/gm, '').split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start === -1) return undefined;
  const length = lines.slice(start + 1).findIndex((line) => line.startsWith('## '));
  return lines.slice(start + 1, length === -1 ? undefined : start + 1 + length);
}

/** The first code written in backticks in each Markdown table row of the given lines. */
function tableCodes(lines: string[]): string[] {
  const rows = lines.filter((line) => line.trimStart().startsWith('|'));
  return rows.flatMap((row) => [...row.matchAll(/`([a-z-]+\/[a-z-]+)`/g)].map(([, code = '']) => code).slice(0, 1));
}

/** Every Kotlin, Java, Swift and Objective-C(++) file of the library's native code. */
function nativeSources(): string[] {
  return ['android/src/main', 'ios'].flatMap((folder) =>
    readdirSync(path.join(LIBRARY, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(kt|java|swift|mm?)$/.test(file))
      .map((file) => readFileSync(path.join(LIBRARY, folder, file), 'utf8')),
  );
}

describe('error codes in docs/guides/errors.mdx', () => {
  const library = libraryCodes();
  const all = [...library.values()].flat();
  const unionLines = section(UNION_SECTION) ?? [];
  const outsideLines = section(OUTSIDE_SECTION) ?? [];

  it('reads the nine error unions of the library', () => {
    expect([...library.keys()].sort()).toEqual([
      'CaptureError',
      'CodeScannerError',
      'DeviceError',
      'FormatError',
      'ParameterError',
      'PermissionError',
      'SessionError',
      'SystemError',
      'UnknownError',
    ]);
    expect(all.length).toBeGreaterThan(50);
  });

  it(`has a "## ${UNION_SECTION}" section with the code tables`, () => {
    expect(section(UNION_SECTION), `add a "## ${UNION_SECTION}" heading above the code tables`).toBeDefined();
  });

  it('lists every code of the library', () => {
    const listed = new Set(tableCodes(unionLines));
    expect(
      all.filter((code) => !listed.has(code)),
      `add a row in "${UNION_SECTION}" for each missing code`,
    ).toEqual([]);
  });

  it('lists no code the library does not have, and none twice', () => {
    const listed = tableCodes(unionLines);
    const known = new Set(all);
    expect(
      listed.filter((code) => !known.has(code)),
      `remove rows for codes that are not in CameraError.ts, or move them to "${OUTSIDE_SECTION}"`,
    ).toEqual([]);
    expect(listed.length, 'each code must have exactly one row').toBe(new Set(listed).size);
  });

  it('groups the codes by domain under one heading per domain', () => {
    for (const domain of [
      'permission',
      'parameter',
      'device',
      'format',
      'session',
      'capture',
      'code-scanner',
      'system',
      'unknown',
    ]) {
      expect(unionLines.join('\n'), `add a ### heading for the ${domain} codes`).toMatch(
        new RegExp(`^### .*${domain.replace('-', '[- ]')}`, 'im'),
      );
    }
  });

  describe(`the "${OUTSIDE_SECTION}" section`, () => {
    const outside = tableCodes(outsideLines);

    it('exists and lists codes in a table, each once', () => {
      expect(section(OUTSIDE_SECTION), `add a "## ${OUTSIDE_SECTION}" section`).toBeDefined();
      expect(outside.length).toBeGreaterThan(0);
      expect(outside.length, 'each code must have exactly one row').toBe(new Set(outside).size);
    });

    it('lists only codes that are not in the unions', () => {
      const known = new Set(all);
      expect(
        outside.filter((code) => known.has(code)),
        `move union codes to "${UNION_SECTION}"`,
      ).toEqual([]);
    });

    it('lists only codes that the native code defines', () => {
      const sources = nativeSources();
      // Kotlin builds a code from "domain" and "id" literals, Swift from "domain/\(id.code)" and an "id" literal.
      const defined = (code: string) => {
        const [domain = '', id = ''] = code.split('/');
        return sources.some((text) => text.includes(`"${id}"`) && text.includes(`"${domain}`));
      };
      expect(
        outside.filter((code) => !defined(code)),
        'remove codes that android/ and ios/ never create',
      ).toEqual([]);
    });
  });
});
