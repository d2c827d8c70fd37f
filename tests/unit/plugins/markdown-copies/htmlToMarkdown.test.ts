import { describe, expect, it } from 'vitest';
import { parseBuiltDocPage } from '../../../../src/lib/built-doc-pages/parseBuiltDocPage';
import {
  pageToMarkdown as writeMarkdown,
  type PageMarkdownOptions,
} from '../../../../src/plugins/markdown-copies/server/htmlToMarkdown';

/** A built page's Markdown copy, from its HTML, as the build makes it. */
function pageToMarkdown(html: string, options: { siteUrl: string; permalink: string } & PageMarkdownOptions) {
  const page = parseBuiltDocPage(html, options);
  return { title: page.title, url: page.url, markdown: writeMarkdown(page, options) };
}

/** A trimmed copy of the markup Docusaurus 3.7 renders for a guide: title, anchors, tabs, admonition, code, table. */
const page = `<!doctype html><html><head>
<title>Taking Photos | VisionCamera</title>
<link rel="canonical" href="https://example.dev/docs/guides/taking-photos">
</head><body><nav><a href="/docs/api">API</a></nav><main><article>
<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-markdown markdown">
<header><h1>Taking Photos</h1></header>
<p>Read<!-- --> <a href="/docs/guides/devices">Camera Devices</a> and <a href="#flash">the flash section</a> first.</p>
<h2 class="anchor" id="flash">Flash<a href="#flash" class="hash-link" aria-label="Direct link to Flash">\u200b</a></h2>
<div class="tabs-container tabList_x"><ul role="tablist" class="tabs">
<li role="tab" aria-selected="true" class="tabs__item">iOS</li><li role="tab" aria-selected="false" class="tabs__item">Android</li></ul>
<div class="margin-top--md"><div role="tabpanel"><p>On iOS the flash fires.</p></div>
<div role="tabpanel" hidden=""><p>On Android it may not.</p>
<div class="language-kotlin codeBlockContainer_a theme-code-block"><div class="codeBlockTitle_b">Plugin.kt</div><div class="codeBlockContent_c">
<pre tabindex="0" class="prism-code language-kotlin"><code><span class="token-line"><span class="token keyword">val</span> a = 1<br></span><span class="token-line">val b = a &lt; 2<br></span></code></pre>
<div class="buttonGroup_d"><button type="button" aria-label="Copy code to clipboard"><svg viewBox="0 0 1 1"><path d=""></path></svg></button></div></div></div>
</div></div></div>
<div class="theme-admonition theme-admonition-warning admonition_e alert alert--warning"><div class="admonitionHeading_f"><span class="admonitionIcon_g"><svg viewBox="0 0 1 1"></svg></span>warning</div>
<div class="admonitionContent_h"><p>Photos are <strong>large</strong>.</p></div></div>
<div class="theme-admonition theme-admonition-tip admonition_e alert alert--success"><div class="admonitionHeading_f">Save space</div>
<div class="admonitionContent_h"><p>Use <code>photoQualityBalance</code>.</p></div></div>
<table><thead><tr><th>Option</th><th>Type</th></tr></thead><tbody><tr><td><code>flash</code></td><td><code>'on' | 'off'</code></td></tr></tbody></table>
<p><img src="/img/guides/photo.svg" alt="Photo pipeline"></p>
</div>
<footer class="theme-doc-footer"><a href="https://github.com/edit">Edit this page</a></footer>
</article></main></body></html>`;

