/**
 * Type hints in code samples (src/plugins/code-blocks/typeHints, shown by client/typeHints.ts): a name's popup opens
 * on hover, on keyboard focus and on tap, and closes with Escape; the copies of the page stay free of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

const GETTING_STARTED = '/docs/guides';
/** The first full sample of Getting Started. */
const FIRST_SAMPLE = 'src/CameraScreen.tsx';

const sampleBlock = (page: Page) => page.locator('article .theme-code-block').filter({ hasText: FIRST_SAMPLE }).first();
const nameIn = (block: Locator, name: string) =>
  block.locator('.type-hint', { hasText: new RegExp(`^${name}$`) }).first();
/** The popup of a block (one per block, filled with the hint of the name that opens it). */
const popupIn = (block: Locator) => block.locator('.type-hint-popup');
/** The popup is open for `name`, which it describes to screen readers. */
async function expectOpenFor(name: Locator, popup: Locator) {
  await expect(popup).toBeVisible();
  await expect(name).toHaveAttribute('aria-describedby', (await popup.getAttribute('id')) ?? 'a popup id');
}

test('hovering useCameraDevice shows its signature, doc comment and API link', async ({ page }) => {
  await open(page, GETTING_STARTED);
  const name = nameIn(sampleBlock(page), 'useCameraDevice');
  const popup = popupIn(sampleBlock(page));
  await expect(popup).toBeHidden();
  await name.hover();
  await expectOpenFor(name, popup);
  await expect(popup).toContainText('CameraDevice | undefined');
  await expect(popup.getByRole('link', { name: 'useCameraDevice in the API reference' })).toHaveAttribute(
    'href',
    '/docs/api/functions/useCameraDevice',
  );
  // The popup stays while the mouse moves onto it, and Escape closes it.
  await popup.hover();
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('a member with a known issue says so in its popup, with a link to the guide section', async ({ page }) => {
  await open(page, GETTING_STARTED);
  const popup = popupIn(sampleBlock(page));
  await nameIn(sampleBlock(page), 'useCameraDevice').hover();
  const note = popup.locator('.type-hint-known-issue');
  await expect(note).toContainText('Known issue in 4.7.3 (Android):');
  await expect(note).toContainText('The device list can stay empty');
  await expect(note.getByRole('link', { name: 'Details' })).toHaveAttribute(
    'href',
    '/docs/guides/devices#when-no-device-is-available',
  );
});

test('by keyboard alone: Tab reaches the sample, the arrow keys reach useCameraDevice and show its popup', async ({
  page,
}) => {
  await open(page, GETTING_STARTED);
  const block = sampleBlock(page);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const focusIsIn = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

  // Tab from the top of the page until focus enters the sample: one stop for all of its names.
  let presses = 0;
  while (!(await focusIsIn(block))) {
    await page.keyboard.press('Tab');
    presses += 1;
    expect(presses, 'Tab presses before the sample is reached').toBeLessThan(150);
  }
  expect(await page.evaluate(() => document.activeElement?.classList.contains('type-hint'))).toBe(true);
  for (let steps = 0; (await focusedText()) !== 'useCameraDevice'; steps += 1) {
    expect(steps, 'arrow presses to reach useCameraDevice').toBeLessThan(20);
    await page.keyboard.press('ArrowRight');
  }
  const name = nameIn(block, 'useCameraDevice');
  const popup = popupIn(block);
  await expectOpenFor(name, popup);
  await expect(popup).toContainText('CameraDevice | undefined');

  // Tab goes on to the first link in the open popup; Escape closes it and gives focus back to the name.
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(name).toBeFocused();

  // The name is now the sample's tab stop; every other name is skipped by Tab.
  await expect(block.locator('.type-hint[tabindex="0"]')).toHaveCount(1);
  await expect(name).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('ArrowDown');
  await expect(name).toHaveAttribute('tabindex', '-1');
});

test('a library prop shows its platform pill in the popup, as under its heading on the API page', async ({ page }) => {
  await open(page, '/docs/guides/stabilization');
  const block = page.locator('article .theme-code-block').filter({ hasText: 'src/StabilizedVideoScreen.tsx' }).first();
  const popup = popupIn(block);
  // The sample names videoStabilizationMode twice: in a format filter, then as the <Camera> prop.
  const names = block.locator('.type-hint', { hasText: /^videoStabilizationMode$/ });
  await expect(names).toHaveCount(2);

  const prop = names.last();
  await prop.scrollIntoViewIfNeeded();
  await prop.hover();
  await expectOpenFor(prop, popup);
  await expect(popup.locator('.api-platform-badge')).toHaveText(['No effect on Android']);
  // The JSX prop links to its member, whose page shows the same pill.
  await expect(
    popup.getByRole('link', { name: 'CameraProps.videoStabilizationMode in the API reference' }),
  ).toHaveAttribute('href', '/docs/api/interfaces/CameraProps#videostabilizationmode');

  // The format filter's field of the same name is another member, which Android does not ignore: no pill.
  await page.keyboard.press('Escape');
  await names.first().hover();
  await expectOpenFor(names.first(), popup);
  await expect(popup).toContainText('FormatFilter.videoStabilizationMode');
  await expect(popup.locator('.api-platform-badge')).toHaveCount(0);
});

test.describe('when the hints cannot load', () => {
  test.use({ allowedConsoleErrors: { 'the test makes the request fail': /Failed to load resource/ } });

  test('the popup says so, and the next opening loads them', async ({ page }) => {
    await open(page, GETTING_STARTED);
    // The page's hints file cannot be fetched; the popups' code can.
    let failing = true;
    await page.route('**/assets/type-hints/*.json', (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    const block = sampleBlock(page);
    const popup = popupIn(block);
    await nameIn(block, 'useCameraDevice').hover();
    await expect(popup).toContainText('could not be loaded');
    failing = false;
    await page.mouse.move(0, 0);
    await expect(popup).toBeHidden();
    await nameIn(block, 'useCameraPermission').hover();
    await expect(popup).toContainText('PermissionState');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a name shows its popup inside the screen; tapping elsewhere closes it', async ({ page }) => {
    await open(page, GETTING_STARTED);
    const name = nameIn(sampleBlock(page), 'useCameraDevice');
    const popup = popupIn(sampleBlock(page));
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    await expectOpenFor(name, popup);
    await expect(popup).toContainText('CameraDevice | undefined');
    const box = await popup.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.locator('article h1').tap();
    await expect(popup).toBeHidden();
  });
});

test('the Markdown copy, llms-full.txt and the search index hold no type hint', async ({ page }) => {
  const build = path.join(__dirname, '../../build');
  const markdown = readFileSync(path.join(build, 'docs/guides.md'), 'utf8');
  expect(markdown).toContain("const device = useCameraDevice('back');");
  const searchIndexes = readdirSync(path.join(build, 'assets/search')).filter((file) => file.endsWith('.json'));
  expect(searchIndexes).toHaveLength(2);
  const everything = [
    markdown,
    readFileSync(path.join(build, 'llms-full.txt'), 'utf8'),
    ...searchIndexes.map((file) => readFileSync(path.join(build, 'assets/search', file), 'utf8')),
  ];
  await open(page, GETTING_STARTED);
  const name = nameIn(sampleBlock(page), 'useCameraDevice');
  await name.hover();
  await expect(popupIn(sampleBlock(page))).toBeVisible();
  const html = await page.content();
  // The page has popups; the copies do not.
  expect(html.replace(/<[^>]+>/g, '')).toContain('(alias) function useCameraDevice');
  for (const text of everything) {
    expect(text).not.toContain('type-hint');
    expect(text).not.toContain('(alias) function');
  }
});
