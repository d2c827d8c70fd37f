// Screenshots of built pages, the way a reader sees them: desktop and 390 px phone, light and dark.
// Usage: npm run serve (in another shell), then
//   node scripts/screenshots.mjs /docs/guides /docs/api/interfaces/CameraProps
// PNGs land in screenshots/ (gitignored). BASE_URL overrides http://127.0.0.1:3000.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('Give one or more paths, for example: node scripts/screenshots.mjs / /docs/guides');
  process.exit(1);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const MODES = ['light', 'dark'];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const path of paths) {
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of MODES) {
      const page = await browser.newPage({ viewport, colorScheme });
      await page.goto(new URL(path, baseUrl).href);
      // A page that crashed at the root never marks hydration: give it a few seconds, then shoot anyway.
      await page
        .waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 5000 })
        .catch(() => {});
      await page.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${viewport.name}-${colorScheme}`;
      await page.screenshot({ path: `screenshots/${name}.png`, fullPage: process.env.FULL_PAGE === 'true' });
      console.log(`screenshots/${name}.png`);
      await page.close();
    }
  }
}
await browser.close();
