// @ts-check
// Pure text helpers for the TypeDoc plugin next to this file; kept apart so unit tests can import them
// without loading TypeDoc.

/** The library's doc comments link to the old hosted guides; we serve the same guides ourselves. */
const HOSTED_GUIDE_LINK = /https:\/\/react-native-vision-camera\.com\/docs\/guides\/([a-z0-9-]+)(#[\w-]*)?/g;

/**
 * Points links to the hosted v4 guides at our own guide pages when we have written that guide.
 * The `#anchor` is dropped: our guides are our own words, so their headings differ.
 *
 * @param {string} markdown
 * @param {ReadonlySet<string>} guideIds ids of the guides in `docs/guides`
 * @param {string} [docsRoute] the docs plugin's route
 * @returns {string}
 */
export function rewriteGuideLinks(markdown, guideIds, docsRoute = '/docs') {
  return markdown.replace(HOSTED_GUIDE_LINK, (url, /** @type {string} */ id) =>
    guideIds.has(id) ? `${docsRoute}/guides/${id}` : url,
  );
}

/**
 * A one-sentence plain-text description for a page's `<meta name="description">`,
 * taken from the first sentence of a doc comment.
 *
 * @param {string} commentMarkdown
 * @param {number} [maxLength]
 * @returns {string}
 */
export function firstSentence(commentMarkdown, maxLength = 160) {
  // The first paragraph only: a blank line or a list ends it even without a period.
  const firstParagraph =
    commentMarkdown
      .replace(/```[\s\S]*?```/g, '\n\n')
      .trim()
      .split(/\n\s*\n|\n\s*[-*] /)[0] ?? '';
  const plain = firstParagraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentenceEnd = plain.search(/[.!?](\s|$)/);
  const sentence = sentenceEnd === -1 ? plain : plain.slice(0, sentenceEnd + 1);
  if (sentence.length <= maxLength) return sentence;
  const cut = sentence.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/**
 * Front matter block for a generated page. Values are JSON-quoted, which is valid YAML.
 *
 * @param {Record<string, string>} fields
 * @returns {string}
 */
export function frontMatter(fields) {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/**
 * The "Used in guides" section appended to an API page, or nothing when no guide mentions the symbol.
 *
 * @param {{ title: string; url: string }[]} guides
 * @returns {string}
 */
export function usedInGuidesSection(guides) {
  if (guides.length === 0) return '';
  const items = guides.map(({ title, url }) => `- [${title.replace(/[[\]]/g, '\\$&')}](${url})`);
  return `\n\n## Used in guides\n\n${items.join('\n')}\n`;
}
