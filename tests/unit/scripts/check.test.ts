/**
 * `npm run check` finds the everyday mistakes of a contributor in one run, each at its file and line, and nothing
 * else. The test copies the guides, the data files, examples/ and sidebars.ts into a temporary folder, seeds one
 * mistake of each kind into the copies, runs the real command on the copy (`scripts/check.ts --site`), and expects
 * exactly these messages.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, frontMatterProblems } from '../../../scripts/lib/contentCheck';

const ROOT = path.resolve(__dirname, '../../..');
const site = mkdtempSync(path.join(os.tmpdir(), 'check-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Inserts lines after the first line that matches, and returns the 1-based number of the first inserted line. */
function insertAfter(file: string, match: RegExp, inserted: string[], skip = 0): number {
  const lines = readFileSync(path.join(site, file), 'utf8').split('\n');
  const at = lines.findIndex((line, index) => index >= skip && match.test(line));
  if (at < 0) throw new Error(`${file} has no line matching ${match}`);
  lines.splice(at + 1, 0, ...inserted);
  writeFileSync(path.join(site, file), lines.join('\n'));
  return at + 2;
}

/** A guide that neither of the other seeds touches, with a line matching `match` after its front matter. */
function guideWith(match: RegExp, taken: string[]): string {
  const guides = readdirSync(path.join(site, 'docs/guides')).map((name) => `docs/guides/${name}`);
  const found = guides.find(
    (file) =>
      !taken.includes(file) &&
      readFileSync(path.join(site, file), 'utf8')
        .split('\n')
        .slice(5)
        .some((l) => match.test(l)),
  );
  if (!found) throw new Error(`no guide has a line matching ${match}`);
  taken.push(found);
  return found;
}

const expected: (string | RegExp)[] = [];

