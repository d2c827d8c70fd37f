/**
 * Content checks over every guide in docs/guides: front matter, sidebar membership and the markup rules of
 * STYLEGUIDE.md. Each failure message says how to fix it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import sidebars from '../../../sidebars';

const GUIDES_DIR = path.join(__dirname, '../../../docs/guides');

const guideFiles = readdirSync(GUIDES_DIR)
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
  .sort();

type Guide = { file: string; id: string; data: Record<string, unknown>; body: string };
const guides: Guide[] = guideFiles.map((file) => {
  const { data, content } = matter(readFileSync(path.join(GUIDES_DIR, file), 'utf8'));
  return { file, id: file.replace(/\.mdx$/, ''), data, body: content };
});

/** Every doc id listed in a sidebar, including inside categories. */
function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (items && typeof items === 'object') {
    const item = items as { type?: string; id?: string; items?: unknown };
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.items) return sidebarDocIds(item.items);
  }
  return [];
}

/** Prose only: fenced code blocks removed (they may legitimately contain anything). */
const prose = (body: string) => body.replace(/^```[\s\S]*?^```/gm, '');

describe('guides', () => {
  it("exist, as many as the Guides sidebar lists (the original site's 31 plus Compatibility)", () => {
    expect(guides.length).toBeGreaterThanOrEqual(32);
    expect(guides, 'add the guide to `guides` in sidebars.ts, or remove its entry').toHaveLength(
      sidebarDocIds(sidebars.guides).length,
    );
  });

  describe.each(guides)('$file', ({ file, id, data, body }) => {
    it('has front matter id, title, sidebar_label and a one-sentence description', () => {
      expect(data.id, `${file}: set \`id: ${id}\` (the id is the file name)`).toBe(id);
      for (const key of ['title', 'sidebar_label', 'description']) {
        expect(
          typeof data[key] === 'string' && (data[key] as string).trim().length > 0,
          `${file}: add \`${key}\``,
        ).toBe(true);
      }
      const description = String(data.description);
      expect(description.length, `${file}: keep the description under 300 characters`).toBeLessThanOrEqual(300);
      expect(description.endsWith('.'), `${file}: end the description with a period`).toBe(true);
    });

    it('has a slug only if it is the getting-started guide', () => {
      if (id === 'getting-started') expect(data.slug).toBe('/guides');
      else expect(data.slug, `${file}: remove \`slug\`; the route comes from the id`).toBeUndefined();
    });

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

  it('lists every guide exactly once', () => {
    const expected = guides.map((guide) => `guides/${guide.id}`).sort();
    expect([...listed].sort(), 'add each guide id to `guides` in sidebars.ts, once').toEqual(expected);
  });

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
