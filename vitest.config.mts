import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['tests/unit/**/*.test.ts'],
  },
});
