/**
 * Remark plugin for the guides: an inline code span that names an exported API symbol (`useCameraDevice`,
 * `CameraProps`, `<Camera>`) becomes a link to its reference page when the author did not link it, on its first
 * mention in each section. Code blocks, headings and code that is already inside a link are left alone, and a
 * symbol the author linked by hand counts as mentioned.
 *
 * The symbols come from the TypeDoc output in docs/api, which docusaurus-plugin-typedoc regenerates before any MDX
 * is compiled, so the links follow the library.
 */
import path from 'node:path';
import type { InlineCode, Link, Nodes, Parent, Root } from 'mdast';
import { readApiSymbols, symbolOfInlineCode, symbolOfLink, type ApiSymbol } from './apiReference.mjs';

export type Options = {
  /** The generated API reference. */
  apiDir: string;
  /** The route of the generated API reference, e.g. `/docs/api`. */
  apiRoute: string;
  /** Only files under this folder are processed (the guides). */
  include: string;
};

type VFileLike = { path?: string; history?: string[] };

export default function remarkApiLinks(options: Options) {
  let symbols: Map<string, ApiSymbol> | undefined;
  const include = path.resolve(options.include) + path.sep;

  return (tree: Root, file: VFileLike) => {
    const filePath = file.path ?? file.history?.at(-1) ?? '';
    if (!path.resolve(filePath).startsWith(include)) return;
    symbols ??= readApiSymbols(options.apiDir, options.apiRoute);
    const known = symbols;
    // Symbols already mentioned (linked by hand or by us) in the current section.
    let mentioned = new Set<string>();

    const visit = (node: Nodes, parent: Parent | undefined, index: number | undefined): void => {
      if (node.type === 'heading') {
        // A new section starts; headings themselves are never linked.
        mentioned = new Set();
        return;
      }
      if (node.type === 'link') {
        const target = symbolOfLink(node.url, known);
        if (target) mentioned.add(target.name);
        // Code inside an existing link stays as the author wrote it.
        for (const child of node.children) {
          if (child.type === 'inlineCode') {
            const symbol = symbolOfInlineCode(child.value, known);
            if (symbol) mentioned.add(symbol.name);
          }
        }
        return;
      }
      if (node.type === 'inlineCode' && parent && index !== undefined) {
        const symbol = symbolOfInlineCode(node.value, known);
        if (!symbol || mentioned.has(symbol.name)) return;
        mentioned.add(symbol.name);
        const link: Link = { type: 'link', url: symbol.url, children: [node satisfies InlineCode] };
        parent.children.splice(index, 1, link as never);
        return;
      }
      if ('children' in node) {
        const children = node.children as Nodes[];
        for (let childIndex = 0; childIndex < children.length; childIndex += 1) {
          visit(children[childIndex] as Nodes, node as Parent, childIndex);
        }
      }
    };

    visit(tree, undefined, undefined);
  };
}
