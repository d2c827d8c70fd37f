/**
 * Turns one built docs page into clean Markdown, from the rendered HTML (so MDX components, tabs and admonitions
 * have already become plain elements). Two steps:
 *   1. cheerio rewrites Docusaurus' theme markup into plain semantic HTML: a tab group becomes each tab's label in
 *      bold followed by its content, an admonition a blockquote headed by its kind and title, a highlighted code
 *      block a `<pre>` with its language and title; anchors and icons go; links and images become absolute URLs.
 *   2. the unified tools (hast-util-from-html → hast-util-to-mdast → mdast-util-to-markdown + GFM) write Markdown.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element as DomElement } from 'domhandler';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import type { Code } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

export type PageMarkdownOptions = {
  /** Public address of the site without a trailing slash, e.g. `https://react-native-vision-camera.com`. */
  siteUrl: string;
  /** The page's own path, e.g. `/docs/guides/taking-photos`; used when the page has no canonical link. */
  permalink: string;
  /**
   * The bundler inlines small images as `data:` URIs. Given one, returns the site path of the same file (for
   * example `/img/guides/zooming-zoom-range.svg`) so the Markdown links to it; unknown ones keep only their alt text.
   */
  resolveInlineImage?: (dataUri: string) => string | undefined;
};

export type PageMarkdown = {
  title: string;
  /** The page's canonical address (the HTML page, not the Markdown file). */
  url: string;
  markdown: string;
};

/** Theme chrome inside the article that is not content. */
const CHROME = ['.hash-link', 'button', 'svg', 'script', 'style', 'noscript', '.theme-doc-toc-mobile'].join(', ');

const ADMONITION_KINDS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

function cleanText(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** `#anchor`, `/docs/x` and `../x` become absolute addresses; other schemes (https:, mailto:) stay as written. */
export function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

/** The source text of a Prism code block: one `.token-line` per line (each ends in a `<br>`). */
function codeText($: CheerioAPI, container: Cheerio<DomElement>): string {
  const lines = container.find('.token-line');
  if (lines.length === 0) return container.find('pre').text().replace(/\n$/, '');
  return lines
    .toArray()
    .map((line) => $(line).text())
    .join('\n');
}

function rewriteCodeBlocks($: CheerioAPI): void {
  $('.theme-code-block').each((_, element) => {
    const container = $(element);
    const language = /(?:^|\s)language-([\w+#-]+)/.exec(container.attr('class') ?? '')?.[1] ?? '';
    const title = cleanText(container.find('[class*="codeBlockTitle"]').first().text());
    const pre = $('<pre></pre>').text(codeText($, container));
    if (language) pre.attr('data-language', language);
    if (title) pre.attr('data-title', title);
    container.replaceWith(pre);
  });
}

/** Every tab's content is kept, in order, after its label: `**iOS**` then the iOS content, then `**Android**`… */
function rewriteTabs($: CheerioAPI): void {
  // Innermost groups first, so a tab group nested in a tab is already plain when its parent is rewritten.
  const groups = $('.tabs-container').toArray().reverse();
  for (const element of groups) {
    const group = $(element);
    const labels = group
      .find('[role="tablist"]')
      .first()
      .children('[role="tab"]')
      .toArray()
      .map((tab) => cleanText($(tab).text()));
    const panels = group.find('[role="tabpanel"]').filter((_, panel) => $(panel).closest('.tabs-container').is(group));
    const replacement = $('<div></div>');
    panels.each((index, panel) => {
      replacement.append($('<p></p>').append($('<strong></strong>').text(labels[index] ?? `Tab ${index + 1}`)));
      replacement.append($(panel).contents());
    });
    group.replaceWith(replacement.contents());
  }
}

/** An admonition becomes a blockquote that starts with its kind and title: `> **Tip: Rebuild after installing**`. */
function rewriteAdmonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const kindClass = /theme-admonition-(\w+)/.exec(admonition.attr('class') ?? '')?.[1] ?? 'note';
    const kind = ADMONITION_KINDS[kindClass] ?? kindClass.charAt(0).toUpperCase() + kindClass.slice(1);
    const heading = admonition.children('[class*="admonitionHeading"]').first();
    const title = cleanText(heading.text());
    const label = !title || title.toLowerCase() === kindClass ? kind : `${kind}: ${title}`;
    const content = admonition.children('[class*="admonitionContent"]').first();
    const quote = $('<blockquote></blockquote>')
      .append($('<p></p>').append($('<strong></strong>').text(label)))
      .append(content.length ? content.contents() : admonition.contents().not(heading));
    admonition.replaceWith(quote);
  });
}

function rewriteUrls($: CheerioAPI, pageUrl: string, resolveInlineImage: PageMarkdownOptions['resolveInlineImage']): void {
  $('a[href]').each((_, element) => {
    const link = $(element);
    link.attr('href', absoluteUrl(link.attr('href') ?? '', pageUrl));
  });
  $('img[src]').each((_, element) => {
    const image = $(element);
    let src = image.attr('src') ?? '';
    if (src.startsWith('data:')) {
      const sitePath = resolveInlineImage?.(src);
      if (!sitePath) {
        // Never paste a data URI into the Markdown: kilobytes of base64 that say nothing to a reader or a tool.
        image.replaceWith($('<em></em>').text(`Image: ${cleanText(image.attr('alt') ?? '')}`));
        return;
      }
      src = sitePath;
    }
    image.attr('src', absoluteUrl(src, pageUrl));
  });
}

/** All text under a hast node (a `<pre>` we did not write ourselves may still hold `<code>` and spans). */
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

/** Converts one built docs page (its full HTML file) to Markdown with a title and its canonical address on top. */
export function pageToMarkdown(html: string, options: PageMarkdownOptions): PageMarkdown {
  const $ = load(html);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const url = $('head link[rel="canonical"]').attr('href') || `${siteUrl}${options.permalink}`;
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) throw new Error(`No docs content (article .theme-doc-markdown) in ${options.permalink}`);

  const heading = article.find('h1').first();
  const title = cleanText(heading.text()) || cleanText($('title').text().split('|')[0] ?? '');
  heading.closest('header').length ? heading.closest('header').remove() : heading.remove();

  article.find(CHROME).remove();
  // React's server renderer separates adjacent text with `<!-- -->`; comments are not content.
  article
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  rewriteCodeBlocks($);
  rewriteTabs($);
  rewriteAdmonitions($);
  rewriteUrls($, url, options.resolveInlineImage);

  const hast = fromHtml(article.html() ?? '', { fragment: true });
  const mdast = toMdast(hast, { handlers: { pre: preHandler } });
  const body = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
  }).trim();

  return { title, url, markdown: `# ${title}\n\nURL: ${url}\n\n${body}\n` };
}
