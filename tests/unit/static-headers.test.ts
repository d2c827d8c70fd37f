/**
 * static/_headers (Netlify and Cloudflare Pages format): hashed assets are cached for a year, pages are revalidated,
 * and no path matches two rules (Cloudflare Pages would join two values of a header, Netlify keep one). That every
 * file under build/assets/ carries a content hash, which the year-long cache relies on, is checked after a build by
 * tests/build/static-assets.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../..');

/** The rules of a _headers file: a path pattern, then its indented `Name: value` lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      if (rules.has(line.trim())) throw new Error(`Two rules for ${line.trim()}`);
      rules.set(line.trim(), (current = {}));
      continue;
    }
    const [, name, value] = /^\s+([\w-]+):\s*(.+)$/.exec(line) ?? [];
    if (!current || !name || !value) throw new Error(`Not a header line: ${line}`);
    current[name] = value;
  }
  return rules;
}

/** Whether a path matches a pattern, where `*` matches anything (the splat of both hosts). */
const matches = (pattern: string, urlPath: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(urlPath);

const rules = parseHeaders(readFileSync(path.join(ROOT, 'static/_headers'), 'utf8'));

describe('static/_headers', () => {
  it('caches the hashed assets, the search index and the type hints for a year', () => {
    expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('revalidates every page, Markdown copy and text file, and matches each path with one rule only', () => {
    const paths = [
      '/',
      '/index.html',
      '/404.html',
      '/docs',
      '/docs/guides',
      '/docs/guides/taking-photos',
      '/docs/guides/taking-photos/index.html',
      '/docs/guides/taking-photos.md',
      '/docs/api/',
      '/search',
      '/search/index.html',
      '/llms.txt',
      '/llms-full.txt',
      '/sitemap.xml',
      '/opensearch.xml',
    ];
    for (const urlPath of paths) {
      const matching = [...rules.keys()].filter((pattern) => matches(pattern, urlPath));
      expect(matching, urlPath).toHaveLength(1);
      expect(rules.get(matching[0]!)?.['Cache-Control'], urlPath).toBe('no-cache');
    }
    for (const urlPath of ['/assets/js/main.0123abcd.js', '/assets/search/index.0123456789.json']) {
      expect(
        [...rules.keys()].filter((pattern) => matches(pattern, urlPath)),
        urlPath,
      ).toEqual(['/assets/*']);
    }
  });
});
