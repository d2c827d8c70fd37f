import { NEW_ISSUE_URL, REPOSITORY_URL } from '../../config/links';
import { expect, open, test } from './support/fixtures';
import {
  FAVORITE_KEY,
  hitPaths,
  holdSearchIndex,
  modal,
  openSearch,
  RECENT_KEY,
  search,
  searchInput,
  storedHit,
} from './support/search';

test.describe('opening and closing the modal', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, '/docs/guides');
  });

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`${shortcut} opens it and Escape closes it`, async ({ page }) => {
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });
  }

  test('the slash key opens it, except while typing in an input', async ({ page }) => {
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'test-input';
      document.body.append(input);
    });
    await page.locator('#test-input').focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('#test-input')).toHaveValue('/');
  });

  test('typing a letter on the focused search button opens it with that letter, but Ctrl+F does not', async ({
    page,
  }) => {
    await page.getByRole('button', { name: /^Search/ }).focus();
    await page.keyboard.press('Control+f');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('f');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue('f');
  });

  test('the button is labelled and the input stops at 64 characters', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    await openSearch(page);
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await searchInput(page).pressSequentially('x'.repeat(70));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
  });
});

test.describe('results', () => {
  test('the index is downloaded only when the reader reaches for search, and nothing leaves the site', async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/docs/guides');
    await page.mouse.move(10, 300);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/assets/search/'))).toEqual([]);

    // The pointer on the search button starts the downloads of both index files, before the modal opens.
    await page.getByRole('button', { name: /^Search/ }).hover();
    await expect.poll(() => requests.filter((url) => url.includes('/assets/search/'))).toHaveLength(2);
    await openSearch(page);
    await search(page, 'takePhoto');
    expect(requests.filter((url) => url.includes('/assets/search/'))).toHaveLength(2);
    expect(requests.filter((url) => !url.startsWith(baseURL ?? ''))).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('the index is parsed and searched in a worker, off the page', async ({ page }) => {
    const worker = page.waitForEvent('worker');
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'takePhoto');
    // The worker holds the engine: it answers a search itself.
    const started = await worker;
    expect(await started.evaluate(() => typeof (self as { onmessage: unknown }).onmessage)).toBe('function');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(page.workers()).toHaveLength(1);
  });

  test('while the body text is on its way, a word the headings hold is answered at once, another waits', async ({
    page,
  }) => {
    const release = await holdSearchIndex(page, '**/assets/search/*.body.json');
    await open(page, '/docs/guides');
    await openSearch(page);
    await searchInput(page).fill('zooming');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // "xcodebuild" is only in body text: no "No results" from the headings, the modal waits for the body text.
    await searchInput(page).fill('xcodebuild');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    release();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    expect((await hitPaths(page))[0]).toMatch(/^\/docs\/guides\/mocking#/);
  });

  test('never lists a section twice, in the modal or on the search page', async ({ page }) => {
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'frame processor');
    const inModal = await hitPaths(page);
    expect(inModal.length).toBeGreaterThan(3);
    expect(new Set(inModal).size).toBe(inModal.length);
    await open(page, '/search?q=frame%20processor');
    const links = page.locator('article h2 a');
    await expect(links.first()).toBeVisible();
    const onPage = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(new Set(onPage).size).toBe(onPage.length);
  });

  test('hits are grouped, highlighted and link to the page; See all leads to /search', async ({ page }) => {
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'useCameraDevice');
    expect((await hitPaths(page))[0]).toBe('/docs/api/functions/useCameraDevice');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Functions');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=useCameraDevice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "useCameraDevice"');
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('the search page marks a cut summary with one ellipsis, and a whole one with none', async ({ page }) => {
    await open(page, '/search?q=frame%20processor');
    const summaries = page.locator('article p[class*="searchResultItemSummary"]');
    await expect(summaries.first()).toBeVisible();
    const texts = await summaries.allTextContents();
    expect(texts.some((text) => text.includes('…'))).toBe(true);
    for (const text of texts) {
      expect(text).not.toMatch(/…\.|\.\.\.$/);
    }
  });

  test('choosing a hit navigates there and remembers it as a recent search', async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await search(page, 'takePhoto');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera#takephoto$/);
    await expect(modal(page)).toHaveCount(0);
    // The URL changes before the next page has rendered. When it renders, the navbar is mounted again, which closes a
    // modal opened in the meantime: reopen only once the new page is on screen.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Class: Camera');

    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
    expect(stored).toHaveLength(1);
  });

  test('no results: the query, up to 3 suggestions and a link to report it', async ({ page }) => {
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'camera');
    await search(page, 'qqzzxxjjvv');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qqzzxxjjvv"');
    await expect(page.getByText('Try searching for:')).toBeVisible();
    const suggestions = page.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute(
      'href',
      new RegExp(`^${NEW_ISSUE_URL.replace(/[.?]/g, '\\$&')}\\?title=.*qqzzxxjjvv`),
    );
    await expect(report).toHaveAttribute('target', '_blank');
  });

  test("no answer here: the issue tracker's search for the query, in the modal, on /search and after problems", async ({
    page,
  }) => {
    const tracker = (query: string) => page.getByRole('link', { name: `Search the issue tracker for “${query}”` });
    const trackerSearch = (query: string) => `${REPOSITORY_URL}/issues?${new URLSearchParams({ q: query })}`;
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'qqzzxxjjvv');
    await expect(tracker('qqzzxxjjvv')).toHaveAttribute('href', trackerSearch('qqzzxxjjvv'));
    // The spec's own texts stay, before it.
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
    await search(page, 'qqzzxxjjvw');
    await expect(tracker('qqzzxxjjvw')).toBeVisible();
    await expect(tracker('qqzzxxjjvv')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await open(page, '/search?q=qqzzxxjjvv');
    await expect(tracker('qqzzxxjjvv')).toHaveAttribute('href', trackerSearch('qqzzxxjjvv'));

    await open(page, '/docs/guides/taking-photos');
    const afterProblems = page.locator('h2#common-problems ~ p.problems-tracker-search').last();
    await expect(afterProblems.getByRole('link')).toHaveAttribute('href', trackerSearch('Taking Photos'));
    await expect(page.locator('h2#see-also ~ p.problems-tracker-search')).toHaveCount(0);
  });
});

