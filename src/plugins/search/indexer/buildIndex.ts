/**
 * Reads the built HTML of every docs route and writes the local search index file.
 * Runs in the plugin's postBuild hook, in Node only.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchIndexFile, SearchRecord } from '../types';
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

export async function writeIndexFile(file: string, records: SearchRecord[]): Promise<number> {
  const index: SearchIndexFile = { version: 1, records };
  const json = JSON.stringify(index);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, json);
  return Buffer.byteLength(json);
}
