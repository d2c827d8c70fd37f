/**
 * axe-core on one page of every type, in light and dark mode: no serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';
import { openSearch, search } from './support/search';

/**
 * Violations in third-party markup we do not control, each with the reason it is accepted. Everything else fails.
 * They are limited to the DocSearch 3.9 modal, which renders its results as a listbox whose options contain links
 * and whose input lists every result source in aria-controls, including sources with no list on screen.
 */
const ACCEPTED: { rule: string; target: RegExp; reason: string }[] = [
  {
    rule: 'nested-interactive',
    target: /^(\.DocSearch-Container|#docsearch-hits\d+-item-\d+)$/,
    reason: 'DocSearch 3.9: the overlay is role=button and each option wraps a link (library markup)',
  },
  {
    rule: 'aria-valid-attr-value',
    target: /^#docsearch-input$/,
    reason: 'DocSearch 3.9 / autocomplete-core: aria-controls names the lists of empty sources too',
  },
];

const PAGES: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'guide with tabs and code blocks', path: '/docs/guides' },
  { name: 'API class', path: '/docs/api/classes/Camera' },
  { name: 'API interface', path: '/docs/api/interfaces/CameraProps' },
  {
    name: 'search page with results',
    path: '/search?q=camera',
    prepare: async (page) => {
      await expect(page.locator('article').first()).toBeVisible();
    },
  },
  {
    name: 'guide with a type hint popup open',
    path: '/docs/guides',
    prepare: async (page) => {
      await page
        .locator('article .type-hint', { hasText: /^useCameraDevice$/ })
        .first()
        .hover();
      await expect(page.locator('.type-hint-popup:visible')).toContainText('CameraDevice | undefined');
    },
  },
  { name: 'not-found page', path: '/docs/guides/this-page-does-not-exist' },
  {
    name: 'open search modal',
    path: '/docs/guides',
    prepare: async (page) => {
      await openSearch(page);
      await search(page, 'frame');
    },
  },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({
      colorScheme,
      allowedConsoleErrors: { 'the not-found page is served with status 404': /status of 404/ },
    });

    for (const { name, path, prepare } of PAGES) {
      test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await prepare?.(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            ...violation,
            nodes: violation.nodes.filter(
              (node) =>
                !ACCEPTED.some(({ rule, target }) => rule === violation.id && target.test(node.target.join(' '))),
            ),
          }))
          .filter((violation) => violation.nodes.length > 0)
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`),
          }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
  });
}
