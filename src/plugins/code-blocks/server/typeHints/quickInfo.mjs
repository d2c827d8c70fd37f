// @ts-check
// What an editor shows on hover, for every name in the guides' samples: the TypeScript language service's quick info
// (type signature and doc comment) and, for names declared by react-native-vision-camera, the exported symbol (and
// member) whose API page documents them. Runs in a child process (./worker.mjs) during the build, and directly in tests.
//
// One language service over all samples, as `npm run check:samples` compiles them (../samples.mjs). We measured the
// `twoslash` package (0.3.9) on the same 85 samples: 11.6 s against 3.8 s here, because it builds a fresh program per
// sample, and a guide's blocks that import each other would have to be passed to every call as extra files.
import path from 'node:path';
import ts from 'typescript';
import { COMPILER_OPTIONS } from '../samples.mjs';

/** The package whose declarations link to the API reference. */
const LIBRARY_DIR = `${path.sep}node_modules${path.sep}react-native-vision-camera${path.sep}`;
/** Longest signature and doc paragraph kept; an editor's hover is about as long before it scrolls. */
const MAX_SIGNATURE = 600;
const MAX_DOC = 320;

/**
 * @typedef {object} HintInfo what one name shows
 * @property {string} signature the quick info line(s), e.g. `const device: CameraDevice | undefined`
 * @property {string} doc the first paragraph of the doc comment, plain text with `code` in backticks; may be ''
 * @property {{ name: string; member?: string }} [symbol] the library's exported symbol (and its member) declaring it
 * @property {string} [platform] the text of the `@platform` tag of the library member's doc comment (`iOS`)
 *
 * @typedef {[line: number, character: number, length: number, info: number]} Hint a name in the sample (0-based)
 *
 * @typedef {object} SampleHints
 * @property {string} code the sample's code, as in the guide
 * @property {Hint[]} hints in order of position
 * @property {HintInfo[]} infos each distinct info once
 */

/**
 * The doc comment as plain text: `{@link X}` becomes `` `X` ``, and only the first paragraph is kept.
 *
 * @param {readonly ts.SymbolDisplayPart[] | undefined} parts
 */
