/**
 * Reads one built docs page (the HTML file the build wrote) into a BuiltDocPage. This is the only place that knows
 * the theme's markup (class names of tabs, admonitions, code blocks, sidebar and breadcrumbs); when a Docusaurus
 * upgrade changes that markup, this file and its tests change, and nothing else.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { removeElement, textContent } from 'domutils';
import type { BuiltDocPage, CodeBlock, PageSection, SectionLevel } from './types';

/** Theme chrome inside the article that is not content: heading anchors, buttons, icons, the mobile table of contents. */
function isChrome(element: Element): boolean {
  return (
    ['button', 'svg', 'script', 'style', 'noscript'].includes(element.tagName) ||
    hasClass(element, 'hash-link') ||
    hasClass(element, 'theme-doc-toc-mobile')
  );
}

/**
 * Marks content that repeats other pages, such as the problem index's links to the sections it lists: it stays in the
 * page and its Markdown copy, but gets no search record, so a search leads to the section itself.
 */
const SEARCH_EXCLUDE = 'data-search-exclude';
/** Marks the label paragraphs this module adds (a tab's label, an admonition's kind and title): not page text. */
const LABEL_ATTRIBUTE = 'data-label';

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

const HEADING_LEVELS: Record<string, SectionLevel> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Elements whose text is a block of its own (headings aside). */
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th']);

const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/);
const hasClass = (element: Element, name: string) => classesOf(element).includes(name);
/** For the theme's CSS-module classes, whose names end in a build hash (`codeBlockTitle_Ktv7`). */
const hasClassStartingWith = (element: Element, prefix: string) =>
  classesOf(element).some((name) => name.startsWith(prefix));

/** The elements under `root` (not `root` itself) that match, in document order; a match's own subtree is not searched. */
function findAll(root: Element, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: AnyNode) => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    if (node !== root && matches(node)) {
      found.push(node);
      return;
    }
    node.children.forEach(visit);
  };
  visit(root);
  return found;
}

/** Collapses whitespace and drops the zero-width spaces the theme puts in heading anchors. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
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
function codeText(container: Element): string {
  const lines = findAll(container, (element) => hasClass(element, 'token-line'));
  if (lines.length === 0) {
    const pre = findAll(container, (element) => element.tagName === 'pre')[0];
    return (pre ? textContent(pre) : '').replace(/\n$/, '');
  }
  return lines.map((line) => textContent(line)).join('\n');
}

/** A highlighted code block becomes `<pre data-language data-title>` holding its plain text. */
function normalizeCodeBlocks($: CheerioAPI, blocks: Element[], code: CodeBlock[]): void {
  for (const element of blocks) {
    const language = /(?:^|\s)language-([\w+#-]+)/.exec(element.attribs.class ?? '')?.[1] ?? '';
    const titleElement = findAll(element, (child) => hasClassStartingWith(child, 'codeBlockTitle'))[0];
    const title = cleanText(titleElement ? textContent(titleElement) : '');
    const text = codeText(element);
    code.push({ language, title, text });
    const pre = $('<pre></pre>').text(text);
    if (language) pre.attr('data-language', language);
    if (title) pre.attr('data-title', title);
    $(element).replaceWith(pre);
  }
}

/**
 * A tab group becomes every tab's label (a bold `<p data-label>`) followed by that tab's content, in order. Each
 * element of a tab's content carries `data-tab` with the label, so text can be traced to its tab.
 */
function normalizeTabs($: CheerioAPI, groups: Element[]): void {
  // Innermost groups first, so a tab group nested in a tab is already plain when its parent is rewritten.
  for (const element of [...groups].reverse()) {
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
      const label = labels[index] ?? `Tab ${index + 1}`;
      replacement.append($('<p></p>').attr(LABEL_ATTRIBUTE, '').append($('<strong></strong>').text(label)));
      const contents = $(panel).contents();
      contents.filter((_, node) => node.type === 'tag' && !$(node).is('[data-tab]')).attr('data-tab', label);
      replacement.append(contents);
    });
    group.replaceWith(replacement.contents());
  }
}

