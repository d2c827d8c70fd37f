// The public API surface of one react-native-vision-camera source tree, read with the TypeScript compiler API.
// `npm run api-history` runs it over every published 4.x release; tests/unit/scripts/api-history.test.ts runs it
// over the installed sources. One module, so both apply exactly the same rules.
//
// The rules follow what our TypeDoc options (typedoc.json) document:
// - symbols: everything exported from `src/index.ts`, following `export *` and re-exports, except symbols whose
//   declaration is tagged `@internal`, `@hidden` or `@ignore` (excludeInternal);
// - members: own declared members only (inherited ones belong to the base symbol's key):
//   interface properties and methods, public class properties, methods and accessors (excludePrivate,
//   excludeProtected), enum members, and the properties of an object-literal type alias; also the members of an
//   exported variable whose type is an interface or object type alias the library does not export
//   (`VisionCameraProxy.initFrameProcessorPlugin`): that type has no page, so its members count as the variable's;
// - values: the string literals of a type alias that is a string literal or a union containing them
//   (`CameraPosition` → 'front' | 'back' | 'external'; the error code unions).
// A member tagged `@internal`, `@hidden` or `@ignore` is no key, but its name is kept (`internal`), so that a
// removal can tell "tagged @internal" from "deleted" (VisionCameraProxy.workletContext in 4.0.2).
// Only the library's own files are read (nothing from node_modules, no default lib), so the result depends on the
// source tree alone and does not change with the installed React Native types.
//
// Signatures: every symbol and member key also gets a normalized declaration text (./apiSignatures.ts).
import path from 'node:path';
import ts from 'typescript';
import { type ChangedKey, literalKey, memberKey, type RemovedKey } from '../typedoc/api-history/history.mjs';
import { declarationText, JOIN, MemberTexts, withoutImplementation } from './apiSignatures';

export type ApiSymbol = {
  name: string;
  kind: 'class' | 'interface' | 'type' | 'enum' | 'function' | 'variable' | 'other';
  /** Own public member names, sorted. */
  members: string[];
  /** String literal values of a union type alias, sorted. */
  literals: string[];
  /** The symbol's normalized declaration text (rules in ./apiSignatures.ts). */
  signature: string;
  /** The normalized declaration text of each name in `members`. */
  memberSignatures: Record<string, string>;
  /** Member names still declared but tagged `@internal`, `@hidden` or `@ignore` (so not in `members`), sorted. */
  internal: string[];
  /**
   * The names that head a section of the symbol's TypeDoc page, so have an anchor there, sorted: a class's or
   * interface's members with those it inherits from the library's own base types, or a function's parameters and
   * type parameters. A variable's or type alias's page has none. Read by `npm run check` to check links into the API.
   */
  headings: string[];
};

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noLib: true,
  noEmit: true,
  types: [],
  jsx: ts.JsxEmit.Preserve,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
};

/** TypeDoc leaves these out of the documentation (excludeInternal, and its own @hidden/@ignore). */
const HIDING_TAGS = new Set(['internal', 'hidden', 'ignore']);

function isHidden(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => HIDING_TAGS.has(tag.tagName.text));
}

