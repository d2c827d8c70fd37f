/**
 * Where a page's Markdown copy lives: the page's path plus `.md` (`/docs/guides/taking-photos` →
 * `/docs/guides/taking-photos.md`). Shared by the build plugin that writes the files and the "Copy page" button
 * that reads them, so the two cannot disagree. No Node imports: it runs in the browser too.
 */
export function markdownPathOf(permalink: string): string {
  const path = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}
