import type { PluginConfig } from '@docusaurus/types';

/** What the site's own docs and pages use too, so the test pages render like real ones. */
type Shared = { rehypePlugins: unknown[] };

/**
 * Test-only pages, added to the site when the build runs with DOGFOODING=true (see docusaurus.config.ts).
 * They are served under /tests (docs) and /tests/pages (React pages) in the test build (`npm run build:test` →
 * build-test/), never in the production build, and e2e specs in tests/e2e/dogfooding/ run against them.
 */
export const dogfoodingPlugins = ({ rehypePlugins }: Shared): PluginConfig[] => [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'dogfooding',
      path: '_dogfooding/docs',
      routeBasePath: 'tests',
      sidebarPath: false,
      rehypePlugins,
    },
  ],
  [
    '@docusaurus/plugin-content-pages',
    {
      id: 'dogfooding-pages',
      path: '_dogfooding/pages',
      routeBasePath: '/tests/pages',
      rehypePlugins,
    },
  ],
];
