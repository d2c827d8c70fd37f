/**
 * scripts/upgrade-rehearsal.mjs, without the registry: run against the installed packages it must find nothing to
 * report (every eject diff applies, every import resolves), and against doctored upstream files it must report what
 * was taken away.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OTHER_RELIANCES,
  PACKAGES,
  UPSTREAM_FILES,
  importsOf,
  newest3x,
  rehearseEjects,
  rehearseImports,
  rehearseOtherReliances,
  rehearseUpstreamFiles,
  splitDiff,
} from '../../../scripts/upgrade-rehearsal.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const INSTALLED = path.join(ROOT, 'node_modules');
const work = mkdtempSync(path.join(os.tmpdir(), 'upgrade-rehearsal-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A packages folder of links to the installed packages, with the given ones replaced by a copy to doctor. */
function doctoredPackages(copied: string[]): string {
  const root = mkdtempSync(path.join(work, 'packages-'));
  mkdirSync(path.join(root, '@docusaurus'));
  for (const name of PACKAGES) {
    if (copied.includes(name)) cpSync(path.join(INSTALLED, name), path.join(root, name), { recursive: true });
    else symlinkSync(path.join(INSTALLED, name), path.join(root, name));
  }
  return root;
}

function edit(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replaceAll(from, to));
}

describe('against the installed packages', () => {
  it('applies every hunk of every eject diff', () => {
    const rows = rehearseEjects(INSTALLED, mkdtempSync(path.join(work, 'ejects-')));
    expect(rows.map((row) => row.eject)).toEqual(
      expect.arrayContaining([
        'src/plugins/search/theme/SearchBar',
        'src/plugins/search/theme/SearchPage',
        'src/plugins/hydration/theme/Tabs',
      ]),
    );
    for (const row of rows) expect(row, `${row.eject}/${row.file}`).toMatchObject({ applied: row.hunks, rejected: 0 });
  });

  it('resolves every import, with every imported name', () => {
    const rows = rehearseImports(INSTALLED);
    const specifiers = rows.map((row) => row.specifier);
    expect(specifiers).toEqual(
      expect.arrayContaining([
        '@docusaurus/theme-common/internal',
        '@docusaurus/core/lib/client/routeContext',
        '@docusaurus/theme-classic/lib/options',
        '@theme/CodeBlock/Content/Element',
        '@theme-init/DocItem/Content',
        '@docusaurus/Link',
      ]),
    );
    // Not upstream: the site's own modules and other packages.
    expect(specifiers).not.toContain('react');
    for (const row of rows) expect(row, row.specifier).toMatchObject({ error: undefined, missing: [] });
  });

  it('finds every other reliance, and the files it came from unchanged', () => {
    for (const row of rehearseOtherReliances(INSTALLED))
      expect(row, row.file).toMatchObject({ error: '', missing: [] });
    const codeBlockUtils = rehearseOtherReliances(INSTALLED).find((row) => row.file.endsWith('codeBlockUtils.js'));
    expect(codeBlockUtils?.names).toContain('parseLines');
    for (const row of rehearseUpstreamFiles(INSTALLED)) expect(row.change, row.upstream).toBe('unchanged');
  });

  it('names files of ours that exist', () => {
    const ours = [...UPSTREAM_FILES.map((row) => row.ours), ...OTHER_RELIANCES.map((row) => row.where)];
    for (const file of ours) expect(() => readFileSync(path.join(ROOT, file)), file).not.toThrow(/ENOENT/);
  });
});