describe('pageToMarkdown', () => {
  const { title, url, markdown } = pageToMarkdown(page, { siteUrl: 'https://fallback.dev', permalink: '/docs/x' });

  it('starts with the title and the canonical URL of the HTML page', () => {
    expect(title).toBe('Taking Photos');
    expect(url).toBe('https://example.dev/docs/guides/taking-photos');
    expect(markdown.startsWith('# Taking Photos\n\nURL: https://example.dev/docs/guides/taking-photos\n\n')).toBe(true);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('keeps only the article content: no breadcrumbs, footer, anchors or copy buttons', () => {
    expect(markdown).not.toMatch(/Home|Edit this page|Direct link|Copy code|\u200b/);
    expect(markdown).toContain('## Flash\n');
  });

  it('keeps every tab, hidden ones too, each after its label', () => {
    expect(markdown).toMatch(/\*\*iOS\*\*\n\nOn iOS the flash fires\.\n\n\*\*Android\*\*\n\nOn Android it may not\./);
  });

  it('writes code blocks fenced, with their language, title and exact text', () => {
    expect(markdown).toContain('```kotlin title="Plugin.kt"\nval a = 1\nval b = a < 2\n```');
  });

  it('turns admonitions into quotes headed by their kind, and their title when they have one', () => {
    expect(markdown).toContain('> **Warning**\n>\n> Photos are **large**.');
    expect(markdown).toContain('> **Tip: Save space**\n>\n> Use `photoQualityBalance`.');
  });

  it('writes tables as GFM tables, escaping pipes inside cells', () => {
    expect(markdown).toContain('| Option | Type |');
    expect(markdown).toContain("| `flash` | `'on' \\| 'off'` |");
  });

  it('makes links and images absolute against the canonical URL', () => {
    expect(markdown).toContain('[Camera Devices](https://example.dev/docs/guides/devices)');
    expect(markdown).toContain('[the flash section](https://example.dev/docs/guides/taking-photos#flash)');
    expect(markdown).toContain('![Photo pipeline](https://example.dev/img/guides/photo.svg)');
  });

  it('leaves no HTML behind', () => {
    const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
    expect(prose).not.toMatch(/<\/?[a-z][\w-]*[\s>/]|<!--/i);
  });

  it('refuses a page without docs content, naming it', () => {
    expect(() =>
      pageToMarkdown('<html><body><p>hi</p></body></html>', { siteUrl: 'https://a.dev', permalink: '/docs/y' }),
    ).toThrow(/\/docs\/y/);
  });
});

describe('inlined images', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
  const html = (src: string) =>
    `<html><body><article><div class="theme-doc-markdown"><h1>T</h1><p><img src="${src}" alt="A diagram"></p></div></article></body></html>`;

  it('link to the static file the bundler inlined, found by the resolver', () => {
    const { markdown } = pageToMarkdown(html(`data:image/svg+xml;base64,${svg}`), {
      siteUrl: 'https://example.dev',
      permalink: '/docs/t',
      resolveInlineImage: (uri) => (uri.endsWith(svg) ? '/img/guides/d.svg' : undefined),
    });
    expect(markdown).toContain('![A diagram](https://example.dev/img/guides/d.svg)');
  });

  it('keep only their alt text when the file is unknown, never the data URI', () => {
    const { markdown } = pageToMarkdown(html(`data:image/svg+xml;base64,${svg}`), {
      siteUrl: 'https://example.dev',
      permalink: '/docs/t',
    });
    expect(markdown).toContain('_Image: A diagram_');
    expect(markdown).not.toContain('data:');
  });
});

describe('a plain <pre> the theme did not render', () => {
  it('keeps all its text, nested elements included', () => {
    const html =
      '<html><body><article><div class="theme-doc-markdown"><h1>T</h1>' +
      '<pre><code><span>npx</span> pod-install\nnext line\n</code></pre></div></article></body></html>';
    const { markdown } = pageToMarkdown(html, { siteUrl: 'https://example.dev', permalink: '/docs/t' });
    expect(markdown).toContain('```\nnpx pod-install\nnext line\n```');
  });
});

describe('platform pills of API members', () => {
  it('read in italics, on their own line under the heading or beside each other', () => {
    const pill = (label: string) => `<span class="badge badge--secondary api-platform-badge">${label}</span>`;
    const html =
      '<html><body><article><div class="theme-doc-markdown"><h1>Interface: CameraProps</h1>' +
      `<h3 id="photohdr">photoHdr?</h3>${pill('No effect on iOS')}<p>Enables photo HDR.</p>` +
      `<h3 id="a">a</h3><p>${pill('iOS only')} ${pill('No effect on Android')}</p>` +
      `<p>A <span class="badge">plain</span> badge.</p></div></article></body></html>`;
    const { markdown } = pageToMarkdown(html, { siteUrl: 'https://example.dev', permalink: '/docs/api/x' });
    expect(markdown).toContain('### photoHdr?\n\n_No effect on iOS_\n\nEnables photo HDR.');
    expect(markdown).toContain('### a\n\n_iOS only_ _No effect on Android_\n\nA plain badge.');
  });

  it('of a problem section read in italics too, apart from the versions after them', () => {
    const pill = (label: string) => `<span class="problem__platform problem__platform--x">${label}</span>`;
    const html =
      '<html><body><article><div class="theme-doc-markdown"><h1>Guide</h1>' +
      `<p class="problem__meta">${pill('iOS')} ${pill('Android')} Reported with VisionCamera 4.0.0</p>` +
      '</div></article></body></html>';
    const { markdown } = pageToMarkdown(html, { siteUrl: 'https://example.dev', permalink: '/docs/guides/x' });
    expect(markdown).toContain('_iOS_ _Android_ Reported with VisionCamera 4.0.0');
  });
});
