/**
 * Rehype plugin for MDX (docs, pages): highlights every fenced code block at build time. The block's `<code>` element
 * keeps only the plain code (what "Copy" copies) and gets the tokens in compact form, the title and the line-number
 * flag as props, which the site's CodeBlock (src/theme/CodeBlock) renders as static HTML. So the browser needs neither
 * Prism nor one React element per token.
 */
import type { Element, ElementContent, Root } from 'hast';
import { highlightCode, loadLanguages, type MagicComment } from './highlight';

export type Options = {
  /** Prism grammars to load from prismjs/components besides prism-react-renderer's own (`prism.additionalLanguages`). */
  additionalLanguages: string[];
  /** The theme's magic comments (`prism.magicComments`): `// highlight-next-line` and friends. */
  magicComments: MagicComment[];
};

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function languageOf(code: Element): string | undefined {
  const classes: unknown = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : typeof classes === 'string' ? classes.split(' ') : [];
  const match = list.find((name) => name.startsWith('language-'));
  return match?.slice('language-'.length);
}

export default function rehypeStaticCode(options: Options) {
  loadLanguages(options.additionalLanguages);
  // Code blocks also sit inside JSX elements (tabs, admonitions), so every node with children is searched.
  const visit = (node: { children?: unknown[] }) => {
    for (const child of (node.children ?? []) as (ElementContent | { type: string; children?: unknown[] })[]) {
      const code =
        child.type === 'element' && (child as Element).tagName === 'pre'
          ? (child as Element).children.find((c) => c.type === 'element' && c.tagName === 'code')
          : undefined;
      if (code?.type !== 'element') {
        visit(child as { children?: unknown[] });
        continue;
      }
      const metastring = typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined;
      const highlighted = highlightCode(textOf(code).replace(/\n$/, ''), {
        language: languageOf(code),
        metastring,
        magicComments: options.magicComments,
      });
      // Read by src/theme/CodeBlock (props of the same names).
      code.properties.tokens = highlighted.tokens;
      code.properties.tokenTypes = highlighted.tokenTypes;
      if (highlighted.lineClasses) code.properties.lineClasses = highlighted.lineClasses;
      if (highlighted.title) code.properties.title = highlighted.title;
      if (highlighted.showLineNumbers) code.properties.showLineNumbers = true;
      delete code.properties.metastring;
      // The trailing newline tells MDX's code component that this is a block, even with a single line.
      code.children = [{ type: 'text', value: `${highlighted.code}\n` }];
    }
  };
  return (tree: Root) => visit(tree);
}
