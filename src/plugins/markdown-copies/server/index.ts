/**
 * Docs for people's tools: after the build, every docs page (guides and API) gets a Markdown copy next to it
 * (`<page>.md`, written by ./htmlToMarkdown from the page as src/lib/built-doc-pages read it), and the site root
 * gets /llms.txt (an index of those copies by sidebar) and /llms-full.txt (all of them, in sidebar order). The
 * plugin's theme (../theme/DocItem/Content) links each page to its copy and adds the "Copy page" button
 * (../client/CopyPageButton), which reads it. ../README.md maps the feature.
 *
 * Lifecycle wiring only: the docs' titles, descriptions and sidebars come from the docs plugin's loaded content.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { Joi } from '@docusaurus/utils-validation';
import { docPagesOf, readBuiltDocPages, type DocPageInfo } from '../../../lib/built-doc-pages';
import { pageToMarkdown } from './htmlToMarkdown';
import {
  docIdsInSidebarOrder,
  renderLlmsFullTxt,
  renderLlmsTxt,
  type LlmsSection,
  type SidebarItemLike,
} from './llmsTxt';
import { markdownPathOf } from '../shared/markdownPath';

export const MARKDOWN_COPIES_PLUGIN_NAME = 'vision-camera-markdown-copies';

export type PluginOptions = {
  /** One paragraph about the site: the blockquote at the top of llms.txt and llms-full.txt. */
  summary: string;
  /** Optional notes after the summary in llms.txt (plain Markdown). */
  details?: string;
  /** The llms.txt sections, in order: a heading and the docs sidebar whose pages it lists. */
  sections: { title: string; sidebarId: string }[];
};

const schema = Joi.object<PluginOptions>({
  summary: Joi.string().required(),
  details: Joi.string(),
  sections: Joi.array()
    .items(Joi.object({ title: Joi.string().required(), sidebarId: Joi.string().required() }))
    .min(1)
    .required(),
});

export function validateOptions({ validate, options }: OptionValidationContext<PluginOptions, PluginOptions>) {
  return validate(schema, options);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Finds the static file behind an image the bundler inlined as a `data:` URI, by content, so the Markdown can link
 * to `/img/...` instead of carrying the base64.
 */
async function inlineImageResolver(staticDirs: string[]): Promise<(dataUri: string) => string | undefined> {
  const byHash = new Map<string, string>();
  for (const dir of staticDirs) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      byHash.set(sha256(await readFile(file)), '/' + path.relative(dir, file).split(path.sep).join('/'));
    }
  }
  return (dataUri) => {
    const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(dataUri);
    if (!match) return undefined;
    try {
      const data = match[1] ? Buffer.from(match[2]!, 'base64') : Buffer.from(decodeURIComponent(match[2]!));
      return byHash.get(sha256(data));
    } catch {
      return undefined; // A malformed URI is treated as unknown: the Markdown keeps the image's alt text.
    }
  };
}

export default function markdownCopiesPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  /** Permalinks already start with the base URL; files in the build folder do not. */
  const absolute = (permalink: string) => `${siteUrl}${permalink}`;
  const fileOf = (permalink: string) => `/${permalink.slice(context.baseUrl.length)}`;
  /** Filled once the docs are loaded: every docs page, and the sections of llms.txt, then any doc no sidebar lists. */
  let docPages: DocPageInfo[] = [];
  let sections: { title: string; pages: DocPageInfo[] }[] = [];

  return {
    name: MARKDOWN_COPIES_PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, '../theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, '../theme');
    },

    async allContentLoaded({ allContent }) {
      docPages = docPagesOf(allContent, MARKDOWN_COPIES_PLUGIN_NAME);
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const version = docsContent.loadedVersions[0]!;
      const byId = new Map(docPages.map((doc) => [doc.id, doc]));
      const listed = new Set<string>();
      sections = options.sections.map(({ title, sidebarId }) => {
        const sidebar = version.sidebars[sidebarId] as SidebarItemLike[] | undefined;
        if (!sidebar)
          throw new Error(`[${MARKDOWN_COPIES_PLUGIN_NAME}] Unknown sidebar "${sidebarId}" in the sections option.`);
        const ids = docIdsInSidebarOrder(sidebar).filter((id) => byId.has(id) && !listed.has(id));
        ids.forEach((id) => listed.add(id));
        return { title, pages: ids.map((id) => byId.get(id)!) };
      });
      const unlisted = docPages.filter((doc) => !listed.has(doc.id) && !doc.unlisted);
      if (unlisted.length > 0) sections.push({ title: 'Other pages', pages: unlisted });
    },

    async postBuild({ outDir, siteConfig }) {
      const builtPages = await readBuiltDocPages({ outDir, siteConfig, pages: docPages });
      const started = performance.now();
      const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
      const resolveStatic = await inlineImageResolver(staticDirs);
      const resolveInlineImage = (dataUri: string) => {
        const sitePath = resolveStatic(dataUri);
        return sitePath && `${context.baseUrl.replace(/\/$/, '')}${sitePath}`;
      };
      const markdowns: string[] = [];
      const llmsSections: LlmsSection[] = [];
      for (const section of sections) {
        const pages = [];
        for (const page of section.pages) {
          const builtPage = builtPages.get(page.permalink);
          if (!builtPage) throw new Error(`[${MARKDOWN_COPIES_PLUGIN_NAME}] No built page for ${page.permalink}.`);
          const markdown = pageToMarkdown(builtPage, { resolveInlineImage });
          const file = path.join(outDir, fileOf(markdownPathOf(page.permalink)));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, markdown);
          markdowns.push(markdown);
          pages.push({
            title: page.title,
            description: page.description,
            markdownUrl: absolute(markdownPathOf(page.permalink)),
          });
        }
        llmsSections.push({ title: section.title, pages });
      }

      const site = { title: siteConfig.title, summary: options.summary, details: options.details };
      const llmsTxt = renderLlmsTxt(site, llmsSections);
      const llmsFullTxt = renderLlmsFullTxt(site, markdowns);
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt);
      const kb = (text: string) => Math.round(Buffer.byteLength(text) / 1024);
      logger.info`[${MARKDOWN_COPIES_PLUGIN_NAME}] Wrote ${markdowns.length} Markdown pages, llms.txt (${kb(llmsTxt)} KB) and llms-full.txt (${kb(llmsFullTxt)} KB) in ${Math.round(performance.now() - started)} ms.`;
    },
  };
}
