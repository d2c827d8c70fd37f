import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, open, test } from './support/fixtures';
import { hitPaths, openSearch, searchInput } from './support/search';

type Case = { query: string; expected: string[] };
const CASES = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/search/queries.json'), 'utf8')) as Case[];

test('real queries find the right page among the first three hits (hit@3 >= 90%)', async ({ page }) => {
  test.setTimeout(120_000);
  expect(CASES.length).toBeGreaterThanOrEqual(40);
  await open(page, '/docs/guides');
  await openSearch(page);
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  const misses: string[] = [];
  for (const { query, expected } of CASES) {
    // Clear first, so the hits read below can only belong to this query.
    await searchInput(page).fill('');
    await expect(seeAll).toHaveCount(0);
    await searchInput(page).fill(query);
    await expect(seeAll).toBeVisible();
    const top3 = (await hitPaths(page)).slice(0, 3).map((hit) => hit.split('#')[0]?.replace(/\/$/, '') || '/');
    if (!top3.some((hit) => expected.includes(hit))) misses.push(`${query} → ${top3.join(', ')}`);
  }
  const hitRate = (CASES.length - misses.length) / CASES.length;
  console.log(
    `hit@3 ${(hitRate * 100).toFixed(1)}% over ${CASES.length} queries${misses.length ? `; misses:\n${misses.join('\n')}` : ''}`,
  );
  expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});
