import type { PluginConfig } from '@docusaurus/types';

/**
 * Test-only pages, added to the site when the build runs with DOGFOODING=true (see docusaurus.config.ts).
 * They are served under /tests (docs) and /tests/pages (React pages) in the test build (`npm run build:test` →
 * build-test/), never in the production build, and e2e specs in tests/e2e/dogfooding/ run against them.
 */
export const dogfoodingPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'dogfooding',
      path: '_dogfooding/docs',
      routeBasePath: 'tests',
      sidebarPath: false,
    },
  ],
  [
    '@docusaurus/plugin-content-pages',
    {
      id: 'dogfooding-pages',
      path: '_dogfooding/pages',
      routeBasePath: '/tests/pages',
    },
  ],
];
