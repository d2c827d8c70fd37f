/**
 * Quality gate over the Markdown copies (src/plugins/markdown-copies) in the production build: one per doc page and nothing
 * else, no HTML or MDX left in them, the sample page's tabs and code blocks all present, every link absolute and,
 * when it points into the site, resolving to a built file and anchor; llms.txt and llms-full.txt list them all.
 * Reads build/ from disk; the last test checks the files are served with a Markdown content type.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { Link, Image, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { LIBRARY_VERSION } from '../../config/library';
import { expect, test } from './support/fixtures';

const BUILD = path.join(__dirname, '../../build');
const read = (file: string) => readFileSync(path.join(BUILD, file), 'utf8');

const sitemapUrls = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => new URL(loc));
const SITE_ORIGIN = sitemapUrls[0]!.origin;

/** The built HTML file of a site path, or undefined. */
function htmlFileOf(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '');
  return [`${clean}/index.html`, `${clean}.html`, clean].find((candidate) => {
    const file = path.join(BUILD, candidate);
    return existsSync(file) && candidate.endsWith('.html');
  });
}

/** Sitemap pages rendered by the docs plugin (Docusaurus marks them with `docs-doc-page` on <html>). */
const DOC_PAGES = sitemapUrls
  .map((url) => url.pathname)
  .filter((pathname) => {
    const file = htmlFileOf(pathname);
    return file !== undefined && /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(read(file));
  });

const markdownPathOf = (pathname: string) => `${pathname.replace(/\/$/, '')}.md`;

function allMarkdownFiles(dir = BUILD): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => '/' + path.relative(BUILD, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function nodesOf(tree: Nodes): Nodes[] {
  const nodes: Nodes[] = [tree];
  if ('children' in tree) for (const child of tree.children) nodes.push(...nodesOf(child as Nodes));
  return nodes;
}

const parse = (markdown: string) =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

test('there is one Markdown copy per doc page, and no other', () => {
  expect(DOC_PAGES.length).toBeGreaterThan(90);
  expect(allMarkdownFiles()).toEqual(DOC_PAGES.map(markdownPathOf).sort());
});

test('every doc page links to its Markdown copy in <head>', () => {
  for (const pathname of DOC_PAGES) {
    const $ = load(read(htmlFileOf(pathname)!));
    const alternate = $('head link[rel="alternate"][type="text/markdown"]');
    expect(alternate, pathname).toHaveLength(1);
    expect(alternate.attr('href'), pathname).toBe(`${SITE_ORIGIN}${markdownPathOf(pathname)}`);
  }
});

test('no Markdown copy contains HTML tags or MDX syntax outside code', () => {
  const problems: string[] = [];
  for (const file of allMarkdownFiles()) {
    const tree = parse(read(file));
    for (const node of nodesOf(tree)) {
      if (node.type === 'html' || node.type === 'mdxJsxFlowElement' || node.type === 'mdxjsEsm') {
        problems.push(`${file}: ${node.type} ${'value' in node ? String(node.value).slice(0, 60) : ''}`);
      }
      if (
        node.type === 'text' &&
        /<\/?(Tabs|TabItem|PlatformTabs|Admonition|details|summary|div|span)\b|^:::|\bimport .* from '@(theme|site)/.test(
          node.value,
        )
      ) {
        problems.push(`${file}: "${node.value.slice(0, 60)}"`);
      }
    }
    if (/^:::/m.test(read(file))) problems.push(`${file}: admonition fence`);
  }
  expect(problems).toEqual([]);
});

