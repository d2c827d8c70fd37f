// @ts-check
// Pure helpers for the API history: the key format of data/api-history.json, version order, the
// "Since" badge and the "API changes" page. Shared by the extractor (scripts/lib/apiSurface.ts), the TypeDoc
// plugin next to this file and the unit tests, so all of them read and write keys the same way.
//
// Key format (also stored in the JSON's `keyFormat` field):
//   `Name`              an exported symbol                       `CameraProps`
//   `Name.member`       a member of an interface, class or       `CameraProps.outputOrientation`
//                       type-literal type alias, or of the       `VisionCameraProxy.initFrameProcessorPlugin`
//                       unexported object type of a variable
//   `Name.'value'`      a string literal of a union type alias   `CameraPosition.'external'`

import { headingAnchor, headingMemberName } from '../../lib/apiReference.mjs';

/** Written into the JSON so the file explains itself. */
export const KEY_FORMAT =
  "`Name` is an exported symbol; `Name.member` a member of an interface, class or object type alias (or of the unexported object type of an exported variable); `Name.'value'` a string literal of a union type alias. In `symbols`, each key maps to the first stable version that had it.";

/** Describes the `changes` field, written into the JSON next to KEY_FORMAT. */
export const CHANGES_FORMAT =
  "One entry per stable release that removed or changed something, oldest first: `version`, the `previous` stable release it is compared with, `removed` (keys `previous` had and `version` lacks, each with the signature it had, `before`, which a union value lacks, and `internal: true` when `version` still declares the member but tags it @internal) and `changed` (keys both have whose signature text differs: `before` and `after`). Signatures are normalized declaration texts (rules in scripts/lib/apiSurface.ts); a union type alias's string values are keys of their own, so its text stands for them with '…'. Both lists are sorted by key.";

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
    .sort(([a], [b]) => compareVersions(`${a}.0`, `${b}.0`))
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
 * @param {(symbol: string, member: string) => string | undefined} [anchorOf] the member's anchor when known
 *   (see memberAnchors in src/lib/apiReference.mjs); otherwise the plain slug of its name
 * @returns {string | undefined}
 */
export function keyUrl(key, pageUrl, anchorOf = () => undefined) {
  const { symbol, member } = parseKey(key);
  const url = pageUrl(symbol);
  if (url === undefined) return undefined;
  return member === undefined ? url : `${url}#${anchorOf(symbol, member) ?? headingAnchor(member)}`;
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
 * The "API changes" page: for every minor release line after the baseline, what the public API gained.
 *
 * @param {{ library: string; versions: string[]; symbols: Readonly<Record<string, string>> }} history
 * @param {(symbol: string) => string | undefined} pageUrl
 * @param {(symbol: string, member: string) => string | undefined} [anchorOf]
 * @returns {string} Markdown with front matter
 */
export function changesPage(history, pageUrl, anchorOf) {
  const versions = [...history.versions].sort(compareVersions);
  const baseline = versions[0];
  const newest = versions[versions.length - 1];
  if (baseline === undefined || newest === undefined) throw new Error('api-history.json lists no versions');
  const lines = [
    '---',
    `title: ${JSON.stringify('API changes')}`,
    `description: ${JSON.stringify(`What the public API of ${history.library} gained in each minor release from ${baseline} to ${newest}.`)}`,
    '---',
    '',
    '# API changes',
    '',
    `What the public API of ${inlineCode(history.library)} gained in each release after ${baseline}, up to ${newest}. ` +
      `The list is made from the published packages (${versions.length} stable 4.x releases) by \`npm run api-history\`. ` +
      'Only additions are listed: each API page also shows a "Since" badge beside what arrived after ' +
      `${baseline}. Names that were removed before ${newest} are not listed.`,
    '',
  ];
  for (const { minor, versions: released, keys } of groupByMinor(history.symbols, baseline)) {
    lines.push(`## ${minor}`, '');
    const byVersion = released.length > 1;
    for (const version of released) {
      if (byVersion) lines.push(`### ${version}`, '');
      for (const key of keys.filter((candidate) => history.symbols[candidate] === version)) {
        const url = keyUrl(key, pageUrl, anchorOf);
        const label = keyLabel(key);
        lines.push(`- ${url === undefined ? label : `[${label}](${url})`}${byVersion ? '' : ` (${version})`}`);
      }
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
