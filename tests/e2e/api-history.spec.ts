/**
 * "Since 4.x.y" badges on API pages and the API changes page (src/plugins/api-reference/server/typedoc/api-history).
 * Expected versions come from data/api-history.json, the file the build reads.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_CHANGES_PATH } from './support/site';
import { expect, open, test } from './support/fixtures';

type History = {
  versions: string[];
  symbols: Record<string, string>;
  changes: {
    version: string;
    removed: { key: string; before?: string; internal?: true }[];
    changed: { key: string; before: string; after: string }[];
  }[];
};
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

type Changes = History['changes'][number];

/** The entry of `changes` for a key, with its release and minor line. */
function entryOf<T extends { key: string }>(list: (release: Changes) => T[], key: string) {
  for (const release of history.changes) {
    const entry = list(release).find((candidate) => candidate.key === key);
    if (entry) return { ...entry, version: release.version, minor: release.version.split('.').slice(0, 2).join('.') };
  }
  throw new Error(`data/api-history.json lists no removal or change of ${key}`);
}
const removalOf = (key: string) => entryOf((release) => release.removed, key);
const changeOf = (key: string) => entryOf((release) => release.changed, key);

test.describe('the API changes page lists removals and signature changes', () => {
  test('CameraProps.orientation, removed in 4.1.0, links to CameraProps with its last declaration', async ({
    page,
  }) => {
    // Checked in the tarballs: 4.0.5 declares `orientation?: Orientation` in CameraProps, 4.1.0 does not.
    const removal = removalOf('CameraProps.orientation');
    expect(removal).toMatchObject({ version: '4.1.0', before: 'orientation?: Orientation' });
    await open(page, API_CHANGES_PATH);

    const heading = page.locator('article h3#removed-4-1');
    await expect(heading).toHaveText(/^Removed/);
    // The section sits under the minor line's own heading, which keeps its anchor.
    await expect(page.locator('article h2[id="41"]')).toHaveText(/^4\.1/);
    const item = page.locator('article h3#removed-4-1 + ul > li', { hasText: 'CameraProps.orientation' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`(${removal.version}): was orientation?: Orientation`);
    // No anchor: the member is gone from the CameraProps page.
    await expect(item.getByRole('link')).toHaveAttribute('href', CAMERA_PROPS);
    await expect(page.locator('.table-of-contents a[href="#removed-4-1"]')).toHaveCount(1);
  });

  test('CameraProps.fps, widened in 4.5.0, shows the declaration before and after', async ({ page }) => {
    // Checked in the tarballs: 4.4.2 declares `fps?: number`, 4.5.0 `fps?: number | [minFps: number, maxFps: number]`.
    const change = changeOf('CameraProps.fps');
    expect(change).toMatchObject({
      version: '4.5.0',
      before: 'fps?: number',
      after: 'fps?: number | [minFps: number, maxFps: number]',
    });
    await open(page, API_CHANGES_PATH);

    const item = page.locator('article h3#changed-4-5 + ul > li', { hasText: 'CameraProps.fps' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`(${change.version})`);
    const [before, after] = [item.locator('li').nth(0), item.locator('li').nth(1)];
    await expect(before).toHaveText(`before: ${change.before}`);
    await expect(after).toHaveText(`after: ${change.after}`);

    // The prop still exists: the link targets its heading on CameraProps.
    const link = item.getByRole('link', { name: 'CameraProps.fps' });
    await expect(link).toHaveAttribute('href', new RegExp(`^${CAMERA_PROPS}#fps(-\\d+)?$`));
    await link.click();
    const anchor = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`article h3#${anchor}`)).toHaveText(/^fps\?/);
  });

  test('a member of VisionCameraProxy, which has no heading of its own, links to the variable page', async ({
    page,
  }) => {
    const change = changeOf('VisionCameraProxy.initFrameProcessorPlugin');
    expect(change.version).toBe('4.0.2');
    await open(page, API_CHANGES_PATH);
    const item = page.locator(`article h3#changed-${change.minor.replace('.', '-')} + ul > li`, {
      hasText: change.key,
    });
    await expect(item.getByRole('link', { name: change.key })).toHaveAttribute(
      'href',
      '/docs/api/variables/VisionCameraProxy',
    );
  });
});
