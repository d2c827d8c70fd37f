/**
 * The markup rules of STYLEGUIDE.md over every guide in docs/guides, and the order of the Guides sidebar. Each failure
 * message says how to fix it. Front matter, sidebar membership, links and MDX are checked by `npm run check`
 * (scripts/lib/contentCheck.ts), which `npm test` runs first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import sidebars from '../../../sidebars';
import { sidebarDocIds } from '../../../scripts/lib/contentCheck';

const GUIDES_DIR = path.join(__dirname, '../../../docs/guides');

const guideFiles = readdirSync(GUIDES_DIR)
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
  .sort();

type Guide = { file: string; body: string };
const guides: Guide[] = guideFiles.map((file) => ({
  file,
  body: matter(readFileSync(path.join(GUIDES_DIR, file), 'utf8')).content,
}));

/** Prose only: fenced code blocks removed (they may legitimately contain anything). */
const prose = (body: string) => body.replace(/^```[\s\S]*?^```/gm, '');

describe('guides', () => {
  describe.each(guides)('$file', ({ file, body }) => {
    it('uses only ## and ### headings in prose (and at most one # heading before any other)', () => {
      const headings = prose(body).match(/^#{1,6} /gm) ?? [];
      // A leading # heading replaces the h1 when two pages share a heading but need distinct browser titles.
      const rest = headings[0] === '# ' ? headings.slice(1) : headings;
      const bad = rest.filter((heading) => !['## ', '### '].includes(heading));
      expect(bad, `${file}: use ## or ### (the title is the page's h1; the table of contents shows h2 and h3)`).toEqual(
        [],
      );
    });

    it('names the language of every code block', () => {
      const fences = prose(body) === body ? [] : (body.match(/^```.*$/gm) ?? []);
      const openings = fences.filter((_, index) => index % 2 === 0);
      const unnamed = openings.filter((fence) => fence.trim() === '```');
      expect(unnamed, `${file}: write \`\`\`tsx, \`\`\`bash… instead of a bare fence`).toEqual([]);
    });

    it('uses the allowed admonitions, each with a title', () => {
      const admonitions = prose(body).match(/^:::\w+.*$/gm) ?? [];
      for (const admonition of admonitions) {
        expect(admonition, `${file}: use note, tip, info, warning or danger with a [Title]`).toMatch(
          /^:::(note|tip|info|warning|danger)\[.+\]$/,
        );
      }
    });

    it('groups platform tabs and gives every image alt text', () => {
      for (const tabs of prose(body).match(/<Tabs\b[^>]*>/g) ?? []) {
        expect(tabs, `${file}: give <Tabs> a groupId and queryString`).toMatch(/groupId="[^"]+"/);
      }
      for (const image of prose(body).match(/!\[[^\]]*\]\([^)]*\)/g) ?? []) {
        expect(image, `${file}: give the image alt text: ![What it shows](/img/...)`).not.toMatch(/^!\[\s*\]/);
      }
    });

    it('imports Tabs when it imports TabItem and has npm2yarn blocks', () => {
      // The npm2yarn plugin adds both imports unless @theme/Tabs is already imported; a second TabItem import
      // then breaks the webpack build (DOCUSAURUS_SLOWER=true), though the default SWC build accepts it.
      if (!/^```\w+ npm2yarn/m.test(body) || !/^import TabItem from '@theme\/TabItem';?$/m.test(body)) return;
      expect(body, `${file}: add \`import Tabs from '@theme/Tabs';\` next to the TabItem import`).toMatch(
        /^import Tabs from '@theme\/Tabs';?$/m,
      );
    });

    it('links to guides by path, never by the absolute site URL', () => {
      expect(
        prose(body),
        `${file}: link /docs/guides/<id>, not https://react-native-vision-camera.com/...`,
      ).not.toMatch(/react-native-vision-camera\.com\/docs/);
    });
  });
});

describe('the Guides sidebar', () => {
  const listed = sidebarDocIds(sidebars.guides);

  it('starts with Getting Started and keeps the frame processing guides in their category', () => {
    expect(listed[0]).toBe('guides/getting-started');
    const category = (sidebars.guides as unknown[]).find(
      (item) => typeof item === 'object' && (item as { label?: string }).label === 'Realtime Frame Processing',
    );
    expect(sidebarDocIds(category)).toEqual([
      'guides/frame-processors',
      'guides/frame-processors-interacting',
      'guides/frame-processor-plugins-community',
      'guides/pixel-formats',
      'guides/frame-processors-tips',
      'guides/skia-frame-processors',
      'guides/frame-processors-plugins-overview',
      'guides/frame-processors-plugins-ios',
      'guides/frame-processors-plugins-android',
      'guides/frame-processors-plugins-cpp',
      'guides/frame-processors-plugins-final',
    ]);
  });
});
