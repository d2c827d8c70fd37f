import { API_HEADING_PREFIX, API_PAGES, guides } from './support/site';
import { expect, open, test } from './support/fixtures';

test.describe('the main routes', () => {
  test('home page', async ({ page }) => {
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'VisionCamera' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs/guides');
    await expect(page).toHaveTitle('Camera library for React Native | VisionCamera');
  });

  test('search page', async ({ page }) => {
    const response = await open(page, '/search');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search');
  });

  test('/docs sends visitors to the guides, with the docs sidebar', async ({ page }) => {
    await open(page, '/docs');
    await expect(page).toHaveURL(/\/docs\/guides\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });

  test('API index lists every kind', async ({ page }) => {
    const response = await open(page, '/docs/api/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('VisionCamera API | VisionCamera');
    for (const section of ['Classes', 'Interfaces', 'Type Aliases', 'Variables', 'Functions']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  });
});

test.describe('every API page renders', () => {
  for (const [kind, names] of Object.entries(API_PAGES) as [keyof typeof API_PAGES, readonly string[]][]) {
    test(`${kind} (${names.length})`, async ({ page }) => {
      test.setTimeout(5_000 * names.length + 10_000);
      for (const name of names) {
        const response = await page.goto(`/docs/api/${kind}/${name}`);
        expect(response?.status(), name).toBe(200);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toContainText(`${API_HEADING_PREFIX[kind]}: ${name}`);
        const title = (await heading.innerText()).trim();
        await expect(page).toHaveTitle(`${title} | VisionCamera`);
      }
    });
  }
});

test('every guide renders with its title', async ({ page }) => {
  const all = guides();
  test.setTimeout(5_000 * all.length + 10_000);
  expect(all.length).toBeGreaterThan(0);
  for (const guide of all) {
    const response = await page.goto(guide.path);
    expect(response?.status(), guide.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.heading);
    await expect(page).toHaveTitle(`${guide.title} | VisionCamera`);
  }
});

test.describe('unknown and odd paths', () => {
  test.use({
    allowedConsoleErrors: { 'the browser logs the 404 response of the document itself': /status of 404/ },
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await open(page, '/docs/guides/no-such-guide');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | VisionCamera');
  });

  test('test-only pages are not in the production build', async ({ page }) => {
    const response = await page.goto('/tests/code-highlighting');
    expect(response?.status()).toBe(404);
  });

  for (const [odd, bare, heading] of [
    ['/docs/guides/index.html', '/docs/guides', 'Getting Started'],
    ['/docs/api/functions/runAsync.html', '/docs/api/functions/runAsync', 'Function: runAsync()'],
    ['/docs/api/classes/Camera/index.html', '/docs/api/classes/Camera', 'Class: Camera'],
  ] as const) {
    test(`${odd} is normalised to ${bare}`, async ({ page }) => {
      const response = await open(page, odd);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(bare);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});
