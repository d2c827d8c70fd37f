/**
 * Writes one built docs page as clean Markdown. The page reader (src/lib/built-doc-pages) has already turned the
 * theme's markup into plain semantic HTML (tabs under their labels, admonitions as quotes, code as `<pre>`); here the
 * unified tools write it out: the article becomes a hast tree, then mdast (hast-util-to-mdast), then Markdown
 * (mdast-util-to-markdown with GFM tables).
 */
import type { AnyNode } from 'domhandler';
import { textContent } from 'domutils';
import type { Element as HastElement, ElementContent as HastContent, Root as HastRoot } from 'hast';
import { h } from 'hastscript';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import type { Code } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { absoluteUrl, cleanText, type BuiltDocPage } from '../../../lib/built-doc-pages';

export type PageMarkdownOptions = {
  /**
   * The bundler inlines small images as `data:` URIs. Given one, returns the site path of the same file (for
   * example `/img/guides/zooming-zoom-range.svg`) so the Markdown links to it; unknown ones keep only their alt text.
   */
  resolveInlineImage?: (dataUri: string) => string | undefined;
};

/**
 * The page's content as a hast tree (a copy: the shared page stays as it is). Adjacent text is merged, as an HTML
 * parser would. Images inlined as `data:` URIs point to their static file, or become their alt text in italics:
 * kilobytes of base64 say nothing to a reader or a tool. A platform pill, of an API member (`iOS only`, see
 * src/plugins/problems/server/badges.mjs) or of a problem's section (`iOS`, see src/plugins/problems/server/remark.ts),
 * reads in italics, set apart from the text around it.
 */
function toHast(node: AnyNode, pageUrl: string, options: PageMarkdownOptions): HastContent[] {
  if (node.type === 'text') return node.data ? [{ type: 'text', value: node.data }] : [];
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return [];
  const attributes = { ...node.attribs };
  if (node.tagName === 'span' && /(^|\s)(api-platform-badge|problem__platform)(\s|$)/.test(attributes.class ?? ''))
    return [h('em', cleanText(textContent(node)))];
  if (node.tagName === 'img' && attributes.src?.startsWith('data:')) {
    const sitePath = options.resolveInlineImage?.(attributes.src);
    if (!sitePath) return [h('em', `Image: ${cleanText(attributes.alt ?? '')}`)];
    attributes.src = absoluteUrl(sitePath, pageUrl);
  }
  const children: HastContent[] = [];
  for (const child of node.children) {
    for (const converted of toHast(child, pageUrl, options)) {
      const previous = children[children.length - 1];
      if (converted.type === 'text' && previous?.type === 'text') previous.value += converted.value;
      else children.push(converted);
    }
  }
  const element: HastElement = h(node.tagName, attributes);
  element.children = children;
  return [element];
}

/** All text under a hast node. */
function textOf(node: { type: string; value?: unknown; children?: unknown[] }): string {
  if (node.type === 'text') return String(node.value ?? '');
  return (node.children ?? []).map((child) => textOf(child as Parameters<typeof textOf>[0])).join('');
}

/** `<pre data-language="tsx" data-title="App.tsx">` → a fenced code block with its language and title. */
const preHandler: Handle = (_state, node) => {
  const text = textOf(node).replace(/\n$/, '');
  const language = node.properties.dataLanguage;
  const title = node.properties.dataTitle;
  const code: Code = {
    type: 'code',
    lang: typeof language === 'string' && language !== 'text' ? language : null,
    meta: typeof title === 'string' ? `title="${title.replace(/"/g, "'")}"` : null,
    value: text,
  };
  return code;
};

/** One built docs page as Markdown, with its title and canonical address on top. */
export function pageToMarkdown(page: BuiltDocPage, options: PageMarkdownOptions = {}): string {
  const hast: HastRoot = {
    type: 'root',
    children: page.content.children.flatMap((child) => toHast(child, page.url, options)),
  };
  const mdast = toMdast(hast, { handlers: { pre: preHandler } });
  const body = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
  }).trim();
  return `# ${page.title}\n\nURL: ${page.url}\n\n${body}\n`;
}
