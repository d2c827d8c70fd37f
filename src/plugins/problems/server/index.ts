/**
 * Problems readers hit, known issues of the documented release, the native errors it passes on, the release history
 * and the compatibility data: the Docusaurus side of the feature (../README.md maps it). The content itself comes from
 * ./remark.ts (guides) and ../typedoc (API pages); this plugin checks the data files, makes the guides depend on them,
 * and loads the sections' styles.
 *
 * A malformed data file is reported with the line and entry of every problem (./data.mjs):
 * - `build`: when the site loads, before any page compiles, and the build stops;
 * - `start`: as the error of each page that uses the file, so it shows in the browser's error overlay like any MDX
 *   error, and again whenever the file is saved. Errors of `loadContent` only reach the terminal and stop the reload,
 *   so in development it prints them and goes on. Every guide depends on the data files (./dataDependencies.cjs), so
 *   saving one recompiles the guides that show it.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkDataFiles, DataFileError, definedDataFiles } from './data.mjs';
// The other data files of the feature, imported so that they are defined, and so checked, before the site loads.
import './compatibility';
import './nativeErrorData';
import './releases';

export const PROBLEMS_PLUGIN_NAME = 'vision-camera-problems';

export default function problemsPlugin(context: LoadContext): Plugin {
  const dataFiles = () => definedDataFiles().map((file) => path.join(context.siteDir, file));
  return {
    name: PROBLEMS_PLUGIN_NAME,

    async loadContent() {
      const problems = checkDataFiles(context.siteDir);
      if (problems.length === 0) return;
      const error = new DataFileError(problems);
      if (process.env.NODE_ENV !== 'development') throw error;
      logger.error(`${error.message}\nThe pages that use these files show the same errors until they are fixed.`);
    },

    getPathsToWatch() {
      return dataFiles();
    },

    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [path.join(context.siteDir, 'docs', 'guides')],
              use: [{ loader: path.join(__dirname, 'dataDependencies.cjs'), options: { files: dataFiles() } }],
            },
          ],
        },
      };
    },

    getClientModules() {
      return [path.join(__dirname, '../client/problems.css')];
    },
  };
}
