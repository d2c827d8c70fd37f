import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, parseBuiltDocPage } from '../../../../src/lib/built-doc-pages/parseBuiltDocPage';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../fixtures/search', name), 'utf8');
const options = { siteUrl: 'https://fallback.dev/', permalink: '/docs/x' };

describe('parseBuiltDocPage on a guide with tabs, a list, a table and code', () => {
  const page = parseBuiltDocPage(fixture('guide-in-category.html'), options);

  it('reads the page facts: address, doc id, title, facets and place in the site', () => {
    expect(page).toMatchObject({
      permalink: '/docs/x',
      url: 'https://example.dev/docs/guides/frame-processors-tips',
      docId: 'guides/frame-processors-tips',
      isDocPage: true,
      noIndex: false,
      title: 'Frame Processors Tips',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      section: 'Realtime Frame Processing',
    });
  });

  it('cuts the text at its headings, with their level and anchor, and labels text inside tabs', () => {
    expect(page.sections.map((section) => section.heading)).toEqual([
      undefined,
      { level: 2, text: 'Throttling', anchor: 'throttling' },
      { level: 3, text: 'Async work', anchor: 'async-work' },
      { level: 2, text: 'Debugging', anchor: 'debugging' },
    ]);
    const throttling = page.sections[1]?.blocks ?? [];
    expect(throttling).toContainEqual({ text: 'On iOS the pixel buffer is locked.', tab: 'iOS' });
    expect(throttling).toContainEqual({ text: 'On Android the image is closed.', tab: 'Android' });
    expect(throttling).toContainEqual({ text: 'Use runAtTargetFps to run a plugin twice a second.' });
  });

  it('keeps code apart from the text, with its language', () => {
    expect(page.code.length).toBeGreaterThan(0);
    expect(page.code.every((block) => typeof block.text === 'string' && block.language !== undefined)).toBe(true);
    const text = page.sections.flatMap((section) => section.blocks.map((block) => block.text)).join(' ');
    for (const block of page.code) if (block.text) expect(text).not.toContain(block.text);
  });
});

describe('parseBuiltDocPage', () => {
  it('flags a page that asks not to be indexed', () => {
    expect(parseBuiltDocPage(fixture('noindex-doc.html'), options).noIndex).toBe(true);
  });

  it('falls back to the site URL and route without a canonical link', () => {
    const html = fixture('guide-in-category.html').replace(/<link rel="canonical"[^>]*>/, '');
    expect(parseBuiltDocPage(html, options).url).toBe('https://fallback.dev/docs/x');
  });

  it('refuses a page without docs content, naming it', () => {
    expect(() =>
      parseBuiltDocPage('<html><body><p>hi</p></body></html>', { siteUrl: 'https://a.dev', permalink: '/docs/y' }),
    ).toThrow(/\/docs\/y/);
  });

  it('makes every link absolute against the page address and lists it', () => {
    const html =
      '<html><head><link rel="canonical" href="https://example.dev/docs/guides/zooming"></head><body><article>' +
      '<div class="theme-doc-markdown"><h1>T</h1><p><a href="/docs/api">API</a> <a href="#pinch">pinch</a> ' +
      '<a href="mailto:a@b.dev">mail</a></p></div></article></body></html>';
    expect(parseBuiltDocPage(html, options).links).toEqual([
      'https://example.dev/docs/api',
      'https://example.dev/docs/guides/zooming#pinch',
      'mailto:a@b.dev',
    ]);
  });

  it('reads the breadcrumbs', () => {
    const html =
      '<html><body><article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Home</a></li>' +
      '<li class="breadcrumbs__item"><span>Realtime Frame Processing</span></li></ul></nav>' +
      '<div class="theme-doc-markdown"><h1>T</h1><p>x</p></div></article></body></html>';
    expect(parseBuiltDocPage(html, options).breadcrumbs).toEqual(['Home', 'Realtime Frame Processing']);
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths, anchors and relative paths, and keeps other schemes', () => {
    const base = 'https://example.dev/docs/guides/zooming';
    expect(absoluteUrl('/docs/api', base)).toBe('https://example.dev/docs/api');
    expect(absoluteUrl('#pinch', base)).toBe('https://example.dev/docs/guides/zooming#pinch');
    expect(absoluteUrl('focusing', base)).toBe('https://example.dev/docs/guides/focusing');
    expect(absoluteUrl('mailto:a@b.dev', base)).toBe('mailto:a@b.dev');
  });
});

describe('parseBuiltDocPage on problem sections and content search skips', () => {
  const html = `<html class="docs-doc-page"><head><link rel="canonical" href="https://example.dev/docs/guides/a"></head>
    <body><article><div class="theme-doc-markdown markdown"><header><h1>A</h1></header>
      <h2 id="common-problems">Common problems</h2>
      <h3 id="torch-off">Torch stays off</h3>
      <div class="problem"><p>Symptom: the light stays off.</p><p data-search-exclude="true">Issues: #2923</p></div>
      <h3 id="other">Other</h3><p>Plain text.</p>
      <h2 id="index" data-search-exclude="true">Index</h2><div data-search-exclude="true"><p>A list of links.</p></div>
    </div></article></body></html>`;
  const page = parseBuiltDocPage(html, options);

  it('marks the heading a problem section follows', () => {
    expect(page.sections.map((section) => section.heading)).toEqual([
      undefined,
      { level: 2, text: 'Common problems', anchor: 'common-problems' },
      { level: 3, text: 'Torch stays off', anchor: 'torch-off', problem: true },
      { level: 3, text: 'Other', anchor: 'other' },
    ]);
  });

  it('leaves out what is marked data-search-exclude, headings included', () => {
    const texts = page.sections.flatMap((section) => section.blocks.map((block) => block.text));
    expect(texts).toEqual(['Symptom: the light stays off.', 'Plain text.']);
  });
});
