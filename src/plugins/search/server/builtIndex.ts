/**
 * The index files of a build, read back in Node: by `npm run search:upload`, `npm run bench:search` and the relevance
 * gate. One reader, so all three see the records the browser sees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseIndexJson, unpackIndex } from '../client/indexFile';
import { bodyFileUrl, type SearchBodyFile, type SearchIndexFile, type SearchRecord } from '../types';

/** The one index file of a build; a clear error when there is none (no build yet) or several (a stale file). */
function findBuiltIndexFile(buildDir: string): string {
  const dir = path.join(buildDir, 'assets/search');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => /^index\.[0-9a-f]+\.json$/.test(name));
  } catch {
    // reported below
  }
  if (names.length === 0) throw new Error(`No search index file in ${dir}: run \`npm run build\` first.`);
  if (names.length > 1) {
    throw new Error(`${dir} holds ${names.length} index files (${names.join(', ')}): rebuild into an empty folder.`);
  }
  return path.join(dir, names[0] as string);
}

/** Every record of a build's index, as the browser unpacks them once both files are in. */
export function readBuiltIndex(buildDir: string): { indexFile: string; records: SearchRecord[] } {
  const indexFile = findBuiltIndexFile(buildDir);
  const read = <T extends SearchIndexFile | SearchBodyFile>(file: string) =>
    parseIndexJson<T>(readFileSync(file, 'utf8'), file);
  const records = unpackIndex(read<SearchIndexFile>(indexFile), read<SearchBodyFile>(bodyFileUrl(indexFile)));
  return { indexFile, records };
}
