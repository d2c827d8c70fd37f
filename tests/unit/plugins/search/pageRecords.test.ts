import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBuiltDocPage } from '../../../../src/lib/built-doc-pages/parseBuiltDocPage';
import { recordsOf } from '../../../../src/plugins/search/server/indexer/pageRecords';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../fixtures/search', name), 'utf8');
/** The records of a built page, read as the build reads it. */
const parseDocument = (html: string, options: { siteUrl: string; permalink: string }) =>
  recordsOf(parseBuiltDocPage(html, options));
const options = { siteUrl: 'https://fallback.dev', permalink: '/docs/x' };

describe('records of a guide inside a sidebar category', () => {
  const records = parseDocument(fixture('guide-in-category.html'), options);

  it('starts with the page record: lvl0 is the outermost active category, lvl1 the title', () => {
    expect(records[0]).toMatchObject({
      objectID: '/docs/guides/frame-processors-tips#0',
      type: 'lvl1',
      url: 'https://example.dev/docs/guides/frame-processors-tips',
      hierarchy: { lvl0: 'Realtime Frame Processing', lvl1: 'Frame Processors Tips', lvl2: null },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(records[0]).not.toHaveProperty('apiName');
    // The sidebar label, when it is not the title, is searched with the title.
    expect(records[0]).toHaveProperty('sidebarLabel', 'Speed tips');
  });

  it.each(['See also', 'Used in guides'])(
    'leaves out a %s link list and everything under it: those lines describe other pages',
    (heading) => {
      const list =
        `<h2 id="list">${heading}</h2><ul><li><a href="/docs/guides/performance">Performance</a>: what costs time.</li></ul>` +
        '<h3 id="more">More links</h3><p>A paragraph under the link list.</p></div>\n    <footer';
      const html = fixture('guide-in-category.html').replace('</div>\n    <footer', list);
      expect(html).toContain(heading);
      const withLinks = parseDocument(html, options);
      expect(withLinks.length).toBe(records.length);
      expect(withLinks.some((record) => JSON.stringify(record).includes(heading))).toBe(false);
      expect(withLinks.some((record) => record.content?.includes('under the link list'))).toBe(false);
    },
  );

  it('gives headings their anchor and level, without the hash link', () => {
    const headings = records.filter((record) => record.type !== 'content' && record.type !== 'lvl1');
    expect(
      headings.map((record) => [record.type, record.hierarchy[record.type as 'lvl2'], record.url.split('#')[1]]),
    ).toEqual([
      ['lvl2', 'Throttling', 'throttling'],
      ['lvl3', 'Async work', 'async-work'],
      ['lvl2', 'Debugging', 'debugging'],
    ]);
  });

  it('keeps content in document order under the current headings, tabs included', () => {
    const content = records.filter((record) => record.type === 'content');
    expect(content.map((record) => record.content)).toEqual([
      'Keep each call short.',
      'Use runAtTargetFps to run a plugin twice a second.',
      'On iOS the pixel buffer is locked.',
      'On Android the image is closed.',
      'First item',
      'Nested item',
      'Item with a paragraph',
      'Prop',
      'Effect',
      'fps',
      'Frame rate <script>alert(1)</script>',
      'Log with console.log.',
    ]);
    const nested = content.find((record) => record.content === 'Nested item');
    expect(nested?.hierarchy).toMatchObject({ lvl2: 'Throttling', lvl3: 'Async work' });
    expect(nested?.url).toBe('https://example.dev/docs/guides/frame-processors-tips#async-work');
    const last = content.at(-1);
    expect(last?.hierarchy).toMatchObject({ lvl2: 'Debugging', lvl3: null });
  });

  it('skips navigation chrome, tab buttons, code blocks and the page footer', () => {
    const text = records
      .map((record) => `${record.content ?? ''} ${Object.values(record.hierarchy).join(' ')}`)
      .join(' ');
    for (const chrome of ['On this page', 'Edit this page', 'not indexed', 'Getting Started', 'Direct link']) {
      expect(text).not.toContain(chrome);
    }
    expect(records.some((record) => record.content === 'iOS' || record.content === 'Android')).toBe(false);
  });

  it('numbers objectIDs in order', () => {
    expect(records.map((record) => record.objectID)).toEqual(
      records.map((_, index) => `/docs/guides/frame-processors-tips#${index}`),
    );
  });
});

describe('records of an API page', () => {
  const records = parseDocument(fixture('api-function.html'), options);

  it('names the exported symbol on the title record and uses the API category as lvl0', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      apiName: 'useCameraDevice',
      hierarchy: { lvl0: 'Functions', lvl1: 'Function: useCameraDevice()' },
    });
  });

  it('leaves out TypeDoc "Defined in" lines', () => {
    expect(records.some((record) => record.content?.startsWith('Defined in'))).toBe(false);
    expect(records.some((record) => record.content === 'Get the best matching Camera device.')).toBe(true);
  });
});

describe('pages that are not indexed', () => {
  it('a page that is not a docs page (a tags list, say) gives no records', () => {
    const html = fixture('guide-in-category.html').replace(/\bdocs-doc-page\b/, 'docs-tag-doc-list-page');
    expect(parseDocument(html, options)).toEqual([]);
  });

  it('a docs page marked noindex gives no records', () => {
    expect(parseDocument(fixture('noindex-doc.html'), options)).toEqual([]);
  });

  it('uses the site URL and route when the page has no canonical link', () => {
    const html = fixture('guide-in-category.html').replace(/<link rel="canonical"[^>]*>/, '');
    expect(parseDocument(html, options)[0]?.url).toBe('https://fallback.dev/docs/x');
  });
});
