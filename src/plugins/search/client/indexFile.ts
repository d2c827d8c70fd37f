/**
 * The search index file as the browser reads it: parsed and checked (`parseIndexFile`), and its packed records
 * spelled out again (`unpackIndex`). Used by the search client and by its worker (./searchWorker.ts).
 */
import { type Hierarchy, LEVELS, type RecordType, type SearchIndexFile, type SearchRecord } from '../types';

/**
 * The error the hosted client throws when every host failed. The modal shows its "Unable to fetch results"
 * screen for this name only, so a missing or broken index surfaces the same way.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** The index file's text as records; a RetryError when it is not an index of the version this code reads. */
export function parseIndexFile(text: string, indexUrl: string): SearchRecord[] {
  let index: SearchIndexFile;
  try {
    index = JSON.parse(text) as SearchIndexFile;
  } catch (error) {
    throw new RetryError(`The search index ${indexUrl} is not valid JSON: ${String(error)}`);
  }
  if (index?.version !== 3 || !Array.isArray(index.sections) || !Array.isArray(index.pages)) {
    throw new RetryError(`The search index ${indexUrl} has an unknown format.`);
  }
  return unpackIndex(index);
}

/**
 * Spells the packed records of the index file out again (see `packIndex` in the indexer). The records of one section
 * share its hierarchy object: records are read, never changed.
 */
export function unpackIndex(index: SearchIndexFile): SearchRecord[] {
  const positions: number[] = [];
  const records: SearchRecord[] = [];
  // Each page's path, parsed once rather than once per record (URL parsing is most of the unpacking time).
  const paths: string[] = [];
  for (const [pageNumber, anchor, headings, entries, flags = 0] of index.sections) {
    const page = index.pages[pageNumber];
    if (!page) throw new RetryError(`The search index refers to page ${pageNumber}, which it does not contain.`);
    const path = (paths[pageNumber] ??= new URL(page.url).pathname);
    const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings;
    const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    for (const entry of entries) {
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
  }
  return records;
}
