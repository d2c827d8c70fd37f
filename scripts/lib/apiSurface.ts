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
// Signatures: every symbol and member key also gets a normalized declaration text, so two releases can be compared
// (a union value has none: it is either there or not). The text is the declaration as written, without what is not
// part of the API:
// - member: the property, method, accessor or enum member declaration without JSDoc, body or initializer, and
//   without `public`, `async`, `override` and `declare` (`static`, `readonly`, `abstract` and `?` stay):
//   `outputOrientation?: OutputOrientation`, `static getAvailableCameraDevices(): CameraDevice[]`, `back = 1`;
//   a class property without a type annotation gets the type the checker infers; a constructor parameter
//   property reads `readonly code: T`; parameter default values stay (`filter: DeviceFilter = {}`);
// - function: its signature without the body, `function useCameraDevice(position: CameraPosition, …): …`; with
//   overloads, the overloads only (the implementation signature is not callable);
// - variable: `const name: Type`; without a type annotation, an arrow function or function expression with a
//   written return type gives its signature as a function type, anything else the type the checker infers
//   (`const VisionCameraProxy: TVisionCameraProxy`);
// - class and interface: the header only, `class Camera extends React.PureComponent<CameraProps, CameraState>`
//   (members have keys of their own); enum: `enum Name` or `const enum Name`;
// - type alias: `type Name<T> = …` with the parts that have keys of their own replaced: the properties of an
//   object type alias become `{ … }`, and the string literals of a union become one `'…'`. Each value is its own
//   key, so a union gaining a value is an addition and losing one a removal, never a signature change; only the
//   rest of the union is compared: `type CameraPosition = '…'`, and in 4.1.0 to 4.3.2
//   `type OutputOrientation = '…' | Orientation`.
// A name declared more than once (overloads, merged declarations) joins its texts with ` ; `. A type is compared
// by its name where it is used: a change inside a type the library does not export (the `PermissionState` that
// useCameraPermission returns) is not seen, except for the members of a variable's type (see members above).
// Normalization, so formatting-only edits are no change: the TypeScript printer rewrites the declaration (no
// comments, `;` between members, no leading `|`, no trailing commas), string literals are single-quoted,
// whitespace runs collapse to one space (object types and tuples read as one line) and a trailing `;` goes. Not
// normalized: the order of union members, redundant parentheses, and return types the source leaves to inference
// (only written types are compared).
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
  /** The symbol's normalized declaration text (rules in the header). */
  signature: string;
  /** The normalized declaration text of each name in `members`. */
  memberSignatures: Record<string, string>;
  /** Member names still declared but tagged `@internal`, `@hidden` or `@ignore` (so not in `members`), sorted. */
  internal: string[];
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

// --- Signature text ------------------------------------------------------------------------------------------

/** Modifiers that say nothing about how the API is used: every documented member is public. */
const DROPPED_MODIFIERS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.PublicKeyword,
  ts.SyntaxKind.AsyncKeyword,
  ts.SyntaxKind.OverrideKeyword,
  ts.SyntaxKind.DeclareKeyword,
  ts.SyntaxKind.ExportKeyword,
  ts.SyntaxKind.DefaultKeyword,
]);
/** Stands for what has keys of its own: the properties of an object type alias, the string values of a union. */
const MEMBERS_PLACEHOLDER = '{ … }';
const LITERALS_PLACEHOLDER = "'…'";
/** Joins the texts of a name declared more than once (overloads, merged declarations). */
const JOIN = ' ; ';

const printer = ts.createPrinter({ removeComments: true });

/** The printer keeps a string literal's original quotes; a new literal is printed single-quoted. */
const singleQuoted: ts.TransformerFactory<ts.Node> = (context) => {
  const visit: ts.Visitor = (node) =>
    ts.isStringLiteral(node)
      ? context.factory.createStringLiteral(node.text, true)
      : ts.visitEachChild(node, visit, context);
  return (node) => ts.visitNode(node, visit) as ts.Node;
};

/**
 * A declaration (or a rewritten copy of one) as normalized text: printed without comments, string literals
 * single-quoted, whitespace collapsed, a trailing `;` dropped.
 */
function printNormalized(node: ts.Node, sourceFile: ts.SourceFile): string {
  const result = ts.transform(node, [singleQuoted]);
  try {
    const printed = printer.printNode(ts.EmitHint.Unspecified, result.transformed[0] as ts.Node, sourceFile);
    return (
      printed
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s*;$/, '')
        // The printer puts each tuple element and object member on a line of its own; read as one line.
        .replace(/\[ /g, '[')
        .replace(/ \]/g, ']')
        .replace(/; \}/g, ' }')
    );
  } finally {
    result.dispose();
  }
}

