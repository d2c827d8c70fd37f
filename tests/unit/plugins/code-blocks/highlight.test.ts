import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { linesHtml } from '../../../../src/plugins/code-blocks/shared/lines';
import { highlightCode as highlightCompact, loadLanguages } from '../../../../src/plugins/code-blocks/server/highlight';
import rehypeStaticCode from '../../../../src/plugins/code-blocks/server/rehypeStaticCode';
import { themeCss } from '../../../../src/plugins/code-blocks/server/themeCss';

/** The markup a block renders: the compact build-time result decoded as the browser does. */
function highlightCode(...args: Parameters<typeof highlightCompact>) {
  const result = highlightCompact(...args);
  return { ...result, html: linesHtml(result, result.showLineNumbers) };
}

const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

describe('highlightCode', () => {
  it('writes one token-line per line and Prism token classes, escaping the text', () => {
    const { html, code } = highlightCode('const a = <View />;\nlet b = 1 < 2;', {
      language: 'tsx',
      metastring: undefined,
      magicComments,
    });
    expect(code).toBe('const a = <View />;\nlet b = 1 < 2;');
    expect(html.match(/class="token-line"/g)).toHaveLength(2);
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<span class="token tag punctuation">&lt;</span>');
    expect(html).not.toMatch(/style=/);
  });

  it('marks highlighted lines, removes magic comments from the copied code and reads the title', () => {
    const result = highlightCode('a();\n// highlight-next-line\nb();\nc();', {
      language: 'ts',
      metastring: 'title="src/App.tsx"',
      magicComments,
    });
    expect(result.code).toBe('a();\nb();\nc();');
    expect(result.title).toBe('src/App.tsx');
    const lines = result.html.split('<br></span>');
    expect(lines[1]).toContain('class="token-line theme-code-block-highlighted-line"');
    expect(lines[0]).not.toContain('highlighted');
  });

  it('highlights the extra languages once they are loaded, and leaves unknown ones plain', () => {
    loadLanguages(['kotlin', 'groovy']);
    const kotlin = highlightCode('fun main() { val x = 1 }', {
      language: 'kotlin',
      metastring: undefined,
      magicComments,
    });
    expect(kotlin.html).toContain('<span class="token keyword">fun</span>');
    const unknown = highlightCode('a=1', { language: 'properties', metastring: undefined, magicComments });
    expect(unknown.html).toBe('<span class="token-line">a=1<br></span>');
  });

  it('numbers lines when the meta asks for it', () => {
    const result = highlightCode('a\nb', { language: 'text', metastring: 'showLineNumbers', magicComments });
    expect(result.showLineNumbers).toBe(true);
    expect(result.html.match(/<span class="code-line-number"><\/span>/g)).toHaveLength(2);
  });
});

describe('rehypeStaticCode', () => {
  it('hands the highlighted lines to the code element, inside JSX elements too', async () => {
    const code = {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-ts'], metastring: 'title="a.ts"' },
      children: [{ type: 'text', value: 'const x = 1;\n' }],
    };
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }],
        },
      ],
    };
    await rehypeStaticCode({ additionalLanguages: [], magicComments })(tree as never, {});
    expect(code.properties).toMatchObject({ title: 'a.ts', className: ['language-ts'] });
    expect(code.properties).not.toHaveProperty('metastring');
    const properties = code.properties as Record<string, unknown>;
    expect(String(properties.tokenTypes).split('|')).toContain('keyword');
    expect(properties.tokens).toMatch(/^\d+,\d+(,\d+,\d+)*$/);
    // The plain code stays, with its trailing newline, so MDX renders a block even for one line.
    expect(code.children).toEqual([{ type: 'text', value: 'const x = 1;\n' }]);
  });
});

describe('the compact form', () => {
  it('is much smaller than the markup it stands for', () => {
    const source = Array.from(
      { length: 20 },
      (_, i) => `const value${i} = useCameraDevice('back', { physicalDevices: [] });`,
    ).join('\n');
    const result = highlightCode(source, { language: 'tsx', metastring: undefined, magicComments });
    expect(result.tokens.length + result.tokenTypes.length).toBeLessThan(result.html.length / 4);
  });

  it('keeps text the tokens do not cover, as plain text', () => {
    expect(linesHtml({ code: 'a <b>', tokens: '', tokenTypes: '', lineClasses: '' })).toBe(
      '<span class="token-line">a &lt;b&gt;<br></span>',
    );
  });

  it('writes adjacent tokens of the same types as one, and plain text without a span', () => {
    const result = highlightCode('foo(a, b);\nx += 1;', { language: 'ts', metastring: undefined, magicComments });
    // Prism gives `(`, `,` and `)` separately; "a" and " " are plain.
    expect(result.html).toContain('<span class="token function">foo</span><span class="token punctuation">(</span>a');
    expect(result.html).not.toContain('token plain');
    expect(result.html).toContain('<span class="token punctuation">);</span>');
    const types = result.tokenTypes.split('|');
    for (const line of result.tokens.split(';')) {
      const pairs = line.split(',').map(Number);
      for (let at = 2; at < pairs.length; at += 2) expect(types[pairs[at] ?? 0]).not.toBe(types[pairs[at - 2] ?? 0]);
    }
  });
});

describe('themeCss', () => {
  const css = themeCss(themes.oneLight, themes.oneDark);

  it('refuses a theme that colours plain text, which the blocks write without a span', () => {
    const plainStyled = { ...themes.oneLight, styles: [{ types: ['plain'], style: { color: '#123456' } }] };
    expect(() => themeCss(plainStyled, themes.oneDark)).toThrow(/plain/);
    expect(css).not.toMatch(/\.token\.plain/);
  });

  it('sets the block colours and token colours per colour mode, without inline styles', () => {
    expect(css).toContain(`[data-theme='light'] .theme-code-block { --prism-color: ${themes.oneLight.plain.color};`);
    expect(css).toContain(`[data-theme='dark'] .theme-code-block { --prism-color: ${themes.oneDark.plain.color};`);
    expect(css).toMatch(/\[data-theme='light'\] \.theme-code-block \.token\.keyword[^{]*\{ color: /);
  });

  it('writes camel-case style keys as CSS properties', () => {
    expect(css).toContain('font-style: italic');
    expect(css).not.toMatch(/fontStyle/);
  });
});
