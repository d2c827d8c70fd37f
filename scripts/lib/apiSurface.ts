// The public API surface of one react-native-vision-camera source tree, read with the TypeScript compiler API.
// `npm run api-history` runs it over every published 4.x release; tests/unit/scripts/api-history.test.ts runs it
// over the installed sources. One module, so both apply exactly the same rules.
//
// The rules follow what our TypeDoc options (typedoc.json) document:
// - symbols: everything exported from `src/index.ts`, following `export *` and re-exports, except symbols whose
//   declaration is tagged `@internal`, `@hidden` or `@ignore` (excludeInternal);
// - members: own declared members only (inherited ones belong to the base symbol's key):
//   interface properties and methods, public class properties, methods and accessors (excludePrivate,
//   excludeProtected), enum members, and the properties of an object-literal type alias;
// - values: the string literals of a type alias that is a string literal or a union containing them
//   (`CameraPosition` → 'front' | 'back' | 'external'; the error code unions).
// Only the library's own files are read (nothing from node_modules, no default lib), so the result depends on the
// source tree alone and does not change with the installed React Native types.
import path from 'node:path';
import ts from 'typescript';
import { literalKey, memberKey } from '../../src/typedoc-plugins/api-history/history.mjs';

export type ApiSymbol = {
  name: string;
  kind: 'class' | 'interface' | 'type' | 'enum' | 'function' | 'variable' | 'other';
  /** Own public member names, sorted. */
  members: string[];
  /** String literal values of a union type alias, sorted. */
  literals: string[];
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

function typeElementNames(members: ts.NodeArray<ts.TypeElement>): string[] {
  const names: string[] = [];
  for (const member of members) {
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue;
    const name = memberName(member.name);
    if (name !== undefined && !isHidden(member)) names.push(name);
  }
  return names;
}

function classMemberNames(node: ts.ClassDeclaration): string[] {
  const names: string[] = [];
  for (const member of node.members) {
    if (isHidden(member) || isNonPublic(member)) continue;
    if (ts.isConstructorDeclaration(member)) {
      names.push('constructor');
      // Parameter properties (`constructor(public x: number)`) are members too.
      for (const parameter of member.parameters) {
        const isProperty = (ts.getModifiers(parameter) ?? []).some(
          (modifier) =>
            modifier.kind === ts.SyntaxKind.PublicKeyword || modifier.kind === ts.SyntaxKind.ReadonlyKeyword,
        );
        if (isProperty && ts.isIdentifier(parameter.name) && !isNonPublic(parameter)) names.push(parameter.name.text);
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
      if (name !== undefined) names.push(name);
    }
  }
  return names;
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

function describeSymbol(name: string, symbol: ts.Symbol): ApiSymbol | undefined {
  const declarations = symbol.declarations ?? [];
  if (declarations.length === 0 || declarations.some(isHidden)) return undefined;
  const members = new Set<string>();
  const literals = new Set<string>();
  let kind: ApiSymbol['kind'] = 'other';
  for (const declaration of declarations) {
    if (ts.isClassDeclaration(declaration)) {
      kind = 'class';
      for (const member of classMemberNames(declaration)) members.add(member);
    } else if (ts.isInterfaceDeclaration(declaration)) {
      if (kind === 'other') kind = 'interface';
      for (const member of typeElementNames(declaration.members)) members.add(member);
    } else if (ts.isTypeAliasDeclaration(declaration)) {
      kind = 'type';
      if (ts.isTypeLiteralNode(declaration.type)) {
        for (const member of typeElementNames(declaration.type.members)) members.add(member);
      }
      for (const value of stringLiterals(declaration.type)) literals.add(value);
    } else if (ts.isEnumDeclaration(declaration)) {
      kind = 'enum';
      for (const member of declaration.members) {
        const memberText = memberName(member.name);
        if (memberText !== undefined && !isHidden(member)) members.add(memberText);
      }
    } else if (ts.isFunctionDeclaration(declaration)) {
      if (kind === 'other') kind = 'function';
    } else if (ts.isVariableDeclaration(declaration)) {
      if (kind === 'other') kind = 'variable';
    }
  }
  return { name, kind, members: [...members].sort(), literals: [...literals].sort() };
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

  const symbols: ApiSymbol[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const described = describeSymbol(exported.name, target);
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
