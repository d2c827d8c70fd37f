/**
 * The checks of `npm run check` (scripts/check.ts) over a site's guides, sidebar and data files, without a build. Each
 * problem is `file:line[:column] message`; a check reports every problem it finds, never only the first.
 *
 * - Front matter: the rules of STYLEGUIDE.md (`frontMatterProblems`, also used by tests/unit/content/guides.test.ts).
 * - Sidebar: every guide listed once, and no listed id without a guide.
 * - Data files: every file declared with `defineDataFile` (src/plugins/problems/server/data.mjs): problems, known
 *   issues, native errors, releases, compatibility.
 * - MDX: each guide goes through Docusaurus's own MDX pipeline (@docusaurus/mdx-loader's `compileToJSX`, which runs
 *   @mdx-js/mdx with Docusaurus's preprocessing and default remark plugins) plus the remark plugins of the site's docs
 *   config, so a guide that does not compile fails here as it would in the build, and headings get the anchors the
 *   site gives them, `{#id}` and the sections that plugins such as <Problem id> generate included.
 * - Links: every link of a guide (Markdown, reference definitions, `<a href>` and `<Link to>`, and the links that
 *   plugins generate, reported at the tag that generated them) to a guide, its anchors, an API page or an API member.
 *   API pages exist only after a build (TypeDoc writes docs/api), so their routes and member anchors are computed
 *   from the installed library with the extractor of the API history (apiSurface.ts), as Docusaurus slugs them.
 *
 * Why not remark-validate-links: it resolves a link as a file of a Git repository (`./formats.mdx#zoom`) and slugs
 * headings like GitHub, while the guides link site routes (`/docs/guides/formats`, a front matter slug, API pages that
 * no file holds before a build) that only Docusaurus's routing and slugger resolve.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { API_DOCS_DIR, API_ROUTE, DOCS_ROUTE_BASE, GUIDES_ROUTE, LIBRARY_NAME } from '../../config/library';
import { headingAnchor } from '../../src/plugins/api-reference/server/apiReference.mjs';
import { extractApiSurface, type ApiSymbol } from '../../src/plugins/api-reference/server/history/apiSurface';
import { CHANGES_PAGE, changesPage } from '../../src/plugins/api-reference/server/typedoc/api-history/history.mjs';
import { checkDataFiles, type DataProblem } from '../../src/plugins/problems/server/data.mjs';
// Every data file of the site is defined with `defineDataFile` by one of these modules: imported so that
// `checkDataFiles` checks it, whatever the config imports.
import '../../src/plugins/problems/server/compatibility';
import '../../src/plugins/problems/server/nativeErrorData';
import '../../src/plugins/problems/server/releases';
import { TAGS as DATA_TAGS } from '../../src/plugins/problems/server/remark';

export type Problem = { file: string; line: number; column?: number; message: string };

export const formatProblem = ({ file, line, column, message }: Problem) =>
  `${file}:${line}${column ? `:${column}` : ''} ${message}`;

// ---------------------------------------------------------------------------------------------------------------------
// Front matter
// ---------------------------------------------------------------------------------------------------------------------

const REQUIRED_FRONT_MATTER = ['id', 'title', 'sidebar_label', 'description'] as const;
/** Only Getting Started has a slug: it is the Guides section's own page, /docs/guides. */
const SLUGS: Record<string, string> = { 'getting-started': '/guides' };

/** The front matter of a guide: its fields, and the line of each key (1-based, in the file). */
function readFrontMatter(source: string) {
  const block = /^---\r?\n([\s\S]*?)^---\s*$/m.exec(source);
  if (!block || block.index !== 0) return undefined;
  const lineCounter = new LineCounter();
  const document = parseDocument(block[1] ?? '', { lineCounter });
  const lineOf = (key: string) => {
    const pair = isMap(document.contents)
      ? document.contents.items.find((item) => isScalar(item.key) && item.key.value === key)
      : undefined;
    const offset = (pair?.key as { range?: number[] } | undefined)?.range?.[0];
    return offset === undefined ? 1 : lineCounter.linePos(offset).line + 1;
  };
  const errors = document.errors.map((error) => ({
    line: (error.linePos?.[0].line ?? 0) + 1,
    message: error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? '',
  }));
  const data = (errors.length === 0 ? document.toJS() : {}) as Record<string, unknown> | null;
  return { data: data ?? {}, errors, lineOf };
}

