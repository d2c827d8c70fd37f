import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSamples, extractSamples } from '../../../scripts/check-samples';
import { guideSamples } from '../../../src/plugins/code-blocks/server/samples.mjs';

describe('extractSamples', () => {
  const mdx = [
    '# Title', // 1
    '', // 2
    '```tsx title="src/A.tsx"', // 3
    "import { Camera } from 'react-native-vision-camera';", // 4
    '```', // 5
    '', // 6
    '```bash', // 7
    '```tsx inside bash is not a sample', // 8
    '```', // 9
    '', // 10
    '```ts partial="a fragment"', // 11
    'frame.width;', // 12
    '```', // 13
    '```json', // 14
    '{}', // 15
    '```', // 16
    '```tsx partial', // 17
    'x;', // 18
    '```', // 19
  ].join('\n');

  it('finds ts/tsx blocks with their first code line, title and partial reason', () => {
    expect(extractSamples('guide', mdx)).toEqual([
      {
        guide: 'guide',
        line: 4,
        language: 'tsx',
        title: 'src/A.tsx',
        code: "import { Camera } from 'react-native-vision-camera';",
      },
      { guide: 'guide', line: 12, language: 'ts', partial: 'a fragment', code: 'frame.width;' },
      { guide: 'guide', line: 18, language: 'tsx', partial: 'marked partial', code: 'x;' },
    ]);
  });
});

describe('extractSamples with imported files', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'samples-'));
  const guidesDir = path.join(siteDir, 'docs/guides');
  mkdirSync(path.join(siteDir, 'examples/x/src'), { recursive: true });
  mkdirSync(guidesDir, { recursive: true });
  writeFileSync(path.join(siteDir, 'examples/x/src/a.ts'), 'export const a = 1;\nexport const b = 2;\n');
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const base = { dir: guidesDir, siteDir };

  it('reads the file as the page shows it: no trailing newline, a line range if given', () => {
    const mdx = [
      '```ts title="src/a.ts" file=<rootDir>/examples/x/src/a.ts',
      '```',
      '```ts file=../../examples/x/src/a.ts#L2-L2',
      '```',
    ].join('\n');
    expect(extractSamples('guide', mdx, base)).toEqual([
      {
        guide: 'guide',
        line: 2,
        language: 'ts',
        title: 'src/a.ts',
        file: path.join(siteDir, 'examples/x/src/a.ts'),
        code: 'export const a = 1;\nexport const b = 2;',
      },
      {
        guide: 'guide',
        line: 4,
        language: 'ts',
        file: path.join(siteDir, 'examples/x/src/a.ts'),
        code: 'export const b = 2;',
      },
    ]);
  });

  it('rejects a block that imports a file and has code of its own', () => {
    const mdx = ['```ts file=<rootDir>/examples/x/src/a.ts', 'const lost = 1;', '```'].join('\n');
    expect(() => extractSamples('guide', mdx, base)).toThrow('docs/guides/guide.mdx:1: a block that imports a file');
  });

  it('names the block when the file is missing', () => {
    const mdx = ['```ts file=<rootDir>/examples/x/src/missing.ts', '```'].join('\n');
    expect(() => extractSamples('guide', mdx, base)).toThrow(
      'docs/guides/guide.mdx:1: cannot import <rootDir>/examples/x/src/missing.ts',
    );
  });

  it('compiles an imported file once, in place, and refuses to show it twice', () => {
    const block = ['```ts file=<rootDir>/examples/x/src/a.ts', '```'].join('\n');
    writeFileSync(path.join(guidesDir, 'one.mdx'), block);
    const { files } = guideSamples(guidesDir, path.join(siteDir, '.samples'), ['one']);
    expect([...files.keys()]).toEqual([path.join(siteDir, 'examples/x/src/a.ts')]);
    writeFileSync(path.join(guidesDir, 'two.mdx'), block);
    expect(() => guideSamples(guidesDir, path.join(siteDir, '.samples'), ['one', 'two'])).toThrow(
      'examples/x/src/a.ts is shown in docs/guides/one.mdx:2 and docs/guides/two.mdx:2',
    );
  });
});

describe('checkSamples on a copy of the site', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'samples-site-'));
  const guidesDir = path.join(siteDir, 'docs/guides');
  mkdirSync(path.join(siteDir, 'examples/x/src'), { recursive: true });
  mkdirSync(guidesDir, { recursive: true });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const block = ['```ts title="src/a.ts" file=<rootDir>/examples/x/src/a.ts', '```'].join('\n');

  it("reports an imported file's errors at its own line, with the fence of the block that shows it", () => {
    writeFileSync(path.join(siteDir, 'examples/x/src/a.ts'), "export const a = 1;\nexport const b: number = 'b';\n");
    writeFileSync(path.join(guidesDir, 'one.mdx'), `# One\n\n${block}\n`);
    expect(checkSamples(siteDir).problems).toEqual([
      {
        file: 'examples/x/src/a.ts',
        line: 2,
        column: 14,
        message: "(shown in docs/guides/one.mdx:3) TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ]);
  }, 30_000);

  it('reports a file shown in two guides as a problem of that file, not a crash', () => {
    writeFileSync(path.join(guidesDir, 'two.mdx'), block);
    expect(checkSamples(siteDir).problems).toEqual([
      {
        file: 'examples/x/src/a.ts',
        line: 1,
        message: expect.stringMatching(/^is shown in docs\/guides\/one\.mdx:4 and docs\/guides\/two\.mdx:2; /),
      },
    ]);
  });
});
