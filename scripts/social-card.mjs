// Renders the social card, the link-preview image of every page (og:image, twitter:image), from its drawing:
// scripts/assets/social-card.svg → static/img/social-card.png, 1200 × 630, in Chromium (CHROME_PATH, default
// /usr/bin/chromium). Run it after editing the SVG. The text uses the system's sans-serif font, so the PNG differs a
// little from one machine to the next: commit it only when the drawing changed.
// Usage: npm run social-card              (or: node scripts/social-card.mjs <out.png> to write elsewhere)
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SVG = 'scripts/assets/social-card.svg';
const out = process.argv[2] ?? 'static/img/social-card.png';
const size = { width: 1200, height: 630 };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0">${readFileSync(SVG, 'utf8')}</body></html>`.replace(
      '<svg ',
      '<svg style="display:block" ',
    ),
  );
  await page.screenshot({ path: out, clip: { x: 0, y: 0, ...size } });
  console.log(`wrote ${out} (${size.width} × ${size.height}) from ${SVG}`);
} finally {
  await browser.close();
}