/** The header of a class, interface or enum printed with no members: `interface Frame`, not `interface Frame { }`. */
function printHeader(node: ts.Node, sourceFile: ts.SourceFile): string {
  return printNormalized(node, sourceFile).replace(/\s*\{\s*\}$/, '');
}

function keptModifiers(node: ts.Node): ts.Modifier[] {
  if (!ts.canHaveModifiers(node)) return [];
  return (ts.getModifiers(node) ?? []).filter((modifier) => !DROPPED_MODIFIERS.has(modifier.kind));
}

/** Parameters without their dropped modifiers (`public` on a parameter property); `readonly` stays. */
function plainParameters(parameters: ts.NodeArray<ts.ParameterDeclaration>): ts.ParameterDeclaration[] {
  return parameters.map((parameter) =>
    ts.factory.updateParameterDeclaration(
      parameter,
      keptModifiers(parameter),
      parameter.dotDotDotToken,
      parameter.name,
      parameter.questionToken,
      parameter.type,
      parameter.initializer,
    ),
  );
}

/** The type the checker infers for a declaration that has no type annotation. */
function inferredType(node: ts.Node, checker: ts.TypeChecker): ts.TypeNode | undefined {
  return checker.typeToTypeNode(checker.getTypeAtLocation(node), undefined, ts.NodeBuilderFlags.NoTruncation);
}

/** Functions and methods with overloads: the implementation (the one with a body) is not part of the API. */
function withoutImplementation<T extends ts.Node>(declarations: readonly T[]): T[] {
  const body = (node: ts.Node) =>
    ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)
      ? node.body
      : null;
  const hasOverloads = declarations.some((node) => body(node) === undefined);
  return hasOverloads ? declarations.filter((node) => !body(node)) : [...declarations];
}

/** The text of one class, interface or type-literal member declaration (see the header). */
function memberText(member: ts.Node, checker: ts.TypeChecker): string {
  const f = ts.factory;
  const sourceFile = member.getSourceFile();
  let node: ts.Node = member;
  if (ts.isPropertySignature(member)) {
    node = f.updatePropertySignature(member, keptModifiers(member), member.name, member.questionToken, member.type);
  } else if (ts.isPropertyDeclaration(member)) {
    node = f.updatePropertyDeclaration(
      member,
      keptModifiers(member),
      member.name,
      member.questionToken ?? member.exclamationToken,
      member.type ?? inferredType(member, checker),
      undefined,
    );
  } else if (ts.isMethodDeclaration(member)) {
    node = f.updateMethodDeclaration(
      member,
      keptModifiers(member),
      member.asteriskToken,
      member.name,
      member.questionToken,
      member.typeParameters,
      plainParameters(member.parameters),
      member.type,
      undefined,
    );
  } else if (ts.isGetAccessorDeclaration(member)) {
    node = f.updateGetAccessorDeclaration(
      member,
      keptModifiers(member),
      member.name,
      plainParameters(member.parameters),
      member.type,
      undefined,
    );
  } else if (ts.isSetAccessorDeclaration(member)) {
    node = f.updateSetAccessorDeclaration(
      member,
      keptModifiers(member),
      member.name,
      plainParameters(member.parameters),
      undefined,
    );
  } else if (ts.isConstructorDeclaration(member)) {
    node = f.updateConstructorDeclaration(member, keptModifiers(member), plainParameters(member.parameters), undefined);
  } else if (ts.isParameter(member)) {
    // A parameter property reads like the property it declares: `readonly code: T`.
    node = f.updateParameterDeclaration(
      member,
      keptModifiers(member),
      undefined,
      member.name,
      member.questionToken,
      member.type,
      undefined,
    );
  }
  return printNormalized(node, sourceFile);
}

/** Collects the declarations of each member name, then joins their texts; and the names tagged as hidden. */
class MemberTexts {
  private readonly declarations = new Map<string, ts.Node[]>();
  private readonly hiddenNames = new Set<string>();

  hide(name: string): void {
    this.hiddenNames.add(name);
  }

  /** Hidden names that no visible declaration shares, sorted. */
  hidden(): string[] {
    return [...this.hiddenNames].filter((name) => !this.declarations.has(name)).sort();
  }

  add(name: string, declaration: ts.Node): void {
    const list = this.declarations.get(name) ?? [];
    list.push(declaration);
    this.declarations.set(name, list);
  }

