// @ts-check
// Platform pills of API members: "iOS only" / "Android only" and "No effect on Android" / "No effect on iOS". Shared by
// the TypeDoc plugin (under the member's heading on its API page), the type hints (in the member's popup) and the
// tests. Each pill has one of two sources, and only these:
// - the `@platform` tag of the member's doc comment in the library's TypeScript sources ("iOS only", "Android only");
// - the `effect` field of a known issue in data/known-issues.yml, whose source lines show that one platform's native
//   code ignores the member ("No effect on …").
// JavaScript because TypeDoc only loads JavaScript plugins.
import { EFFECT_PLATFORMS, platformName, readKnownIssues } from './data.mjs';

/**
 * The classes of every pill: Infima's badge, our colors (src/css/custom.css). The type-hint popups write the same
 * (src/plugins/code-blocks/shared/typeHints.ts, browser code that cannot import this file).
 */
export const PLATFORM_BADGE_CLASSES = 'badge badge--secondary api-platform-badge';

/**
 * The pill of a doc comment's `@platform` tag: `iOS`, `iOS 12.0+` (the library needs iOS 12.4 anyway) or `ios` give
 * "iOS only", `Android` gives "Android only". A tag that names both platforms, or neither, gives none.
 *
 * @param {string} tagText the tag's text, without `@platform`
 * @returns {string | undefined}
 */
export function platformBadge(tagText) {
  const named = new Set([...tagText.matchAll(/\b(ios|android)\b/gi)].map((match) => (match[1] ?? '').toLowerCase()));
  if (named.size !== 1) return undefined;
  const [platform] = named;
  return `${platformName(platform === 'ios' ? 'ios' : 'android')} only`;
}

/**
 * The "No effect on …" pills of each member key (`Symbol.member`), from the known issues with an `effect`.
 *
 * @param {string} siteDir
 * @returns {(key: string) => string[]}
 */
export function effectBadges(siteDir) {
  /** @type {Map<string, string[]>} */
  const byKey = new Map();
  for (const issue of readKnownIssues(siteDir)) {
    if (!issue.effect || !issue.member) continue;
    const label = `No effect on ${platformName(EFFECT_PLATFORMS[issue.effect])}`;
    byKey.set(issue.member, [...new Set([...(byKey.get(issue.member) ?? []), label])]);
  }
  return (key) => byKey.get(key) ?? [];
}

/**
 * The pills as a line of MDX (also plain HTML but for `className`), for the generated API pages.
 *
 * @param {readonly string[]} labels
 * @returns {string}
 */
export function badgesMdx(labels) {
  return labels.map((label) => `<span className="${PLATFORM_BADGE_CLASSES}">${label}</span>`).join(' ');
}
