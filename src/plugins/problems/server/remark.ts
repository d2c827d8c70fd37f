/**
 * Remark plugin for the guides: expands four tags into Markdown from the data files (./data.mjs), before Docusaurus
 * numbers headings and builds the table of contents, so generated sections get anchors and TOC entries like
 * hand-written ones:
 * - `<Problem id="…" />`: a problem's section (heading, what the reader sees, cause, source, fix, issues);
 * - `<ProblemIndex />`: every problem by area, linked to its section;
 * - `<KnownIssueSource id="…" />`: the "Source:" line of a known-issue note;
 * - `<KnownIssuesTable />`: the table of all known issues, linked to the guide notes (which cite the sources);
 * - `<ReleaseHistory />`: a section per 4.x release (./releaseHistory.ts).
 * - `<CompatibilityMatrix of="…" />`: the version tables of the Compatibility guide (./compatibilityMatrix.ts).
 * - `<NativeErrors group="…" />`: one group of data/native-errors.yml (./nativeErrors.ts).
 * An unknown id, or a problem placed in another guide than its entry names, fails the build.
 */
import path from 'node:path';
import type { Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import {
  ISSUE_REFERENCE,
  issueLink,
  parseIssueReference,
  platformName,
  readKnownIssues,
  readProblems,
  sectionLink as guideSection,
  sourceLabel,
  sourceUrl,
  type KnownIssue,
  type Problem,
  type SourceLines,
} from './data.mjs';
import { issueSearchText, issueSearchUrl } from '../../../../config/links';
import { fixedInPhrase, releaseHistory } from './releaseHistory';
import { compatibilityMatrix } from './compatibilityMatrix';
import { nativeErrorGroup } from './nativeErrors';

export type Options = {
  siteDir: string;
  /** The repository's blob address at the documented release's tag: `…/blob/v4.7.3`. */
  repositoryAtTag: string;
  /** The repository's issues address: `…/issues`. */
  issuesUrl: string;
  /** Route of the docs: `/docs` (a guide is at `/docs/guides/<id>`, or at `/docs<slug>` when its front matter has one). */
  docsRoute: string;
};

/** The MDX JSX element of a tag (`mdxJsxFlowElement` from mdast-util-mdx-jsx), as far as this plugin reads it. */
type JsxElement = {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
};
type Parent = { children: unknown[] };
type VFileLike = { path?: string; history?: string[] };

/** The tags this plugin expands, each from the data files. */
export const TAGS: ReadonlySet<string> = new Set([
  'Problem',
  'ProblemIndex',
  'KnownIssueSource',
  'KnownIssuesTable',
  'ReleaseHistory',
  'CompatibilityMatrix',
  'NativeErrors',
]);
const SEEN_LABELS = { message: 'Error:', log: 'Log:', 'build-error': 'Build error:', symptom: 'Symptom:' } as const;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
/** A phrasing node rendered as `<span class="…">`. */
const span = (className: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'emphasis',
  data: { hName: 'span', hProperties: { className: [className] } },
  children,
});
/**
 * Lines of a section that search skips (`data-search-exclude`, read by src/lib/built-doc-pages): source lines and
 * issue numbers help a reader who found the section, not one who searches for a problem, and they would fill the
 * search index with file names and numbers.
 */
const NOT_SEARCHED = new Set(['problem__source', 'problem__refs', 'known-issue__source']);

const paragraph = (children: PhrasingContent[], className?: string): Paragraph => ({
  type: 'paragraph',
  children,
  ...(className && {
    data: { hProperties: { className: [className], ...(NOT_SEARCHED.has(className) && { dataSearchExclude: true }) } },
  }),
});
const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children });

/** Text with each issue reference (`#1234`, `owner/repo#1234`) as a link to that issue (./data.mjs `issueLink`). */
function linkReferences(value: string, issuesUrl: string): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let rest = 0;
  for (const match of value.matchAll(ISSUE_REFERENCE)) {
    if (match.index > rest) nodes.push(text(value.slice(rest, match.index)));
    nodes.push(link(issueLink(match[0], issuesUrl).url, [text(match[0])]));
    rest = match.index + match[0].length;
  }
  if (rest < value.length) nodes.push(text(value.slice(rest)));
  return nodes;
}

/**
 * Markdown of the data files as mdast blocks. `#1234` becomes a link to the library's issue, `owner/repo#1234` a
 * link to that repository's, and a bare GitHub issue, pull request or discussion address reads `owner/repo#1234`.
 */
function markdownBlocks(markdown: string, issuesUrl: string): RootContent[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const linkIssues = (node: Parent) => {
    type Node = { type: string; value?: string; url?: string; children?: unknown[] };
    node.children = (node.children as Node[]).flatMap((child): unknown[] => {
      if (child.type === 'text') return linkReferences(child.value ?? '', issuesUrl);
      if (child.type === 'link') {
        // An address written out (a GFM autolink: its text is its URL) reads as a reference; a labelled link keeps
        // its label.
        const [only, ...more] = (child.children ?? []) as Node[];
        const address =
          more.length === 0 && only?.type === 'text' && only.value === child.url ? (only.value ?? '') : '';
        if (only && parseIssueReference(address)) only.value = issueLink(address, issuesUrl).label;
        return [child];
      }
      if (child.children) linkIssues(child as Parent);
      return [child];
    });
  };
  linkIssues(tree as unknown as Parent);
  return tree.children;
}

