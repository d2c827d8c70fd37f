/**
 * The "Copy page" button on doc pages (src/plugins/markdown-copies/client/CopyPageButton): copies the page's Markdown copy, says so,
 * works from the keyboard, offers the Markdown file in its menu, and reports a failed download instead of throwing.
 */
import { expect, open, test } from './support/fixtures';

const GUIDE = '/docs/guides/taking-photos';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const copyButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Copy page', exact: true });
const menuButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'More ways to read this page' });

test('copies the Markdown of the page and confirms it on the button', async ({ page, request }) => {
  await open(page, GUIDE);
  const expected = await (await request.get(`${GUIDE}.md`)).text();
  expect(expected).toMatch(/^# Taking Photos\n/);

  await copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toHaveText(
    'Page copied to the clipboard as Markdown.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(expected);

  // The confirmation goes away by itself, so the next copy can confirm again.
  await expect(copyButton(page)).toBeVisible({ timeout: 5000 });
});

test('works from the keyboard, and its menu opens the Markdown file and closes on Escape', async ({
  page,
  request,
}) => {
  await open(page, '/docs/api/interfaces/CameraProps');
  await copyButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const expected = await (await request.get('/docs/api/interfaces/CameraProps.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const toggle = menuButton(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(menu).toBeVisible();

  const openMarkdown = page.getByRole('link', { name: 'Open this page as Markdown' });
  await expect(openMarkdown).toHaveAttribute('href', '/docs/api/interfaces/CameraProps.md');
  await expect(page.getByRole('link', { name: /llms\.txt/ })).toHaveAttribute('href', '/llms.txt');

  // Tab moves into the menu; Escape closes it and puts focus back on its button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The link opens the Markdown itself.
  await toggle.click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), openMarkdown.click()]);
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => document.body.innerText)).toContain('# Interface: CameraProps');
});

test.describe('when the Markdown cannot be downloaded', () => {
  test.use({
    allowedConsoleErrors: {
      'the test answers the Markdown request with HTTP 500; the browser logs the failed resource': /status of 500/,
    },
  });

  test('says why on the page instead of failing silently or throwing', async ({ page }) => {
    await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await open(page, GUIDE);
    await copyButton(page).click();
    const alert = page.getByRole('status').filter({ hasText: 'Could not copy' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('HTTP 500');
    await expect(copyButton(page)).toBeEnabled();
  });
});

test('the Markdown link in <head> follows client-side navigation', async ({ page }) => {
  await open(page, GUIDE);
  const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(alternate).toHaveAttribute('href', /\/docs\/guides\/taking-photos\.md$/);
  await page.locator('article').getByRole('link', { name: 'PhotoFile', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/interfaces\/PhotoFile$/);
  await expect(alternate).toHaveCount(1);
  await expect(alternate).toHaveAttribute('href', /\/docs\/api\/interfaces\/PhotoFile\.md$/);
});