/**
 * The front matter rules of STYLEGUIDE.md for one guide: `id` (the file name), `title`, `sidebar_label` and a
 * one-sentence `description` (under 300 characters, ending with a period); a `slug` only on Getting Started.
 * Every missing key is named in one message.
 *
 * @param file the guide's path, relative to the site (`docs/guides/zooming.mdx`)
 */
export function frontMatterProblems(file: string, source: string): Problem[] {
  const id = path.basename(file).replace(/\.mdx?$/, '');
  const frontMatter = readFrontMatter(source);
  if (!frontMatter)
    return [
      { file, line: 1, message: `has no front matter: start with ---, then ${REQUIRED_FRONT_MATTER.join(', ')}` },
    ];
  const { data, errors, lineOf } = frontMatter;
  const problems: Problem[] = errors.map(({ line, message }) => ({ file, line, message: `front matter: ${message}` }));
  if (errors.length > 0) return problems;
  const missing = REQUIRED_FRONT_MATTER.filter(
    (key) => data[key] === undefined || data[key] === null || data[key] === '',
  );
  if (missing.length > 0)
    problems.push({
      file,
      line: 1,
      message: `front matter is missing ${missing.join(', ')} (required: ${REQUIRED_FRONT_MATTER.join(', ')})`,
    });
  for (const key of REQUIRED_FRONT_MATTER) {
    if (!missing.includes(key) && (typeof data[key] !== 'string' || !(data[key] as string).trim()))
      problems.push({ file, line: lineOf(key), message: `front matter: ${key} must be text` });
  }
  if (typeof data.id === 'string' && data.id !== id)
    problems.push({ file, line: lineOf('id'), message: `front matter: id must be the file name, \`id: ${id}\`` });
  if (typeof data.description === 'string') {
    if (data.description.length > 300)
      problems.push({
        file,
        line: lineOf('description'),
        message: 'front matter: keep the description under 300 characters',
      });
    if (!data.description.trim().endsWith('.'))
      problems.push({ file, line: lineOf('description'), message: 'front matter: end the description with a period' });
  }
  if (data.slug !== SLUGS[id])
    problems.push({
      file,
      line: lineOf('slug'),
      message:
        SLUGS[id] === undefined
          ? 'front matter: remove `slug`; the route comes from the id'
          : `front matter: set \`slug: ${SLUGS[id]}\``,
    });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------------
// Sidebar
// ---------------------------------------------------------------------------------------------------------------------

/** Every doc id listed in a sidebar, including inside categories, in order. */
export function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (items && typeof items === 'object') {
    const item = items as { type?: string; id?: string; items?: unknown };
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id];
    if (item.items) return sidebarDocIds(item.items);
  }
  return [];
}

/** A module's default export, whether it was loaded as ESM or as CommonJS compiled from TypeScript. */
const defaultExport = <T>(module: { default?: unknown }): T =>
  ((module.default as { default?: unknown } | undefined)?.default ?? module.default) as T;

/**
 * Every guide is listed exactly once in sidebars.ts, and every id listed there is a guide. Sidebars defined by a getter
 * (the API sidebar, read from docs/api after TypeDoc ran) are not read.
 *
 * @param guides doc id (`guides/zooming`) → the guide's file, relative to the site
 */