describe('against changed upstream files', () => {
  it('reports rejected hunks, missing names, missing text and changed files', () => {
    const root = doctoredPackages(['@docusaurus/theme-classic', '@docusaurus/theme-common']);
    const classic = path.join(root, '@docusaurus/theme-classic');
    edit(path.join(classic, 'src/theme/Tabs/index.tsx'), 'key={String(isBrowser)}', 'key="tabs"');
    edit(path.join(classic, 'lib/options.js'), 'DEFAULT_CONFIG', 'DEFAULTS');
    edit(path.join(classic, 'lib/options.d.ts'), 'DEFAULT_CONFIG', 'DEFAULTS');
    rmSync(path.join(classic, 'lib/theme/CodeBlock/Content'), { recursive: true });
    rmSync(path.join(root, '@docusaurus/theme-common/lib/utils/codeBlockUtils.js'));
    rmSync(path.join(classic, 'src/theme/CodeBlock/CopyButton'), { recursive: true });
    const announcementBar = path.join(classic, 'src/theme/AnnouncementBar/index.tsx');
    writeFileSync(announcementBar, `${readFileSync(announcementBar, 'utf8')}// one more line\n`);

    const tabs = rehearseEjects(root, mkdtempSync(path.join(work, 'ejects-'))).filter((row) =>
      row.eject.endsWith('Tabs'),
    );
    expect(tabs.reduce((sum, row) => sum + row.rejected, 0)).toBeGreaterThan(0);
    for (const row of tabs) expect(row.applied + row.rejected).toBe(row.hunks);

    const imports = new Map(rehearseImports(root).map((row) => [row.specifier, row]));
    expect(imports.get('@docusaurus/theme-classic/lib/options')?.missing).toEqual(['DEFAULT_CONFIG']);
    expect(imports.get('@theme/CodeBlock/Content/Element')?.error).toBe('no theme provides it');

    const others = new Map(rehearseOtherReliances(root).map((row) => [row.file, row.error]));
    expect(others.get('@docusaurus/theme-classic/src/theme/Tabs/index.tsx')).toMatch(/no longer contains/);
    expect(others.get('@docusaurus/theme-common/lib/utils/codeBlockUtils.js')).toBe('file is gone');

    const files = new Map(rehearseUpstreamFiles(root).map((row) => [row.upstream, row.change]));
    expect(files.get('@docusaurus/theme-classic/src/theme/MDXComponents/index.tsx')).toBe('unchanged');
    expect(files.get('@docusaurus/theme-classic/src/theme/AnnouncementBar/index.tsx')).toBe('+1 −0');
    expect(files.get('@docusaurus/theme-classic/src/theme/CodeBlock/CopyButton/index.tsx')).toBe('gone');
  });

  it('reports a missing upstream file as all hunks rejected', () => {
    const root = doctoredPackages(['@docusaurus/theme-search-algolia']);
    rmSync(path.join(root, '@docusaurus/theme-search-algolia/src/theme/SearchPage/styles.module.css'));
    const row = rehearseEjects(root, mkdtempSync(path.join(work, 'ejects-'))).find(
      (candidate) => candidate.eject.endsWith('SearchPage') && candidate.file === 'styles.module.css',
    );
    expect(row).toMatchObject({ applied: 0, note: 'upstream file is gone' });
    expect(row?.rejected).toBe(row?.hunks);
    expect(row?.hunks).toBeGreaterThan(0);
  });
});

describe('helpers', () => {
  it('picks the newest stable 3.x release', () => {
    expect(newest3x(['3.9.2', '3.10.0-canary-1', '3.10.1', '3.2.0', '4.0.0', '4.0.0-canary-5', '3.10.0'])).toBe(
      '3.10.1',
    );
    expect(() => newest3x(['2.4.3', '4.0.0'])).toThrow(/no stable 3\.x/);
  });

  it('reads the names an import statement takes', () => {
    const text = ["import X, {type A, b as c} from 'm';", "import type {P} from 'n';", "import * as all from 'o';"];
    expect(importsOf(text.join('\n'))).toEqual([
      { specifier: 'm', names: ['A', 'b', 'default'] },
      { specifier: 'n', names: ['P'] },
      { specifier: 'o', names: [] },
    ]);
  });

  it('splits a diff into its files and counts their hunks', () => {
    const diff =
      '--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n@@ -5 +5 @@\n-c\n+d\n--- a/y.css\n+++ b/y.css\n@@ -1 +1 @@\n-e\n+f\n';
    expect(splitDiff(diff).map(({ file, hunks }) => [file, hunks])).toEqual([
      ['x.ts', 2],
      ['y.css', 1],
    ]);
  });
});
