/**
 * "Open in ChatGPT" and "Open in Claude": links that start a chat whose prompt names the page's Markdown copy and
 * the documented release, and warns off VisionCamera 5, whose API differs. Plain links: the site sends nothing; the
 * reader's browser opens the assistant with the prompt in its address.
 */
import { CHATGPT_NEW_CHAT_URL, CLAUDE_NEW_CHAT_URL } from '@site/config/links';

/** The prompt: read this page (its absolute Markdown URL), for this version, and not with version 5's API. */
function assistantPrompt(markdownUrl: string, version: string): string {
  return (
    `Read ${markdownUrl}, a page of the VisionCamera ${version} documentation in Markdown, and help me with it. ` +
    `My app uses VisionCamera ${version} (react-native-vision-camera@${version}): answer for that version only, ` +
    'and do not use VisionCamera 5 APIs, which are different.'
  );
}

/** The menu's assistant links, with the prompt in each one's `q` parameter. */
export function assistantLinks(markdownUrl: string, version: string): { name: string; href: string }[] {
  const q = encodeURIComponent(assistantPrompt(markdownUrl, version));
  return [
    { name: 'ChatGPT', href: `${CHATGPT_NEW_CHAT_URL}?q=${q}` },
    { name: 'Claude', href: `${CLAUDE_NEW_CHAT_URL}?q=${q}` },
  ];
}
