import { expect, test } from '../support/fixtures';

test.use({
  allowedConsoleErrors: {
    'the fixture component throws on purpose and React reports the caught error': /camera preview could not mount/,
  },
});

for (const [where, path] of [
  ['outside the layout (root crash page, src/theme/Error)', '/tests/pages/crash'],
  ['inside a docs page (the theme crash content)', '/tests/crash'],
] as const) {
  test(`a render crash ${where} shows the crash page, its causes, and Try again re-renders`, async ({ page }) => {
    // No hydration wait: a crash at the root replaces the app, including the component that marks hydration.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    // It keeps the site chrome.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('The camera preview could not mount')).toBeVisible();
    await expect(page.getByText('Native module VisionCamera is not linked')).toBeVisible();
    await expect(page.getByText('pod install was not run after adding the package')).toBeVisible();
    if (path === '/tests/pages/crash') await expect(page.getByTestId('crash-page')).toBeVisible();

    await page.evaluate(() => {
      window.__vcDocsAllowRender = true;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('crash-recovered')).toHaveText('Rendered normally.');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  });
}
