/**
 * Turns one built docs page into search records, the way the hosted DocSearch crawler reads a Docusaurus page:
 * lvl0 from the active sidebar category (or the active navbar item), lvl1 from the page title, lvl2+ from the
 * headings, and one content record per paragraph, list item and table cell under the current headings.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Hierarchy, Level, SearchRecord } from '../types';

const HEADING_LEVEL: Record<string, Level> = { h2: 'lvl2', h3: 'lvl3', h4: 'lvl4', h5: 'lvl5', h6: 'lvl6' };

/**
 * Headings TypeDoc repeats on every API member. They stay in the hierarchy of the content below them, but get no
 * record of their own: a search for "example" or "returns" should not list sixty identical headings.
 */
const BOILERPLATE_HEADINGS = new Set([
  'Parameters',
  'Returns',
  'Example',
  'Examples',
  'Default',
  'Throws',
  'See',
  'Note',
  'Platform',
  'Remarks',
  'Deprecated',
  'Type Parameters',
  'Inherited from',
  'Overrides',
  'Implementation of',
  'Extends',
  'Extended by',
  'Properties',
  'Methods',
  'Accessors',
  'Constructors',
]);
const LEVEL_ORDER: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Page chrome inside the article that is not content: anchors, tab buttons, code, the mobile table of contents. */
const SKIPPED = [
  '.hash-link',
  '[role="tablist"]',
  'pre',
  '.theme-code-block',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  'nav',
  'script',
  'style',
  'svg',
].join(', ');

export type ParseOptions = {
  /** Used when the page has no canonical link: `siteUrl + routePath`. */
  siteUrl: string;
  routePath: string;
};

function cleanText(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** Text of an element without skipped chrome and, for list items, without nested lists (they get their own records). */
function ownText($: CheerioAPI, element: Element): string {
  const clone = $(element).clone();
  clone.find(SKIPPED).remove();
  if (element.tagName === 'li') clone.find('ul, ol').remove();
  return cleanText(clone.text());
}

/**
 * The label of the tab an element sits in ("Expo", "Android"…), or undefined outside tabs. Tab panels follow the
 * tab list in the same order, so the panel's position picks the label.
 */
function tabLabelOf($: CheerioAPI, element: Element): string | undefined {
  const panel = $(element).closest('[role="tabpanel"]');
  if (panel.length === 0) return undefined;
  const index = panel.parent().children('[role="tabpanel"]').index(panel);
  const tab = panel.closest('.tabs-container').find('[role="tablist"]').first().children('[role="tab"]').eq(index);
  return cleanText(tab.text()) || undefined;
}

function isInside(element: AnyNode, tagNames: string[]): boolean {
  let parent = element.parent;
  while (parent && parent.type === 'tag') {
    if (tagNames.includes(parent.tagName)) return true;
    parent = parent.parent;
  }
  return false;
}

/** The page's lvl0: outermost active sidebar category, else the active navbar entry ("Guides" or "API"). */
function sectionOf($: CheerioAPI): string {
  const category = $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first();
  if (category.length) return cleanText(category.text());
  const navbarItem = $('.navbar__items .navbar__link--active').first();
  if (navbarItem.length) return cleanText(navbarItem.text());
  return 'Documentation';
}

/**
 * Records of one page, or none when the page is not a docs page or asks not to be indexed.
 * Records are in document order; ids are `<path>#<position>`.
 */
export function parseDocument(html: string, options: ParseOptions): SearchRecord[] {
  const $ = load(html);
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  if (!htmlClasses.includes('docs-doc-page')) return [];
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return [];

  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const pageUrl = ($('link[rel="canonical"]').attr('href') ?? `${options.siteUrl}${options.routePath}`).split('#')[0] ?? '';
  const path = new URL(pageUrl).pathname;
  const docId = htmlClasses.find((name) => name.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  const apiName = docId?.startsWith('api/') && docId !== 'api/index' ? docId.split('/').pop() : undefined;

  const article = $('article .theme-doc-markdown').first();
  const title = cleanText(article.find('h1').first().text()) || cleanText($('title').text().split('|')[0] ?? '');

  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = sectionOf($);
  hierarchy.lvl1 = title;

  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  /** Index of the record that starts the current API member (a level-3 heading on an API page). */
  let memberStart = -1;
  const add = (type: SearchRecord['type'], content: string | null, tabLabel?: string) => {
    const recordHierarchy = { ...hierarchy };
    // Content in a tab gets the tab's label as one more level, so "expo config plugin" finds the Expo tab.
    const free = LEVEL_ORDER.find((level) => recordHierarchy[level] === null);
    if (tabLabel && free) recordHierarchy[free] = tabLabel;
    records.push({
      objectID: `${path}#${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy: recordHierarchy,
      content,
      language,
      docusaurus_tag: tag,
      ...(type === 'lvl1' && apiName !== undefined && { apiName }),
    });
  };
  add('lvl1', description || null);

  article.find('h2, h3, h4, h5, h6, p, li, td, th').each((_, element) => {
    if ($(element).closest(SKIPPED).length > 0) return;
    const level = HEADING_LEVEL[element.tagName];
    if (level) {
      const text = ownText($, element);
      if (!text) return;
      const depth = LEVEL_ORDER.indexOf(level);
      for (const deeper of LEVEL_ORDER.slice(depth)) hierarchy[deeper] = null;
      hierarchy[level] = text;
      if (level === 'lvl3') memberStart = records.length;
      if (apiName !== undefined && text === 'Inherited from' && memberStart >= 0) {
        for (const record of records.slice(memberStart)) record.inherited = true;
      }
      if (apiName !== undefined && BOILERPLATE_HEADINGS.has(text)) return;
      anchor = $(element).attr('id') ?? anchor;
      add(level, null);
      return;
    }
    // A paragraph inside a list item or cell is part of that item's record.
    if (element.tagName === 'p' && isInside(element, ['li', 'td', 'th'])) return;
    const text = ownText($, element);
    // TypeDoc's "Defined in: file.ts:12" source lines would match file-name queries on every API member.
    if (text && !text.startsWith('Defined in:')) add('content', text, tabLabelOf($, element));
  });
  return records;
}
