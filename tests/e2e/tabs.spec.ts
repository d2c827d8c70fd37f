/**
 * Tabs (src/plugins/hydration/theme/Tabs, ejected to drop the stock remount after hydration): a tab chosen by the link (`?platform=`)
 * or kept from an earlier visit (browser storage) is shown once the page has hydrated, and the tab panels the server
 * rendered stay in place.
 */
import { expect, open, test } from './support/fixtures';

const GUIDE = '/docs/guides/mocking';

const selectedTab = (page: import('@playwright/test').Page) =>
  page.locator('article [role="tablist"] [role="tab"][aria-selected="true"]').first();

test('a tab chosen in the link is selected after hydration', async ({ page }) => {
  await open(page, `${GUIDE}?platform=android`);
  await expect(selectedTab(page)).toHaveText('Android');
});

test('a tab chosen on an earlier visit is selected after hydration, in every tab group of its kind', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.platform', 'android'));
  await open(page, GUIDE);
  await expect(selectedTab(page)).toHaveText('Android');
  await page.getByRole('tab', { name: 'iOS' }).first().click();
  await expect(selectedTab(page)).toHaveText('iOS');
  expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.tab.platform'))).toBe('ios');
});

test('hydration keeps the tab panels the server rendered', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { panels: Element[] }).panels = [...document.querySelectorAll('[role="tabpanel"]')];
    });
  });
  await open(page, GUIDE);
  // The stock Tabs remounted in the render after hydration's effects: let that happen (two idle periods).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  const kept = await page.evaluate(() => {
    const panels = (window as unknown as { panels: Element[] }).panels;
    return panels.length > 0 && panels.every((panel) => panel.isConnected);
  });
  expect(kept).toBe(true);
});
