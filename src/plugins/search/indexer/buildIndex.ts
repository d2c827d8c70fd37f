/**
 * Reads the built HTML of every docs route and writes the local search index file.
 * Runs in the plugin's postBuild hook, in Node only.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IndexedPage, Level, PackedRecord, SearchIndexFile, SearchRecord } from '../types';
import { parseDocument } from './parseDocument';

/** The HTML file Docusaurus wrote for a route, whatever the trailing-slash setting. */
export function htmlFileOf(outDir: string, routePath: string): string | undefined {
  const relative = routePath.replace(/^\/+/, '');
  const candidates = [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative.replace(/\/$/, '')}.html`)];
  return candidates.find((file) => existsSync(file));
}

export async function collectRecords(options: {
  outDir: string;
  routesPaths: readonly string[];
  routeBasePath: string;
  siteUrl: string;
}): Promise<SearchRecord[]> {
  const base = `/${options.routeBasePath.replace(/^\/+|\/+$/g, '')}/`;
  const routes = [...new Set(options.routesPaths)].filter((route) => `${route}/`.startsWith(base)).sort();
  const records: SearchRecord[] = [];
  for (const routePath of routes) {
    const file = htmlFileOf(options.outDir, routePath);
    if (!file) continue;
    const html = await readFile(file, 'utf8');
    records.push(...parseDocument(html, { siteUrl: options.siteUrl, routePath }));
  }
  return records;
}

const HEADING_LEVELS: Level[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Packs records (grouped by page, in order) into the index file format; `unpackIndex` in the client reverses it. */
export function packIndex(records: readonly SearchRecord[]): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const packed: PackedRecord[] = [];
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
    const headings = HEADING_LEVELS.map((level) => record.hierarchy[level]);
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    packed.push(
      record.inherited
        ? [page, record.type, anchor, headings, record.content, 1]
        : [page, record.type, anchor, headings, record.content],
    );
  }
  return { version: 2, pages, records: packed };
}

export async function writeIndexFile(file: string, records: SearchRecord[]): Promise<number> {
  const index = packIndex(records);
  const json = JSON.stringify(index);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, json);
  return Buffer.byteLength(json);
}
