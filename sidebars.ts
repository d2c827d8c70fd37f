import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * Written by docusaurus-plugin-typedoc into docs/api (gitignored) before sidebars load.
 * Loaded with require() because the file only exists after the plugin has run, so it cannot be a typed import,
 * and only when the API sidebar is read, so tests that read the guides need no generated files.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- generated CommonJS, read lazily (see above)
const apiReference = (): SidebarItem[] => require('./docs/api/typedoc-sidebar.cjs') as SidebarItem[];

/**
 * The guides in the order of the original site, plus the pages it lacks: Compatibility, Release history and Upgrading
 * from VisionCamera 3 after Getting Started, Native error codes after Camera Errors; `npm run check` checks that every
 * guide is listed once.
 */
const guides = [
  'guides/getting-started',
  'guides/compatibility',
  'guides/releases',
  'guides/migrating-from-v3',
  'guides/devices',
  'guides/lifecycle',
  'guides/formats',
  'guides/preview',
  'guides/taking-photos',
  'guides/recording-videos',
  'guides/code-scanning',
  {
    type: 'category',
    label: 'Realtime Frame Processing',
    collapsed: false,
    items: [
      'guides/frame-processors',
      'guides/frame-processors-interacting',
      'guides/frame-processor-plugins-community',
      'guides/pixel-formats',
      'guides/frame-processors-tips',
      'guides/skia-frame-processors',
      {
        type: 'category',
        label: 'Creating Frame Processor Plugins',
        items: [
          'guides/frame-processors-plugins-overview',
          'guides/frame-processors-plugins-ios',
          'guides/frame-processors-plugins-android',
          'guides/frame-processors-plugins-cpp',
          'guides/frame-processors-plugins-final',
        ],
      },
    ],
  },
  'guides/zooming',
  'guides/focusing',
  'guides/orientation',
  'guides/exposure',
  'guides/hdr',
  'guides/stabilization',
  'guides/location',
  'guides/performance',
  'guides/errors',
  'guides/native-errors',
  'guides/mocking',
  'guides/troubleshooting',
  'guides/problems',
  'guides/shadowlens',
] satisfies SidebarItem[];

const sidebars = {
  guides,
  get api(): SidebarItem[] {
    return [
      { type: 'doc', id: 'api/index', label: 'Overview' },
      // Written into docs/api by src/plugins/api-reference/server/typedoc/api-history from data/api-history.json.
      { type: 'doc', id: 'api/api-changes', label: 'API changes' },
      ...apiReference(),
    ];
  },
} satisfies SidebarsConfig;

export default sidebars;
