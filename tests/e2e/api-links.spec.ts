import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

/** For one h2/h3 section: how often `code` with this text appears inside an API link and outside any link. */
async function codeMentions(page: Page, sectionHeading: string, code: string) {
  return page.locator('article .theme-doc-markdown').evaluate(
    (root, [heading, text]) => {
      let inSection = false;
      const counts = { linked: 0, plain: 0, linkedTo: [] as string[] };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node as Element;
        if (/^H[23]$/.test(element.tagName)) {
          inSection = (element.textContent ?? '').replace(/\u200b/g, '').trim() === heading;
          continue;
        }
        if (!inSection || element.tagName !== 'CODE' || element.closest('pre')) continue;
        if (element.textContent !== text) continue;
        const link = element.closest('a');
        if (link) {
          counts.linked += 1;
          counts.linkedTo.push(link.getAttribute('href') ?? '');
        } else counts.plain += 1;
      }
      return counts;
    },
    [sectionHeading, code] as const,
  );
}

test('an unlinked API name in a guide becomes a link to its reference page', async ({ page }) => {
  await open(page, '/docs/guides/lifecycle');
  const paragraph = page.locator('article p', { hasText: 'on such a screen keeps running' });
  await expect(paragraph.locator('a[href="/docs/api/classes/Camera"] code')).toHaveText('<Camera>');
  await paragraph.locator('a[href="/docs/api/classes/Camera"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class: Camera');
});

for (const [path, heading, code, target] of [
  ['/docs/guides/errors', 'Where errors reach your code', 'CameraRuntimeError', '/docs/api/classes/CameraRuntimeError'],
  ['/docs/guides/frame-processors-plugins-android', 'The callback', 'Frame', '/docs/api/interfaces/Frame'],
  ['/docs/guides/frame-processors-tips', 'Frame lifetime', 'runAsync', '/docs/api/functions/runAsync'],
] as const) {
  test(`only the first mention of ${code} in "${heading}" (${path}) is linked`, async ({ page }) => {
    await open(page, path);
    const counts = await codeMentions(page, heading, code);
    expect(counts.linked).toBe(1);
    expect(counts.linkedTo).toEqual([target]);
    expect(counts.plain).toBeGreaterThanOrEqual(2);
  });
}

test('headings and code blocks are never linked', async ({ page }) => {
  await open(page, '/docs/guides/errors');
  const heading = page.getByRole('heading', { level: 2, name: 'The onError prop' });
  await expect(heading.locator('code')).toHaveText('onError');
  await expect(heading.locator('a[href^="/docs/api/"]')).toHaveCount(0);
  for (const path of ['/docs/guides/errors', '/docs/guides/frame-processors', '/docs/guides/devices']) {
    await open(page, path);
    await expect(page.locator('article pre a[href^="/docs/api/"]')).toHaveCount(0);
  }
});

test('API pages list the guides that mention the symbol', async ({ page }) => {
  await open(page, '/docs/api/functions/useCameraDevice');
  await expect(page.getByRole('heading', { level: 2, name: 'Used in guides' })).toBeVisible();
  const list = page.locator('h2:has-text("Used in guides") + ul');
  await expect(list.getByRole('link', { name: 'Camera Devices' })).toHaveAttribute('href', '/docs/guides/devices');
  await expect(list.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/docs/guides');
  await list.getByRole('link', { name: 'Camera Devices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camera Devices');
});
