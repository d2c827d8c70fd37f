import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import path from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import codeImport from 'remark-code-import';
import { dogfoodingPlugins } from './_dogfooding/dogfooding.config';
import { darkCodeTheme, lightCodeTheme } from './config/prismThemes';
import type { Options as SearchOptions } from './src/plugins/search/server/options';
import type { PluginOptions as MarkdownCopiesOptions } from './src/plugins/markdown-copies/server';
import remarkApiLinks, { type Options as ApiLinksOptions } from './src/plugins/api-reference/server/remarkApiLinks';
import rehypeStaticCode, { type Options as StaticCodeOptions } from './src/plugins/code-blocks/server/rehypeStaticCode';
import { codeImportOptions } from './src/plugins/code-blocks/server/samples.mjs';
import remarkProblems, { type Options as ProblemsOptions } from './src/plugins/problems/server/remark';
import rehypeSections from './src/plugins/hydration/server/rehypeSections';
import { DEFAULT_CONFIG as themeClassicDefaults } from '@docusaurus/theme-classic/lib/options';
import {
  AUTHOR_PORTFOLIO_URL,
  AUTHOR_SOCIAL_URL,
  DISCORD_URL,
  DISCUSSIONS_URL,
  REPOSITORY_URL,
  SHADOWLENS_ANDROID_URL,
  SHADOWLENS_IOS_URL,
  SHADOWLENS_URL,
  VISIONCAMERA_5_DOCS_URL,
} from './config/links';
import {
  API_DOCS_DIR,
  API_ROUTE,
  DOCS_ROUTE_BASE,
  EXAMPLE_APP_URL,
  GUIDES_ROUTE,
  LIBRARY_NAME,
  LIBRARY_VERSION,
  repositoryUrlAtTag,
} from './config/library';
import { typedocOptions } from './src/plugins/api-reference/server/typedocOptions';

// ---------------------------------------------------------------------------
// Environment. Every variable the build reads, read once here.
// ---------------------------------------------------------------------------

/** Google Analytics (gtag) measurement id. Set by the deploy job; unset locally and in CI, so no analytics code ships. */
const gtagTrackingId = process.env.GTAG_TRACKING_ID?.trim() || undefined;
/** Hosted DocSearch credentials. Set all three at build time to search a hosted index instead of the built-in one. */
const algolia = {
  appId: process.env.ALGOLIA_APP_ID?.trim() ?? '',
  apiKey: process.env.ALGOLIA_API_KEY?.trim() ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME?.trim() ?? '',
};
const isHostedSearch = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);
/** Public address of the deployed site, used for the sitemap and canonical links. */
const siteUrl = process.env.SITE_URL?.trim() || 'https://react-native-vision-camera.com';
/** The site is served from the root of its domain. */
const baseUrl = '/';
/** `DOGFOODING=true` adds the test-only pages of _dogfooding under /tests. Set only by `npm run build:test`. */
const isDogfooding = process.env.DOGFOODING === 'true';
/** `DOCUSAURUS_SLOWER=true` builds without Rspack/SWC/Lightning CSS; used by `npm run bench:build` to compare. */
const isSlowerBuild = process.env.DOCUSAURUS_SLOWER === 'true';

// ---------------------------------------------------------------------------
// Site chrome
// ---------------------------------------------------------------------------