  texts(checker: ts.TypeChecker): Record<string, string> {
    const texts: Record<string, string> = {};
    for (const name of [...this.declarations.keys()].sort()) {
      const declarations = withoutImplementation(this.declarations.get(name) ?? []);
      texts[name] = declarations.map((declaration) => memberText(declaration, checker)).join(JOIN);
    }
    return texts;
  }
}

/** A type alias's type with the parts that have keys of their own replaced by placeholders (see the header). */
function aliasType(type: ts.TypeNode): ts.TypeNode {
  const f = ts.factory;
  if (ts.isTypeLiteralNode(type)) return f.createTypeReferenceNode(f.createIdentifier(MEMBERS_PLACEHOLDER));
  const constituents = ts.isUnionTypeNode(type) ? [...type.types] : [type];
  const isStringLiteral = (node: ts.TypeNode) =>
    ts.isLiteralTypeNode(node) &&
    (ts.isStringLiteral(node.literal) || ts.isNoSubstitutionTemplateLiteral(node.literal));
  if (!constituents.some(isStringLiteral)) return type;
  // An identifier is printed as it is; a string literal would come out as '\\u2026'.
  const placeholder = f.createTypeReferenceNode(f.createIdentifier(LITERALS_PLACEHOLDER));
  const kept: ts.TypeNode[] = [];
  for (const constituent of constituents) {
    if (!isStringLiteral(constituent)) kept.push(constituent);
    else if (!kept.includes(placeholder)) kept.push(placeholder);
  }
  return kept.length === 1 ? placeholder : f.createUnionTypeNode(kept);
}

/** The text of one declaration of an exported symbol (see the header); undefined for kinds without one. */
function declarationText(declaration: ts.Declaration, checker: ts.TypeChecker): string | undefined {
  const f = ts.factory;
  const sourceFile = declaration.getSourceFile();
  if (ts.isClassDeclaration(declaration)) {
    const header = f.updateClassDeclaration(
      declaration,
      keptModifiers(declaration),
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      [],
    );
    return printHeader(header, sourceFile);
  }
  if (ts.isInterfaceDeclaration(declaration)) {
    const header = f.updateInterfaceDeclaration(
      declaration,
      keptModifiers(declaration),
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      [],
    );
    return printHeader(header, sourceFile);
  }
  if (ts.isEnumDeclaration(declaration)) {
    return printHeader(
      f.updateEnumDeclaration(declaration, keptModifiers(declaration), declaration.name, []),
      sourceFile,
    );
  }
  if (ts.isTypeAliasDeclaration(declaration)) {
    const alias = f.updateTypeAliasDeclaration(
      declaration,
      keptModifiers(declaration),
      declaration.name,
      declaration.typeParameters,
      aliasType(declaration.type),
    );
    return printNormalized(alias, sourceFile);
  }
  if (ts.isFunctionDeclaration(declaration)) {
    const signature = f.updateFunctionDeclaration(
      declaration,
      keptModifiers(declaration),
      declaration.asteriskToken,
      declaration.name,
      declaration.typeParameters,
      plainParameters(declaration.parameters),
      declaration.type,
      undefined,
    );
    return printNormalized(signature, sourceFile);
  }
  if (ts.isVariableDeclaration(declaration)) {
    const flags = ts.getCombinedNodeFlags(declaration);
    const keyword = flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var';
    const initializer = declaration.initializer;
    let type = declaration.type;
    if (
      type === undefined &&
      initializer !== undefined &&
      (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) &&
      initializer.type !== undefined
    ) {
      type = f.createFunctionTypeNode(
        initializer.typeParameters,
        plainParameters(initializer.parameters),
        initializer.type,
      );
    }
    type ??= inferredType(declaration, checker);
    return `${keyword} ${declaration.name.getText(sourceFile)}: ${type === undefined ? 'unknown' : printNormalized(type, sourceFile)}`;
  }
  if (ts.isModuleDeclaration(declaration)) return `namespace ${declaration.name.getText(sourceFile)}`;
  return undefined;
}

function typeElementNames(members: ts.NodeArray<ts.TypeElement>, texts: MemberTexts): string[] {
  const names: string[] = [];
  for (const member of members) {
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue;
    const name = memberName(member.name);
    if (name === undefined) continue;
    if (isHidden(member)) {
      texts.hide(name);
    } else {
      names.push(name);
      texts.add(name, member);
    }
  }
  return names;
}

