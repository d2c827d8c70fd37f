/**
 * A page's type hints in the compact form the site ships (see ../../shared/typeHints.ts): name
 * positions over the lines as shown (magic comments removed), signatures highlighted at build time, and API links
 * for the library's symbols, with their known issues and platform pills.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { memberAnchors, readApiSymbols, type ApiSymbol } from '../../../api-reference/server/apiReference.mjs';
import { platformBadge } from '../../../problems/server/badges.mjs';
import { identifierLength } from '../../shared/lines';
import type { CompactHintInfo, HintNote, TypeHintsData } from '../../shared/typeHints';
import type { GuideTypeHints, HintInfo } from './index';
import { namesIn } from './quickInfo.mjs';

/** The API page (and member anchor) documenting a library symbol, as TypeDoc wrote it into docs/api. */
export type ApiUrlOf = (symbol: NonNullable<HintInfo['symbol']>) => string | undefined;
/** The known issues of a library symbol or member (`Symbol` or `Symbol.member`), as popup notes. */
export type NotesOf = (key: string) => HintNote[];
/** The "No effect on …" pills of a library member (`Symbol.member`), from the known issues. */
export type EffectsOf = (key: string) => string[];

export function apiUrlResolver(options: { apiDir: string; apiRoute: string; baseUrl: string }): ApiUrlOf {
  let symbols: Map<string, ApiSymbol> | undefined;
  const anchorsByPage = new Map<string, Map<string, string>>();
  /** A page's member headings (`### formats`, `### takePhoto()`, `### filter?`) by member name, with their ids. */
  const anchorsOf = (symbol: ApiSymbol) => {
    let anchors = anchorsByPage.get(symbol.name);
    if (!anchors) {
      anchors = memberAnchors(readFileSync(path.join(options.apiDir, symbol.kind, `${symbol.name}.md`), 'utf8'));
      anchorsByPage.set(symbol.name, anchors);
    }
    return anchors;
  };
  const base = options.baseUrl.replace(/\/$/, '');
  return ({ name, member }) => {
    symbols ??= readApiSymbols(options.apiDir, options.apiRoute);
    const page = symbols.get(name);
    if (!page) return undefined;
    const anchor = member === undefined ? undefined : anchorsOf(page).get(member);
    return `${base}${page.url}${anchor ? `#${anchor}` : ''}`;
  };
}

/** Highlights a signature into compact tokens whose type indexes point into `types` (appended to). */
export type HighlightSignature = (signature: string, types: string[]) => string;

/** A code block with hints, as the page's data needs it: the sample's code and each name's line and column in it. */
export type HintedBlock = { code: string; names: [line: number, column: number][] };

/**
 * The names of a sample shown in a block whose code is `shownCode` (the sample's code after the theme removed
 * magic-comment lines): every identifier, from the syntax alone. Returns them for the block's markup (`;`-separated
 * lines, see `namesOfLine`) and for the page's data (where they are in the sample), or undefined when there are none.
 */
export function namesOfSample(
  code: string,
  language: 'ts' | 'tsx',
  shownCode: string,
): { names: string; block: HintedBlock } | undefined {
  const kind = language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(`sample.${language}`, code, ts.ScriptTarget.ES2022, true, kind);
  // Magic-comment lines are the only ones removed; every other line of the sample is shown, in order.
  const sampleLines = code.split('\n');
  const shownLines = shownCode.split('\n');
  const shownLineOf = new Map<number, number>();
  for (let line = 0, shown = 0; line < sampleLines.length && shown < shownLines.length; line += 1) {
    if (sampleLines[line] !== shownLines[shown]) continue;
    shownLineOf.set(line, shown);
    shown += 1;
  }
  const perLine: [column: number, line: number][][] = shownLines.map(() => []);
  for (const node of namesIn(sourceFile)) {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    const shown = shownLineOf.get(line);
    if (shown !== undefined) perLine[shown]?.push([character, line]);
  }
  // The browser finds a name's hint by the name's position in the block: sorted, none inside another, each the whole
  // identifier at its column (so its length need not be written).
  const names: HintedBlock['names'] = [];
  const lines = perLine.map((entries, index) => {
    const gaps: number[] = [];
    let end = 0;
    for (const [column, line] of entries.sort((x, y) => x[0] - y[0])) {
      const length = identifierLength(shownLines[index] ?? '', column);
      if (column < end || length === 0) continue;
      gaps.push(column - end);
      names.push([line, column]);
      end = column + length;
    }
    return gaps.join(',');
  });
  return names.length > 0 ? { names: lines.join(';'), block: { code, names } } : undefined;
}

/**
 * A page's data file: every distinct hint once, and for each block the hint of each name (-1 for a name TypeScript
 * has nothing to say about), from the samples' quick info.
 */
export function pageTypeHintsData(
  blocks: readonly HintedBlock[],
  samples: GuideTypeHints,
  options: { apiUrlOf: ApiUrlOf; highlightSignature: HighlightSignature; notesOf?: NotesOf; effectsOf?: EffectsOf },
): TypeHintsData {
  const data: TypeHintsData = { types: [], infos: [], blocks: [] };
  const infoIndex = new Map<string, number>();
  const indexOf = (source: HintInfo) => {
    const key = JSON.stringify(source);
    let index = infoIndex.get(key);
    if (index === undefined) {
      const { symbol } = source;
      const url = symbol && options.apiUrlOf(symbol);
      const label = symbol && (symbol.member ? `${symbol.name}.${symbol.member}` : symbol.name);
      const info: CompactHintInfo = [
        source.signature,
        options.highlightSignature(source.signature, data.types),
        source.doc,
      ];
      if (url && label) {
        info.push(url, label);
        const notes = options.notesOf?.(label) ?? [];
        const platform = source.platform === undefined ? undefined : platformBadge(source.platform);
        const badges = [...(platform ? [platform] : []), ...(options.effectsOf?.(label) ?? [])];
        if (notes.length > 0 || badges.length > 0) info.push(notes);
        if (badges.length > 0) info.push(badges);
      }
      index = data.infos.length;
      data.infos.push(info);
      infoIndex.set(key, index);
    }
    return index;
  };
  for (const block of blocks) {
    const sample = samples.get(block.code);
    const at = new Map(sample?.hints.map(([line, column, , info]) => [`${line}:${column}`, sample.infos[info]]));
    data.blocks.push(
      block.names.map(([line, column]) => {
        const info = at.get(`${line}:${column}`);
        return info ? indexOf(info) : -1;
      }),
    );
  }
  return data;
}
