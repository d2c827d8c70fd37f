import { describe, expect, it } from 'vitest';
import {
  docIdsInSidebarOrder,
  renderLlmsFullTxt,
  renderLlmsTxt,
} from '../../../../src/plugins/markdown-copies/server/llmsTxt';
import { markdownPathOf } from '../../../../src/plugins/markdown-copies/shared/markdownPath';

describe('docIdsInSidebarOrder', () => {
  it('lists docs depth first, a category page before its items, once each, skipping links', () => {
    const ids = docIdsInSidebarOrder([
      { type: 'doc', id: 'a' },
      {
        type: 'category',
        link: { type: 'doc', id: 'b' },
        items: [{ type: 'doc', id: 'c' }, { type: 'link' }, { type: 'category', items: [{ type: 'ref', id: 'd' }] }],
      },
      { type: 'doc', id: 'a' },
    ]);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('renderLlmsTxt', () => {
  const text = renderLlmsTxt({ title: 'VisionCamera', summary: 'A camera\nlibrary.', details: 'Links are Markdown.' }, [
    {
      title: 'Guides',
      pages: [
        { title: 'Zoom [beta]', description: 'Pinch\n to zoom.', markdownUrl: 'https://x.dev/docs/guides/zooming.md' },
      ],
    },
    { title: 'Empty', pages: [] },
    {
      title: 'API',
      pages: [{ title: 'Camera', description: '', markdownUrl: 'https://x.dev/docs/api/classes/Camera.md' }],
    },
  ]);

  it('follows the llms.txt layout: H1, quoted summary, details, H2 sections of links with descriptions', () => {
    expect(text).toBe(
      [
        '# VisionCamera',
        '> A camera library.',
        'Links are Markdown.',
        '## Guides\n\n- [Zoom beta](https://x.dev/docs/guides/zooming.md): Pinch to zoom.',
        '## API\n\n- [Camera](https://x.dev/docs/api/classes/Camera.md)',
      ].join('\n\n') + '\n',
    );
  });
});

describe('renderLlmsFullTxt', () => {
  it('puts the site header first, then every page in the given order', () => {
    const text = renderLlmsFullTxt({ title: 'VisionCamera', summary: 'S.' }, ['# One\n\nbody 1\n', '# Two\n\nbody 2']);
    expect(text.indexOf('# VisionCamera')).toBe(0);
    expect(text.indexOf('# One')).toBeLessThan(text.indexOf('# Two'));
    expect(text).toContain('body 2\n');
  });
});

describe('markdownPathOf', () => {
  it('adds .md to the page path, without trailing slash, query or hash', () => {
    expect(markdownPathOf('/docs/guides/taking-photos')).toBe('/docs/guides/taking-photos.md');
    expect(markdownPathOf('/docs/api/')).toBe('/docs/api.md');
    expect(markdownPathOf('/docs/guides?x=1#a')).toBe('/docs/guides.md');
    expect(markdownPathOf('/')).toBe('/index.md');
  });
});