test.describe('stored searches', () => {
  test('recent searches keep 7 entries when there are no favourites', async ({ page }) => {
    await open(page, '/');
    const recents = Array.from({ length: 7 }, (_, i) => storedHit(i + 1));
    await page.evaluate(([key, rec]) => localStorage.setItem(key as string, JSON.stringify(rec)), [
      RECENT_KEY,
      recents,
    ] as const);
    await openSearch(page);
    await search(page, 'takePhoto');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/takephoto/);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], RECENT_KEY);
    expect(stored).toHaveLength(7);
  });

  test('with favourites, recent searches keep 4, and favourites keep 10', async ({ page }) => {
    await open(page, '/');
    const favorites = Array.from({ length: 10 }, (_, i) => storedHit(i));
    const recents = Array.from({ length: 4 }, (_, i) => storedHit(100 + i));
    await page.evaluate(
      ([favoriteKey, recentKey, fav, rec]) => {
        localStorage.setItem(favoriteKey as string, JSON.stringify(fav));
        localStorage.setItem(recentKey as string, JSON.stringify(rec));
      },
      [FAVORITE_KEY, RECENT_KEY, favorites, recents] as const,
    );
    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
    // Save a recent search as a favourite: favourites stay at 10.
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await expect
      .poll(() =>
        page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length, FAVORITE_KEY),
      )
      .toBe(10);
    await search(page, 'takePhoto');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/takephoto/);
    const recent = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length,
      RECENT_KEY,
    );
    expect(recent).toBe(4);
  });
});

test.describe('when the index cannot be downloaded', () => {
  test.use({
    allowedConsoleErrors: {
      'the test makes the index request fail on purpose': /Failed to load resource/,
      'DocSearch 3.9 rethrows a failed request after showing its error screen (same in hosted mode)':
        /Uncaught RetryError: Could not download the search index/,
    },
  });

  test('the modal shows "Unable to fetch results" instead of "No results"', async ({ page }) => {
    await page.route('**/assets/search/**', (route) => route.abort('internetdisconnected'));
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'camera');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('the search page shows the same error', async ({ page }) => {
    await page.route('**/assets/search/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await open(page, '/search?q=camera');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  });

  test('a slow index shows the stalled loading state, then the hits', async ({ page }) => {
    // The index download is held until the test has seen the loading state.
    const release = await holdSearchIndex(page);
    await open(page, '/docs/guides');
    await openSearch(page);
    await searchInput(page).fill('camera');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-LoadingIndicator svg')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hits').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test.describe('hostile input', () => {
  test('a query with markup in ?q= is shown as text and never runs', async ({ page }) => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await open(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
    // Once the search has answered, the page holds everything it renders for the query. Markup made from the query
    // would be an element with a handler; with none in the page, nothing can run later.
    await expect(page.locator('main article').first().or(page.getByText('No results were found'))).toBeVisible();
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialog).toBe(false);

    await openSearch(page);
    await search(page, '<img src=x onerror="window.__pwned=3">');
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
