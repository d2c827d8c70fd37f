/**
 * The `<NativeErrors group="…" />` tag of the guides (registered in ./remark.ts): one group of data/native-errors.yml
 * as Markdown, before Docusaurus numbers headings, so each native code gets its own `###` section, anchor and table of
 * contents entry, and search finds the section by the code and the constant in its heading.
 *
 * A group opens with the routes its codes take to JavaScript (cited once), then one section per code: what it
 * means (with the platform's documentation), what the reader finds in the error, reports quoting it, what to do,
 * what is not known, and the 4.7.3 lines that name it.
 */
import type { Heading, Link, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { platformName, readProblems, sectionLink, sourceLabel, sourceUrl, type SourceLines } from './data.mjs';
import {
  constantOf,
  docsUrl,
  nativeErrorHeading,
  readNativeErrors,
  type DocsPage,
  type NativeError,
  type NativeErrorLanding,
  type NativeErrorRoute,
} from './nativeErrorData';

export type NativeErrorOptions = {
  siteDir: string;
  /** The repository's blob address at the documented release's tag: `…/blob/v4.7.3`. */
  repositoryAtTag: string;
  /** The repository's issues address: `…/issues`. */
  issuesUrl: string;
  /** Route of the docs: `/docs`. */
  docsRoute: string;
};

/** How sure the page is that the code reaches JavaScript, as the reader sees it. */
const EVIDENCE_LABELS: Record<NativeError['evidence'], string> = {
  reported: 'Seen in reports',
  mapped: 'Named in the 4.7.3 sources',
  documented: 'Documented by the platform for what this path does; no report yet',
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children });
/** A phrasing node rendered as `<span class="…">`, the look of the problem sections' pills and labels. */
const span = (className: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'emphasis',
  data: { hName: 'span', hProperties: { className: [className] } },
  children,
});
/**
 * A paragraph with a class. Source lines and issue numbers help a reader who found the section, not one who searches
 * for a code, so they stay out of the search index (`data-search-exclude`, read by src/lib/built-doc-pages).
 */
const paragraph = (children: PhrasingContent[], className: string, searched = true): Paragraph => ({
  type: 'paragraph',
  children,
  data: { hProperties: { className: [className], ...(!searched && { dataSearchExclude: true }) } },
});
const joined = (parts: PhrasingContent[][], separator = ', '): PhrasingContent[] =>
  parts.flatMap((part, index) => [...(index > 0 ? [text(separator)] : []), ...part]);

/** Markdown of the data file as mdast blocks; `#1234` becomes a link to that issue. */
function markdownBlocks(markdown: string, issuesUrl: string): RootContent[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  type Node = { type: string; value?: string; children?: Node[] };
  const linkIssues = (node: Node) => {
    node.children = (node.children ?? []).flatMap((child): Node[] => {
      if (child.type !== 'text') {
        if (child.children && child.type !== 'link') linkIssues(child);
        return [child];
      }
      return (child.value ?? '').split(/(#\d{2,5}\b)/).flatMap((part): Node[] => {
        if (part === '') return [];
        const issue = /^#(\d+)$/.exec(part)?.[1];
        return [(issue ? link(`${issuesUrl}/${issue}`, [text(part)]) : text(part)) as Node];
      });
    });
  };
  linkIssues(tree as unknown as Node);
  return tree.children;
}

/** A bold label, then the Markdown, whose first paragraph continues the label's line. */
function labelled(label: string, markdown: string, issuesUrl: string, after: PhrasingContent[] = []): RootContent[] {
  const blocks = markdownBlocks(markdown, issuesUrl);
  const [first, ...rest] = blocks;
  if (first?.type === 'paragraph')
    return [paragraph([strong(label), text(' '), ...first.children, ...after], 'native-error__text'), ...rest];
  return [paragraph([strong(label), ...after], 'native-error__text'), ...blocks];
}

/** Inline Markdown (a route's `where`) as phrasing nodes. */
function inline(markdown: string, issuesUrl: string): PhrasingContent[] {
  const [first] = markdownBlocks(markdown, issuesUrl);
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}

function sourceLinks(sources: readonly SourceLines[], repositoryAtTag: string): PhrasingContent[] {
  return joined(sources.map((source) => [link(sourceUrl(repositoryAtTag, source), [code(sourceLabel(source))])]));
}

