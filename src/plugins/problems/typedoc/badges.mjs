// @ts-check
// The platform pills of the generated API pages (see ../server/badges.mjs for what they say and where it comes from):
// on its own line right under the heading of the member they concern, before anything else of the member, so a reader
// sees them next to the name. Headings are left as they are, so no anchor changes. Registered by ./index.mjs.
import { headingMemberName } from '../../api-reference/server/apiReference.mjs';
import { badgesMdx, platformBadge } from '../server/badges.mjs';

/**
 * The "iOS only" / "Android only" pill of a reflection's `@platform` tag (on a method, its first signature's).
 *
 * @param {import('typedoc').Reflection} reflection
 * @returns {string[]}
 */
export function platformBadgesOf(reflection) {
  const signatures =
    'signatures' in reflection ? /** @type {import('typedoc').SignatureReflection[]} */ (reflection.signatures) : [];
  const comment = reflection.comment ?? signatures?.[0]?.comment;
  const tag = comment?.getTag('@platform');
  const label = tag && platformBadge(tag.content.map((part) => part.text).join(''));
  return label ? [label] : [];
}

/**
 * The properties of a member's object type, at any depth, as typedoc-plugin-markdown lists them under the member
 * (`metadata` → `{TIFF}` → `HostComputer`): each with its path below the member (`{TIFF}.HostComputer`).
 *
 * @param {import('typedoc').DeclarationReflection} member
 * @returns {Generator<[path: string, property: import('typedoc').DeclarationReflection]>}
 */
function* nestedProperties(member) {
  const type = member.type;
  if (type?.type !== 'reflection') return;
  for (const property of type.declaration.children ?? []) {
    yield [property.name, property];
    for (const [path, nested] of nestedProperties(property)) yield [`${property.name}.${path}`, nested];
  }
}

/**
 * The members a symbol's page documents, each with the `Symbol.member` key of the symbol that declares it (an
 * inherited member is keyed by its declaring symbol, whose known issues it shares).
 *
 * @param {import('typedoc').DeclarationReflection} symbol
 * @returns {Generator<[import('typedoc').DeclarationReflection, string]>}
 */
export function* pageMembers(symbol) {
  const type = symbol.type;
  // An object type alias documents its properties under "Type Declaration".
  const declared = type?.type === 'reflection' ? (type.declaration.children ?? []) : [];
  for (const member of [...(symbol.children ?? []), ...declared]) {
    yield [member, `${member.inheritedFrom?.reflection?.parent?.name ?? symbol.name}.${member.name}`];
  }
}

/**
 * The pills of one page, by heading key: `''` for the symbol itself, the member's name, or `member.path` for a
 * property of a member's object type (`metadata.{TIFF}.HostComputer`). An inherited member gets the known issues of
 * the symbol that declares it; its doc comment, and so its `@platform` tag, is inherited with it.
 *
 * @param {import('typedoc').DeclarationReflection} symbol
 * @param {(key: string) => string[]} effectsOf the "No effect on …" pills of a `Symbol.member` key
 * @returns {Map<string, string[]>}
 */
export function badgesByMember(symbol, effectsOf) {
  /** @type {Map<string, string[]>} */
  const badges = new Map();
  const add = (/** @type {string} */ key, /** @type {string[]} */ labels) => {
    if (labels.length > 0) badges.set(key, [...new Set([...(badges.get(key) ?? []), ...labels])]);
  };
  add('', [...platformBadgesOf(symbol), ...effectsOf(symbol.name)]);
  for (const [member, key] of pageMembers(symbol)) {
    add(member.name, [...platformBadgesOf(member), ...effectsOf(key)]);
    for (const [path, property] of nestedProperties(member)) add(`${member.name}.${path}`, platformBadgesOf(property));
  }
  return badges;
}

/**
 * Puts the pills into a rendered page, each set on its own line after its heading: the `# ` title (key `''`), a
 * member's `### ` heading (its name), or a heading below a member's (`#### \{TIFF\}`, `##### \{TIFF\}.HostComputer?`:
 * the member's name, a dot and the heading's name). Code fences are skipped; each key is used once.
 *
 * @param {string} markdown
 * @param {ReadonlyMap<string, string[]>} badges
 * @returns {string}
 */
export function insertPlatformBadges(markdown, badges) {
  const pending = new Map(badges);
  /** @type {string[]} */
  const out = [];
  /** @type {string | undefined} the member whose section this is */
  let member;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    out.push(line);
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6}) (.+)$/.exec(line);
    if (!heading) continue;
    const level = heading[1]?.length ?? 0;
    const name = headingMemberName(heading[2] ?? '');
    if (level <= 2) member = undefined;
    if (level === 3) member = name;
    const key =
      level === 1 ? '' : level === 3 ? name : level > 3 && member !== undefined ? `${member}.${name}` : undefined;
    const labels = key === undefined ? undefined : pending.get(key);
    if (key === undefined || !labels) continue;
    out.push('', badgesMdx(labels));
    pending.delete(key);
  }
  return out.join('\n');
}
