/**
 * The longest guide hydrates in slices (src/plugins/hydration): each section of its content is a Suspense boundary
 * that React hydrates on its own, after the page around it. What the reader uses must work at once, before every
 * section has hydrated: tabs, a code block's copy button, type hints and the "Copy page" menu.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { largestPage } from '../../scripts/lib/largestPage.mjs';
import { SECTION_MARK } from '../../src/plugins/hydration/shared/sections';
import { expect, open, test } from './support/fixtures';

/** The guide with the largest built page, as `npm run bench:pages` picks it. */
const longestGuide = () => largestPage(path.join(__dirname, '../../build'), 'docs/guides');

/** Collects the sections' hydration marks (each with the number of the task it ran in) from the page's start. */
async function observeSections(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    const tasks: number[] = [];
    (window as unknown as { sectionTasks: number[] }).sectionTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === name) tasks.push((entry as PerformanceMark).detail.task as number);
      }
    }).observe({ type: 'mark', buffered: true });
  }, SECTION_MARK);
}

const sectionTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { sectionTasks: number[] }).sectionTasks);

/** The Suspense boundaries around the sections: React writes each as `<!--$-->` … `<!--/$-->`. */
const sectionCount = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector('article') ?? document, NodeFilter.SHOW_COMMENT);
    let count = 0;
    while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') count += 1;
    return count;
  });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('on the longest guide, tabs, copy buttons, type hints and the copy menu work at once', async ({ page }) => {
  const guide = longestGuide();
  await open(page, guide);
  const article = page.locator('article');

  // The last tabs of the page: a click selects another tab.
  const tablist = article.getByRole('tablist').last();
  const target = tablist.locator('[role="tab"][aria-selected="false"]').first();
  const label = (await target.textContent()) ?? '';
  await target.click();
  await expect(tablist.locator('[role="tab"][aria-selected="true"]')).toHaveText(label);

  // The last code block's copy button copies its code.
  const block = article.locator('.theme-code-block').last();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const code = await block.locator('code').innerText();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());

  // A name in the last sample with type hints shows its popup.
  const sample = article
    .locator('.theme-code-block')
    .filter({ has: page.locator('.type-hint') })
    .last();
  await sample.locator('.type-hint').first().hover();
  await expect(sample.locator('.type-hint-popup')).toBeVisible();

  // The "Copy page" menu opens.
  await page.getByRole('button', { name: 'More ways to read this page' }).click();
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
});

test('the longest guide hydrates section by section, in several tasks', async ({ page }) => {
  await observeSections(page);
  await open(page, longestGuide());
  const sections = await sectionCount(page);
  expect(sections).toBeGreaterThan(1);
  // Every section hydrates, each once.
  await expect.poll(async () => (await sectionTasks(page)).length).toBe(sections);
  // Not all in one task: counted from the marks' task numbers, not from how long anything took.
  expect(new Set(await sectionTasks(page)).size).toBeGreaterThan(1);
});