/** An admonition becomes a blockquote that starts with its kind and title: `**Tip: Rebuild after installing**`. */
function normalizeAdmonitions($: CheerioAPI, admonitions: Element[]): void {
  for (const element of admonitions) {
    const admonition = $(element);
    const kindClass = /theme-admonition-(\w+)/.exec(admonition.attr('class') ?? '')?.[1] ?? 'note';
    const kind = ADMONITION_KINDS[kindClass] ?? kindClass.charAt(0).toUpperCase() + kindClass.slice(1);
    const heading = admonition.children('[class*="admonitionHeading"]').first();
    const title = cleanText(heading.text());
    const label = !title || title.toLowerCase() === kindClass ? kind : `${kind}: ${title}`;
    const content = admonition.children('[class*="admonitionContent"]').first();
    const quote = $('<blockquote></blockquote>')
      .append($('<p></p>').attr(LABEL_ATTRIBUTE, '').append($('<strong></strong>').text(label)))
      .append(content.length ? content.contents() : admonition.contents().not(heading));
    admonition.replaceWith(quote);
  }
}

/** Links become absolute and are collected; images keep their `src` (made absolute unless it is a data: URI). */
function normalizeUrls(elements: Element[], pageUrl: string, links: string[]): void {
  for (const element of elements) {
    if (element.tagName === 'a' && element.attribs.href !== undefined) {
      element.attribs.href = absoluteUrl(element.attribs.href, pageUrl);
      links.push(element.attribs.href);
    }
    const src = element.attribs.src;
    if (element.tagName === 'img' && src !== undefined && !src.startsWith('data:')) {
      element.attribs.src = absoluteUrl(src, pageUrl);
    }
  }
}

/** Text of an element without code blocks, label paragraphs and, for a list item, its nested lists. */
function ownText(element: Element): string {
  let text = '';
  const visit = (node: AnyNode) => {
    if (node.type === 'text') text += node.data;
    if (node.type !== 'tag') return;
    if (node !== element) {
      if (node.tagName === 'pre' || LABEL_ATTRIBUTE in node.attribs) return;
      if (element.tagName === 'li' && (node.tagName === 'ul' || node.tagName === 'ol')) return;
    }
    node.children.forEach(visit);
  };
  visit(element);
  return cleanText(text);
}

/** The innermost tab label of an element (from the `data-tab` of it or an ancestor). */
function tabOf(element: Element): string | undefined {
  for (let node: AnyNode | null = element; node && node.type === 'tag'; node = node.parent) {
    const tab = node.attribs['data-tab'];
    if (tab !== undefined) return tab;
  }
  return undefined;
}

/** The page's text in reading order: a section per heading, with its paragraphs, list items and table cells. */
function readSections(article: Element): PageSection[] {
  const sections: PageSection[] = [{ blocks: [] }];
  /** Walks the tree in document order; `inItem` is true inside a list item or table cell. */
  const visit = (element: Element, inItem: boolean) => {
    if (element.tagName === 'pre' || LABEL_ATTRIBUTE in element.attribs || SEARCH_EXCLUDE in element.attribs) return;
    const level = HEADING_LEVELS[element.tagName];
    if (level) {
      const text = ownText(element);
      if (text) {
        const anchor = element.attribs.id;
        const next = element.nextSibling?.type === 'tag' ? element.nextSibling : element.next?.next;
        const problem = next?.type === 'tag' && /(^|\s)problem(\s|$)/.test(next.attribs.class ?? '');
        sections.push({
          heading: { level, text, ...(anchor !== undefined && { anchor }), ...(problem && { problem: true as const }) },
          blocks: [],
        });
      }
    } else if (TEXT_BLOCKS.has(element.tagName) && !(element.tagName === 'p' && inItem)) {
      // A paragraph inside a list item or cell is part of that item's text, so only items and cells count there.
      const text = ownText(element);
      if (text) {
        const tab = tabOf(element);
        (sections[sections.length - 1] as PageSection).blocks.push(tab === undefined ? { text } : { text, tab });
      }
    }
    const childInItem = inItem || element.tagName === 'li' || element.tagName === 'td' || element.tagName === 'th';
    for (const child of element.children) if (child.type === 'tag') visit(child, childInItem);
  };
  for (const child of article.children) if (child.type === 'tag') visit(child, false);
  return sections;
}

