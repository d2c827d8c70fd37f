/**
 * Code blocks are highlighted at build time (src/plugins/code-blocks) and rendered as static markup
 * (src/plugins/code-blocks/client/StaticCodeBlock): tokens, titles, highlighted lines, the copy button and colours per mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, open, test } from './support/fixtures';

const GUIDE = '/docs/guides/taking-photos';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a guide code block has Prism tokens, its title and highlighted lines in the server-rendered HTML', async ({
  request,
}) => {
  const html = await (await request.get(GUIDE)).text();
  const block = /<div class="language-tsx[^"]*theme-code-block">([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? '';
  expect(block).toMatch(/class="?codeBlockTitle_\w+"?>src\/PhotoScreen\.tsx</);
  expect(block).toContain('<span class="token keyword">import</span>');
  expect(block).toContain('theme-code-block-highlighted-line');
  // Colours come from CSS classes, not inline styles per token.
  expect(block).not.toMatch(/<span[^>]+style=/);
});

test('Copy copies the plain code, without magic comments', async ({ page }) => {
  await open(page, GUIDE);
  const block = page.locator('article .theme-code-block').filter({ hasText: 'src/PhotoScreen.tsx' }).first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const markdown = readFileSync(path.join(__dirname, '../../build/docs/guides/taking-photos.md'), 'utf8');
  const expected = /```tsx title="src\/PhotoScreen\.tsx"\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  expect(expected).toBeDefined();
  expect(copied).toBe(expected);
  expect(copied).not.toContain('highlight-next-line');
});

test('token colours follow the colour mode without re-rendering the code', async ({ page }) => {
  await open(page, GUIDE);
  const keyword = page.locator('article .theme-code-block .token.keyword').first();
  const colourIn = async (mode: 'light' | 'dark') => {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    return keyword.evaluate((node) => getComputedStyle(node).color);
  };
  await keyword.evaluate((node) => ((node as HTMLElement & { marked?: boolean }).marked = true));
  const light = await colourIn('light');
  const dark = await colourIn('dark');
  expect(light).not.toBe(dark);
  expect(await keyword.evaluate((node) => (node as HTMLElement & { marked?: boolean }).marked)).toBe(true);
});

test('the home page sample is highlighted too', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
});
