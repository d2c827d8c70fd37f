import type { PluginConfig } from '@docusaurus/types';

/**
 * Test-only pages, added to the site when the build runs with DOGFOODING=true (see docusaurus.config.ts).
 * They are served under /tests (docs) and /tests/pages (React pages) in a separate build (`npm run build:dogfooding` → build-dogfooding/),
 * never in the production build, and e2e specs in tests/e2e/dogfooding/ run against them.
 */
export const dogfoodingPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'dogfooding',
      path: 'tests/dogfooding/docs',
      routeBasePath: 'tests',
      sidebarPath: false,
    },
  ],
  [
    '@docusaurus/plugin-content-pages',
    {
      id: 'dogfooding-pages',
      path: 'tests/dogfooding/pages',
      routeBasePath: '/tests/pages',
    },
  ],
];
