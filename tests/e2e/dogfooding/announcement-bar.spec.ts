import { expect, open, test } from '../support/fixtures';

// The dogfooding build sets `announcementBar.isCloseable: true` to test dismissal (the site's bar cannot be closed).
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

test('a closed announcement bar stays closed across reloads', async ({ page }) => {
  await open(page, '/docs/guides');
  const bar = page.getByTestId('announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  await expect(page.getByTestId('announcement-bar')).toHaveCount(0);
});

test('a bar with a new id comes back for visitors who closed an older one', async ({ page }) => {
  await open(page, '/docs/guides');
  await page.evaluate(
    ([idKey, dismissKey]) => {
      localStorage.setItem(idKey as string, 'an-older-announcement');
      localStorage.setItem(dismissKey as string, 'true');
    },
    [ID_KEY, DISMISS_KEY],
  );
  await page.reload();
  await expect(page.getByTestId('announcement-bar')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe('shadowlens-stores-2026-11');
});
