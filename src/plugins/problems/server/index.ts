/**
 * Problems readers hit, known issues of the documented release, the native errors it passes on, the release history
 * and the compatibility data: the Docusaurus side of the feature (../README.md maps it). It checks the data files when
 * the site loads, so a malformed entry stops `start` and `build` with a message that names it before any page
 * compiles, watches them in development, and loads the sections' styles. The content itself comes from ./remark.ts
 * (guides) and ../typedoc (API pages).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { COMPATIBILITY_FILE, readCompatibility } from './compatibility';
import { KNOWN_ISSUES_FILE, PROBLEMS_FILE, readKnownIssues, readProblems } from './data.mjs';
import { RELEASES_FILE, readReleases } from './releases';
import { NATIVE_ERRORS_FILE, readNativeErrors } from './nativeErrorData';

export const PROBLEMS_PLUGIN_NAME = 'vision-camera-problems';

export default function problemsPlugin(context: LoadContext): Plugin {
  return {
    name: PROBLEMS_PLUGIN_NAME,

    async loadContent() {
      readProblems(context.siteDir);
      readKnownIssues(context.siteDir);
      readReleases(context.siteDir);
      readCompatibility(context.siteDir);
      readNativeErrors(context.siteDir);
    },

    getPathsToWatch() {
      return [PROBLEMS_FILE, KNOWN_ISSUES_FILE, RELEASES_FILE, COMPATIBILITY_FILE, NATIVE_ERRORS_FILE].map((file) =>
        path.join(context.siteDir, file),
      );
    },

    getClientModules() {
      return [path.join(__dirname, '../client/problems.css')];
    },
  };
}