/** The page's place in the site: outermost active sidebar category, else the active navbar entry. */
function sectionOf($: CheerioAPI): string {
  const category = $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first();
  if (category.length) return cleanText(category.text());
  const navbarItem = $('.navbar__items .navbar__link--active').first();
  if (navbarItem.length) return cleanText(navbarItem.text());
  return 'Documentation';
}

export type ParseOptions = {
  /** Public address of the site, used when the page has no canonical link: `siteUrl + permalink`. */
  siteUrl: string;
  /** The page's route, e.g. `/docs/guides/taking-photos`. */
  permalink: string;
};

/** Reads one built docs page. Throws when the HTML has no docs content (`article .theme-doc-markdown`). */
export function parseBuiltDocPage(html: string, options: ParseOptions): BuiltDocPage {
  const $ = load(html);
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const url = ($('head link[rel="canonical"]').attr('href') || `${siteUrl}${options.permalink}`).split('#')[0] ?? '';
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) throw new Error(`No docs content (article .theme-doc-markdown) in ${options.permalink}`);

  const root = article.get(0) as Element;
  const heading = article.find('h1').first();
  const title = cleanText(heading.text()) || cleanText($('title').text().split('|')[0] ?? '');
  if (heading.closest('header').length) heading.closest('header').remove();
  else heading.remove();

  // One walk finds what to remove and the theme's parts to rewrite (the rewrites below keep these element objects).
  const chrome: Element[] = [];
  const codeBlocks: Element[] = [];
  const tabGroups: Element[] = [];
  const admonitions: Element[] = [];
  const linksAndImages: Element[] = [];
  const visit = (element: Element) => {
    // React's server renderer separates adjacent text with `<!-- -->`; comments are not content.
    if (element.children.some((child) => child.type === 'comment')) {
      element.children = element.children.filter((child) => child.type !== 'comment');
      element.children.forEach((child, index, children) => {
        child.prev = children[index - 1] ?? null;
        child.next = children[index + 1] ?? null;
      });
    }
    for (const child of element.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      if (isChrome(child)) chrome.push(child);
      else if (hasClass(child, 'theme-code-block')) codeBlocks.push(child);
      else {
        if (hasClass(child, 'tabs-container')) tabGroups.push(child);
        if (hasClass(child, 'theme-admonition')) admonitions.push(child);
        if (child.tagName === 'a' || child.tagName === 'img') linksAndImages.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  for (const element of chrome) removeElement(element);

  const code: CodeBlock[] = [];
  const links: string[] = [];
  normalizeCodeBlocks($, codeBlocks, code);
  normalizeTabs($, tabGroups);
  normalizeAdmonitions($, admonitions);
  normalizeUrls(linksAndImages, url, links);

  return {
    permalink: options.permalink,
    url,
    docId: htmlClasses.find((name) => name.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length),
    isDocPage: htmlClasses.includes('docs-doc-page'),
    noIndex: /noindex/i.test($('meta[name="robots"]').attr('content') ?? ''),
    title,
    description: cleanText($('meta[name="description"]').attr('content') ?? ''),
    language: $('meta[name="docsearch:language"]').attr('content') ?? 'en',
    docusaurusTag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
    section: sectionOf($),
    sidebarLabel: cleanText($('.theme-doc-sidebar-menu a.menu__link[aria-current="page"]').first().text()),
    breadcrumbs: $('.theme-doc-breadcrumbs .breadcrumbs__item')
      .toArray()
      .map((item) => cleanText($(item).text()))
      .filter(Boolean),
    sections: readSections(root),
    code,
    links,
    content: root,
  };
}
