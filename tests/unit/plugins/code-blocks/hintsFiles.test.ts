/**
 * A page's type-hints file must reach the build even when the MDX compilation that names it was served from a loader
 * cache (webpack's persistent cache with DOCUSAURUS_SLOWER=true; Rspack's from Docusaurus 3.8): then the rehype
 * plugin never runs in this process, and nothing asks for the file. postBuild finds the files the built pages refer to.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import codeBlocksPlugin from '../../../../src/plugins/code-blocks/server';
import { PAGE_HINTS_CACHE_DIR } from '../../../../src/plugins/code-blocks/server/typeHints';

let siteDir: string;
let outDir: string;

/** A site with no samples (so no language-service process starts) and one built guide that uses hints file `id`. */
function builtSite(id: string) {
  mkdirSync(path.join(siteDir, 'docs/guides'), { recursive: true });
  writeFileSync(path.join(siteDir, 'package-lock.json'), '{}');
  const page = path.join(outDir, 'docs/guides/example/index.html');
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, `<pre><code data-type-hints="/assets/type-hints/${id}.json#0">x</code></pre>`);
}

function postBuild() {
  const context = { siteDir, baseUrl: '/', generatedFilesDir: path.join(siteDir, '.docusaurus') } as LoadContext;
  const plugin = codeBlocksPlugin(context);
  return plugin.postBuild!({ outDir } as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'code-blocks-site-'));
  outDir = path.join(siteDir, 'build');
});
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

describe('type-hints files in the build', () => {
  it('copies a file a page refers to from the cache, though this build never compiled the page', async () => {
    builtSite('0123456789abcdef');
    const cached = path.join(siteDir, PAGE_HINTS_CACHE_DIR, '0123456789abcdef.json');
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(cached, '{"names":[]}');

    await postBuild();

    const shipped = path.join(outDir, 'assets/type-hints/0123456789abcdef.json');
    expect(existsSync(shipped)).toBe(true);
    expect(readFileSync(shipped, 'utf8')).toBe('{"names":[]}');
  });

  it('fails the build naming the page when neither this build nor the cache has the file', async () => {
    builtSite('fedcba9876543210');
    await expect(postBuild()).rejects.toThrow(/docs\/guides\/example.*fedcba9876543210\.json.*npm run clear/s);
  });
});
