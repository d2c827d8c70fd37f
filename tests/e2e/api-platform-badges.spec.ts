/**
 * Platform pills on API pages (src/plugins/problems/typedoc/badges.mjs): "iOS only" from a `@platform` tag of the
 * library's sources, "No effect on …" from a known issue with an `effect` (data/known-issues.yml). Each sits on its
 * own line right under the member's heading, outside it, so the heading's anchor is the plain member name. 4.7.3 has
 * no `@platform Android` tag, so no page shows "Android only" (tests/build/problems.test.ts checks that
 * every page shows exactly the pills its sources give).
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

/** The pills right after a member's h3, found by the heading's text. */
async function pillsUnder(page: Page, title: string) {
  const heading = page
    .locator('article h3')
    .filter({ hasText: new RegExp(`^${title.replace(/[?()]/g, '\\$&')}\\W*$`) });
  await expect(heading).toHaveCount(1);
  // Outside the heading: its text, and so its anchor, stays the member's name.
  await expect(heading.locator('.api-platform-badge')).toHaveCount(0);
  const id = (await heading.getAttribute('id')) ?? '';
  return { id, pills: page.locator(`article h3#${id} + .api-platform-badge`) };
}

const CASES = [
  { path: '/docs/api/interfaces/CodeScanner', member: 'regionOfInterest?', id: 'regionofinterest', label: 'iOS only' },
  {
    path: '/docs/api/interfaces/CameraProps',
    member: 'videoStabilizationMode?',
    id: 'videostabilizationmode',
    label: 'No effect on Android',
  },
  { path: '/docs/api/interfaces/CameraProps', member: 'photoHdr?', id: 'photohdr', label: 'No effect on iOS' },
];

for (const { path, member, id, label } of CASES) {
  test(`${member} shows "${label}" right under its heading`, async ({ page }) => {
    await open(page, path);
    const under = await pillsUnder(page, member);
    expect(under.id).toBe(id);
    await expect(under.pills).toHaveText([label]);
    await expect(under.pills).toBeVisible();
    // A small inline pill, not a block across the page.
    const box = await under.pills.boundingBox();
    expect(box?.height).toBeLessThan(30);
    expect(box?.width).toBeLessThan(200);
  });
}

test('a member without a platform restriction has no pill; no page of 4.7.3 says "Android only"', async ({ page }) => {
  await open(page, '/docs/api/interfaces/CodeScanner');
  const under = await pillsUnder(page, 'codeTypes');
  await expect(under.pills).toHaveCount(0);
  await expect(page.locator('.api-platform-badge')).toHaveText(['iOS only']);
  await open(page, '/docs/api/interfaces/CameraProps');
  await expect(page.locator('.api-platform-badge', { hasText: 'Android only' })).toHaveCount(0);
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the pill keeps a readable contrast', async ({ page }) => {
    await open(page, '/docs/api/interfaces/CameraProps');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const pill = (await pillsUnder(page, 'enableBufferCompression?')).pills;
    await expect(pill).toHaveText(['iOS only']);
    const [color, background] = await pill.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(contrast(color ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
