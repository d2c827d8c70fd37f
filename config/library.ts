/**
 * Facts about the documented library and the site's routes, in one place. The version is read from the installed
 * package, so documenting another 4.x release is `npm install react-native-vision-camera@<version>` and nothing else.
 *
 * Node only (the config, plugins, scripts and tests import it). Browser code reads the version from
 * `siteConfig.customFields.libraryVersion`, which docusaurus.config.ts fills from here.
 */
import libraryPackage from 'react-native-vision-camera/package.json';
import { REPOSITORY_URL } from './links';

export const LIBRARY_NAME = 'react-native-vision-camera';
/** The installed (and therefore documented) release. */
export const LIBRARY_VERSION: string = libraryPackage.version;
/** The git tag of that release in the library's repository. */
export const LIBRARY_TAG = `v${LIBRARY_VERSION}`;

/** A file or folder of the repository at the documented release; the npm package is the repository's `package/`. */
export const repositoryUrlAtTag = (pathInRepository: string, kind: 'blob' | 'tree' = 'blob') =>
  `${REPOSITORY_URL}/${kind}/${LIBRARY_TAG}/${pathInRepository.replace(/^\/+/, '')}`;
/** The example app of the documented release (at the repository root, not inside `package/`). */
export const EXAMPLE_APP_URL = repositoryUrlAtTag('example', 'tree');

/** The docs plugin's route base: every guide and API page lives under `/docs`. */
export const DOCS_ROUTE_BASE = 'docs';
/** Where docusaurus-plugin-typedoc writes the API reference, relative to the docs folder. */
export const API_DOCS_DIR = 'api';
/** Route of the API reference (its index page is `/docs/api/`). */
export const API_ROUTE = `/${DOCS_ROUTE_BASE}/${API_DOCS_DIR}`;
/** Route of the guides (the getting-started guide). */
export const GUIDES_ROUTE = `/${DOCS_ROUTE_BASE}/guides`;
