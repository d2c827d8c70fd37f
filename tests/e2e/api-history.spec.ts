/**
 * "Since 4.x.y" badges on API pages and the API changes page (src/typedoc-plugins/api-history).
 * Expected versions come from data/api-history.json, the file the build reads.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_CHANGES_PATH } from './support/site';
import { expect, open, test } from './support/fixtures';

type History = { versions: string[]; symbols: Record<string, string> };
const history = JSON.parse(readFileSync('data/api-history.json', 'utf8')) as History;
const CAMERA_PROPS = '/docs/api/interfaces/CameraProps';

/**
 * A member's h3 on an API page, found by its text: the anchor is not always the plain slug of the name. On
 * CameraProps the `outputOrientation` parameter of onOutputOrientationChanged comes first and takes
 * `#outputorientation`, so the prop's own heading is `#outputorientation-1` (it was before the badges, too).
 */
const memberHeading = (page: Page, title: string) =>
  page.locator('article h3').filter({ hasText: new RegExp(`^${title.replace(/[?()]/g, '\\$&')}\\W*$`) });

/** The badge texts in a member's section: from its h3 to the next h2 or h3. */
async function sectionBadges(page: Page, title: string): Promise<string[]> {
  return memberHeading(page, title).evaluate((heading) => {
    const texts: string[] = [];
    for (let node = heading.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) {
      const badges = node.matches('.api-since-badge') ? [node] : [...node.querySelectorAll('.api-since-badge')];
      texts.push(...badges.map((badge) => (badge.textContent ?? '').trim()));
    }
    return texts;
  });
}

test.describe('CameraProps', () => {
  test('outputOrientation shows its "Since" badge on its own line right under its heading', async ({ page }) => {
    const version = history.symbols['CameraProps.outputOrientation'];
    expect(version).toMatch(/^4\.\d+\.\d+$/);
    expect(version).not.toBe(history.versions[0]);

    await open(page, CAMERA_PROPS);
    const heading = memberHeading(page, 'outputOrientation?');
    await expect(heading).toHaveCount(1);
    // The badge is outside the heading, so the heading text (and with it the anchor) is the member title alone.
    await expect(heading.locator('.api-since-badge')).toHaveCount(0);
    const id = await heading.getAttribute('id');
    expect(id).toMatch(/^outputorientation(-\d+)?$/);
    const badge = page.locator(`article h3#${id} + .api-since-badge`);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(`Since ${version}`);
    expect(await sectionBadges(page, 'outputOrientation?')).toEqual([`Since ${version}`]);
    await expect(
      page.locator('.table-of-contents').getByRole('link', { name: 'outputOrientation?', exact: true }),
    ).toHaveAttribute('href', `#${id}`);
  });

  test('isActive, present in 4.0.0, has no badge', async ({ page }) => {
    expect(history.symbols['CameraProps.isActive']).toBe('4.0.0');
    await open(page, CAMERA_PROPS);
    await expect(memberHeading(page, 'isActive')).toHaveAttribute('id', 'isactive');
    expect(await sectionBadges(page, 'isActive')).toEqual([]);
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

  // The link targets the prop's own heading, whatever anchor Docusaurus gave it.
  const link = page.locator('article a', { hasText: /^CameraProps\.outputOrientation$/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^${CAMERA_PROPS}#outputorientation(-\\d+)?$`));
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface: CameraProps');
  const anchor = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`article h3#${anchor}`)).toHaveText(/^outputOrientation\?/);
});
