/**
 * Builds the local search index file from the built docs pages. Runs in the plugin's postBuild hook, in Node only.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltDocPage } from '../../../../lib/built-doc-pages';
import {
  bodyFileUrl,
  LEVELS,
  type IndexedPage,
  type PackedSection,
  type SearchBodyFile,
  type SearchIndexFile,
  type SearchRecord,
} from '../../types';
import { recordsOf } from './pageRecords';

/** The records of every page, in the order given (the reader sorts pages by route). */
export function collectRecords(pages: Iterable<BuiltDocPage>): SearchRecord[] {
  return [...pages].flatMap(recordsOf);
}

/** Below the page title: the heading levels a packed section carries. */
const HEADING_LEVELS = LEVELS.slice(2);

/**
 * Packs records (grouped by page, in order) into the two index files; `unpackIndex` in the client reverses it. The
 * index file keeps each section's heading records, the body file all of them.
 */
export function packIndex(records: readonly SearchRecord[]): { index: SearchIndexFile; body: SearchBodyFile } {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: PackedSection[] = [];
  let sectionKey = '';
  for (const record of records) {
    const [url = '', anchor = ''] = record.url.split('#');
    let page = pageIndex.get(url);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(url, page);
      const { lvl0, lvl1 } = record.hierarchy;
      pages.push({ url, lvl0, lvl1, language: record.language, docusaurus_tag: record.docusaurus_tag });
    }
    const pageRecord = pages[page] as IndexedPage;
    if (record.apiName) pageRecord.apiName = record.apiName;
    if (record.sidebarLabel) pageRecord.sidebarLabel = record.sidebarLabel;
    const headings = HEADING_LEVELS.map((level) => record.hierarchy[level]);
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    const flags = (record.inherited ? 1 : 0) | (record.problem ? 2 : 0);
    const key = JSON.stringify([page, anchor, headings, flags]);
    if (key !== sectionKey) {
      sectionKey = key;
      sections.push(flags > 0 ? [page, anchor, headings, [], flags] : [page, anchor, headings, []]);
    }
    const entries = (sections[sections.length - 1] as PackedSection)[3];
    if (record.type === 'content') entries.push(record.content ?? '');
    else {
      const level = LEVELS.indexOf(record.type) + 1;
      entries.push(record.content === null ? level : [level, record.content]);
    }
  }
  const headingsOnly = sections.map(([page, anchor, headings, entries, flags]): PackedSection => {
    const headingEntries = entries.filter((entry) => typeof entry !== 'string');
    return flags === undefined
      ? [page, anchor, headings, headingEntries]
      : [page, anchor, headings, headingEntries, flags];
  });
  return {
    index: { version: 4, pages, sections: headingsOnly },
    body: { version: 4, sections: sections.map((section) => section[3]) },
  };
}

/** Writes the index file and, next to it, the body file; returns their sizes in bytes. */
export async function writeIndexFiles(file: string, records: SearchRecord[]): Promise<{ index: number; body: number }> {
  const { index, body } = packIndex(records);
  const [indexJson, bodyJson] = [JSON.stringify(index), JSON.stringify(body)];
  await mkdir(path.dirname(file), { recursive: true });
  await Promise.all([writeFile(file, indexJson), writeFile(bodyFileUrl(file), bodyJson)]);
  return { index: Buffer.byteLength(indexJson), body: Buffer.byteLength(bodyJson) };
}
