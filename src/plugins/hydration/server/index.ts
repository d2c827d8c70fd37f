/**
 * Hydration in slices (../README.md): the browser half of ./rehypeSections.ts (which the config adds to the docs
 * plugin). It provides the `HydrationSection` MDX component (../theme/MDXComponents.tsx) and a client module that
 * takes one-off work out of the render after hydration (../client/warmUp.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function hydrationPlugin(): Plugin {
  return {
    name: 'vision-camera-hydration',
    getThemePath() {
      return path.join(__dirname, '../theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, '../theme');
    },
    getClientModules() {
      return [path.join(__dirname, '../client/warmUp.ts')];
    },
  };
}
