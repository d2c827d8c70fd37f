/**
 * Code blocks rendered at build time: this Docusaurus plugin is the browser half of ./rehypeStaticCode.ts (which the
 * config adds to the docs and pages plugins); ../README.md maps the feature. It
 * - provides the CodeBlock theme component (../theme/CodeBlock), which renders the tokens as static markup;
 * - writes the code colours of `themeConfig.prism` as CSS (./themeCss.ts) and loads it on every page;
 * - keeps Prism out of the browser bundle: theme-classic's client module `prism-include-languages` imports
 *   prism-react-renderer to register grammars for highlighting in the browser, which no longer happens, so client
 *   builds resolve that package to an empty stand-in (../client/prismStandIn.ts);
 * - starts the type hints of the guides' samples (./typeHints) as early as it can, in a low-priority process; serves
 *   the pages' hints files in development and, at the end of a build, copies every one a built page refers to
 *   (./hintsFiles.ts); loads the small script and the styles that show the popups (../client/typeHints.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { themeCss } from './themeCss';
import { copyReferencedHintsFiles } from './hintsFiles';
import { PAGE_HINTS_CACHE_DIR, TYPE_HINTS_ROUTE, typeHints } from './typeHints';

export const CODE_BLOCKS_PLUGIN_NAME = 'vision-camera-code-blocks';

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, CODE_BLOCKS_PLUGIN_NAME, 'code-themes.css');
  // Plugins load before any content: the worker computes while TypeDoc and the bundlers start.
  const hints = typeHints(context.siteDir);
  return {
    name: CODE_BLOCKS_PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, '../theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, '../theme');
    },

    async loadContent() {
      const { prism } = context.siteConfig.themeConfig as { prism: { theme: PrismTheme; darkTheme: PrismTheme } };
      await mkdir(path.dirname(cssFile), { recursive: true });
      await writeFile(cssFile, themeCss(prism.theme, prism.darkTheme));
    },

    async postBuild({ outDir }) {
      await hints.settled();
      const files = await copyReferencedHintsFiles({
        outDir,
        sourceDir: path.join(context.siteDir, PAGE_HINTS_CACHE_DIR),
        route: TYPE_HINTS_ROUTE,
        pluginName: CODE_BLOCKS_PLUGIN_NAME,
      });
      const { cached, computed, processMs, waitedMs } = hints.stats;
      const process =
        computed > 0
          ? `computed ${computed} in a low-priority process in ${Math.round(processMs)} ms`
          : 'none computed';
      logger.info`[${CODE_BLOCKS_PLUGIN_NAME}] Type hints of ${files} pages: guides' hints ${cached} from the cache, ${process}; the build waited ${Math.round(waitedMs)} ms for them at the end.`;
    },

    getClientModules() {
      return [cssFile, path.join(__dirname, '../client/typeHints.ts'), path.join(__dirname, '../client/typeHints.css')];
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { alias: { 'prism-react-renderer$': path.join(__dirname, '../client/prismStandIn.ts') } },
        // `npm start` serves the pages' hints files from where they are written.
        devServer: {
          static: [
            {
              directory: path.join(context.siteDir, PAGE_HINTS_CACHE_DIR),
              publicPath: `${context.baseUrl}${TYPE_HINTS_ROUTE}`,
            },
          ],
        },
      };
    },
  };
}
