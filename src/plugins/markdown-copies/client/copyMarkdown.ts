/**
 * Reads a page's Markdown copy and puts it on the clipboard. Kept apart from the button so it can be tested alone.
 */

/** One request per page and visit: hovering or focusing the button starts it, a click reuses it. */
const requests = new Map<string, Promise<string>>();

export function loadMarkdown(url: string): Promise<string> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`the Markdown copy could not be loaded (HTTP ${response.status})`);
      return response.text();
    });
    // A failed request is forgotten, so the next click tries again.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/**
 * Must be called from the click handler itself: Safari only allows clipboard writes during the user's gesture, so
 * the write starts at once with a ClipboardItem whose content arrives when the request finishes.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = loadMarkdown(url);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('this browser does not allow copying from this page');
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const item = new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) });
    // Awaiting the text as well reports a failed request as itself rather than as a refused clipboard write.
    await Promise.all([text, clipboard.write([item])]);
    return;
  }
  await clipboard.writeText(await text);
}