/** Inline Markdown (a title, a summary) as phrasing nodes. */
function inline(markdown: string, issuesUrl: string): PhrasingContent[] {
  const [first] = markdownBlocks(markdown, issuesUrl);
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}

/** A label in bold, then the Markdown: its first paragraph continues the label's line. */
function labelled(label: string, markdown: string, issuesUrl: string, className?: string): RootContent[] {
  const blocks = markdownBlocks(markdown, issuesUrl);
  const first = blocks[0];
  if (first?.type === 'paragraph')
    return [paragraph([strong(label), text(' '), ...first.children], className), ...blocks.slice(1)];
  return [paragraph([strong(label)], className), ...blocks];
}

function sourceParagraph(sources: readonly SourceLines[], repositoryAtTag: string, className: string): Paragraph {
  const links = sources.flatMap((source, index) => [
    ...(index > 0 ? [text(', ')] : []),
    link(sourceUrl(repositoryAtTag, source), [{ type: 'inlineCode', value: sourceLabel(source) }]),
  ]);
  return paragraph([text('Source: '), ...links], className);
}

/** A link to a guide's section, `<guide>#<anchor>`, labelled with the guide's title. */
function sectionLink(options: Options, section: string, label?: PhrasingContent[]): Link {
  const { title, url } = guideSection(options.siteDir, options.docsRoute, section);
  return link(url, label ?? [text(title)]);
}

function problemSection(problem: Problem, level: 2 | 3, options: Options): RootContent[] {
  const { issuesUrl } = options;
  const heading: Heading = {
    type: 'heading',
    depth: level,
    children: inline(problem.title, issuesUrl),
    data: { hProperties: { id: problem.id } },
  };
  const reported = problem.reported ?? {};
  const versions = [
    reported.visionCamera?.length ? `VisionCamera ${reported.visionCamera.join(', ')}` : '',
    reported.reactNative?.length ? `React Native ${reported.reactNative.join(', ')}` : '',
    reported.os?.length ? reported.os.join(', ') : '',
  ].filter(Boolean);
  // Pills are separated by a space: the flex layout ignores it, but without it the text of the section (Markdown
  // copies, search) would read "iOSAndroid Reported with".
  const meta = paragraph(
    [
      ...problem.platforms.flatMap((platform, index) => [
        ...(index > 0 ? [text(' ')] : []),
        span(`problem__platform problem__platform--${platform}`, [text(platformName(platform))]),
      ]),
      ...(versions.length > 0 ? [text(` Reported with ${versions.join(' · ')}`)] : []),
    ],
    'problem__meta',
  );
  const seen = problem.seen.map(({ kind, text: value }) =>
    paragraph(
      [
        span('problem__label', [text(SEEN_LABELS[kind])]),
        text(' '),
        ...(kind === 'symptom' ? inline(value, issuesUrl) : [{ type: 'inlineCode', value } as PhrasingContent]),
      ],
      'problem__seen',
    ),
  );
  const refs: PhrasingContent[] = [];
  if (problem.fixedIn) refs.push(...fixedInPhrase(problem, options), text(' '));
  refs.push(text('Issues: '));
  problem.issues.forEach((issue, index) => {
    if (index > 0) refs.push(text(', '));
    const { url, label } = issueLink(issue, issuesUrl);
    refs.push(link(url, [text(label)]));
  });
  for (const [index, section] of (problem.see ?? []).entries()) {
    refs.push(text(index === 0 ? '. See also: ' : ', '), sectionLink(options, section));
  }
  const body: RootContent[] = [
    meta,
    ...seen,
    ...labelled(problem.causeUnknown ? 'Cause not known.' : 'Cause:', problem.cause, issuesUrl),
    ...(problem.source?.length ? [sourceParagraph(problem.source, options.repositoryAtTag, 'problem__source')] : []),
    ...(problem.attribution ? labelled('Evidence:', problem.attribution, issuesUrl, 'problem__evidence') : []),
    ...labelled(problem.causeUnknown ? 'What to try:' : 'Fix:', problem.fix, issuesUrl),
    paragraph(refs, 'problem__refs'),
  ];
  const wrapper = {
    type: 'problemBody',
    data: { hName: 'div', hProperties: { className: ['problem'] } },
    children: body,
  } as unknown as RootContent;
  return [heading, wrapper];
}

