/**
 * Every "Known issue in <version>" note in the guides is listed, with a link to its section, in the "Known issues in
 * <version>" table of the troubleshooting guide, and every link in that table leads to a section that has such a note.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { LIBRARY_VERSION } from '../../../config/library';

const GUIDES_DIR = path.join(__dirname, '../../../docs/guides');
const NOTE = `:::warning[Known issue in ${LIBRARY_VERSION}]`;
const LIST_PAGE = 'troubleshooting';
const LIST_HEADING = `## Known issues in ${LIBRARY_VERSION}`;

/** The anchor Docusaurus gives a heading: github-slugger over its text, without code ticks and link targets. */
function anchorOf(heading: string, slugger: GithubSlugger): string {
  return slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, ''));
}

/** `guide#anchor` of the section around every known-issue note, in document order. */
function knownIssueSections(guide: string, mdx: string): string[] {
  const slugger = new GithubSlugger();
  // Code blocks may contain lines that look like headings or notes.
  const lines = mdx.replace(/^```[\s\S]*?^```/gm, '').split('\n');
  const sections: string[] = [];
  let anchor = '';
  for (const line of lines) {
    const heading = /^#{2,6} (.+)$/.exec(line);
    if (heading) anchor = anchorOf(heading[1] ?? '', slugger);
    if (line.trim() === NOTE) sections.push(`${guide}#${anchor}`);
  }
  return sections;
}

const guides = readdirSync(GUIDES_DIR)
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
  .map((file) => ({ id: file.replace(/\.mdx$/, ''), mdx: readFileSync(path.join(GUIDES_DIR, file), 'utf8') }));

describe(`known issues of ${LIBRARY_VERSION}`, () => {
  const noted = new Set(guides.flatMap(({ id, mdx }) => knownIssueSections(id, mdx)));
  const listPage = guides.find((guide) => guide.id === LIST_PAGE)?.mdx ?? '';
  const listSection = listPage.split(LIST_HEADING)[1]?.split(/^## /m)[0] ?? '';
  const listed = new Set(
    [...listSection.matchAll(/\]\(\/docs\/guides\/([a-z0-9-]+#[a-z0-9-]+)\)/g)].map((match) => match[1] ?? ''),
  );

  it('finds the notes, each inside a section', () => {
    expect(noted.size).toBeGreaterThan(10);
    expect(
      [...noted].filter((section) => section.endsWith('#')),
      'put each note under a ## or ### heading',
    ).toEqual([]);
  });

  it(`are all listed on the ${LIST_PAGE} page, with a link to their section`, () => {
    expect(listSection, `add a "${LIST_HEADING}" section to ${LIST_PAGE}.mdx`).not.toBe('');
    expect(
      [...noted].filter((section) => !listed.has(section)),
      `add a row for these to "${LIST_HEADING}"`,
    ).toEqual([]);
  });

  it('are listed only where a note exists', () => {
    expect(
      [...listed].filter((section) => !noted.has(section)),
      'link a section that has a known-issue note',
    ).toEqual([]);
  });

  it('reads a note under a heading with code in it', () => {
    const mdx = `## Intro\n\n### The \`fps\` [prop](/x)\n\n${NOTE}\nText.\n:::\n`;
    expect(knownIssueSections('formats', mdx)).toEqual(['formats#the-fps-prop']);
  });
});
