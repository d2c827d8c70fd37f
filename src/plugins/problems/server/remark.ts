/**
 * Remark plugin for the guides: expands four tags into Markdown from the data files (./data.mjs), before Docusaurus
 * numbers headings and builds the table of contents, so generated sections get anchors and TOC entries like
 * hand-written ones:
 * - `<Problem id="…" />`: a problem's section (heading, what the reader sees, cause, source, fix, issues);
 * - `<ProblemIndex />`: every problem by area, linked to its section;
 * - `<KnownIssueSource id="…" />`: the "Source:" line of a known-issue note;
 * - `<KnownIssuesTable />`: the table of all known issues, linked to the guide notes (which cite the sources).
 * An unknown id, or a problem placed in another guide than its entry names, fails the build.
 */
import path from 'node:path';
import type { Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import {
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

const TAGS = new Set(['Problem', 'ProblemIndex', 'KnownIssueSource', 'KnownIssuesTable']);
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

/**
 * Markdown of the data files as mdast blocks. `#1234` becomes a link to that issue of the library, and
 * `owner/repo#1234` a link to that issue (or pull request: GitHub redirects) of the project it names.
 */
function markdownBlocks(markdown: string, issuesUrl: string): RootContent[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const linkIssues = (node: Parent) => {
    type Node = { type: string; value?: string; children?: unknown[] };
    node.children = (node.children as Node[]).flatMap((child): unknown[] => {
      if (child.type !== 'text') {
        if (child.children && child.type !== 'link') linkIssues(child as Parent);
        return [child];
      }
      return (child.value ?? '').split(/((?:[\w.-]+\/[\w.-]+)?#\d{2,5}\b)/).flatMap((part) => {
        if (part === '') return [];
        const match = /^(?:([\w.-]+\/[\w.-]+))?#(\d+)$/.exec(part);
        if (!match) return [text(part)];
        const [, repository, issue] = match;
        const url = repository ? `https://github.com/${repository}/issues/${issue}` : `${issuesUrl}/${issue}`;
        return [link(url, [text(part)])];
      });
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
  const meta = paragraph(
    [
      ...problem.platforms.map((platform) =>
        span(`problem__platform problem__platform--${platform}`, [text(platformName(platform))]),
      ),
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
  if (problem.fixedIn) refs.push(strong(`Fixed in ${problem.fixedIn}.`), text(' '));
  refs.push(text('Issues: '));
  problem.issues.forEach((issue, index) => {
    if (index > 0) refs.push(text(', '));
    refs.push(link(`${issuesUrl}/${issue}`, [text(`#${issue}`)]));
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
  };
}