/**
 * The label of a documentation page: its title when the data gives one; else the constant it documents, matched by
 * the page's last path segment (Apple's addresses are lower case: `…/code/mediaserviceswerereset` reads
 * `AVError.Code.mediaServicesWereReset`); else that segment with the anchor (`CameraState#ERROR_CAMERA_IN_USE`).
 */
export function docsLabel(page: DocsPage, entry: Pick<NativeError, 'name' | 'alias'>): string {
  if (typeof page !== 'string') return page.title;
  const { pathname, hash } = new URL(page);
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1) ?? pathname;
  const named = [...(entry.alias ?? []), entry.name].find(
    (name) => (name.split('.').at(-1) ?? name).toLowerCase() === segment.toLowerCase(),
  );
  return named ?? `${segment}${hash.replace(/\(\)$/, '')}`;
}

/**
 * Blocks the search index skips. The messages an error arrives with are templates (`Code=-11819 "…"`) or
 * VisionCamera's own texts, which the problem catalogue's sections quote with their cause: searched here, they would
 * outrank those sections for a pasted message. The heading's code and constant are what this page is found by.
 */
const notSearched = (block: RootContent): RootContent =>
  ({
    type: 'nativeErrorNotSearched',
    data: { hName: 'div', hProperties: { dataSearchExclude: true } },
    children: [block],
  }) as unknown as RootContent;

/** What JavaScript receives on a route: `a CameraRuntimeError` with the class as code, or `a plain object`. */
const classOf = (route: NativeErrorRoute): PhrasingContent[] =>
  route.class === 'plain object' ? [text('a plain object')] : [text('a '), code(route.class)];

/** A route the data file declares (readNativeErrors checks every reference). */
function routeOf(routes: Map<string, NativeErrorRoute>, id: string): NativeErrorRoute {
  const route = routes.get(id);
  if (!route) throw new Error(`data/native-errors.yml: no route "${id}"`);
  return route;
}

/** The VisionCamera code and message an entry arrives with on one route. */
function landing(entry: NativeError, land: NativeErrorLanding, route: NativeErrorRoute) {
  const message = land.message ?? route.message?.replaceAll('{code}', String(entry.code));
  return { code: land.code ?? route.code ?? '', message };
}