beforeAll(() => {
  cpSync(path.join(ROOT, 'docs/guides'), path.join(site, 'docs/guides'), { recursive: true });
  cpSync(path.join(ROOT, 'data'), path.join(site, 'data'), { recursive: true });
  cpSync(path.join(ROOT, 'sidebars.ts'), path.join(site, 'sidebars.ts'));
  cpSync(path.join(ROOT, 'examples'), path.join(site, 'examples'), { recursive: true });
  const taken: string[] = ['docs/guides/releases.mdx', 'docs/guides/native-errors.mdx'];

  // 1 and 2: a link to a guide that does not exist, and to a heading that does not exist.
  const links = guideWith(/^## /, taken);
  const text =
    'See [the missing guide](/docs/guides/no-such-guide) and [a section](/docs/guides/formats#no-such-section).';
  const linkLine = insertAfter(links, /^## /, ['', text]) + 1;
  expected.push(
    `${links}:${linkLine}:${text.indexOf('[the') + 1} link to a missing guide: /docs/guides/no-such-guide`,
    `${links}:${linkLine}:${text.indexOf('[a section') + 1} link to a missing anchor: ` +
      '/docs/guides/formats#no-such-section (docs/guides/formats.mdx has no heading #no-such-section)',
  );

  // 3: a type error in a code sample (the first line of a compiled tsx block).
  const sample = guideWith(/^```tsx(?!.*partial)/, taken);
  const sampleLine = insertAfter(sample, /^```tsx(?!.*partial)/, ["const seeded: number = 'text';"], 5);
  expected.push(
    new RegExp(`^${sample}:${sampleLine}:7 \\(.+\\) TS2322: Type 'string' is not assignable to type 'number'\\.$`),
  );

  // 4: a JSX tag that is never closed.
  const jsx = guideWith(/^## /, taken);
  const jsxLine = insertAfter(jsx, /^## /, ['', '<PlatformTabs>', '']) + 1;
  expected.push(new RegExp(`^${jsx}:${jsxLine}:1 MDX: Expected a closing tag for \`<PlatformTabs>\``));

  // 5: two required front matter keys missing, reported at once.
  const frontMatter = guideWith(/^## /, taken);
  const source = readFileSync(path.join(site, frontMatter), 'utf8');
  writeFileSync(
    path.join(site, frontMatter),
    source.replace(/^sidebar_label:.*\n/m, '').replace(/^description:.*\n/m, ''),
  );
  expected.push(
    `${frontMatter}:1 front matter is missing sidebar_label, description (required: id, title, sidebar_label, description)`,
  );

  // 6: a problem entry without its title, and a YAML syntax error in the other data file.
  const problems = readFileSync(path.join(site, 'data/problems.yml'), 'utf8').split('\n');
  const entry = problems.findIndex((line, index) => index > 50 && /^\s+- id: /.test(line));
  const title = problems.findIndex((line, index) => index > entry && /^\s+title: /.test(line));
  const id = problems[entry]?.replace(/^\s+- id: /, '').trim();
  problems.splice(title, 1);
  writeFileSync(path.join(site, 'data/problems.yml'), problems.join('\n'));
  expected.push(`data/problems.yml:${entry + 1} (${id}): title is required`);
  const yamlLine = insertAfter('data/known-issues.yml', /^- id: /, ['  note: Error: the camera is busy']);
  expected.push(
    `data/known-issues.yml:${yamlLine}:9 YAML syntax error: Nested mappings are not allowed in compact mappings`,
  );

  // 7: a type error in a file of examples/ that a guide shows, reported in the file with the block that shows it.
  const showing = guideWith(/ file=<rootDir>\/examples\//, taken);
  const showingLines = readFileSync(path.join(site, showing), 'utf8').split('\n');
  const fence = showingLines.findIndex((line) => / file=<rootDir>\/examples\//.test(line));
  const example = / file=<rootDir>\/(\S+)/.exec(showingLines[fence] ?? '')?.[1] ?? '';
  writeFileSync(
    path.join(site, example),
    `export const seeded: number = 'text';\n${readFileSync(path.join(site, example), 'utf8')}`,
  );
  expected.push(
    `${example}:1:14 (shown in ${showing}:${fence + 1}) TS2322: Type 'string' is not assignable to type 'number'.`,
  );

  // 8: links into the release history: a release that does not exist is reported; a release's and an item's anchor,
  // which <ReleaseHistory /> writes, are not.
  const releases = guideWith(/^## /, taken);
  const item = /^ {4}- id: (\S+)/m.exec(readFileSync(path.join(site, 'data/releases.yml'), 'utf8'))?.[1];
  const releaseText = `[4.0.1](/docs/guides/releases#v4-0-1), [a fix](/docs/guides/releases#${item}), [4.0.99](/docs/guides/releases#v4-0-99).`;
  const releaseLine = insertAfter(releases, /^## /, ['', releaseText]) + 1;
  expected.push(
    `${releases}:${releaseLine}:${releaseText.indexOf('[4.0.99') + 1} link to a missing anchor: ` +
      '/docs/guides/releases#v4-0-99 (docs/guides/releases.mdx has no heading #v4-0-99)',
  );

  // 9: an entry of another data file without a required field.
  const errors = readFileSync(path.join(site, 'data/native-errors.yml'), 'utf8').split('\n');
  const errorsAt = errors.findIndex((line) => /^errors:/.test(line));
  const nativeEntry = errors.findIndex((line, index) => index > errorsAt && /^\s+- id: /.test(line));
  const meaning = errors.findIndex((line, index) => index > nativeEntry && /^\s+meaning: /.test(line));
  const nativeId = errors[nativeEntry]?.replace(/^\s+- id: /, '').trim();
  // The field and its continuation lines, if it is a block.
  const end = errors.findIndex((line, index) => index > meaning && !/^\s{6,}\S|^\s*$/.test(line));
  errors.splice(meaning, end - meaning);
  writeFileSync(path.join(site, 'data/native-errors.yml'), errors.join('\n'));
  expected.push(`data/native-errors.yml:${nativeEntry + 1} (${nativeId}): meaning is required`);
});

describe('npm run check', () => {
  it('reports each seeded mistake with its file and line, all in one run, nothing else, and fails', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'scripts/check.ts', '--site', site], { cwd: ROOT });
    const { code, stdout } = await run.then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    const lines = stdout.split('\n');
    // Every problem line: `file:line[:column] message`.
    expect(lines.filter((line) => /^\S+:\d+(:\d+)? /.test(line)).length, stdout).toBe(expected.length);
    for (const message of expected) {
      if (typeof message === 'string') expect(lines, stdout).toContain(message);
      else
        expect(
          lines.some((line) => message.test(line)),
          `${message}\n${stdout}`,
        ).toBe(true);
    }
    expect(code).toBe(1);
  }, 120_000);
});

describe('the front matter rules', () => {
  const check = (file: string, lines: string[]) =>
    frontMatterProblems(file, ['---', ...lines, '---', '', 'Text.'].join('\n')).map(formatProblem);
  const valid = ['id: zooming', 'title: Zooming', 'sidebar_label: Zooming', 'description: How to zoom.'];

  it('accept a guide with id, title, sidebar_label and a one-sentence description', () => {
    expect(check('docs/guides/zooming.mdx', valid)).toEqual([]);
    expect(
      check('docs/guides/getting-started.mdx', [...valid.slice(1), 'id: getting-started', 'slug: /guides']),
    ).toEqual([]);
  });

  it('name the line of each wrong value', () => {
    expect(
      check('docs/guides/zooming.mdx', [
        'id: zoom',
        'title: Zooming',
        'sidebar_label: 3',
        `description: ${'x'.repeat(301)}`,
        'slug: /z',
      ]),
    ).toEqual([
      'docs/guides/zooming.mdx:4 front matter: sidebar_label must be text',
      'docs/guides/zooming.mdx:2 front matter: id must be the file name, `id: zooming`',
      'docs/guides/zooming.mdx:5 front matter: keep the description under 300 characters',
      'docs/guides/zooming.mdx:5 front matter: end the description with a period',
      'docs/guides/zooming.mdx:6 front matter: remove `slug`; the route comes from the id',
    ]);
  });

  it('report a file without front matter, and a YAML error in it', () => {
    expect(frontMatterProblems('docs/guides/a.mdx', '# A').map(formatProblem)).toEqual([
      'docs/guides/a.mdx:1 has no front matter: start with ---, then id, title, sidebar_label, description',
    ]);
    expect(check('docs/guides/a.mdx', ['id: a', 'title: A: the letter'])).toEqual([
      'docs/guides/a.mdx:3 front matter: Nested mappings are not allowed in compact mappings',
    ]);
  });
});
