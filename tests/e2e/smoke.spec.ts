/**
 * Every page of the sitemap, on a phone: status 200, hydrates, no console error or uncaught exception, nothing
 * wider than the screen, every image with alt text, and unique titles and descriptions with sharing metadata.
 * `SMOKE_PATH=/docs/guides/devices npm run test:e2e -- smoke` checks one page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, open, test } from './support/fixtures';

function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  const only = process.env.SMOKE_PATH;
  return only ? paths.filter((candidate) => candidate.replace(/\/$/, '') === only.replace(/\/$/, '')) : paths;
}

const PATHS = sitemapPaths();

test.describe('every page', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sitemap lists the pages to check', () => {
    expect(PATHS.length, 'no sitemap entry matches SMOKE_PATH').toBeGreaterThan(0);
  });

  for (const pagePath of PATHS) {
    test(pagePath, async ({ page }) => {
      const response = await open(page, pagePath);
      expect(response?.status()).toBe(200);

      const tooWide = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const offenders: string[] = [];
        for (const element of document.body.querySelectorAll('*')) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.right <= viewport + 1) continue;
          // Content that scrolls inside its own box (code blocks, tables) does not make the page scroll, and
          // neither does a fixed element parked off-screen (the "skip to content" link).
          let clipped = getComputedStyle(element).position === 'fixed';
          let parent = element.parentElement;
          while (!clipped && parent && parent !== document.body) {
            const style = getComputedStyle(parent);
            clipped = style.overflowX !== 'visible' || style.position === 'fixed';
            parent = parent.parentElement;
          }
          if (!clipped) offenders.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
        }
        return { scrollWidth: document.documentElement.scrollWidth, viewport, offenders: offenders.slice(0, 5) };
      });
      expect(tooWide.offenders, `elements wider than the 390 px screen on ${pagePath}`).toEqual([]);
      expect(tooWide.scrollWidth, `horizontal scroll on ${pagePath}`).toBeLessThanOrEqual(tooWide.viewport);

      const imagesWithoutAlt = await page
        .locator('img:not([alt])')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(imagesWithoutAlt, `images without alt text on ${pagePath}`).toEqual([]);
    });
  }
});

test('every page has a unique title and description, sharing metadata and a canonical link', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const pagePath of PATHS) {
    const html = await (await request.get(pagePath)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Attribute values are quoted, or unquoted without spaces after minification.
    const meta = (attribute: string, name: string) => {
      const match = new RegExp(
        `<meta[^>]*?${attribute}="?${name}"?\\s[^>]*?content=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`,
      ).exec(head);
      return match?.[1] ?? match?.[2] ?? match?.[3];
    };
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
    const description = meta('name', 'description') ?? '';
    expect(title, pagePath).not.toBe('');
    expect(description.length, `${pagePath} needs a description`).toBeGreaterThan(20);
    expect(titles.get(title), `${pagePath} repeats the title "${title}"`).toBeUndefined();
    expect(descriptions.get(description), `${pagePath} repeats the description "${description}"`).toBeUndefined();
    titles.set(title, pagePath);
    descriptions.set(description, pagePath);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      expect(meta('property', property), `${pagePath}: <meta property="${property}">`).toBeTruthy();
    }
    expect(meta('name', 'twitter:card'), `${pagePath}: twitter:card`).toBe('summary_large_image');
    expect(meta('property', 'og:image'), pagePath).toMatch(/\/img\/social-card\.png$/);
    expect(head, `${pagePath}: canonical link`).toMatch(/<link[^>]*rel="?canonical"?[^>]*href="?https?:\/\//);
  }
});
