import { API_CHANGES_PATH, apiPaths, guides } from './support/site';
import { expect, test } from './support/fixtures';

test('the sitemap lists every page weekly with priority 1.0 and no tag pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();

  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    path: new URL(/<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '').pathname,
    changefreq: /<changefreq>(.*?)<\/changefreq>/.exec(body)?.[1],
    priority: /<priority>(.*?)<\/priority>/.exec(body)?.[1],
  }));
  const paths = entries.map((entry) => entry.path.replace(/(.)\/$/, '$1'));

  const expected = [
    '/',
    '/search',
    '/docs/api',
    API_CHANGES_PATH,
    ...apiPaths(),
    ...guides().map((guide) => guide.path),
  ];
  expect([...paths].sort()).toEqual([...expected].sort());
  for (const entry of entries) {
    expect(entry.changefreq, entry.path).toBe('weekly');
    expect(entry.priority, entry.path).toBe('1.0');
  }
  expect(paths.filter((path) => path.includes('/tags/'))).toEqual([]);
});
