/**
 * The platform pills the API pages must show, worked out independently of the TypeDoc plugin that writes them: the
 * `@platform` tags found by parsing the installed library's TypeScript sources, and the known issues with an
 * `effect`. Shared by the unit test (tests/unit/plugins/problems/badges.test.ts) and the build check
 * (tests/build/problems.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LIBRARY_NAME } from '../../config/library';
import { effectBadges, platformBadge } from '../../src/plugins/problems/server/badges.mjs';
import { readKnownIssues } from '../../src/plugins/problems/server/data.mjs';
import { ROOT } from './repositoryLinks';

const LIBRARY_DIR = path.join(ROOT, 'node_modules', LIBRARY_NAME);

/** A `@platform` tag: the declaration it documents (`PhotoFile.metadata.{TIFF}.HostComputer`), its text and line. */
export type PlatformTag = { key: string; text: string; path: string; line: number };

/** The kinds of declaration a doc comment documents and that name a part of a key. */
const NAMED = new Set([
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.MethodDeclaration,
]);

const nameOf = (node: ts.Node): string | undefined => {
  const name = (node as { name?: ts.Node }).name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
};

/** Every `@platform` tag of the installed library's src/ folder (`package/src/…` in the repository). */
export function platformTagsInSources(): PlatformTag[] {
  const tags: PlatformTag[] = [];
  const srcDir = path.join(LIBRARY_DIR, 'src');
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(srcDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (NAMED.has(node.kind)) {
        for (const tag of ts.getJSDocTags(node).filter((t) => t.tagName.text === 'platform')) {
          const names: string[] = [];
          for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
            const name = NAMED.has(at.kind) ? nameOf(at) : undefined;
            if (name !== undefined) names.unshift(name);
          }
          tags.push({
            key: names.join('.'),
            text: ts.getTextOfJSDocComment(tag.comment)?.trim() ?? '',
            path: `package/src/${file.split(path.sep).join('/')}`,
            line: source.getLineAndCharacterOfPosition(tag.getStart(source)).line + 1,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return tags;
}

/**
 * The pills each API page must show: page (symbol) → heading key (`''` for the symbol, `member`,
 * `member.{TIFF}.HostComputer`) → labels, from the `@platform` tags first, then the known issues' effects.
 */
export function expectedBadges(): Map<string, Map<string, string[]>> {
  const pages = new Map<string, Map<string, string[]>>();
  const add = (key: string, label: string | undefined) => {
    if (!label) return;
    const [symbol = '', ...rest] = key.split('.');
    const page = pages.get(symbol) ?? new Map<string, string[]>();
    const labels = page.get(rest.join('.')) ?? [];
    if (!labels.includes(label)) page.set(rest.join('.'), [...labels, label]);
    pages.set(symbol, page);
  };
  for (const tag of platformTagsInSources()) add(tag.key, platformBadge(tag.text));
  const effectsOf = effectBadges(ROOT);
  for (const issue of readKnownIssues(ROOT))
    if (issue.effect && issue.member) for (const label of effectsOf(issue.member)) add(issue.member, label);
  return pages;
}
