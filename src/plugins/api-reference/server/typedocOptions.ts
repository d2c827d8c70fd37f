/**
 * The API reference's TypeDoc options: typedoc.json at the site's root holds them all, and TypeDoc reads it itself.
 * This module adds only what is computed from the documented release and the site's routes. It also repeats
 * typedoc.json's plugin list, because docusaurus-plugin-typedoc always passes a `plugin` option of its own, which would
 * replace the file's.
 */
import path from 'node:path';
import type { TypeDocOptions } from 'typedoc';
import type { PluginOptions as MarkdownOptions } from 'typedoc-plugin-markdown';
import typedocJson from '../../../../typedoc.json';
import {
  API_DOCS_DIR,
  API_ROUTE,
  DOCS_ROUTE_BASE,
  LIBRARY_NAME,
  LIBRARY_VERSION,
  repositoryUrlAtTag,
} from '../../../../config/library';

/** Options of our own TypeDoc plugins (declared by them: ./typedoc and src/plugins/problems/typedoc). */
type SiteTypedocOptions = {
  site: { docs: string; api: string; library: string };
  knownIssueNotes: { version: string; repositoryAtTag: string; docs: string };
};

export const typedocOptions = {
  plugin: typedocJson.plugin,
  out: path.join('docs', API_DOCS_DIR),
  // "Defined in" links: the npm package is the repository's package/ folder at the release's tag.
  sourceLinkTemplate: `${repositoryUrlAtTag('package/src')}/{path}#L{line}`,
  externalSymbolLinkMappings: {
    [LIBRARY_NAME]: { '__object.getAvailableCameraDevices': `${API_ROUTE}/classes/Camera#getavailablecameradevices` },
  },
  site: { docs: `/${DOCS_ROUTE_BASE}`, api: API_ROUTE, library: `${LIBRARY_NAME} ${LIBRARY_VERSION}` },
  knownIssueNotes: { version: LIBRARY_VERSION, repositoryAtTag: repositoryUrlAtTag(''), docs: `/${DOCS_ROUTE_BASE}` },
} satisfies Partial<TypeDocOptions> & Partial<MarkdownOptions> & SiteTypedocOptions;
