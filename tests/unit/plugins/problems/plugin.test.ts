/**
 * The Docusaurus plugin of the feature checks every data file before the site loads: a build stops with the line and
 * entry of each problem of all five files, and the dev server watches them all and recompiles the guides on a change.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import problemsPlugin from '../../../../src/plugins/problems/server/index';

const ROOT = path.resolve(__dirname, '../../../..');
const DATA_FILES = [
  'data/compatibility.yml',
  'data/known-issues.yml',
  'data/native-errors.yml',
  'data/problems.yml',
  'data/releases.yml',
];

describe('the problems plugin', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'problems-plugin-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  cpSync(path.join(ROOT, 'data'), path.join(site, 'data'), { recursive: true });
  const plugin = problemsPlugin({ siteDir: site } as LoadContext);

  it('watches every data file, and makes the guides depend on each', () => {
    const files = DATA_FILES.map((file) => path.join(site, file));
    expect(plugin.getPathsToWatch?.().sort()).toEqual(files);
    // The loader that makes the dev server recompile a guide (and show a data file's errors in its overlay).
    const webpack = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: { rules: { use: { options: { files: string[] } }[] }[] };
    };
    expect(webpack.module.rules[0]?.use[0]?.options.files.sort()).toEqual(files);
  });

  it('stops the build with the line and entry of each problem, in every data file', async () => {
    await expect(plugin.loadContent?.()).resolves.toBeUndefined();
    // One mistake in each of the three files main added: a release without its date, a release of the compatibility
    // data without its Xcode basis listed, a native error of an unknown group.
    const edit = (file: string, from: RegExp, to: string) => {
      const text = readFileSync(path.join(site, file), 'utf8');
      expect(text).toMatch(from);
      writeFileSync(path.join(site, file), text.replace(from, to));
    };
    edit('data/releases.yml', /^ {2}date: .*\n/m, '');
    edit('data/compatibility.yml', /xcode: ios-17-sdk/, 'xcode: no-such-basis');
    edit('data/native-errors.yml', /^( {4}group: ).*$/m, '$1no-such-group');
    const failure = await Promise.resolve(plugin.loadContent?.()).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.name).toBe('DataFileError');
    expect(failure?.message.split('\n')).toEqual([
      expect.stringMatching(
        /^data\/compatibility\.yml:\d+:\d+ \(4\.7\.3\): ios\.xcode names the basis "no-such-basis"/,
      ),
      expect.stringMatching(/^data\/native-errors\.yml:\d+:\d+ \([a-z0-9-]+\): group "no-such-group" is not listed/),
      expect.stringMatching(/^data\/releases\.yml:\d+ \(4\.7\.3\): date is required$/),
    ]);
  });
});
