// @ts-check
// Pure helpers for the API history: the key format of data/api-history.json, version order, the
// "Since" badge and the "API changes" page. Shared by the extractor (src/plugins/api-reference/server/history/apiSurface.ts), the TypeDoc
// plugin next to this file and the unit tests, so all of them read and write keys the same way.
//
// Key format (also stored in the JSON's `keyFormat` field):
//   `Name`              an exported symbol                       `CameraProps`
//   `Name.member`       a member of an interface, class or       `CameraProps.outputOrientation`
//                       type-literal type alias, or of the       `VisionCameraProxy.initFrameProcessorPlugin`
//                       unexported object type of a variable
//   `Name.'value'`      a string literal of a union type alias   `CameraPosition.'external'`

import { headingAnchor, headingMemberName } from '../../apiReference.mjs';

/** The generated page, relative to TypeDoc's `out` folder (docs/api); sidebars.ts lists it as `api/api-changes`. */
export const CHANGES_PAGE = 'api-changes.md';

/** Written into the JSON so the file explains itself. */
export const KEY_FORMAT =
  "`Name` is an exported symbol; `Name.member` a member of an interface, class or object type alias (or of the unexported object type of an exported variable); `Name.'value'` a string literal of a union type alias. In `symbols`, each key maps to the first stable version that had it.";

/** Describes the `changes` field, written into the JSON next to KEY_FORMAT. */
export const CHANGES_FORMAT =
  "One entry per stable release that removed or changed something, oldest first: `version`, the `previous` stable release it is compared with, `removed` (keys `previous` had and `version` lacks, each with the signature it had, `before`, which a union value lacks, and `internal: true` when `version` still declares the member but tags it @internal) and `changed` (keys both have whose signature text differs: `before` and `after`). Signatures are normalized declaration texts (rules in src/plugins/api-reference/server/history/apiSignatures.ts); a union type alias's string values are keys of their own, so its text stands for them with '…'. Both lists are sorted by key.";

/** @typedef {{ symbol: string; member?: string; literal?: string }} ParsedKey */

/**
 * @param {string} symbol
 * @param {string} member
 * @returns {string}
 */
export function memberKey(symbol, member) {
  return `${symbol}.${member}`;
}

/**
 * @param {string} symbol
 * @param {string} value
 * @returns {string}
 */
export function literalKey(symbol, value) {
  return `${symbol}.'${value}'`;
}

/**
 * Splits a key at its first dot: symbol names never contain one, and a literal keeps any dots it contains.
 *
 * @param {string} key
 * @returns {ParsedKey}
 */
export function parseKey(key) {
  const dot = key.indexOf('.');
  if (dot === -1) return { symbol: key };
  const symbol = key.slice(0, dot);
  const rest = key.slice(dot + 1);
  if (rest.length >= 2 && rest.startsWith("'") && rest.endsWith("'")) return { symbol, literal: rest.slice(1, -1) };
  return { symbol, member: rest };
}

/**
 * @param {string} version `major.minor.patch`
 * @returns {[number, number, number]}
 */
