import type { Page } from '@playwright/test';
import { expect, open, test, waitForHydration } from './support/fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Makes `navigator.connection` report data saving or a slow connection (Docusaurus then skips prefetching). */
async function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
  }, connection);
}

/** Delays every request for the site's JavaScript chunks, so a navigation takes at least `ms`. */
async function slowDownChunks(page: Page, ms: number) {
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Records the JavaScript files the page requests. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('route changes', () => {
  test('the new page loads first, then the view switches', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await open(page, '/docs/guides');
    await slowDownChunks(page, 1200);
    const nextPageCode = page.waitForRequest('**/assets/js/**');
    await mainNav(page).getByRole('link', { name: 'API', exact: true }).click();
    // While the next page's code downloads, the current page stays on screen.
    await nextPageCode;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VisionCamera API', { timeout: 10_000 });
  });

  test('navigation scrolls to the top of the new page', async ({ page }) => {
    await open(page, '/docs/api/interfaces/CameraProps');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Guides' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('navigation to a #hash scrolls to its target', async ({ page }) => {
    await open(page, '/docs/guides');
    await page.locator('article a[href="/docs/api/interfaces/CameraProps#isactive"]').first().click();
    await expect(page).toHaveURL(/CameraProps#isactive$/);
    const target = page.locator('#isactive');
    await expect(target).toBeInViewport();
    const top = await target.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
});

test.describe('progress bar', () => {
  /** Resolves whether #nprogress was ever attached to the page since the call. */
  async function watchProgressBar(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { __sawProgress: boolean };
      w.__sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    return () => page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress);
  }

  test('appears for a navigation slower than 200 ms', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await open(page, '/docs/guides');
    await slowDownChunks(page, 1000);
    const sawProgress = await watchProgressBar(page);
    await mainNav(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VisionCamera API', { timeout: 10_000 });
    expect(await sawProgress()).toBe(true);
  });

  test('does not appear for a fast navigation', async ({ page }) => {
    await open(page, '/docs/guides');
    const link = mainNav(page).getByRole('link', { name: 'API', exact: true });
    await link.hover();
    await page.waitForLoadState('networkidle');
    const sawProgress = await watchProgressBar(page);
    await link.click();
    // Docusaurus clears the bar's 200 ms timer before it renders the new page, so once the new heading shows, the bar
    // can no longer appear.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VisionCamera API');
    expect(await sawProgress()).toBe(false);
  });
});

/**
 * Records the prefetches links ask for (`queued`: the calls to window.docusaurus.prefetch, which
 * src/clientModules/idlePrefetch.ts queues for idle time) and the ones Docusaurus's own prefetch then receives (`ran`:
 * it declines them on a slow or data-saving connection).
 */
async function recordPrefetches(page: Page) {
  await page.addInitScript(() => {
    const log = { queued: [] as string[], ran: [] as string[] };
    type Client = { prefetch: (path: string) => unknown };
    let client: Client | undefined;
    // The first assignment is Docusaurus's client API, the second the idle queue that wraps it.
    let assignments = 0;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => client,
      set(next: Client) {
        const calls = assignments++ === 0 ? log.ran : log.queued;
        client = {
          ...next,
          prefetch: (path) => {
            calls.push(path);
            return next.prefetch(path);
          },
        };
      },
    });
    (window as unknown as { __prefetches: typeof log }).__prefetches = log;
  });
  return {
    /** How many prefetches were queued so far. */
    queued: () =>
      page.evaluate(() => (window as unknown as { __prefetches: { queued: string[] } }).__prefetches.queued.length),
    /** Whether more than `count` prefetches were queued, and every queued one has reached Docusaurus's prefetch. */
    drainedAfter: (count: number) =>
      page.evaluate((count) => {
        const { queued, ran } = (window as unknown as { __prefetches: { queued: string[]; ran: string[] } })
          .__prefetches;
        return queued.length > count && queued.every((path) => ran.includes(path));
      }, count),
  };
}

