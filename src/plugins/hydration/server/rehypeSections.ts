/**
 * Cuts a doc's content into sections that hydrate one at a time: the top level of the compiled MDX is grouped at
 * each h2 and h3 (the part before the first heading is a section too), and each group is wrapped in
 * `<HydrationSection>` (../client/HydrationSection.tsx, a Suspense boundary). The page's markup does not change:
 * a Suspense boundary adds only two comments (`<!--$-->`, `<!--/$-->`) around its section.
 *
 * Import and export statements stay at the top level, where MDX needs them. A doc with fewer than two sections is
 * left as it is.
 */
import type { Element, Root, RootContent } from 'hast';
import { SECTION_COMPONENT } from '../shared/sections';

const SECTION_HEADINGS = new Set(['h2', 'h3']);

const startsSection = (node: RootContent) => node.type === 'element' && SECTION_HEADINGS.has((node as Element).tagName);

/** `import`/`export` statements of the MDX file (mdast-util-mdxjs-esm nodes, carried into hast). */
const isEsm = (node: RootContent) => (node as { type: string }).type === 'mdxjsEsm';

export default function rehypeSections() {
  return (tree: Root): void => {
    const esm = tree.children.filter(isEsm);
    const sections: RootContent[][] = [];
    for (const node of tree.children) {
      if (isEsm(node)) continue;
      const current = sections[sections.length - 1];
      if (!current || (startsSection(node) && current.some((other) => other.type !== 'text'))) sections.push([node]);
      else current.push(node);
    }
    if (sections.length < 2) return;
    const wrapped = sections.map(
      (children) =>
        ({ type: 'mdxJsxFlowElement', name: SECTION_COMPONENT, attributes: [], children }) as unknown as RootContent,
    );
    tree.children = [...esm, ...wrapped];
  };
}
