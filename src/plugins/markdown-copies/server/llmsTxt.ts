/**
 * The text of /llms.txt and /llms-full.txt, following the llms.txt proposal (https://llmstxt.org): an H1 with the
 * site's name, a blockquote summary, then one H2 section per sidebar listing each page's Markdown URL and
 * description. Pure functions; the plugin (./index.ts) feeds them the docs and writes the files.
 */

/** The parts of a sidebar item this module reads (the docs plugin's processed sidebars). */
export type SidebarItemLike =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; items: SidebarItemLike[]; link?: { type: string; id?: string } }
  | { type: string };

export type LlmsPage = {
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
};

export type LlmsSection = { title: string; pages: LlmsPage[] };

/** Doc ids of a sidebar in reading order: a category's own page (its link) comes before its items. */
export function docIdsInSidebarOrder(items: readonly SidebarItemLike[]): string[] {
  const ids: string[] = [];
  const visit = (item: SidebarItemLike) => {
    if ((item.type === 'doc' || item.type === 'ref') && 'id' in item) ids.push(item.id);
    if (item.type === 'category' && 'items' in item) {
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      item.items.forEach(visit);
    }
  };
  items.forEach(visit);
  return [...new Set(ids)];
}

/** One line per page: Markdown link text may not contain brackets, and a description stays on one line. */
function pageLine(page: LlmsPage): string {
  const title = page.title.replace(/[[\]]/g, '');
  const description = page.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

export function renderLlmsTxt(
  site: { title: string; summary: string; details?: string },
  sections: LlmsSection[],
): string {
  const parts = [`# ${site.title}`, `> ${site.summary.replace(/\s+/g, ' ').trim()}`];
  if (site.details) parts.push(site.details.trim());
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    parts.push(`## ${section.title}\n\n${section.pages.map(pageLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Every page's Markdown, in the order given, separated by a rule so each page's `# Title` starts a new part. */
export function renderLlmsFullTxt(site: { title: string; summary: string }, markdowns: string[]): string {
  const header = `# ${site.title}\n\n> ${site.summary.replace(/\s+/g, ' ').trim()}\n`;
  return [header, ...markdowns.map((markdown) => markdown.trim() + '\n')].join('\n---\n\n');
}
