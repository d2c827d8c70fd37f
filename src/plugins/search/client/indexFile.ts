/**
 * The two index files as the browser reads them: fetched, parsed and checked, and their packed records spelled out
 * again (`unpackIndex`). Used by the search session (./searchSession.ts) and by the scripts that read a build.
 */
import {
  type Hierarchy,
  LEVELS,
  type RecordType,
  type SearchBodyFile,
  type SearchIndexFile,
  type SearchRecord,
} from '../types';

/**
 * The error the hosted client throws when every host failed. The modal shows its "Unable to fetch results" screen for
 * this name only, so a missing or broken index surfaces the same way.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** Downloads and parses one of the index files; a RetryError names the file and what went wrong. */
export async function fetchIndexJson<T extends SearchIndexFile | SearchBodyFile>(url: string): Promise<T> {
  let text: string;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    throw new RetryError(
      `Could not download the search index ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseIndexJson<T>(text, url);
}

/** An index file's text, checked for the version this code reads. */
export function parseIndexJson<T extends SearchIndexFile | SearchBodyFile>(text: string, url: string): T {
  let file: T;
  try {
    file = JSON.parse(text) as T;
  } catch (error) {
    throw new RetryError(`The search index ${url} is not valid JSON: ${String(error)}`);
  }
  if (file?.version !== 4 || !Array.isArray(file.sections) || ('pages' in file && !Array.isArray(file.pages))) {
    throw new RetryError(`The search index ${url} has an unknown format.`);
  }
  return file;
}

/**
 * Spells the packed records out again (see `packIndex` in the indexer): the index file's heading records, or with
 * the body file, every record. The records of one section share its hierarchy object: records are read, never changed.
 */
export function unpackIndex(index: SearchIndexFile, body?: SearchBodyFile): SearchRecord[] {
  if (body && body.sections.length !== index.sections.length) {
    throw new RetryError('The search index files do not belong together (different section counts).');
  }
  const positions: number[] = [];
  const records: SearchRecord[] = [];
  // Each page's path, parsed once rather than once per record (URL parsing is most of the unpacking time).
  const paths: string[] = [];
  index.sections.forEach(([pageNumber, anchor, headings, headingEntries, flags = 0], sectionNumber) => {
    const page = index.pages[pageNumber];
    if (!page) throw new RetryError(`The search index refers to page ${pageNumber}, which it does not contain.`);
    const path = (paths[pageNumber] ??= new URL(page.url).pathname);
    const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings;
    const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    for (const entry of body?.sections[sectionNumber] ?? headingEntries) {
      const position = positions[pageNumber] ?? 0;
      positions[pageNumber] = position + 1;
      const [level, content] =
        typeof entry === 'string' ? [0, entry] : typeof entry === 'number' ? [entry, null] : entry;
      const type: RecordType = level === 0 ? 'content' : (LEVELS[level - 1] ?? 'content');
      const record: SearchRecord = {
        objectID: `${path}#${position}`,
        url,
        type,
        hierarchy,
        content,
        language: page.language,
        docusaurus_tag: page.docusaurus_tag,
      };
      if (type === 'lvl1' && page.apiName !== undefined) record.apiName = page.apiName;
      if (type === 'lvl1' && page.sidebarLabel !== undefined) record.sidebarLabel = page.sidebarLabel;
      if ((flags & 1) !== 0) record.inherited = true;
      if ((flags & 2) !== 0) record.problem = true;
      records.push(record);
    }
  });
  return records;
}