test.describe('the sample page (Getting Started)', () => {
  const html = load(read('docs/guides/index.html'));
  const markdown = read('docs/guides.md');
  const tree = parse(markdown);
  const codeBlocks = nodesOf(tree).filter((node) => node.type === 'code');
  /** Words only, without link targets: HTML text and Markdown compare equal whatever the markup. */
  const words = (text: string) =>
    text
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const markdownWords = words(markdown);

  test('starts with its title and canonical URL', () => {
    expect(markdown.split('\n').slice(0, 3)).toEqual([
      '# Getting Started',
      '',
      `URL: ${html('link[rel="canonical"]').attr('href')}`,
    ]);
  });

  test('keeps every code block, with its language and exact text', () => {
    const blocks = html('article .theme-code-block').toArray();
    expect(blocks.length).toBeGreaterThan(5);
    expect(codeBlocks).toHaveLength(blocks.length);
    blocks.forEach((element, index) => {
      const block = html(element);
      const language = /language-(\S+)/.exec(block.attr('class') ?? '')?.[1];
      const text = block
        .find('.token-line')
        .toArray()
        .map((line) => html(line).text())
        .join('\n');
      const code = codeBlocks[index] as { lang?: string | null; value: string };
      expect(code.value, `code block ${index + 1}`).toBe(text);
      expect(code.lang ?? 'text', `code block ${index + 1}`).toBe(language);
    });
  });

  test("keeps every tab's content after its label, hidden tabs included", () => {
    const groups = html('article .tabs-container').toArray();
    expect(groups.length).toBeGreaterThan(2);
    let panelsChecked = 0;
    for (const element of groups) {
      const group = html(element);
      const labels = group
        .find('[role="tab"]')
        .toArray()
        .map((tab) => html(tab).text().trim());
      const panels = group.find('[role="tabpanel"]').toArray();
      expect(panels).toHaveLength(labels.length);
      panels.forEach((panel, index) => {
        expect(markdown).toContain(`**${labels[index]}**`);
        for (const paragraph of html(panel).find('p, li, td').toArray()) {
          expect(markdownWords, `tab "${labels[index]}"`).toContain(words(html(paragraph).text()));
        }
        panelsChecked += 1;
      });
    }
    expect(panelsChecked).toBeGreaterThan(5);
  });
});

test('every link in the Markdown is absolute, and site links resolve to a built page and anchor', () => {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  let siteLinks = 0;
  for (const file of allMarkdownFiles()) {
    for (const node of nodesOf(parse(read(file)))) {
      if (node.type !== 'link' && node.type !== 'image') continue;
      const { url } = node as Link | Image;
      if (!/^(https?:|mailto:)/.test(url)) {
        problems.push(`${file}: relative link ${url}`);
        continue;
      }
      const target = new URL(url);
      if (target.origin !== SITE_ORIGIN) continue;
      siteLinks += 1;
      const isPage = !/\.\w+$/.test(target.pathname);
      const builtFile = isPage ? htmlFileOf(target.pathname) : target.pathname;
      if (!builtFile || !existsSync(path.join(BUILD, builtFile))) {
        problems.push(`${file}: ${url} has no built file`);
        continue;
      }
      if (target.hash && isPage) {
        if (!anchorsOf.has(builtFile)) {
          const $ = load(read(builtFile));
          anchorsOf.set(
            builtFile,
            new Set(
              $('[id]')
                .toArray()
                .map((element) => $(element).attr('id')!),
            ),
          );
        }
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (!anchorsOf.get(builtFile)!.has(anchor)) problems.push(`${file}: ${url} has no #${anchor}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(siteLinks).toBeGreaterThan(500);
});

test.describe('llms.txt and llms-full.txt', () => {
  const llmsTxt = read('llms.txt');
  const llmsFullTxt = read('llms-full.txt');
  const listed = [...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url = '']) => new URL(url).pathname);

  test('llms.txt has the name, a summary and the Guides and API sections, listing every copy once', () => {
    expect(llmsTxt).toMatch(/^# VisionCamera\n\n> \S.{80,}\n/);
    expect([...llmsTxt.matchAll(/^## (.+)$/gm)].map(([, title]) => title)).toEqual(['Guides', 'API']);
    expect([...listed].sort()).toEqual(allMarkdownFiles());
    expect(listed[0]).toBe('/docs/guides.md');
    expect(llmsTxt).toMatch(/^- \[Taking Photos\]\(\S+\/docs\/guides\/taking-photos\.md\): \S.{20,}$/m);
  });

  test('both state at the top which version they document, and that VisionCamera 5 must not be mixed in', () => {
    for (const text of [llmsTxt, read('llms-full.txt')]) {
      const summary = text.split('\n').find((line) => line.startsWith('> ')) ?? '';
      expect(summary).toContain(`react-native-vision-camera ${LIBRARY_VERSION}`);
      expect(summary).toMatch(/VisionCamera 5 is a different API, documented at https:\/\/\S+: do not mix/);
    }
  });

  test('llms-full.txt holds every copy, in the order llms.txt lists them', () => {
    let position = 0;
    for (const markdownPath of listed) {
      const copy = read(markdownPath).trim();
      const found = llmsFullTxt.indexOf(copy, position);
      expect(found, `${markdownPath} missing or out of order`).toBeGreaterThanOrEqual(position);
      position = found + copy.length;
    }
  });
});

test('a Markdown copy is served as Markdown text', async ({ request }) => {
  const response = await request.get('/docs/guides/taking-photos.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
  expect(await response.text()).toBe(read('docs/guides/taking-photos.md'));
});
