import type { Element } from 'domhandler';

/** A heading level of a page section (the page title is the h1 and has no section). */
export type SectionLevel = 2 | 3 | 4 | 5 | 6;

/** A paragraph, list item or table cell: its text, and the label of the tab it sits in (innermost), if any. */
export type TextBlock = { text: string; tab?: string };

/**
 * A part of a page: the text under one heading, up to the next heading. The first section holds the text before the
 * first heading and has no heading.
 */
export type PageSection = {
  /** `problem` marks the heading of a problem's section, which a `<div class="problem">` follows. */
  heading?: { level: SectionLevel; text: string; anchor?: string; problem?: true };
  blocks: TextBlock[];
};

/** A code block: its language (`tsx`, `bash`; '' when none), title (the file name, '' when none) and source text. */
export type CodeBlock = { language: string; title: string; text: string };

/**
 * One built docs page, read from the HTML the build wrote, in the shape both postBuild plugins need: the search
 * index (src/plugins/search) and the Markdown copies (src/plugins/markdown-copies).
 */
export type BuiltDocPage = {
  /** The page's route, e.g. `/docs/guides/taking-photos`. */
  permalink: string;
  /** Canonical address of the page (absolute, without anchor). */
  url: string;
  /** The doc id from the page's `docs-doc-id-*` class, e.g. `guides/taking-photos` or `api/functions/runAsync`. */
  docId?: string;
  /** True when the page is a docs page (`html.docs-doc-page`), not a tags or category list. */
  isDocPage: boolean;
  /** True when the page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
  noIndex: boolean;
  /** The h1, or the document title before ` | `. */
  title: string;
  /** The meta description ('' when none). */
  description: string;
  /** The `docsearch:language` and `docsearch:docusaurus_tag` facets. */
  language: string;
  docusaurusTag: string;
  /** Where the page sits: its outermost active sidebar category, else the active navbar entry ("Guides", "API"). */
  section: string;
  /** The page's own label in the sidebar (`sidebar_label`, or the symbol name on API pages); '' when none. */
  sidebarLabel: string;
  /** The breadcrumb labels above the title, outermost first. */
  breadcrumbs: string[];
  /** The text of the page in reading order, cut at its headings. */
  sections: PageSection[];
  /** Every code block, in order. */
  code: CodeBlock[];
  /** Every link target in the content, made absolute. */
  links: string[];
  /**
   * The article without the title and theme chrome, as plain semantic HTML: a tab group is each tab's label
   * (`<p data-label>`) followed by its content, an admonition a `<blockquote>` that starts with its label, a code block
   * a `<pre data-language data-title>` holding its text, links absolute. Read-only: consumers copy what they change.
   */
  content: Element;
};