function versionParts(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`Not a stable version: "${version}" (expected major.minor.patch)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Orders stable versions numerically (4.10.0 after 4.9.0).
 *
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareVersions(a, b) {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) {
    const diff = /** @type {number} */ (x[i]) - /** @type {number} */ (y[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Orders minor release lines numerically (4.10 after 4.9).
 *
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function compareMinors(a, b) {
  return compareVersions(`${a}.0`, `${b}.0`);
}

/**
 * The minor release line of a version: `4.6.3` → `4.6`.
 *
 * @param {string} version
 * @returns {string}
 */
export function minorOf(version) {
  const [major, minor] = versionParts(version);
  return `${major}.${minor}`;
}

/**
 * The badge markup shown beside a symbol or member first seen in `version`. Plain HTML that is also valid MDX.
 *
 * @param {string} version
 * @returns {string}
 */
export function sinceBadge(version) {
  return `<span className="badge badge--info api-since-badge">Since ${version}</span>`;
}

/**
 * The first version of a key, only when it is newer than the oldest checked version (the baseline, 4.0.0):
 * everything the baseline already had gets no badge.
 *
 * @param {Readonly<Record<string, string>>} symbols
 * @param {string} baseline
 * @param {string} key
 * @returns {string | undefined}
 */
export function sinceVersion(symbols, baseline, key) {
  const version = symbols[key];
  return version !== undefined && compareVersions(version, baseline) > 0 ? version : undefined;
}

/**
 * @typedef {object} PageBadges
 * @property {string} [symbol] version for the page's own symbol, when newer than the baseline
 * @property {ReadonlyMap<string, string>} members member name → version, for members newer than the baseline
 * @property {ReadonlyArray<readonly [string, string]>} literals union value → version, newer than the baseline
 * @property {string} baseline the oldest checked version (4.0.0)
 */

/**
 * Adds the badges to a rendered API page without touching any heading, so every anchor stays the same:
 * - the symbol's badge on its own line after the `# ` title;
 * - a member's badge on its own line after its `### ` heading (first heading of that name; code fences skipped);
 * - union values, as a list with badges after the first "Defined in" line.
 *
 * @param {string} markdown
 * @param {PageBadges} badges
 * @returns {string}
 */
export function insertBadges(markdown, badges) {
  const pending = new Map(badges.members);
  let titleDone = false;
  let literalsDone = badges.literals.length === 0;
  let inFence = false;
  /** @type {string[]} */
  const out = [];
  for (const line of markdown.split('\n')) {
    out.push(line);
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (!titleDone && line.startsWith('# ')) {
      titleDone = true;
      if (badges.symbol !== undefined) out.push('', sinceBadge(badges.symbol));
    } else if (line.startsWith('### ')) {
      const name = headingMemberName(line.slice(4));
      const version = pending.get(name);
      if (version === undefined) continue;
      out.push('', sinceBadge(version));
      pending.delete(name);
    } else if (!literalsDone && line.startsWith('Defined in: ')) {
      literalsDone = true;
      out.push('', `Values added after ${badges.baseline}:`, '');
      for (const [value, version] of badges.literals)
        out.push(`- ${inlineCode(JSON.stringify(value))} ${sinceBadge(version)}`);
    }
  }
  return out.join('\n');
}

/** @typedef {{ minor: string; versions: string[]; keys: string[] }} MinorChanges */

/**
 * Groups the keys first seen after the baseline by minor release line, oldest first; within a line, keys are
 * sorted by symbol, then by key, so a symbol's own entry comes before its members.
 *
 * @param {Readonly<Record<string, string>>} symbols
 * @param {string} baseline
 * @returns {MinorChanges[]}
 */
export function groupByMinor(symbols, baseline) {
  /** @type {Map<string, { versions: Set<string>; keys: string[] }>} */
  const groups = new Map();
  for (const [key, version] of Object.entries(symbols)) {
    if (compareVersions(version, baseline) <= 0) continue;
    const minor = minorOf(version);
    const group = groups.get(minor) ?? { versions: new Set(), keys: [] };
    group.versions.add(version);
    group.keys.push(key);
    groups.set(minor, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareMinors(a, b))
    .map(([minor, { versions, keys }]) => ({
      minor,
      versions: [...versions].sort(compareVersions),
      keys: keys.sort(compareKeys),
    }));
}

/**
 * Orders keys by symbol, the symbol itself before its members and values, then by key.
 *
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareKeys(a, b) {
  const [x, y] = [parseKey(a).symbol, parseKey(b).symbol];
  if (x !== y) return x < y ? -1 : 1;
  if (a === x || b === y) return a === x ? (b === y ? 0 : -1) : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Where a key is documented: the symbol's page, plus the member's heading anchor. A literal has no heading of
 * its own, so it links to its type alias page. Undefined when the symbol has no page.
 *
 * @param {string} key
 * @param {(symbol: string) => string | undefined} pageUrl the URL of an exported symbol's page
 * @param {(symbol: string, member: string) => string | null | undefined} [anchorOf] the member's anchor when known
 *   (see memberAnchors in src/plugins/api-reference/server/apiReference.mjs); null when the page is known to have no heading for it (the
 *   members of a variable's unexported type), so the link goes to the page; otherwise the plain slug of its name
 * @returns {string | undefined}
 */
export function keyUrl(key, pageUrl, anchorOf = () => undefined) {
  const { symbol, member } = parseKey(key);
  const url = pageUrl(symbol);
  if (url === undefined) return undefined;
  if (member === undefined) return url;
  const anchor = anchorOf(symbol, member);
  return anchor === null ? url : `${url}#${anchor ?? headingAnchor(member)}`;
}

/**
 * Markdown inline code for any text (a literal may contain a backtick only in theory; fence it safely).
 *
 * @param {string} text
 * @returns {string}
 */
function inlineCode(text) {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/**
 * How a key reads on the changes page: `CameraProps.outputOrientation`, `CameraPosition: 'external'`.
 *
 * @param {string} key
 * @returns {string}
 */
function keyLabel(key) {
  const { symbol, literal } = parseKey(key);
  return literal === undefined ? inlineCode(key) : `${inlineCode(symbol)} value ${inlineCode(`'${literal}'`)}`;
}

/**
 * @typedef {{ key: string; before?: string; internal?: true }} RemovedKey a key of `previous` that `version` lacks;
 *   `internal` when `version` still declares the member but tags it @internal
 */
/** @typedef {{ key: string; before: string; after: string }} ChangedKey a key whose signature text differs */
/**
 * @typedef {object} ReleaseChanges one entry of the JSON's `changes` (described by CHANGES_FORMAT)
 * @property {string} version
 * @property {string} previous the stable release before `version`
 * @property {RemovedKey[]} removed
 * @property {ChangedKey[]} changed
 */
/**
 * @typedef {object} History data/api-history.json
 * @property {string} library
 * @property {string[]} versions
 * @property {Readonly<Record<string, string>>} symbols key → first version
 * @property {readonly ReleaseChanges[]} changes
 */

/**
 * @typedef {object} MinorRemovalsAndChanges
 * @property {string} minor
 * @property {(RemovedKey & { version: string; parts: number })[]} removed `parts`: how many members and values
 *   of a removed symbol went with it (listed under the symbol only)
 * @property {(ChangedKey & { version: string })[]} changed
 */

/**
 * Groups the removals and signature changes by minor release line, oldest first, in release order and then by
 * key within a line. When a symbol itself is removed, its members and values are counted, not listed.
 *
 * @param {readonly ReleaseChanges[]} changes
 * @returns {MinorRemovalsAndChanges[]}
 */
export function changesByMinor(changes) {
  /** @type {Map<string, MinorRemovalsAndChanges>} */
  const groups = new Map();
  for (const { version, removed, changed } of [...changes].sort((a, b) => compareVersions(a.version, b.version))) {
    const minor = minorOf(version);
    const group = groups.get(minor) ?? { minor, removed: [], changed: [] };
    const symbols = new Set(removed.map(({ key }) => key).filter((key) => !key.includes('.')));
    for (const entry of [...removed].sort((a, b) => compareKeys(a.key, b.key))) {
      if (entry.key.includes('.') && symbols.has(parseKey(entry.key).symbol)) continue;
      // A removed symbol counts its removed members and values; any other key matches no key's symbol and counts 0.
      const parts = removed.filter(({ key }) => key !== entry.key && parseKey(key).symbol === entry.key).length;
      group.removed.push({ ...entry, version, parts });
    }
    for (const entry of [...changed].sort((a, b) => compareKeys(a.key, b.key)))
      group.changed.push({ ...entry, version });
    groups.set(minor, group);
  }
  return [...groups.values()].sort((a, b) => compareMinors(a.minor, b.minor));
}

/**
 * The "API changes" page: for every minor release line after the baseline, what the public API gained, lost and
 * changed. Each minor line is a `## 4.x` heading (anchors such as `#41`, as before), with up to three sections of
 * fixed anchors: `#added-4-1`, `#removed-4-1` and `#changed-4-1`; a section with nothing to list is left out.
 *
 * @param {History} history
 * @param {(symbol: string) => string | undefined} pageUrl
 * @param {(symbol: string, member: string) => string | null | undefined} [anchorOf]
 * @returns {string} Markdown with front matter
 */
export function changesPage(history, pageUrl, anchorOf) {
  const versions = [...history.versions].sort(compareVersions);
  const baseline = versions[0];
  const newest = versions[versions.length - 1];
  if (baseline === undefined || newest === undefined) throw new Error('api-history.json lists no versions');
  /** A link to where a key is documented now; the symbol's page for a key the newest release lacks. */
  const link = (/** @type {string} */ key) => {
    const label = keyLabel(key);
    const url = key in history.symbols ? keyUrl(key, pageUrl, anchorOf) : pageUrl(parseKey(key).symbol);
    return url === undefined ? label : `[${label}](${url})`;
  };
  const lines = [
    '---',
    `title: ${JSON.stringify('API changes')}`,
    `description: ${JSON.stringify(`What the public API of ${history.library} gained, lost and changed in each release from ${baseline} to ${newest}.`)}`,
    '---',
    '',
    '# API changes',
    '',
    `What changed in the public API of ${inlineCode(history.library)} in each release after ${baseline}, up to ` +
      `${newest}, grouped by minor release. The lists are made from the published packages (${versions.length} ` +
      'stable 4.x releases), each compared with the release before it, by `npm run api-history`.',
    '',
    `- **Added**: what ${newest} has that ${baseline} did not, with the release that first had it. The API pages ` +
      'show the same release in a "Since" badge.',
    '- **Removed**: what a release no longer has, with the declaration it had. A member tagged `@internal` counts ' +
      'as removed, as it leaves the API reference; the list says so. Removed members link to their type, whose ' +
      'page no longer lists them.',
    '- **Changed**: what a release declares differently, before and after. Comments and formatting do not count. ' +
      "The values of a union type are added and removed one by one; in its declaration `'…'` stands for them.",
    '',
  ];
  const additions = new Map(groupByMinor(history.symbols, baseline).map((group) => [group.minor, group]));
  const others = new Map(changesByMinor(history.changes).map((group) => [group.minor, group]));
  const minors = [...new Set([...additions.keys(), ...others.keys()])].sort(compareMinors);
  for (const minor of minors) {
    const id = minor.replace(/\./g, '-');
    lines.push(`## ${minor}`, '');
    const added = additions.get(minor);
    if (added !== undefined) {
      lines.push(`### Added {#added-${id}}`, '');
      for (const version of added.versions)
        for (const key of added.keys.filter((candidate) => history.symbols[candidate] === version))
          lines.push(`- ${link(key)} (${version})`);
      lines.push('');
    }
    const { removed = [], changed = [] } = others.get(minor) ?? {};
    if (removed.length > 0) {
      lines.push(`### Removed {#removed-${id}}`, '');
      for (const { key, version, before, internal, parts } of removed) {
        const notes = [
          ...(internal ? ['now tagged `@internal`'] : []),
          ...(before === undefined ? [] : [`was ${inlineCode(before)}`]),
        ];
        const along = parts > 0 ? `, with its ${parts} ${parts === 1 ? 'member' : 'members and values'}` : '';
        lines.push(`- ${link(key)} (${version})${notes.length > 0 ? `: ${notes.join(', ')}` : ''}${along}`);
      }
      lines.push('');
    }
    if (changed.length > 0) {
      lines.push(`### Changed {#changed-${id}}`, '');
      for (const { key, version, before, after } of changed)
        lines.push(
          `- ${link(key)} (${version})`,
          `  - before: ${inlineCode(before)}`,
          `  - after: ${inlineCode(after)}`,
        );
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
