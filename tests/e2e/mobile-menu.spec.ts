import { expect, open, test } from './support/fixtures';

/** Docusaurus shows the mobile layout up to and including this width. */
const BREAKPOINT = 996;

test.describe('at the 996 px breakpoint and below', () => {
  test.use({ viewport: { width: BREAKPOINT, height: 800 } });

  test('the hamburger opens the docs sidebar with a "Back to main menu" button; navigation closes it', async ({
    page,
  }) => {
    await open(page, '/docs/guides');
    const navbar = page.locator('nav.navbar');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);

    await toggle.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    const back = page.getByRole('button', { name: '← Back to main menu' });
    await expect(back).toBeVisible();

    await back.click();
    const mainMenu = page.locator('.navbar-sidebar__item.menu').first();
    await mainMenu.getByRole('link', { name: 'API', exact: true }).click();

    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VisionCamera API');
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('above the breakpoint', () => {
  test.use({ viewport: { width: BREAKPOINT + 1, height: 800 } });

  test('there is no hamburger and the docs entries are in the navbar', async ({ page }) => {
    await open(page, '/docs/guides');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides', exact: true }),
    ).toBeVisible();
  });
});
