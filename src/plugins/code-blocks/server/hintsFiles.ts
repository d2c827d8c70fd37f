/**
 * The type-hints files a build ships: every file a built page refers to (`data-type-hints="<url>#<block>"`), copied
 * from where the pages' data files are written (PAGE_HINTS_CACHE_DIR). The built pages, not this process's MDX
 * compilations, say which files are needed: a page compiled from the bundler's loader cache never asks for its file.
 */
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

const REFERENCE = /\bdata-type-hints="?([^"#\s>]+)#/g;

/** The hints files the pages of a build refer to (file name → the pages, relative to the build folder). */
async function referencedFiles(outDir: string, route: string): Promise<Map<string, string[]>> {
  const files = new Map<string, string[]>();
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
    const page = path.join(entry.parentPath, entry.name);
    for (const [, url] of (await readFile(page, 'utf8')).matchAll(REFERENCE)) {
      if (!url?.includes(`/${route}/`)) continue;
      const name = path.posix.basename(url);
      const pages = files.get(name) ?? [];
      const relative = path.relative(outDir, page).split(path.sep).join('/');
      if (!pages.includes(relative)) pages.push(relative);
      files.set(name, pages);
    }
  }
  return files;
}

/**
 * Copies every hints file the built pages refer to from `sourceDir` into `<outDir>/<route>`; returns how many.
 * Fails, naming the pages, when one is in neither.
 */
export async function copyReferencedHintsFiles(options: {
  outDir: string;
  sourceDir: string;
  route: string;
  pluginName: string;
}): Promise<number> {
  const { outDir, sourceDir, route, pluginName } = options;
  const files = await referencedFiles(outDir, route);
  const missing = [...files].filter(([name]) => !existsSync(path.join(sourceDir, name)));
  if (missing.length > 0) {
    const list = missing.map(([name, pages]) => `  ${pages.join(', ')} uses ${route}/${name}`).join('\n');
    throw new Error(
      `[${pluginName}] Type-hints files that built pages refer to were not written:\n${list}\n` +
        'They are written while a guide compiles, next to the bundler cache; a cache that outlived them leaves pages ' +
        'without their hints. Run "npm run clear" and build again.',
    );
  }
  const target = path.join(outDir, route);
  await mkdir(target, { recursive: true });
  await Promise.all([...files.keys()].map((name) => copyFile(path.join(sourceDir, name), path.join(target, name))));
  return files.size;
}
