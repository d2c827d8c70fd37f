// Normalized declaration texts of the API surface (./apiSurface.ts), so two releases can be compared.
//
// Every symbol and member key also gets a normalized declaration text, so two releases can be compared
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
import ts from 'typescript';

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
export const JOIN = ' ; ';

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
export function withoutImplementation<T extends ts.Node>(declarations: readonly T[]): T[] {
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
export class MemberTexts {
  private readonly declarations = new Map<string, ts.Node[]>();
  private readonly hiddenNames = new Set<string>();

  hide(name: string): void {
    this.hiddenNames.add(name);
  }

  /** Hidden names that no visible declaration shares, sorted. */
  hidden(): string[] {
    return [...this.hiddenNames].filter((name) => !this.declarations.has(name)).sort();
  }

  /** The names of the visible members, sorted. */
  names(): string[] {
    return [...this.declarations.keys()].sort();
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
export function declarationText(declaration: ts.Declaration, checker: ts.TypeChecker): string | undefined {
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