function isNonPublic(node: ts.Node): boolean {
  if (!ts.canHaveModifiers(node)) return false;
  return (ts.getModifiers(node) ?? []).some(
    (modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
  );
}

/** The plain name of a member, or undefined for computed and `#private` names. */
function memberName(name: ts.PropertyName | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** Records the public members of an interface or object type in `texts` (hidden ones as hidden). */
function addTypeElements(members: ts.NodeArray<ts.TypeElement>, texts: MemberTexts): void {
  for (const member of members) {
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue;
    const name = memberName(member.name);
    if (name === undefined) continue;
    if (isHidden(member)) texts.hide(name);
    else texts.add(name, member);
  }
}

/** Records the public members of a class in `texts` (hidden ones as hidden). */
function addClassMembers(node: ts.ClassDeclaration, texts: MemberTexts): void {
  for (const member of node.members) {
    if (isNonPublic(member)) continue;
    if (isHidden(member)) {
      const name = ts.isConstructorDeclaration(member) ? 'constructor' : memberName(member.name);
      if (name !== undefined) texts.hide(name);
      continue;
    }
    if (ts.isConstructorDeclaration(member)) {
      texts.add('constructor', member);
      // Parameter properties (`constructor(public x: number)`) are members too.
      for (const parameter of member.parameters) {
        const isProperty = (ts.getModifiers(parameter) ?? []).some(
          (modifier) =>
            modifier.kind === ts.SyntaxKind.PublicKeyword || modifier.kind === ts.SyntaxKind.ReadonlyKeyword,
        );
        if (isProperty && ts.isIdentifier(parameter.name) && !isNonPublic(parameter)) {
          texts.add(parameter.name.text, parameter);
        }
      }
      continue;
    }
    if (
      ts.isPropertyDeclaration(member) ||
      ts.isMethodDeclaration(member) ||
      ts.isGetAccessorDeclaration(member) ||
      ts.isSetAccessorDeclaration(member)
    ) {
      const name = memberName(member.name);
      if (name !== undefined) texts.add(name, member);
    }
  }
}

/** The public, documented members a class or interface inherits through `extends` from types in the source tree. */
function inheritedMembers(declaration: ts.ClassDeclaration | ts.InterfaceDeclaration, checker: ts.TypeChecker) {
  const names: string[] = [];
  for (const clause of declaration.heritageClauses ?? []) {
    if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
    for (const base of clause.types) {
      for (const property of checker.getPropertiesOfType(checker.getTypeAtLocation(base))) {
        const declarations = property.declarations ?? [];
        if (declarations.length > 0 && !declarations.some((node) => isHidden(node) || isNonPublic(node)))
          names.push(property.name);
      }
    }
  }
  return names;
}

/** The parameter and type parameter names of a function (destructured parameters have no name, so no heading). */
function parameterNames(node: ts.SignatureDeclaration): string[] {
  return [...(node.typeParameters ?? []), ...node.parameters].flatMap((parameter) =>
    ts.isIdentifier(parameter.name) ? [parameter.name.text] : [],
  );
}

/**
 * The function a variable is initialised with (through `as` and `satisfies`), when TypeDoc documents the variable as a
 * function: it has no type annotation of its own (typedoc's converter, `shouldAutomaticallyConvertAsFunction`).
 */
function functionInitializer(declaration: ts.VariableDeclaration): ts.SignatureDeclaration | undefined {
  let node = declaration.type ? undefined : declaration.initializer;
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node))) node = node.expression;
  return node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) ? node : undefined;
}

/** The string literals a type alias consists of: `'a'`, or the literal members of `'a' | 'b' | Other`. */
function stringLiterals(type: ts.TypeNode): string[] {
  const constituents = ts.isUnionTypeNode(type) ? type.types : [type];
  const values: string[] = [];
  for (const constituent of constituents) {
    if (!ts.isLiteralTypeNode(constituent)) continue;
    const literal = constituent.literal;
    if (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) values.push(literal.text);
  }
  return values;
}

/**
 * The members of a variable whose type is an interface or object type alias that the library does not export
 * (`VisionCameraProxy: TVisionCameraProxy`): that type has no page of its own, so its members are the variable's.
 */
function addVariableMembers(
  declaration: ts.VariableDeclaration,
  checker: ts.TypeChecker,
  exported: ReadonlySet<ts.Symbol>,
  texts: MemberTexts,
): void {
  const type = checker.getTypeAtLocation(declaration);
  const typeSymbol = type.aliasSymbol ?? type.getSymbol();
  if (typeSymbol === undefined || exported.has(typeSymbol)) return;
  for (const typeDeclaration of typeSymbol.declarations ?? []) {
    if (ts.isInterfaceDeclaration(typeDeclaration)) addTypeElements(typeDeclaration.members, texts);
    else if (ts.isTypeAliasDeclaration(typeDeclaration) && ts.isTypeLiteralNode(typeDeclaration.type))
      addTypeElements(typeDeclaration.type.members, texts);
  }
}