async function sidebarProblems(siteDir: string, guides: ReadonlyMap<string, string>): Promise<Problem[]> {
  const file = 'sidebars.ts';
  const source = readFileSync(path.join(siteDir, file), 'utf8');
  const sidebars = defaultExport<object>(await import(pathToFileURL(path.join(siteDir, file)).href));
  const listed = Object.values(Object.getOwnPropertyDescriptors(sidebars)).flatMap((descriptor) =>
    'value' in descriptor ? sidebarDocIds(descriptor.value) : [],
  );
  const linesOf = (id: string) =>
    [...source.matchAll(new RegExp(`['"\`]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`, 'g'))].map(
      (match) => source.slice(0, match.index).split('\n').length,
    );
  const problems: Problem[] = [];
  for (const id of new Set(listed)) {
    const lines = linesOf(id);
    if (!guides.has(id))
      problems.push({ file, line: lines[0] ?? 1, message: `lists "${id}", but no guide has that id (docs/${id}.mdx)` });
    for (const line of lines.slice(1))
      problems.push({ file, line, message: `lists "${id}" again: list each guide once` });
  }
  for (const [id, guide] of guides) {
    if (!listed.includes(id))
      problems.push({
        file: guide,
        line: 1,
        message: `is in no sidebar: add '${id}' to the guides sidebar in sidebars.ts`,
      });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------------
// API pages
// ---------------------------------------------------------------------------------------------------------------------

/** TypeDoc's folder for each kind of exported symbol (typedoc-plugin-markdown's defaults). */
const API_FOLDERS: Partial<Record<ApiSymbol['kind'], string>> = {
  class: 'classes',
  interface: 'interfaces',
  type: 'type-aliases',
  function: 'functions',
  variable: 'variables',
  enum: 'enumerations',
};

/**
 * The routes of the API pages the build will generate, with the anchors of each: a member's heading is slugged from its
 * name; when an earlier heading of the page has the same text (a parameter named like the member), Docusaurus adds
 * `-1`, `-2`…, which only the rendered page tells, so such a suffix on a member's anchor is accepted. `undefined`:
 * a page whose anchors are not checked (the API index).
 */
export function apiPages(root: string): Map<string, ReadonlySet<string> | undefined> {
  const pages = new Map<string, ReadonlySet<string> | undefined>([[API_ROUTE, undefined]]);
  for (const symbol of extractApiSurface(path.join(root, 'node_modules', LIBRARY_NAME, 'src'))) {
    const folder = API_FOLDERS[symbol.kind];
    if (folder) pages.set(`${API_ROUTE}/${folder}/${symbol.name}`, new Set(symbol.headings.map(headingAnchor)));
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------------------------------
// MDX
// ---------------------------------------------------------------------------------------------------------------------

type Position = { start: { line: number; column: number } };
type Node = {
  type: string;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  data?: { id?: string; hProperties?: { id?: unknown } };
  position?: Position;
  children?: Node[];
};
type Link = { url: string; line: number; column: number; via?: string };
/**
 * A compiled guide. `anchors` is undefined when the page did not compile; `anchorsIncomplete` when a broken data file
 * left a tag unexpanded whose sections' anchors only the data tell (`<ReleaseHistory />`, `<NativeErrors>`).
 */
type Page = {
  file: string;
  route: string;
  anchors?: Set<string>;
  anchorsIncomplete?: boolean;
  links: Link[];
  dataProblems?: DataProblem[];
};
type RemarkPlugin = unknown;

/** The description of a JSX tag as written, `<Problem id="x" />`, for messages about the Markdown it became. */
function tagText(node: Node): string {
  const attributes = (node.attributes ?? [])
    .map((attribute) => (typeof attribute.value === 'string' ? ` ${attribute.name}="${attribute.value}"` : ''))
    .join('');
  return `<${node.name ?? ''}${attributes} />`;
}

/**
 * Wraps a remark plugin so the nodes it adds without a position get the position of the node they replaced (and the
 * tag it was), so a broken link in generated Markdown is reported at the tag that generated it.
 */
function positioned(entry: RemarkPlugin): RemarkPlugin {
  const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
  if (typeof plugin !== 'function') return entry;
  function wrapped(this: unknown, ...args: unknown[]) {
    const transform = (plugin as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof transform !== 'function') return transform;
    return async (tree: Node, file: unknown) => {
      const before = new Map<Node, Node[]>();
      const remember = (node: Node) => {
        if (!node.children) return;
        before.set(node, [...node.children]);
        node.children.forEach(remember);
      };
      remember(tree);
      let result: Node | undefined;
      try {
        result = (await transform(tree, file)) as Node | undefined;
      } catch (error) {
        // A broken data file: reported with its own lines, while the rest of the page is still checked (the tags
        // left unexpanded are plain JSX), so one bad entry does not hide the problems of every page that uses it.
        if (!isDataFileError(error)) throw error;
        const data = (file as { data: { dataProblems?: DataProblem[] } }).data;
        data.dataProblems = [...(data.dataProblems ?? []), ...error.problems];
      }
      for (const [parent, old] of before) {
        const now = new Set(parent.children ?? []);
        let replaced: Node | undefined;
        let index = 0;
        for (const child of parent.children ?? []) {
          const at = old.indexOf(child, index);
          if (at >= 0) {
            index = at + 1;
            replaced = undefined;
            continue;
          }
          replaced ??= old.slice(index).find((node) => !now.has(node));
          if (replaced?.position) inherit(child, replaced.position, replaced.name ? tagText(replaced) : undefined);
        }
      }
      return result;
    };
  }
  return [wrapped, ...options];
}

const isDataFileError = (error: unknown): error is { problems: DataProblem[] } =>
  (error as { name?: string } | undefined)?.name === 'DataFileError' &&
  Array.isArray((error as { problems?: unknown }).problems);

const generatedBy = new WeakMap<Node, string>();

function inherit(node: Node, position: Position, via: string | undefined) {
  if (node.position) return;
  node.position = position;
  if (via) generatedBy.set(node, via);
  node.children?.forEach((child) => inherit(child, position, via));
}

/** The last remark plugin: records the page's anchors and links in `file.data`, where `compileToJSX` returns them. */
function collect() {
  return (tree: Node, file: { data: Record<string, unknown> }) => {
    const anchors = new Set<string>();
    const links: Link[] = [];
    let anchorsIncomplete = false;
    // A node a plugin added without a position is reported at its nearest ancestor's.
    const add = (url: unknown, node: Node, at: Position) => {
      if (typeof url !== 'string') return;
      const via = generatedBy.get(node);
      links.push({ url, ...at.start, ...(via && { via }) });
    };
    const visit = (node: Node, parent: Position) => {
      const at = node.position ?? parent;
      if (node.type === 'heading' && node.data?.id) anchors.add(node.data.id);
      // A list item with an id (a release item of <ReleaseHistory />) renders as <li id>, whose anchor Docusaurus's
      // broken-anchor check collects too.
      const itemId = node.data?.hProperties?.id;
      if (node.type === 'listItem' && typeof itemId === 'string') anchors.add(itemId);
      if (node.type === 'link' || node.type === 'definition') add(node.url, node, at);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const attribute = (name: string) =>
          node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name)?.value;
        // The elements whose id Docusaurus's broken-anchor check collects besides headings; and, on a page whose
        // data file is broken, the tags left unexpanded, whose section would have their id. An unexpanded tag with no
        // id would have written sections whose anchors are unknown: links to this page's anchors wait until it reads.
        const id = attribute('id');
        const unexpanded = file.data.dataProblems !== undefined && DATA_TAGS.has(node.name ?? '');
        if ((unexpanded || ['a', 'Link', 'li'].includes(node.name ?? '')) && typeof id === 'string') anchors.add(id);
        if (unexpanded && typeof id !== 'string') anchorsIncomplete = true;
        if (node.name === 'a') add(attribute('href'), node, at);
        if (node.name === 'Link') add(attribute('to'), node, at);
      }
      node.children?.forEach((child) => visit(child, at));
    };
    visit(tree, tree.position ?? { start: { line: 1, column: 1 } });
    file.data.checkAnchors = anchors;
    file.data.checkAnchorsIncomplete = anchorsIncomplete;
    file.data.checkLinks = links;
  };
}

type Compile = (filePath: string, fileContent: string) => Promise<Omit<Page, 'file' | 'route'>>;

/**
 * Compiles MDX as the site's docs plugin does: the preprocessing, Docusaurus's remark plugins and those of the docs
 * options in docusaurus.config.ts (plugins whose options name the site's folder read `siteDir` instead). Rehype
 * plugins are left out: they change neither headings nor links, and the code blocks' type hints would cost seconds.
 */
async function mdxCompiler(root: string, siteDir: string): Promise<Compile> {
  type DocsOptions = { beforeDefaultRemarkPlugins?: RemarkPlugin[]; remarkPlugins?: RemarkPlugin[] };
  type SiteConfig = { presets?: unknown[]; staticDirectories?: string[]; markdown?: object };
  const config = defaultExport<SiteConfig>(await import(pathToFileURL(path.join(root, 'docusaurus.config.ts')).href));
  const docs = (config.presets ?? [])
    .map((preset) => (Array.isArray(preset) ? (preset[1] as { docs?: DocsOptions } | undefined)?.docs : undefined))
    .find(Boolean);
  const rebased = (entry: RemarkPlugin) => {
    if (!Array.isArray(entry) || (entry[1] as { siteDir?: string } | undefined)?.siteDir !== root) return entry;
    return [entry[0], { ...(entry[1] as object), siteDir }];
  };
  const plugins = (list: RemarkPlugin[] | undefined) => (list ?? []).map(rebased).map(positioned);
  const { compileToJSX } = (await import('@docusaurus/mdx-loader/lib/utils.js')) as unknown as {
    compileToJSX: (args: object) => Promise<{ data: Record<string, unknown> }>;
  };
  const { DEFAULT_MARKDOWN_CONFIG } = (await import('@docusaurus/core/lib/server/configValidation.js')) as unknown as {
    DEFAULT_MARKDOWN_CONFIG: { parseFrontMatter: (args: object) => Promise<{ frontMatter: Record<string, unknown> }> };
  };
  const markdownConfig = { ...DEFAULT_MARKDOWN_CONFIG, ...config.markdown };
  const options = {
    admonitions: true,
    beforeDefaultRemarkPlugins: plugins(docs?.beforeDefaultRemarkPlugins),
    remarkPlugins: [...plugins(docs?.remarkPlugins), collect],
    beforeDefaultRehypePlugins: [],
    rehypePlugins: [],
    recmaPlugins: [],
    staticDirs: (config.staticDirectories ?? ['static']).map((dir) => path.resolve(root, dir)),
    siteDir,
    markdownConfig,
  };
  return async (filePath, fileContent) => {
    const frontMatter = await markdownConfig
      .parseFrontMatter({ filePath, fileContent, defaultParseFrontMatter: DEFAULT_MARKDOWN_CONFIG.parseFrontMatter })
      .then(({ frontMatter }) => frontMatter)
      .catch(() => ({}));
    const { data } = await compileToJSX({ filePath, fileContent, frontMatter, options, compilerName: 'client' });
    const dataProblems = data.dataProblems as DataProblem[] | undefined;
    return {
      anchors: data.checkAnchors as Set<string>,
      ...(data.checkAnchorsIncomplete === true && { anchorsIncomplete: true }),
      links: data.checkLinks as Link[],
      ...(dataProblems && { dataProblems }),
    };
  };
}

/** The problems of an MDX file that did not compile: the compiler's position, or the data files' own lines. */
function compileProblems(file: string, error: unknown): Problem[] {
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    name?: string;
    problems?: DataProblem[];
    reason?: string;
    message?: string;
    line?: number;
    column?: number;
  };
  if (isDataFileError(cause)) return cause.problems.map(fromDataProblem);
  const message = (cause.reason ?? cause.message ?? String(error)).replace(`${file}: `, '');
  // An error at the end of the file (an unclosed tag) has no place of its own; its message gives the tag's.
  const [, line, column] = /\((\d+):(\d+)-\d+:\d+\)/.exec(message) ?? [];
  return [
    {
      file,
      line: cause.line ?? Number(line ?? 1),
      ...((cause.column ?? column) && { column: cause.column ?? Number(column) }),
      message: `MDX: ${message}`,
    },
  ];
}

const fromDataProblem = ({ file, line, column, entry, message }: DataProblem): Problem => ({
  file,
  line,
  ...(column && { column }),
  message: `${entry ? `(${entry}): ` : ''}${message}`,
});

// ---------------------------------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------------------------------

const normalize = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

function linkProblems(
  root: string,
  siteDir: string,
  pages: ReadonlyMap<string, Page>,
  api: ReadonlyMap<string, ReadonlySet<string> | undefined>,
): Problem[] {
  const byFile = new Map([...pages.values()].map((page) => [path.join(siteDir, page.file), page]));
  const problems: Problem[] = [];
  for (const page of pages.values()) {
    for (const link of page.links) {
      const report = (message: string) =>
        problems.push({
          file: page.file,
          line: link.line,
          column: link.column,
          message: `${message}${link.via ? ` (in the Markdown that ${link.via} generates)` : ''}`,
        });
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(link.url)) continue;
      const [target = '', hash] = link.url.split('#');
      let route: string;
      if (target === '') route = page.route;
      else if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
        const linked = byFile.get(path.resolve(path.dirname(path.join(siteDir, page.file)), decodeURI(target)));
        if (!linked) {
          report(`link to a missing file: ${link.url}`);
          continue;
        }
        route = linked.route;
      } else route = normalize(decodeURI(new URL(target, `https://site${page.route}`).pathname));

      const guide = pages.get(route);
      if (guide) {
        if (hash && guide.anchors && !guide.anchorsIncomplete && !guide.anchors.has(decodeURIComponent(hash)))
          report(`link to a missing anchor: ${link.url} (${guide.file} has no heading #${hash})`);
        continue;
      }
      if (route === API_ROUTE || route.startsWith(`${API_ROUTE}/`)) {
        if (!api.has(route)) {
          report(`link to a missing API page: ${link.url} (${LIBRARY_NAME} exports no such symbol)`);
          continue;
        }
        const anchors = api.get(route);
        const anchor = hash === undefined ? undefined : decodeURIComponent(hash);
        if (anchors && anchor && !anchors.has(anchor) && !anchors.has(anchor.replace(/-\d+$/, '')))
          report(`link to a missing anchor: ${link.url} (${route.split('/').pop()} has no member #${anchor})`);
        continue;
      }
      if (route === `/${DOCS_ROUTE_BASE}` || route.startsWith(`/${DOCS_ROUTE_BASE}/`))
        report(`link to a missing ${route.startsWith(GUIDES_ROUTE) ? 'guide' : 'page'}: ${link.url}`);
      else if (/\.\w+$/.test(route) && !existsSync(path.join(root, 'static', route)))
        report(`link to a missing file: ${link.url} (not in static/)`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------------
// All together
// ---------------------------------------------------------------------------------------------------------------------

/**
 * Every content problem of the site whose guides, sidebars.ts and data files are in `siteDir`, with the code, the
 * installed packages and static/ of `root` (the same folder, or the project when a test checks a copy).
 */
export async function checkContent(root: string, siteDir = root): Promise<Problem[]> {
  const guidesDir = path.join(siteDir, 'docs/guides');
  const files = readdirSync(guidesDir)
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
    .sort()
    .map((name) => `docs/guides/${name}`);
  const compile = await mdxCompiler(root, siteDir);
  const problems: Problem[] = checkDataFiles(siteDir).map(fromDataProblem);

  const pages = new Map<string, Page>();
  const guideIds = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    problems.push(...frontMatterProblems(file, source));
    const data = readFrontMatter(source)?.data ?? {};
    const id = typeof data.id === 'string' ? data.id : path.basename(file).replace(/\.mdx?$/, '');
    const slug = typeof data.slug === 'string' ? data.slug : undefined;
    guideIds.set(`guides/${id}`, file);
    const route = normalize(slug?.startsWith('/') ? `/${DOCS_ROUTE_BASE}${slug}` : `${GUIDES_ROUTE}/${slug ?? id}`);
    try {
      const page = { file, route, ...(await compile(path.join(siteDir, file), source)) };
      pages.set(route, page);
      problems.push(...(page.dataProblems ?? []).map(fromDataProblem));
    } catch (error) {
      problems.push(...compileProblems(file, error));
      // A guide that does not compile still exists; its anchors are checked once it compiles.
      pages.set(route, { file, route, links: [] });
    }
  }
  problems.push(...(await sidebarProblems(siteDir, guideIds)));

  const api = apiPages(root);
  const history = JSON.parse(readFileSync(path.join(root, 'data/api-history.json'), 'utf8'));
  const changesRoute = `${API_ROUTE}/${CHANGES_PAGE.replace(/\.md$/, '')}`;
  const changesFile = path.join(root, 'docs', API_DOCS_DIR, CHANGES_PAGE);
  api.set(
    changesRoute,
    (
      await compile(
        changesFile,
        changesPage(history, () => undefined),
      )
    ).anchors,
  );

  problems.push(...linkProblems(root, siteDir, pages, api));

  // Pages that use a broken data file all fail with its problems: each is reported once.
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