test.describe('prefetching', () => {
  test('links that become visible or are hovered prefetch the next page', async ({ page }) => {
    const scripts = scriptRequests(page);
    await open(page, '/docs/guides');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('article a[href="/docs/api/interfaces/CameraDevice"]').first().hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`nothing is prefetched with saveData=${connection.saveData}, effectiveType=${connection.effectiveType}`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      const prefetches = await recordPrefetches(page);
      const scripts = scriptRequests(page);
      await open(page, '/docs/guides');
      await page.waitForLoadState('networkidle');
      const before = scripts.length;
      const queuedBefore = await prefetches.queued();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('article a[href="/docs/api/interfaces/CameraDevice"]').first().hover();
      await mainNav(page).getByRole('link', { name: 'API', exact: true }).hover();
      // The links scrolled into view queue prefetches; wait until the idle queue has handed each one to Docusaurus.
      await expect.poll(() => prefetches.drainedAfter(queuedBefore)).toBe(true);
      expect(scripts.slice(before)).toEqual([]);
    });
  }
});

test('the mobile menu closes when the window grows to desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await open(page, '/docs/guides');
  const navbar = page.locator('nav.navbar');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
});

test.describe('when browser storage is blocked', () => {
  test('pages render and navigate, colour mode toggles for the visit, and one warning is logged', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await open(page, '/docs/guides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await mainNav(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VisionCamera API');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(warnings.filter((text) => /storage is not available/i.test(text))).toHaveLength(1);
  });
});

test.describe('when a page fails to load its code', () => {
  test.use({
    allowedConsoleErrors: { 'the test makes script requests fail on purpose': /Failed to load resource/ },
  });

  /** Counts full page loads: document requests of the main frame (a reload may cut the first load short). */
  function countLoads(page: Page): { count: number } {
    const loads = { count: 0 };
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.count += 1;
    });
    return loads;
  }

  /**
   * Whether the second page load has decided not to reload again (src/clientModules/chunkLoadRecovery.ts logs a
   * warning): from then on the page cannot reload. Each console warning is tagged with the number of the page load
   * that logs it, so a warning from the first load, which may still run while the reload starts, does not count.
   */
  async function watchSecondLoadGivingUp(page: Page): Promise<() => boolean> {
    await page.addInitScript(() => {
      if (!location.protocol.startsWith('http')) return;
      const key = 'test.page-load';
      const load = Number(sessionStorage.getItem(key) ?? 0) + 1;
      sessionStorage.setItem(key, String(load));
      const warn = console.warn.bind(console);
      console.warn = (...args: unknown[]) => warn(`[load ${load}]`, ...args);
    });
    let gaveUp = false;
    page.on('console', (message) => {
      if (/^\[load 2\] .*not reloading again/.test(message.text())) gaveUp = true;
    });
    return () => gaveUp;
  }

  test('a failed navigation logs a warning and reloads the page once, not in a loop', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => loaded.add(request.url()));
    const loads = countLoads(page);
    const secondLoadGaveUp = await watchSecondLoadGivingUp(page);
    await open(page, '/docs/guides');
    await page.waitForLoadState('networkidle');
    // From now on every script the first page did not load fails.
    await page.route('**/assets/js/**', (route) =>
      loaded.has(route.request().url()) ? route.continue() : route.abort('failed'),
    );
    await mainNav(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect.poll(secondLoadGaveUp).toBe(true);
    expect(loads.count).toBe(2);
    // The server-rendered page stays readable.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VisionCamera API');
  });

  test('a failed first load reloads once and then works', async ({ page }) => {
    let failed = false;
    await page.route(/\/assets\/js\/(?!runtime~main|main\.).*\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('failed');
    });
    const loads = countLoads(page);
    await page.goto('/docs/guides');
    await waitForHydration(page);
    expect(failed).toBe(true);
    expect(loads.count).toBe(2);
  });

  test('a first load that keeps failing reloads only once', async ({ page }) => {
    await page.route(/\/assets\/js\/(?!runtime~main|main\.).*\.js$/, (route) => route.abort('failed'));
    const loads = countLoads(page);
    const secondLoadGaveUp = await watchSecondLoadGivingUp(page);
    await page.goto('/docs/guides');
    await expect.poll(secondLoadGaveUp).toBe(true);
    expect(loads.count).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  });
});

test('a tour of ordinary pages logs no console errors', async ({ page }) => {
  // The fixture fails the test on any console error or uncaught exception.
  for (const path of [
    '/',
    '/docs/guides',
    '/docs/api/',
    '/docs/api/classes/Camera',
    '/docs/api/interfaces/CameraProps',
    '/docs/api/interfaces/Frame',
    '/docs/api/functions/useCameraDevice',
    '/docs/api/type-aliases/CodeType',
    '/docs/api/variables/Templates',
    '/search',
  ]) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(200);
  }
});
