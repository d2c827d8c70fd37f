import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkApiLinks from '../../../../src/plugins/api-reference/server/remarkApiLinks';
import {
  mentionedSymbols,
  readApiSymbols,
  symbolOfInlineCode,
  symbolOfLink,
} from '../../../../src/plugins/api-reference/server/apiReference.mjs';

/** A fake TypeDoc output with three symbols. */
function apiDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-'));
  for (const [kind, name] of [
    ['functions', 'useCameraDevice'],
    ['interfaces', 'Frame'],
    ['classes', 'Camera'],
  ] as const) {
    mkdirSync(path.join(dir, kind), { recursive: true });
    writeFileSync(path.join(dir, kind, `${name}.md`), `# ${name}`);
  }
  return dir;
}

const API = apiDir();
const symbols = readApiSymbols(API);

describe('symbols', () => {
  it('reads one symbol per generated page', () => {
    expect([...symbols.keys()].sort()).toEqual(['Camera', 'Frame', 'useCameraDevice']);
    expect(symbols.get('Frame')?.url).toBe('/docs/api/interfaces/Frame');
  });

  it.each([
    ['useCameraDevice', 'useCameraDevice'],
    ['useCameraDevice()', 'useCameraDevice'],
    ['<Camera>', 'Camera'],
    ['<Camera />', 'Camera'],
    ['Camera.takePhoto()', undefined],
    ["'back'", undefined],
    ['Frame[]', undefined],
    ['frame', undefined],
  ])('inline code %j names %j', (code, name) => {
    expect(symbolOfInlineCode(code, symbols)?.name).toBe(name);
  });

  it.each([
    ['/docs/api/interfaces/Frame', 'Frame'],
    ['/docs/api/interfaces/Frame#orientation', 'Frame'],
    ['/docs/api/classes/Frame', undefined],
    ['/docs/guides/frame-processors', undefined],
  ])('link %j points at %j', (url, name) => {
    expect(symbolOfLink(url, symbols)?.name).toBe(name);
  });

  it('finds mentions in prose, as code or links, but not in code blocks', () => {
    const mdx = [
      'Use `useCameraDevice()` and [the frame](/docs/api/interfaces/Frame).',
      '',
      '```tsx',
      '<Camera />',
      '```',
    ].join('\n');
    expect([...mentionedSymbols(mdx, symbols)].sort()).toEqual(['Frame', 'useCameraDevice']);
  });
});

const code = (value: string) => ({ type: 'inlineCode' as const, value });
const paragraph = (...children: Root['children'][number][]) => ({ type: 'paragraph' as const, children }) as never;
const heading = (text: string) => ({ type: 'heading' as const, depth: 2 as const, children: [code(text)] }) as never;

function transform(tree: Root, file = path.join('/site/docs/guides', 'x.mdx')) {
  remarkApiLinks({ apiDir: API, apiRoute: '/docs/api', include: '/site/docs/guides' })(tree, { path: file });
  return tree;
}

describe('remarkApiLinks', () => {
  it('links the first mention per section, never headings, and respects links the author wrote', () => {
    const tree: Root = {
      type: 'root',
      children: [
        paragraph(code('Frame'), code('Frame')),
        heading('Frame'),
        paragraph(
          { type: 'link', url: '/docs/api/interfaces/Frame', children: [{ type: 'text', value: 'frames' }] } as never,
          code('Frame'),
        ),
        paragraph(code('useCameraDevice()'), code('<Camera>'), code('something else')),
        { type: 'code', lang: 'tsx', value: 'Frame' } as never,
      ],
    };
    const result = JSON.parse(JSON.stringify(transform(tree))) as Root;
    const [first, title, second, third, block] = result.children as never[] as {
      type: string;
      children?: { type: string; url?: string }[];
    }[];
    expect(first?.children?.map((node) => node.type)).toEqual(['link', 'inlineCode']);
    expect(first?.children?.[0]?.url).toBe('/docs/api/interfaces/Frame');
    expect(title?.children?.map((node) => node.type)).toEqual(['inlineCode']);
    expect(second?.children?.map((node) => node.type)).toEqual(['link', 'inlineCode']);
    expect(third?.children?.map((node) => node.type)).toEqual(['link', 'link', 'inlineCode']);
    expect(block?.type).toBe('code');
  });

  it('leaves files outside the guides alone', () => {
    const tree: Root = { type: 'root', children: [paragraph(code('Frame'))] };
    transform(tree, '/site/docs/api/interfaces/Frame.md');
    expect(JSON.stringify(tree)).not.toContain('"link"');
  });
});
