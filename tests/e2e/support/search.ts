import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The key under which the modal keeps recent searches (the index name from docusaurus.config.ts). */
export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__vision-camera-docs';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__vision-camera-docs';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');

export async function openSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Search/ }).click();
  await expect(searchInput(page)).toBeFocused();
}

/**
 * Types a query and waits until the modal shows hits, no results or an error for it: not the recent and favourite
 * searches it shows until the answer arrives (the engine answers from a worker, a moment later).
 */
export async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  const answerSection = page.locator('.DocSearch-Hit-source').filter({ hasNotText: /^(Recent|Favorite)$/ });
  await expect(answerSection.or(page.locator('.DocSearch-NoResults, .DocSearch-ErrorScreen')).first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
}

/**
 * Holds back the downloads of the search index (both files, or those `files` matches) until the returned function is
 * called: to type a query, or see the loading state, before the index is in.
 */
export async function holdSearchIndex(page: Page, files = '**/assets/search/**'): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The hits in the order the modal shows them, as paths with their anchor. */
export async function hitPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map(
    (href) => new URL(href, 'http://localhost').pathname.replace(/\/$/, '') + new URL(href, 'http://localhost').hash,
  );
}

/** A stored search entry shaped like the hits the modal saves. */
export function storedHit(index: number) {
  return {
    objectID: `/docs/stored#${index}`,
    url: `/docs/api/functions/useCameraDevice#stored-${index}`,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Functions',
      lvl1: `Stored search ${index}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    _highlightResult: {},
    _snippetResult: {},
  };
}
