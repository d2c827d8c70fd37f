// Every outside address the site links to, in one place: navbar, footer, home page and guides import these.
// Browser code imports this file, so it holds constants only; addresses that depend on the documented release
// (the example app, source files at the release's tag) are built in ./library.ts.
export const REPOSITORY_URL = 'https://github.com/mrousavy/react-native-vision-camera';
export const DISCUSSIONS_URL = `${REPOSITORY_URL}/discussions`;
export const NEW_ISSUE_URL = `${REPOSITORY_URL}/issues/new`;
/** The issue tracker's own search for a query: readers' reports, for a problem these pages do not answer. */
export const issueSearchUrl = (query: string, issuesUrl = `${REPOSITORY_URL}/issues`): string =>
  `${issuesUrl}?${new URLSearchParams({ q: query }).toString()}`;
/** The words of that link, the same wherever it appears. */
export const issueSearchText = (query: string): string => `Search the issue tracker for “${query}”`;

export const SHADOWLENS_URL = 'https://mrousavy.com/projects/shadowlens';
export const SHADOWLENS_IOS_URL = 'https://apps.apple.com/app/shadowlens/id6471849004';
export const SHADOWLENS_ANDROID_URL = 'https://play.google.com/store/apps/details?id=com.mrousavy.shadowlens';

/** The documentation of VisionCamera 5, a separate major release (the `homepage` of the 5.x package on npm). */
export const VISIONCAMERA_5_DOCS_URL = 'https://visioncamera.margelo.com';

export const DISCORD_URL = 'https://discord.com/invite/6CSHz2qAvA';
export const AUTHOR_SOCIAL_URL = 'https://twitter.com/mrousavy';
export const AUTHOR_PORTFOLIO_URL = 'https://mrousavy.com';

/**
 * Coding assistants the "Copy page" menu opens with a prompt about the page: each takes the prompt as the `q` query
 * parameter of a new chat (src/plugins/markdown-copies/client/assistantLinks.ts adds it).
 */
export const CHATGPT_NEW_CHAT_URL = 'https://chatgpt.com/';
export const CLAUDE_NEW_CHAT_URL = 'https://claude.ai/new';
