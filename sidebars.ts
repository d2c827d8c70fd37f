import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * Written by docusaurus-plugin-typedoc into docs/api (gitignored) before sidebars load.
 * Loaded with require() because the file only exists after the plugin has run, so it cannot be a typed import.
 */
const apiReference = require('./docs/api/typedoc-sidebar.cjs') as SidebarItem[];

const sidebars = {
  /** Hand-ordered, in the order of the original site: each guide issue adds its pages in their place. */
  guides: ['guides/getting-started'],
  api: [{ type: 'doc', id: 'api/index', label: 'Overview' }, ...apiReference],
} satisfies SidebarsConfig;

export default sidebars;
