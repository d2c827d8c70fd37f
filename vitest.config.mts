import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two Vitest projects:
 * - "unit" (`npm run test:unit`): tests/unit, which needs no build and runs in seconds;
 * - "build" (`npm run test:build`): tests/build, checks over the output of `npm run build` (build/ and docs/api/).
 */
export default defineConfig({
  resolve: {
    // The alias client modules use, which Docusaurus's bundler config would resolve.
    alias: {
      '@docusaurus/ExecutionEnvironment': fileURLToPath(
        new URL('node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js', import.meta.url),
      ),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