function describeSymbol(
  name: string,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  exported: ReadonlySet<ts.Symbol>,
): ApiSymbol | undefined {
  const declarations = symbol.declarations ?? [];
  if (declarations.length === 0 || declarations.some(isHidden)) return undefined;
  const literals = new Set<string>();
  const texts = new MemberTexts();
  const headings = new Set<string>();
  let kind: ApiSymbol['kind'] = 'other';
  for (const declaration of declarations) {
    if (ts.isClassDeclaration(declaration)) {
      kind = 'class';
      addClassMembers(declaration, texts);
      for (const name of inheritedMembers(declaration, checker)) headings.add(name);
    } else if (ts.isInterfaceDeclaration(declaration)) {
      if (kind === 'other') kind = 'interface';
      addTypeElements(declaration.members, texts);
      for (const name of inheritedMembers(declaration, checker)) headings.add(name);
    } else if (ts.isTypeAliasDeclaration(declaration)) {
      kind = 'type';
      if (ts.isTypeLiteralNode(declaration.type)) addTypeElements(declaration.type.members, texts);
      for (const value of stringLiterals(declaration.type)) literals.add(value);
    } else if (ts.isEnumDeclaration(declaration)) {
      kind = 'enum';
      for (const member of declaration.members) {
        const memberText = memberName(member.name);
        if (memberText === undefined) continue;
        if (isHidden(member)) texts.hide(memberText);
        else texts.add(memberText, member);
      }
    } else if (ts.isFunctionDeclaration(declaration)) {
      if (kind === 'other') kind = 'function';
      for (const name of parameterNames(declaration)) headings.add(name);
    } else if (ts.isVariableDeclaration(declaration)) {
      // TypeDoc gives a variable initialised with a function a function's page.
      const initializer = functionInitializer(declaration);
      if (kind === 'other') kind = initializer ? 'function' : 'variable';
      for (const name of initializer ? parameterNames(initializer) : []) headings.add(name);
      addVariableMembers(declaration, checker, exported, texts);
    }
  }
  if (kind === 'class' || kind === 'interface') for (const name of texts.names()) headings.add(name);
  const signature = withoutImplementation(declarations)
    .map((declaration) => declarationText(declaration, checker))
    .filter((text) => text !== undefined)
    .join(JOIN);
  return {
    name,
    kind,
    members: texts.names(),
    literals: [...literals].sort(),
    signature,
    memberSignatures: texts.texts(checker),
    internal: texts.hidden(),
    headings: [...headings].sort(),
  };
}

/**
 * Every exported symbol of the source tree whose entry point is `<srcDir>/index.ts`, sorted by name.
 *
 * @param srcDir a folder holding the library's `src` files (index.ts at its root)
 */
export function extractApiSurface(srcDir: string): ApiSymbol[] {
  const root = path.resolve(srcDir);
  const entry = path.join(root, 'index.ts');
  const inTree = (file: string) => {
    const relative = path.relative(root, path.resolve(file));
    return (
      relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.includes('node_modules')
    );
  };
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => inTree(file) && fileExists(file);
  host.directoryExists = (directory) => path.resolve(directory) === root || inTree(directory);
  host.getDirectories = () => [];

  const program = ts.createProgram({ rootNames: [entry], options: COMPILER_OPTIONS, host });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  if (sourceFile === undefined) throw new Error(`No entry point at ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (moduleSymbol === undefined) throw new Error(`${entry} is not a module`);

  const exports = checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol): [string, ts.Symbol] => [
      symbol.name,
      symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
    ]);
  const exported = new Set(exports.map(([, target]) => target));
  const symbols: ApiSymbol[] = [];
  for (const [name, target] of exports) {
    const described = describeSymbol(name, target, checker, exported);
    if (described) symbols.push(described);
  }
  return symbols.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The keys of data/api-history.json for a surface: each symbol, its members and its values, sorted. */
export function surfaceKeys(symbols: readonly ApiSymbol[]): string[] {
  const keys = symbols.flatMap((symbol) => [
    symbol.name,
    ...symbol.members.map((member) => memberKey(symbol.name, member)),
    ...symbol.literals.map((value) => literalKey(symbol.name, value)),
  ]);
  return [...new Set(keys)].sort();
}

/** Every symbol and member key of a surface with its signature text (union values have none), sorted by key. */
export function surfaceSignatures(symbols: readonly ApiSymbol[]): Record<string, string> {
  const entries: [string, string][] = symbols.flatMap((symbol) => [
    [symbol.name, symbol.signature] as [string, string],
    ...symbol.members.map((member): [string, string] => [
      memberKey(symbol.name, member),
      symbol.memberSignatures[member] ?? '',
    ]),
  ]);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * What a release removed from the previous one's API and which signatures it changed, each sorted by key.
 * Additions are not listed: data/api-history.json dates them by their first release.
 */
export function diffSurfaces(
  before: readonly ApiSymbol[],
  after: readonly ApiSymbol[],
): { removed: RemovedKey[]; changed: ChangedKey[] } {
  const afterKeys = new Set(surfaceKeys(after));
  const hiddenKeys = new Set(
    after.flatMap((symbol) => symbol.internal.map((member) => memberKey(symbol.name, member))),
  );
  const [oldTexts, newTexts] = [surfaceSignatures(before), surfaceSignatures(after)];
  const removed: RemovedKey[] = [];
  const changed: ChangedKey[] = [];
  for (const key of surfaceKeys(before)) {
    const [oldText, newText] = [oldTexts[key], newTexts[key]];
    if (!afterKeys.has(key)) {
      removed.push({
        key,
        ...(oldText === undefined ? {} : { before: oldText }),
        ...(hiddenKeys.has(key) ? { internal: true as const } : {}),
      });
    } else if (oldText !== undefined && newText !== undefined && oldText !== newText)
      changed.push({ key, before: oldText, after: newText });
  }
  return { removed, changed };
}
