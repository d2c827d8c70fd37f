import { expect, open, test } from './support/fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('with no system preference', () => {
  test.use({ colorScheme: 'no-preference' });

  test('the site starts in light mode', async ({ page }) => {
    await open(page, '/docs/guides');
    expect(await theme(page)).toBe('light');
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the site follows it', async ({ page }) => {
    await open(page, '/docs/guides');
    expect(await theme(page)).toBe('dark');
  });
});

test('a toggled colour mode is kept across reloads', async ({ page }) => {
  await open(page, '/docs/guides');
  expect(await theme(page)).toBe('light');

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
