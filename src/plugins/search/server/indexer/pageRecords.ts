/**
 * Turns one built docs page into search records, the way the hosted DocSearch crawler reads a Docusaurus page:
 * lvl0 from the page's place in the site (sidebar category or navbar entry), lvl1 from its title, lvl2+ from its
 * headings, and one content record per paragraph, list item and table cell under the current headings.
 */
import type { BuiltDocPage } from '../../../../lib/built-doc-pages';
import { LEVELS, type Hierarchy, type Level, type SearchRecord } from '../../types';

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

/**
 * Sections that point to other pages: a link list under "See also" (guides) or "Used in guides" (API pages) describes
 * those pages, not this one, so a query that matches it would send the reader to the wrong page. The heading and
 * everything under it get no record.
 */
const LINK_LIST_HEADINGS = new Set(['See also', 'Used in guides']);

function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/**
 * Records of one page, or none when the page is not a docs page or asks not to be indexed.
 * Records are in document order; ids are `<path>#<position>`.
 */
export function recordsOf(page: BuiltDocPage): SearchRecord[] {
  if (!page.isDocPage || page.noIndex) return [];
  const path = new URL(page.url).pathname;
  const apiName =
    page.docId?.startsWith('api/') && page.docId !== 'api/index' ? page.docId.split('/').pop() : undefined;

  // API pages are labelled with the symbol their title names already; guides may have a shorter, other label.
  const sidebarLabel = page.title.includes(page.sidebarLabel) ? '' : page.sidebarLabel;

  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = page.section;
  hierarchy.lvl1 = page.title;

  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  /** Index of the record that starts the current API member (a level-3 heading on an API page). */
  let memberStart = -1;
  /** Level of the link-list heading being skipped, with everything under it (0 when none). */
  let skippedLevel = 0;
  /** Level of the heading of the problem section the records are in (0 when none). */
  let problemLevel = 0;
  const add = (type: SearchRecord['type'], content: string | null, tabLabel?: string) => {
    const recordHierarchy = { ...hierarchy };
    // Content in a tab gets the tab's label as one more level, so "expo config plugin" finds the Expo tab.
    const free = LEVELS.find((level) => recordHierarchy[level] === null);
    if (tabLabel && free) recordHierarchy[free] = tabLabel;
    records.push({
      objectID: `${path}#${records.length}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      type,
      hierarchy: recordHierarchy,
      content,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      ...(type === 'lvl1' && apiName !== undefined && { apiName }),
      ...(type === 'lvl1' && sidebarLabel !== '' && { sidebarLabel }),
      ...(problemLevel > 0 && { problem: true as const }),
    });
  };
  add('lvl1', page.description || null);

  for (const section of page.sections) {
    const heading = section.heading;
    let skipHeading = false;
    if (heading && skippedLevel > 0 && heading.level > skippedLevel) continue;
    skippedLevel = heading && LINK_LIST_HEADINGS.has(heading.text) ? heading.level : 0;
    if (skippedLevel > 0) continue;
    if (heading) {
      if (problemLevel > 0 && heading.level <= problemLevel) problemLevel = 0;
      if (heading.problem) problemLevel = heading.level;
      const level = `lvl${heading.level}` as Level;
      for (const deeper of LEVELS.slice(heading.level)) hierarchy[deeper] = null;
      hierarchy[level] = heading.text;
      if (level === 'lvl3') memberStart = records.length;
      if (apiName !== undefined && heading.text === 'Inherited from' && memberStart >= 0) {
        for (const record of records.slice(memberStart)) record.inherited = true;
      }
      skipHeading = apiName !== undefined && BOILERPLATE_HEADINGS.has(heading.text);
      if (!skipHeading) {
        anchor = heading.anchor ?? anchor;
        add(level, null);
      }
    }
    for (const block of section.blocks) {
      // TypeDoc's "Defined in: file.ts:12" source lines would match file-name queries on every API member.
      if (!block.text.startsWith('Defined in:')) add('content', block.text, block.tab);
    }
  }
  return records;
}
