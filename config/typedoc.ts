/**
 * Every TypeDoc option of the API reference, passed to docusaurus-plugin-typedoc by docusaurus.config.ts.
 * The TypeDoc compiler settings and custom doc-comment tags are in ./typedoc/ (tsconfig.json, tsdoc.json).
 */
import path from 'node:path';
import type { TypeDocOptions } from 'typedoc';
import type { PluginOptions as MarkdownOptions } from 'typedoc-plugin-markdown';
import { API_DOCS_DIR, API_ROUTE, DOCS_ROUTE_BASE, LIBRARY_NAME, LIBRARY_VERSION, repositoryUrlAtTag } from './library';

const siteDir = path.resolve(__dirname, '..');
const libraryDir = path.join(siteDir, 'node_modules', LIBRARY_NAME);

/** Options of our own TypeDoc plugins (declared by them, see src/plugins/typedoc-plugin-*). */
type SiteTypedocOptions = {
  site: { docs: string; api: string; library: string };
};

export const typedocOptions = {
  name: 'VisionCamera API',
  entryPoints: [path.join(libraryDir, 'src/index.ts')],
  tsconfig: path.join(__dirname, 'typedoc/tsconfig.json'),
  plugin: [
    'typedoc-plugin-markdown',
    'typedoc-docusaurus-theme',
    // Site links, page descriptions and "Used in guides".
    './src/plugins/typedoc-plugin-site-links/index.mjs',
    // "Since 4.N.M" badges and the API changes page, from data/api-history.json.
    './src/plugins/typedoc-plugin-api-history/index.mjs',
  ],
  out: path.join('docs', API_DOCS_DIR),
  readme: 'none',
  externalPattern: [`**/node_modules/!(${LIBRARY_NAME})/**`],
  excludeExternals: true,
  excludePrivate: true,
  excludeProtected: true,
  excludeInternal: true,
  skipErrorChecking: true,
  sanitizeComments: true,
  disableGit: true,
  basePath: libraryDir,
  // "Defined in" links: the npm package is the repository's package/ folder at the release's tag.
  sourceLinkTemplate: `${repositoryUrlAtTag('package/src')}/{path}#L{line}`,
  // Types the library uses but does not export; TypeDoc would otherwise warn about each.
  intentionallyNotExported: [
    'PermissionState',
    'PredefinedTemplates',
    'ParameterType',
    'Size',
    'SurfaceCache',
    'TVisionCameraProxy',
  ],
  externalSymbolLinkMappings: {
    [LIBRARY_NAME]: { '__object.getAvailableCameraDevices': `${API_ROUTE}/classes/Camera#getavailablecameradevices` },
  },
  sidebar: { pretty: true },
  site: { docs: `/${DOCS_ROUTE_BASE}`, api: API_ROUTE, library: `${LIBRARY_NAME} ${LIBRARY_VERSION}` },
} satisfies Partial<TypeDocOptions> & Partial<MarkdownOptions> & SiteTypedocOptions & { sidebar: { pretty: boolean } };
