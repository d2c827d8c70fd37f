import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures';

/**
 * The Prism languages the config adds to the default set (`prism.additionalLanguages`); the fixture page has one
 * block of each.
 */
const LANGUAGES = ['kotlin', 'java', 'ruby', 'bash', 'json', 'cmake', 'groovy'];

/** Token kinds in a block other than plain text: a grammar Prism does not know yields none. */
async function tokenKinds(page: Page, language: string): Promise<string[]> {
  const block = page.locator(`pre.language-${language}`);
  await expect(block, language).toHaveCount(1);
  const kinds = await block
    .locator('span.token')
    .evaluateAll((tokens) => [...new Set(tokens.flatMap((token) => [...token.classList]))]);
  return kinds.filter((kind) => !['token', 'plain', 'punctuation'].includes(kind));
}

test('code blocks in every extra language are tokenised by Prism', async ({ page }) => {
  await open(page, '/tests/code-highlighting');
  for (const language of LANGUAGES) {
    expect(await tokenKinds(page, language), language).not.toEqual([]);
  }
  // Control: `properties` is not loaded, so the same check must see no tokens there.
  expect(await tokenKinds(page, 'properties')).toEqual([]);
});
