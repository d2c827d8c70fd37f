/**
 * "Since 4.x.y" badges on API pages and the API changes page (src/plugins/typedoc-api-history, issue 18).
 * Expected versions come from data/api-history.json, the file the build reads.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_CHANGES_PATH } from './support/site';
import { expect, open, test } from './support/fixtures';

type History = { versions: string[]; symbols: Record<string, string> };
const history = JSON.parse(readFileSync('data/api-history.json', 'utf8')) as History;
const CAMERA_PROPS = '/docs/api/interfaces/CameraProps';

/** The badge texts in a member's section: from its h3 (found by anchor) to the next h2 or h3. */
async function memberBadges(page: Page, anchor: string): Promise<string[]> {
  return page.locator(`article h3#${anchor}`).evaluate((heading) => {
    const texts: string[] = [];
    for (let node = heading.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) {
      const badges = node.matches('.api-since-badge') ? [node] : [...node.querySelectorAll('.api-since-badge')];
      texts.push(...badges.map((badge) => (badge.textContent ?? '').trim()));
    }
    return texts;
  });
}

test.describe('CameraProps', () => {
  test('outputOrientation shows its "Since" badge right under its heading, which keeps its anchor', async ({ page }) => {
    const version = history.symbols['CameraProps.outputOrientation'];
    expect(version).toMatch(/^4\.\d+\.\d+$/);
    expect(version).not.toBe(history.versions[0]);

    await open(page, CAMERA_PROPS);
    const heading = page.locator('article h3#outputorientation');
    await expect(heading).toHaveText(/^outputOrientation\?/);
    const badge = page.locator('article h3#outputorientation + .api-since-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(`Since ${version}`);
    expect(await memberBadges(page, 'outputorientation')).toEqual([`Since ${version}`]);
  });

  test('isActive, present in 4.0.0, has no badge', async ({ page }) => {
    expect(history.symbols['CameraProps.isActive']).toBe('4.0.0');
    await open(page, CAMERA_PROPS);
    await expect(page.locator('article h3#isactive')).toHaveText(/^isActive/);
    expect(await memberBadges(page, 'isactive')).toEqual([]);
    // CameraProps itself is from 4.0.0: nothing under the title either.
    await expect(page.locator('article h1 + .api-since-badge')).toHaveCount(0);
  });
});

test('a type alias lists the union values added after 4.0.0 with their badges', async ({ page }) => {
  const version = history.symbols["CodeType.'itf-14'"];
  expect(version).toBeDefined();
  await open(page, '/docs/api/type-aliases/CodeType');
  const item = page.locator('article li', { has: page.locator('code', { hasText: /^"itf-14"$/ }) });
  await expect(item.locator('.api-since-badge')).toHaveText(`Since ${version}`);
});

test('the API changes page lists what each minor release added, linked to the members', async ({ page }) => {
  const response = await open(page, API_CHANGES_PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API changes');
  await expect(page).toHaveTitle('API changes | VisionCamera');

  const minor = history.symbols['CameraProps.outputOrientation']?.split('.').slice(0, 2).join('.');
  await expect(page.getByRole('heading', { level: 2, name: minor })).toBeVisible();

  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const labels = await sidebar.locator('.menu__link').allInnerTexts();
  expect(labels.slice(0, 2)).toEqual(['Overview', 'API changes']);

  const link = page.locator(`article a[href="${CAMERA_PROPS}#outputorientation"]`);
  await expect(link).toHaveText('CameraProps.outputOrientation');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${CAMERA_PROPS}#outputorientation$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface: CameraProps');
});