function firstParagraph(parts) {
  let text = '';
  for (const part of parts ?? []) {
    if (part.kind === 'link') continue;
    text += part.kind === 'linkName' ? `\`${part.text}\`` : part.text;
  }
  // A Markdown heading as the first line (`### A powerful <Camera> component.`) reads as a sentence.
  const paragraph = (text.split(/\n\s*\n/)[0] ?? '')
    .replace(/^#+\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (paragraph.length <= MAX_DOC) return paragraph;
  const cut = paragraph.slice(0, MAX_DOC);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DOC / 2))}…`;
}

/**
 * The named declaration (interface, class, type alias) that holds a member, if any.
 *
 * @param {ts.Node} declaration
 * @returns {string | undefined}
 */
function containerName(declaration) {
  for (let node = declaration.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (
      (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      node.name
    )
      return node.name.text;
    // A parameter or a local inside a function body is not a documented member.
    if (ts.isFunctionLike(node) && !ts.isMethodSignature(node) && !ts.isMethodDeclaration(node)) return undefined;
  }
  return undefined;
}

/**
 * The library symbol a name refers to: a declaration in react-native-vision-camera, found through imports and, for
 * a property written in an object literal or a JSX attribute, through the type it is checked against.
 *
 * @param {ts.LanguageService} service
 * @param {ts.TypeChecker} checker
 * @param {ts.Identifier} node
 * @param {string} fileName
 * @returns {{ name: string; member?: string } | undefined}
 */
function librarySymbol(service, checker, node, fileName) {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  // `<Camera photoHdr />`: the attribute's own symbol is declared in the sample; the prop is the component's.
  if (ts.isJsxAttribute(node.parent) && node.parent.name === node)
    symbol = checker.getContextualType(node.parent.parent)?.getProperty(node.text) ?? symbol;
  let declaration = symbol?.declarations?.[0];
  if (!declaration || !declaration.getSourceFile().fileName.includes(LIBRARY_DIR)) {
    // `{ fps: 60 }` passed to the library: the property's own symbol is the literal's; the definition is the library's.
    const parent = node.parent;
    const contextual =
      (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === node;
    if (!contextual) return undefined;
    const definition = service.getDefinitionAtPosition(fileName, node.getStart())?.[0];
    if (!definition || !definition.fileName.includes(LIBRARY_DIR)) return undefined;
    return definition.containerName
      ? { name: definition.containerName, member: definition.name }
      : { name: definition.name };
  }
  const name = symbol?.name ?? '';
  const container = containerName(declaration);
  return container ? { name: container, member: name } : { name };
}

/**
 * The quick info as shown: an import's trailing `import X` line repeats the name and is dropped, and a path to a
 * sample's file (`typeof import("/…/examples/mocking/__mocks__/x")`) starts at the sample app's root, as in the
 * reader's project (`"__mocks__/x"`), not at this machine's folders.
 *
 * @param {ts.SymbolDisplayPart[] | undefined} parts
 * @param {RegExp} appRoot matches the folder of a sample app: `<root>/.samples/<guide>/` or `<root>/examples/<guide>/`
 */
function signatureOf(parts, appRoot) {
  const signature = ts
    .displayPartsToString(parts)
    .replace(/\nimport [\w$]+$/, '')
    .replace(appRoot, '');
  return signature.length > MAX_SIGNATURE ? `${signature.slice(0, MAX_SIGNATURE)}…` : signature;
}

/**
 * The names a sample shows hints for: its identifiers in source order, except a closing JSX tag's (it repeats the
 * opening tag's). The build marks them in the code from the syntax alone (./encode.ts), without waiting for types.
 *
 * @param {ts.SourceFile} sourceFile
 * @returns {Generator<ts.Identifier>}
 */
export function* namesIn(sourceFile) {
  /** @type {ts.Node[]} */
  const stack = [sourceFile];
  while (stack.length > 0) {
    const node = /** @type {ts.Node} */ (stack.pop());
    if (ts.isJsxClosingElement(node)) continue;
    if (ts.isIdentifier(node)) yield node;
    /** @type {ts.Node[]} */
    const children = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    for (let at = children.length - 1; at >= 0; at -= 1) stack.push(/** @type {ts.Node} */ (children[at]));
  }
}

/**
 * Quick info for every identifier of the given files (samples, by absolute path), one file at a time. Other files
 * (the library, React Native, TypeScript's lib) are read from disk.
 *
 * @param {ReadonlyMap<string, string>} files sample code by absolute file name
 * @param {string} root the folder whose node_modules the samples resolve against
 * @returns {Generator<[fileName: string, hints: SampleHints]>}
 */
export function* computeTypeHints(files, root) {
  const appRoot = new RegExp(`${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?:\\.samples|examples)/[^/"]+/`, 'g');
  /** @type {Set<string>} */
  const directories = new Set();
  for (const file of files.keys()) {
    for (let dir = path.dirname(file); dir.length > root.length; dir = path.dirname(dir)) directories.add(dir);
  }
  /** @type {ts.LanguageServiceHost} */
  const host = {
    getScriptFileNames: () => [...files.keys()],
    // Nothing changes during a run: the service skips its per-call check of every file.
    getProjectVersion: () => '1',
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const code = files.get(file) ?? ts.sys.readFile(file);
      return code === undefined ? undefined : ts.ScriptSnapshot.fromString(code);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => COMPILER_OPTIONS,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file) ?? ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    // The samples' folders are virtual; without this, module resolution would not look for files in them.
    directoryExists: (dir) => directories.has(dir) || ts.sys.directoryExists(dir),
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const program = service.getProgram();
  if (!program) throw new Error('type hints: TypeScript created no program for the samples');
  const checker = program.getTypeChecker();

  for (const [fileName, code] of files) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) continue;
    /** @type {Hint[]} */
    const hints = [];
    /** @type {HintInfo[]} */
    const infos = [];
    /** @type {Map<string, number>} */
    const infoIndex = new Map();
    for (const node of namesIn(sourceFile)) {
      const start = node.getStart(sourceFile);
      const quickInfo = service.getQuickInfoAtPosition(fileName, start);
      const signature = signatureOf(quickInfo?.displayParts, appRoot);
      if (!quickInfo || !signature) continue;
      const symbol = librarySymbol(service, checker, node, fileName);
      // Only the library's tags: React Native's types have `@platform` tags too, about other things.
      const platform = symbol && quickInfo.tags?.find((tag) => tag.name === 'platform');
      /** @type {HintInfo} */
      const info = {
        signature,
        doc: firstParagraph(quickInfo.documentation),
        ...(symbol && { symbol }),
        ...(platform && { platform: ts.displayPartsToString(platform.text).trim() }),
      };
      const key = JSON.stringify(info);
      let index = infoIndex.get(key);
      if (index === undefined) {
        index = infos.length;
        infos.push(info);
        infoIndex.set(key, index);
      }
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
      hints.push([line, character, node.end - start, index]);
    }
    yield [fileName, { code, hints, infos }];
  }
}