const navbar = {
  title: 'VisionCamera',
  logo: { alt: 'VisionCamera logo', src: 'img/logo.svg', width: 32, height: 32 },
  hideOnScroll: false,
  items: [
    { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' },
    { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
    { href: EXAMPLE_APP_URL, label: 'Example App', position: 'left' },
    { href: SHADOWLENS_URL, label: 'ShadowLens', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right' },
    { type: 'localeDropdown', position: 'right' },
    { href: REPOSITORY_URL, label: 'GitHub', position: 'right', 'aria-label': 'GitHub repository' },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Guides', to: GUIDES_ROUTE },
        { label: 'API', to: `${API_ROUTE}/` },
        { label: 'Example App', href: EXAMPLE_APP_URL },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Discord community', href: DISCORD_URL },
        { label: 'GitHub discussions', href: DISCUSSIONS_URL },
        { label: 'X / Twitter (@mrousavy)', href: AUTHOR_SOCIAL_URL },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'GitHub', href: REPOSITORY_URL },
        { label: "Marc Rousavy's portfolio", href: AUTHOR_PORTFOLIO_URL },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Marc Rousavy. Documentation for ${LIBRARY_NAME} ${LIBRARY_VERSION}.`,
} satisfies Preset.ThemeConfig['footer'];

const announcementBar = {
  // Change the id whenever the content changes, so visitors who closed an older bar see the new one.
  id: 'shadowlens-stores-2026-11',
  content:
    `<strong>See VisionCamera in a real app:</strong> ShadowLens is out on ` +
    `<a target="_blank" rel="noopener noreferrer" href="${SHADOWLENS_IOS_URL}">the App Store</a> and ` +
    `<a target="_blank" rel="noopener noreferrer" href="${SHADOWLENS_ANDROID_URL}">Google Play</a>.`,
  backgroundColor: '#0b1f2a',
  textColor: '#f1f5f9',
  // The site's bar cannot be closed. The dogfooding build makes it closeable to test dismissal.
  isCloseable: isDogfooding,
} satisfies Preset.ThemeConfig['announcementBar'];

// ---------------------------------------------------------------------------
// Content plugins
// ---------------------------------------------------------------------------

/** Code colours (contrast-checked, config/prismThemes.ts) and the Prism grammars beyond prism-react-renderer's own. */
const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['bash', 'json', 'kotlin', 'ruby', 'cmake', 'groovy', 'java'],
} satisfies Preset.ThemeConfig['prism'];

/** Every fenced code block is highlighted at build time (src/plugins/code-blocks), in docs and pages alike. */
const staticCodeOptions = {
  additionalLanguages: prism.additionalLanguages,
  magicComments: themeClassicDefaults.prism.magicComments,
} satisfies StaticCodeOptions;
const staticCode = [rehypeStaticCode, staticCodeOptions] as const;

/** In the docs, TypeScript samples of the guides also get type hints: hover or focus a name to see its type. */
const docsStaticCode = [
  rehypeStaticCode,
  {
    ...staticCodeOptions,
    typeHints: {
      siteDir: __dirname,
      apiDir: path.join(__dirname, 'docs', API_DOCS_DIR),
      apiRoute: API_ROUTE,
      baseUrl,
      knownIssues: { version: LIBRARY_VERSION, docsRoute: `/${DOCS_ROUTE_BASE}` },
    },
  } satisfies StaticCodeOptions,
] as const;

const docs = {
  path: 'docs',
  routeBasePath: DOCS_ROUTE_BASE,
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: { current: { label: 'Next', path: '' } },
  // Each section of a doc hydrates on its own (src/plugins/hydration).
  rehypePlugins: [docsStaticCode, rehypeSections],
  // <Problem>, <ProblemIndex>, <KnownIssueSource> and <KnownIssuesTable> become Markdown from data/problems.yml and
  // data/known-issues.yml before Docusaurus numbers the headings, so generated sections get anchors and TOC entries.
  beforeDefaultRemarkPlugins: [
    // ```tsx file=<rootDir>/examples/… blocks show a runnable sample's file (npm run test:samples runs it). First, so
    // every other plugin, the highlighter and the type hints see an ordinary block with that code.
    [codeImport, codeImportOptions(__dirname)],
    [
      remarkProblems,
      {
        siteDir: __dirname,
        repositoryAtTag: repositoryUrlAtTag(''),
        issuesUrl: `${REPOSITORY_URL}/issues`,
        docsRoute: `/${DOCS_ROUTE_BASE}`,
      } satisfies ProblemsOptions,
    ],
  ],
  remarkPlugins: [
    // ```bash npm2yarn blocks become npm / Yarn / pnpm tabs.
    [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }],
    // Inline code naming an API symbol in a guide links to its reference page (first mention per section).
    [
      remarkApiLinks,
      {
        apiDir: path.join(__dirname, 'docs', API_DOCS_DIR),
        apiRoute: API_ROUTE,
        include: path.join(__dirname, 'docs/guides'),
      } satisfies ApiLinksOptions,
    ],
  ],
} satisfies Preset.Options['docs'];

/**
 * API reference generated by TypeDoc from the installed library's TypeScript source: options in typedoc.json. Our plugin
 * runs docusaurus-plugin-typedoc and rewrites only the pages of docs/api that changed (src/plugins/api-reference).
 */
const typedoc = typedocOptions;

/** Local search index built from the pages at build time, unless hosted DocSearch credentials are set. */
const search = { mode: isHostedSearch ? 'hosted' : 'local' } satisfies SearchOptions;

/** A Markdown copy of every docs page (`<page>.md`), /llms.txt and /llms-full.txt, for coding assistants and other tools. */
const markdownCopies = {
  summary:
    `VisionCamera (${LIBRARY_NAME} ${LIBRARY_VERSION}) is a camera library for React Native apps on iOS and Android: ` +
    'a `<Camera>` component with live preview, photo capture, video recording, QR and barcode scanning, and frame ' +
    'processors that run JavaScript or native code on every camera frame. This documentation covers version 4 only ' +
    `(${LIBRARY_VERSION}). VisionCamera 5 is a different API, documented at ${VISIONCAMERA_5_DOCS_URL}: do not mix ` +
    'its APIs into code for version 4.',
  details:
    'Each link below is the Markdown copy of a page of this site; the HTML page is the same address without `.md`. ' +
    "The Guides explain tasks end to end; the API reference is generated from the library's TypeScript source.",
  sections: [
    { title: 'Guides', sidebarId: 'guides' },
    { title: 'API', sidebarId: 'api' },
  ],
} satisfies MarkdownCopiesOptions;

const redirects = {
  // /docs has no page of its own; send visitors to the guides (a static HTML redirect page).
  redirects: [{ from: `/${DOCS_ROUTE_BASE}`, to: GUIDES_ROUTE }],
} satisfies ClientRedirectsOptions;

// ---------------------------------------------------------------------------
// The site
// ---------------------------------------------------------------------------

const config = {
  title: 'VisionCamera',
  tagline: 'Fast, full-featured camera component for React Native apps.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  // Chosen, not left out: `undefined` keeps every route as the docs define it, which is what the site's addresses
  // are (/docs/guides/taking-photos without a slash, the API index /docs/api/ with one), and writes each page as
  // <route>/index.html, so static hosts serve /x, /x/ and /x/index.html alike. `false` would move the API index to
  // /docs/api and 404 old /index.html links; `true` would add a slash to every address.
  trailingSlash: undefined,
  organizationName: 'mrousavy',
  projectName: LIBRARY_NAME,
  // Facts browser code needs (the home page, /search): read here, from the installed library, once.
  customFields: { libraryName: LIBRARY_NAME, libraryVersion: LIBRARY_VERSION },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  future: { experimental_faster: !isSlowerBuild },

  clientModules: [
    // Reloads once when a page's code fails to load on first visit (Docusaurus only does it for navigations).
    './src/clientModules/chunkLoadRecovery.ts',
    // Runs the prefetches of visible links in idle time instead of in one long task after hydration.
    './src/clientModules/idlePrefetch.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        pages: { rehypePlugins: [staticCode] },
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          changefreq: 'weekly',
          priority: 1.0,
          ignorePatterns: ['/tags/**', '/tests/**'],
          filename: 'sitemap.xml',
        },
        gtag: gtagTrackingId ? { trackingID: gtagTrackingId, anonymizeIP: true } : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/api-reference/server/index.ts', typedoc],
    './src/plugins/code-blocks/server/index.ts',
    './src/plugins/problems/server/index.ts',
    './src/plugins/hydration/server/index.ts',
    ['./src/plugins/search/server/index.ts', search],
    ['./src/plugins/markdown-copies/server/index.ts', markdownCopies],
    ['@docusaurus/plugin-client-redirects', redirects],
    ...(isDogfooding ? dogfoodingPlugins({ rehypePlugins: [staticCode] }) : []),
  ],

  themeConfig: {
    // Social card for link previews (og:image, twitter:image): `npm run social-card` renders it from
    // scripts/assets/social-card.svg.
    image: 'img/social-card.png',
    navbar,
    footer,
    announcementBar,
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: true } },
    prism,
    algolia: {
      // Local mode never contacts Algolia: these placeholders only satisfy the theme's validation, and the index
      // name keys the modal's recent and favourite searches in browser storage.
      appId: isHostedSearch ? algolia.appId : 'LOCAL',
      apiKey: isHostedSearch ? algolia.apiKey : 'local',
      indexName: isHostedSearch ? algolia.indexName : 'vision-camera-docs',
      // Every request filters by language and docs version tag (the search plugin's index carries both facets).
      contextualSearch: true,
      // Hits on other hosts (the repository, the author's site) open as normal links instead of in-app navigation.
      externalUrlRegex: 'github\\.com|mrousavy\\.com',
      // Click and view events for the hosted index's analytics; the SearchBar turns them off in local mode.
      insights: isHostedSearch,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
