/**
 * The "Copy page" button on doc pages (src/plugins/markdown-copies/client/CopyPageButton): copies the page's Markdown copy, says so,
 * works from the keyboard, offers the Markdown file and "Open in ChatGPT/Claude" in its menu, and reports a failed
 * download instead of throwing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { CHATGPT_NEW_CHAT_URL, CLAUDE_NEW_CHAT_URL } from '../../config/links';
import { LIBRARY_VERSION } from '../../config/library';
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

test.describe('Open in ChatGPT and Open in Claude', () => {
  const ASSISTANTS = [
    { name: 'Open in ChatGPT', base: CHATGPT_NEW_CHAT_URL },
    { name: 'Open in Claude', base: CLAUDE_NEW_CHAT_URL },
  ];

  /** The page's Markdown copy at its public address, as the page's own <link rel="alternate"> gives it. */
  const absoluteMarkdownUrl = (page: Page) =>
    page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');

  test('are labelled links whose prompt names the Markdown copy, the version, and warns off v5', async ({ page }) => {
    await open(page, GUIDE);
    const markdownUrl = await absoluteMarkdownUrl(page);
    expect(markdownUrl).toMatch(/^https?:\/\/[^/]+\/docs\/guides\/taking-photos\.md$/);
    await menuButton(page).click();

    for (const { name, base } of ASSISTANTS) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(base);
      expect([...href.searchParams.keys()]).toEqual(['q']);
      const prompt = href.searchParams.get('q')!;
      expect(prompt).toContain(markdownUrl);
      expect(prompt).toContain(`VisionCamera ${LIBRARY_VERSION}`);
      expect(LIBRARY_VERSION).toBe('4.7.3');
      expect(prompt).toContain('do not use VisionCamera 5 APIs');
    }
  });

  test('are reached with Tab in the open menu, after the Markdown file', async ({ page }) => {
    await open(page, '/docs/api/interfaces/CameraProps');
    const toggle = menuButton(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const focused: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(focused).toEqual([
      'Copy page as Markdown',
      'Open this page as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
      'llms.txt: every page, for AI tools',
    ]);
    // On the API page too, the prompt names that page's copy.
    const claude = new URL((await page.getByRole('link', { name: 'Open in Claude' }).getAttribute('href'))!);
    expect(claude.searchParams.get('q')).toContain('/docs/api/interfaces/CameraProps.md');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open menu has no serious accessibility violation (${colorScheme} mode)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, GUIDE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await menuButton(page).click();
      const menu = `[id="${await menuButton(page).getAttribute('aria-controls')}"]`;
      await expect(page.locator(menu).getByRole('link', { name: 'Open in Claude' })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include(menu)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const blocking = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
      expect(
        blocking.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  test('open the assistant in a new tab, and the site itself sends no request', async ({ page, context }) => {
    // The machine has no outside network: answer the assistants' addresses here, and record what they were asked.
    const opened: string[] = [];
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>assistant</title>' });
    });
    await open(page, GUIDE);
    await page.waitForLoadState('networkidle');
    await menuButton(page).click();

    const fromSite: Request[] = [];
    page.on('request', (request) => fromSite.push(request));
    for (const { name } of ASSISTANTS) {
      const link = page.getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href'))!;
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(href);
      await popup.close();
    }
    expect(opened).toHaveLength(2);
    // No fetch, beacon or navigation from the documentation tab: the links only hand the address to the new tab.
    expect(fromSite.map((request) => `${request.resourceType()} ${request.url()}`)).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  });
});
