import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeSections from '../../../../src/plugins/hydration/server/rehypeSections';
import { SECTION_COMPONENT } from '../../../../src/plugins/hydration/shared/sections';

const element = (tagName: string, text = tagName) => ({
  type: 'element' as const,
  tagName,
  properties: {},
  children: [{ type: 'text' as const, value: text }],
});
const newline = { type: 'text' as const, value: '\n' };
const esm = { type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';" };

function sections(tree: Root): string[][] {
  return tree.children.map((node) =>
    node.type === 'element'
      ? [node.tagName]
      : (node as unknown as { name?: string; children?: { tagName?: string; type: string }[] }).name ===
          SECTION_COMPONENT
        ? ((node as unknown as { children: { tagName?: string; type: string }[] }).children.map(
            (child) => child.tagName ?? child.type,
          ) as string[])
        : [node.type],
  );
}

describe('rehypeSections', () => {
  it('wraps the part before the first heading, and each h2 and h3 with what follows, keeping imports on top', () => {
    const tree = {
      type: 'root',
      children: [
        esm,
        element('h1'),
        newline,
        element('p'),
        element('h2'),
        element('p'),
        element('pre'),
        element('h3'),
        element('p'),
        element('h4'),
        element('h2'),
      ],
    } as unknown as Root;
    rehypeSections()(tree);
    expect(sections(tree)).toEqual([['mdxjsEsm'], ['h1', 'text', 'p'], ['h2', 'p', 'pre'], ['h3', 'p', 'h4'], ['h2']]);
  });

  it('leaves a doc with a single section as it is', () => {
    const children = [element('h1'), element('p'), element('h4')];
    const tree = { type: 'root', children: [...children] } as unknown as Root;
    rehypeSections()(tree);
    expect(tree.children).toEqual(children);
  });

  it('does not start with an empty section when the doc starts with a heading after blank text', () => {
    const tree = { type: 'root', children: [newline, element('h2'), element('p'), element('h2')] } as unknown as Root;
    rehypeSections()(tree);
    expect(sections(tree)).toEqual([['text', 'h2', 'p'], ['h2']]);
  });
});