function problemIndex(options: Options): RootContent[] {
  const { areas, problems } = readProblems(options.siteDir);
  return areas.flatMap((area): RootContent[] => {
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: problems
        .filter((problem) => problem.area === area)
        .map((problem) => ({
          type: 'listItem',
          spread: false,
          children: [
            paragraph([
              sectionLink(options, `${problem.guide}#${problem.id}`, inline(problem.title, options.issuesUrl)),
              text(
                ` (${problem.platforms.map(platformName).join(', ')}; ${guideSection(options.siteDir, options.docsRoute, problem.guide).title})`,
              ),
            ]),
          ],
        })),
    };
    // The area and its list repeat other pages' headings: search sends readers to the sections, not to this list.
    const excluded = {
      type: 'problemList',
      data: { hName: 'div', hProperties: { dataSearchExclude: true } },
      children: [list],
    } as unknown as RootContent;
    const heading: Heading = {
      type: 'heading',
      depth: 2,
      children: [text(area)],
      data: { hProperties: { dataSearchExclude: true } },
    };
    return [heading, excluded];
  });
}

function knownIssuesTable(options: Options): Table {
  const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
  const sectionLinks = (issue: KnownIssue) =>
    [issue.guide, ...(issue.alsoIn ?? [])].flatMap((section, index) => [
      ...(index > 0 ? [text(', ')] : []),
      sectionLink(options, section),
    ]);
  const header: TableRow = {
    type: 'tableRow',
    children: ['Issue', 'Platform', 'Where it is documented'].map((title) => cell([text(title)])),
  };
  const rows: TableRow[] = readKnownIssues(options.siteDir).map((issue) => ({
    type: 'tableRow',
    children: [
      cell(inline(issue.summary, options.issuesUrl)),
      cell([text(issue.platforms.map(platformName).join(', '))]),
      cell(sectionLinks(issue)),
    ],
  }));
  // Out of search, as the problem index's lists are: each row names an issue that its guide's note answers, and the
  // last column names that guide, so a match here would send the reader to this table instead of the note.
  return {
    type: 'table',
    align: [null, null, null],
    children: [header, ...rows],
    data: { hProperties: { dataSearchExclude: true } },
  };
}

/**
 * Ends the guide's "Common problems" section with the issue tracker's search for the guide's title: the way on for a
 * reader whose problem is not listed. Left out of search, like the other lists of links.
 */
function endCommonProblems(tree: Root, guide: string, options: Options): void {
  const start = tree.children.findIndex(
    (node) =>
      node.type === 'heading' &&
      node.depth === 2 &&
      node.children.map((child) => ('value' in child ? child.value : '')).join('') === 'Common problems',
  );
  if (start === -1) return;
  const next = tree.children.findIndex((node, at) => at > start && node.type === 'heading' && node.depth <= 2);
  const { title } = guideSection(options.siteDir, options.docsRoute, guide);
  const line: Paragraph = {
    type: 'paragraph',
    children: [
      text('Not listed here? '),
      link(issueSearchUrl(title, options.issuesUrl), [text(issueSearchText(title))]),
    ],
    data: { hProperties: { className: ['problems-tracker-search'], dataSearchExclude: true } },
  };
  tree.children.splice(next === -1 ? tree.children.length : next, 0, line);
}

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

export default function remarkProblems(options: Options) {
  const guidesDir = path.join(options.siteDir, 'docs', 'guides') + path.sep;
  return (tree: Root, file: VFileLike) => {
    const filePath = path.resolve(file.path ?? file.history?.at(-1) ?? '');
    const guide = filePath.startsWith(guidesDir) ? path.basename(filePath).replace(/\.mdx?$/, '') : undefined;
    const where = path.relative(options.siteDir, filePath);

    const expand = (element: JsxElement): RootContent[] => {
      const id = attribute(element, 'id');
      switch (element.name) {
        case 'Problem': {
          const problem = readProblems(options.siteDir).problems.find((entry) => entry.id === id);
          if (!problem) throw new Error(`${where}: <Problem id="${id}" /> names no entry of data/problems.yml`);
          if (problem.guide !== guide)
            throw new Error(`${where}: problem "${id}" belongs in docs/guides/${problem.guide}.mdx (its guide field)`);
          return problemSection(problem, attribute(element, 'level') === '2' ? 2 : 3, options);
        }
        case 'KnownIssueSource': {
          const issue = readKnownIssues(options.siteDir).find((entry) => entry.id === id);
          if (!issue)
            throw new Error(`${where}: <KnownIssueSource id="${id}" /> names no entry of data/known-issues.yml`);
          return [sourceParagraph(issue.source, options.repositoryAtTag, 'known-issue__source')];
        }
        case 'ProblemIndex':
          return problemIndex(options);
        case 'ReleaseHistory':
          return releaseHistory(options);
        case 'CompatibilityMatrix':
          return compatibilityMatrix(attribute(element, 'of'), options, where);
        case 'NativeErrors':
          return nativeErrorGroup(attribute(element, 'group'), options, where);
        default:
          return [knownIssuesTable(options)];
      }
    };

    const visit = (node: Parent) => {
      node.children = node.children.flatMap((child) => {
        const element = child as JsxElement & Partial<Parent>;
        if (element.type === 'mdxJsxFlowElement' && element.name !== null && TAGS.has(element.name))
          return expand(element);
        if (Array.isArray(element.children)) visit(element as unknown as Parent);
        return [child];
      });
    };
    visit(tree as unknown as Parent);
    if (guide) endCommonProblems(tree, guide, options);
  };
}