function classMemberNames(node: ts.ClassDeclaration, texts: MemberTexts): string[] {
  const names: string[] = [];
  for (const member of node.members) {
    if (isNonPublic(member)) continue;
    if (isHidden(member)) {
      const name = ts.isConstructorDeclaration(member) ? 'constructor' : memberName(member.name);
      if (name !== undefined) texts.hide(name);
      continue;
    }
    if (ts.isConstructorDeclaration(member)) {
      names.push('constructor');
      texts.add('constructor', member);
      // Parameter properties (`constructor(public x: number)`) are members too.
      for (const parameter of member.parameters) {
        const isProperty = (ts.getModifiers(parameter) ?? []).some(
          (modifier) =>
            modifier.kind === ts.SyntaxKind.PublicKeyword || modifier.kind === ts.SyntaxKind.ReadonlyKeyword,
        );
        if (isProperty && ts.isIdentifier(parameter.name) && !isNonPublic(parameter)) {
          names.push(parameter.name.text);
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
      if (name !== undefined) {
        names.push(name);
        texts.add(name, member);
      }
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

/**
 * The members of a variable whose type is an interface or object type alias that the library does not export
 * (`VisionCameraProxy: TVisionCameraProxy`): that type has no page of its own, so its members are the variable's.
 */
function variableMembers(
  declaration: ts.VariableDeclaration,
  checker: ts.TypeChecker,
  exported: ReadonlySet<ts.Symbol>,
  texts: MemberTexts,
): string[] {
  const type = checker.getTypeAtLocation(declaration);
  const typeSymbol = type.aliasSymbol ?? type.getSymbol();
  if (typeSymbol === undefined || exported.has(typeSymbol)) return [];
  const names: string[] = [];
  for (const typeDeclaration of typeSymbol.declarations ?? []) {
    if (ts.isInterfaceDeclaration(typeDeclaration)) names.push(...typeElementNames(typeDeclaration.members, texts));
    else if (ts.isTypeAliasDeclaration(typeDeclaration) && ts.isTypeLiteralNode(typeDeclaration.type))
      names.push(...typeElementNames(typeDeclaration.type.members, texts));
  }
  return names;
}

function describeSymbol(
  name: string,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  exported: ReadonlySet<ts.Symbol>,
): ApiSymbol | undefined {
  const declarations = symbol.declarations ?? [];
  if (declarations.length === 0 || declarations.some(isHidden)) return undefined;
  const members = new Set<string>();
  const literals = new Set<string>();
  const texts = new MemberTexts();
  let kind: ApiSymbol['kind'] = 'other';
  for (const declaration of declarations) {
    if (ts.isClassDeclaration(declaration)) {
      kind = 'class';
      for (const member of classMemberNames(declaration, texts)) members.add(member);
    } else if (ts.isInterfaceDeclaration(declaration)) {
      if (kind === 'other') kind = 'interface';
      for (const member of typeElementNames(declaration.members, texts)) members.add(member);
    } else if (ts.isTypeAliasDeclaration(declaration)) {
      kind = 'type';
      if (ts.isTypeLiteralNode(declaration.type)) {
        for (const member of typeElementNames(declaration.type.members, texts)) members.add(member);
      }
      for (const value of stringLiterals(declaration.type)) literals.add(value);
    } else if (ts.isEnumDeclaration(declaration)) {
      kind = 'enum';
      for (const member of declaration.members) {
        const memberText = memberName(member.name);
        if (memberText === undefined) continue;
        if (isHidden(member)) {
          texts.hide(memberText);
        } else {
          members.add(memberText);
          texts.add(memberText, member);
        }
      }
    } else if (ts.isFunctionDeclaration(declaration)) {
      if (kind === 'other') kind = 'function';
    } else if (ts.isVariableDeclaration(declaration)) {
      if (kind === 'other') kind = 'variable';
      for (const member of variableMembers(declaration, checker, exported, texts)) members.add(member);
    }
  }
  const signature = withoutImplementation(declarations)
    .map((declaration) => declarationText(declaration, checker))
    .filter((text) => text !== undefined)
    .join(JOIN);
  return {
    name,
    kind,
    members: [...members].sort(),
    literals: [...literals].sort(),
    signature,
    memberSignatures: texts.texts(checker),
    internal: texts.hidden(),
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
 * A key of the older release that the newer one lacks, with its last signature (none for a union value);
 * `internal` when the newer release still declares the member but tags it `@internal` (or `@hidden`, `@ignore`).
 */
export type RemovedKey = { key: string; before?: string; internal?: true };
/** A key both releases have, whose signature text differs. */
export type ChangedKey = { key: string; before: string; after: string };

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