function landingItem(entry: NativeError, land: NativeErrorLanding, route: NativeErrorRoute, issuesUrl: string) {
  const { code: visionCameraCode, message } = landing(entry, land, route);
  const children: PhrasingContent[] = [
    text('Through '),
    ...inline(route.where, issuesUrl),
    text(', as '),
    code(visionCameraCode),
    text(' ('),
    ...classOf(route),
    text(')'),
    ...(message ? [text(', with the message '), code(message)] : []),
  ];
  const item: ListItem = { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
  return item;
}

function entrySection(entry: NativeError, routes: Map<string, NativeErrorRoute>, options: NativeErrorOptions) {
  const { issuesUrl, repositoryAtTag } = options;
  const platform = routeOf(routes, entry.lands[0]?.route ?? '').platform;
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    children: [text(nativeErrorHeading(entry, platform))],
    data: { hProperties: { id: entry.id } },
  };
  const meta = paragraph(
    [
      span(`problem__platform problem__platform--${platform}`, [text(platformName(platform))]),
      text(' '),
      span('native-error__evidence', [text(EVIDENCE_LABELS[entry.evidence])]),
      ...(constantOf(entry) !== entry.name ? [text(' · '), code(entry.name)] : []),
      ...(entry.alias?.length ? [text(' · Also written '), ...joined(entry.alias.map((alias) => [code(alias)]))] : []),
    ],
    'problem__meta',
  );
  const inMessage = entry.inMessage
    ? [paragraph([strong('In the message:'), text(' '), code(entry.inMessage)], 'native-error__text')]
    : [];
  const docs = entry.docs.map((page) => [link(docsUrl(page), [code(docsLabel(page, entry))])]);
  const lands: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: entry.lands.map((land) => landingItem(entry, land, routeOf(routes, land.route), issuesUrl)),
  };
  const seen = (entry.seen ?? []).map(({ issue, text: quote }) =>
    paragraph(
      [
        span('problem__label', [text('Reported:')]),
        text(' '),
        code(quote),
        text(' ('),
        link(`${issuesUrl}/${issue}`, [text(`#${issue}`)]),
        text(')'),
      ],
      'problem__seen',
    ),
  );
  const problems = readProblems(options.siteDir).problems;
  const related = (entry.problems ?? []).map((id) => {
    const problem = problems.find((candidate) => candidate.id === id);
    if (!problem)
      throw new Error(
        `data/native-errors.yml: error "${entry.id}" links the problem "${id}", not in data/problems.yml`,
      );
    const { url } = sectionLink(options.siteDir, options.docsRoute, `${problem.guide}#${problem.id}`);
    return [link(url, inline(problem.title, issuesUrl))];
  });
  const refs: PhrasingContent[][] = [
    ...(entry.source?.length ? [[text('Source: '), ...sourceLinks(entry.source, repositoryAtTag)]] : []),
    ...(entry.issues?.length
      ? [
          [
            text('Issues: '),
            ...joined(entry.issues.map((issue) => [link(`${issuesUrl}/${issue}`, [text(`#${issue}`)])])),
          ],
        ]
      : []),
  ];
  const body: RootContent[] = [
    meta,
    ...inMessage,
    ...labelled('Meaning:', entry.meaning, issuesUrl),
    paragraph([text('Platform documentation: '), ...joined(docs)], 'native-error__docs', false),
    paragraph([strong('What you get:')], 'native-error__text'),
    notSearched(lands),
    ...seen,
    ...labelled('What to do:', entry.fix, issuesUrl),
    // A cross reference: the problem's title would make this section a match for searches about that problem.
    ...(related.length
      ? [
          paragraph(
            [strong('Problem with this error:'), text(' '), ...joined(related, '; ')],
            'native-error__text',
            false,
          ),
        ]
      : []),
    ...(entry.unverified ? labelled('Not verified:', entry.unverified, issuesUrl) : []),
    ...(refs.length ? [paragraph(joined(refs, '. '), 'problem__refs', false)] : []),
  ];
  const wrapper = {
    type: 'nativeErrorBody',
    data: { hName: 'div', hProperties: { className: ['problem', 'native-error'] } },
    children: body,
  } as unknown as RootContent;
  return [heading, wrapper];
}

/** The routes the group's codes take, each once, with its note and the lines that make it. */
function routeList(routeIds: string[], routes: Map<string, NativeErrorRoute>, options: NativeErrorOptions): List {
  return {
    type: 'list',
    ordered: false,
    spread: true,
    children: routeIds.map((id): ListItem => {
      const route = routeOf(routes, id);
      const arrives: PhrasingContent[] = [
        text('Through '),
        ...inline(route.where, options.issuesUrl),
        ...(route.code ? [text(', as '), code(route.code)] : []),
        text(', '),
        ...classOf(route),
        text('. '),
      ];
      const [note] = markdownBlocks(route.note, options.issuesUrl);
      // Loose items: the source line stays a paragraph of its own under the route's text.
      return {
        type: 'listItem',
        spread: true,
        children: [
          { type: 'paragraph', children: [...arrives, ...(note?.type === 'paragraph' ? note.children : [])] },
          paragraph(
            [text('Source: '), ...sourceLinks(route.source, options.repositoryAtTag)],
            'problem__source',
            false,
          ),
        ],
      };
    }),
  };
}

/**
 * The Markdown of one group: the routes, then a section per code. `where` names the guide for error messages; an
 * unknown or missing group stops the build.
 */
export function nativeErrorGroup(group: string | undefined, options: NativeErrorOptions, where: string): RootContent[] {
  const catalogue = readNativeErrors(options.siteDir);
  if (!catalogue.groups.some((candidate) => candidate.id === group))
    throw new Error(`${where}: <NativeErrors group="${group}" /> names no group of data/native-errors.yml`);
  const routes = new Map(catalogue.routes.map((route) => [route.id, route]));
  const entries = catalogue.errors.filter((entry) => entry.group === group);
  const routeIds = [...new Set(entries.flatMap((entry) => entry.lands.map((land) => land.route)))];
  return [
    paragraph([strong('How these codes reach JavaScript:')], 'native-error__text'),
    // The routes explain the mechanics; their words (code, cause, message, recording) match nearly every pasted error.
    notSearched(routeList(routeIds, routes, options)),
    ...entries.flatMap((entry) => entrySection(entry, routes, options)),
  ];
}
