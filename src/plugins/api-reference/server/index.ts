/**
 * The API reference's Docusaurus plugin: docusaurus-plugin-typedoc, made to leave unchanged pages alone.
 *
 * TypeDoc empties its output folder and writes every page again. A dev server (`npm start`) watches docs/api, so a
 * build run next to it made every API page vanish and come back under it, and the dev server printed thousands of
 * lines of "Cannot find module" errors. Here TypeDoc writes into a folder of its own under node_modules/.cache, and
 * docs/api is then brought in line with it: a file is written only when its content changed, and removed only when
 * TypeDoc no longer writes it. A build of the same sources therefore changes nothing a dev server sees.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';

type TypedocPluginOptions = { out: string; docsPath?: string } & Record<string, unknown>;

/** The sidebar typedoc-docusaurus-theme writes: its doc ids are paths relative to the docs folder. */
const SIDEBAR = 'typedoc-sidebar.cjs';

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Makes `target` hold exactly the files of `source`, writing only those whose content differs (after `transform`) and
 * removing those `source` lacks, then any folder left empty. Returns how many files it wrote and removed.
 */
export function syncFolder(
  source: string,
  target: string,
  transform = (_file: string, text: string) => text,
): { written: number; removed: number } {
  const wanted = new Set(filesUnder(source));
  let [written, removed] = [0, 0];
  for (const file of wanted) {
    const content = transform(file, readFileSync(path.join(source, file), 'utf8'));
    const destination = path.join(target, file);
    if (existsSync(destination) && readFileSync(destination, 'utf8') === content) continue;
    mkdirSync(path.dirname(destination), { recursive: true });
    writeFileSync(destination, content);
    written += 1;
  }
  if (!existsSync(target)) return { written, removed };
  for (const file of filesUnder(target)) {
    if (wanted.has(file)) continue;
    rmSync(path.join(target, file));
    removed += 1;
  }
  const folders = readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  return { written, removed };
}

export default async function apiReferencePlugin(context: LoadContext, options: TypedocPluginOptions): Promise<Plugin> {
  const { default: typedocPlugin } = (await import('docusaurus-plugin-typedoc')) as unknown as {
    default: (context: LoadContext, options: TypedocPluginOptions) => Promise<Plugin>;
  };
  const target = path.resolve(context.siteDir, options.out);
  const docsPath = options.docsPath ?? path.dirname(target);
  const cache = path.join(context.siteDir, 'node_modules/.cache/vision-camera-docs');
  mkdirSync(cache, { recursive: true });
  // One folder per process: a dev server and a build may generate at the same time.
  const scratch = mkdtempSync(path.join(cache, 'api-'));
  const staging = path.join(scratch, path.basename(target));
  try {
    const plugin = await typedocPlugin(context, { ...options, out: staging, docsPath });
    const [from, to] = [staging, target].map((dir) => path.relative(docsPath, dir).split(path.sep).join('/'));
    const { written, removed } = syncFolder(staging, target, (file, text) =>
      file === SIDEBAR ? text.replaceAll(`"${from}/`, `"${to}/`) : text,
    );
    logger.info(
      `API reference: ${written} files of ${path.relative(context.siteDir, target)} written, ${removed} removed`,
    );
    return plugin;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
