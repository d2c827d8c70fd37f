/**
 * A page's type hints in the compact form the site ships (see src/components/StaticCodeBlock/typeHints.ts): name
 * positions over the lines as shown (magic comments removed), signatures highlighted at build time, and API links
 * for the library's symbols.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { readApiSymbols, type ApiSymbol } from '../../remark-api-links/symbols.mjs';
import { identifierLength } from '../../../components/StaticCodeBlock/lines';
import type { CompactHintInfo, TypeHintsData } from '../../../components/StaticCodeBlock/typeHints';
import type { HintInfo, SampleHints } from './index';

/** The API page (and member anchor) documenting a library symbol, as TypeDoc wrote it into docs/api. */
export type ApiUrlOf = (symbol: NonNullable<HintInfo['symbol']>) => string | undefined;

export function apiUrlResolver(options: { apiDir: string; apiRoute: string; baseUrl: string }): ApiUrlOf {
  let symbols: Map<string, ApiSymbol> | undefined;
  const anchorsByPage = new Map<string, Map<string, string>>();
  /** A page's member headings (`### formats`, `### takePhoto()`, `### filter?`) by member name, with their ids. */
  const anchorsOf = (symbol: ApiSymbol) => {
    let anchors = anchorsByPage.get(symbol.name);
    if (!anchors) {
      anchors = new Map();
      const slugger = createSlugger();
      const markdown = readFileSync(path.join(options.apiDir, symbol.kind, `${symbol.name}.md`), 'utf8');
      for (const [, level = '', text = ''] of markdown.matchAll(/^(#{1,6}) +(.+)$/gm)) {
        const id = slugger.slug(text);
        const member = /^([A-Za-z_$][\w$]*)(?:\(\))?\??$/.exec(text)?.[1];
        if (level === '###' && member && !anchors.has(member)) anchors.set(member, id);
      }
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

/**
 * A page's type hints, block by block: each block's names for its markup (in the page's JavaScript), and one data
 * file for the page with every distinct hint once (loaded when a reader first opens a hint).
 */
export class PageTypeHints {
  private readonly data: TypeHintsData = { types: [], infos: [], blocks: [] };
  private readonly infoIndex = new Map<string, number>();

  constructor(private readonly options: { apiUrlOf: ApiUrlOf; highlightSignature: HighlightSignature }) {}

  /**
   * Adds a block whose code is `shownCode`, the sample's code after the theme removed magic-comment lines. Returns the
   * block's number on the page and its names (`;`-separated lines, see `namesOfLine`), or undefined when it has none.
   */
  add(sample: SampleHints, shownCode: string): { block: number; names: string } | undefined {
    // Magic-comment lines are the only ones removed; every other line of the sample is shown, in order.
    const sampleLines = sample.code.split('\n');
    const shownLines = shownCode.split('\n');
    const shownLineOf = new Map<number, number>();
    for (let line = 0, shown = 0; line < sampleLines.length && shown < shownLines.length; line += 1) {
      if (sampleLines[line] !== shownLines[shown]) continue;
      shownLineOf.set(line, shown);
      shown += 1;
    }
    const perLine: [column: number, length: number, info: number][][] = shownLines.map(() => []);
    for (const [line, column, length, info] of sample.hints) {
      const shown = shownLineOf.get(line);
      const source = sample.infos[info];
      if (shown !== undefined && source) perLine[shown]?.push([column, length, this.indexOf(source)]);
    }
    // The browser finds a name's hint by the name's position in the block: sorted, none inside another, each the
    // whole identifier at its column (so its length need not be written).
    const infos: number[] = [];
    const lines = perLine.map((entries, index) => {
      const gaps: number[] = [];
      let end = 0;
      for (const [column, length, info] of entries.sort((x, y) => x[0] - y[0])) {
        if (column < end || identifierLength(shownLines[index] ?? '', column) !== length) continue;
        gaps.push(column - end);
        infos.push(info);
        end = column + length;
      }
      return gaps.join(',');
    });
    if (infos.length === 0) return undefined;
    this.data.blocks.push(infos);
    return { block: this.data.blocks.length - 1, names: lines.join(';') };
  }

  /** The page's data file, or undefined when no block has hints. */
  get file(): TypeHintsData | undefined {
    return this.data.blocks.length > 0 ? this.data : undefined;
  }

  private indexOf(source: HintInfo): number {
    const key = JSON.stringify(source);
    let index = this.infoIndex.get(key);
    if (index === undefined) {
      const { symbol } = source;
      const url = symbol && this.options.apiUrlOf(symbol);
      const label = symbol && (symbol.member ? `${symbol.name}.${symbol.member}` : symbol.name);
      const info: CompactHintInfo = [
        source.signature,
        this.options.highlightSignature(source.signature, this.data.types),
        source.doc,
      ];
      if (url && label) info.push(url, label);
      index = this.data.infos.length;
      this.data.infos.push(info);
      this.infoIndex.set(key, index);
    }
    return index;
  }
}
