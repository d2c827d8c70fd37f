/**
 * A sample's type hints in the compact form a code block ships (see src/components/StaticCodeBlock/typeHints.ts):
 * positions over the lines as shown (magic comments removed), signatures highlighted with the block's token types,
 * and API links for the library's symbols.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { readApiSymbols, type ApiSymbol } from '../../remark-api-links/symbols.mjs';
import type { CompactHintInfo } from '../../../components/StaticCodeBlock/typeHints';
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

/** Highlights a signature into compact tokens whose type indexes point into the block's `types` (appended to). */
export type HighlightSignature = (signature: string, types: string[]) => string;

/**
 * Each shown line's hints (`;`-separated lines of `column,length,info` triples) and the infos they point to, for a
 * block whose code is `shownCode` after the theme removed magic-comment lines from the sample's code.
 */
export function encodeHints(
  sample: SampleHints,
  shownCode: string,
  types: string[],
  options: { apiUrlOf: ApiUrlOf; highlightSignature: HighlightSignature },
): { hints: string; hintInfos: string } | undefined {
  // Magic-comment lines are the only ones removed; every other line of the sample is shown, in order.
  const sampleLines = sample.code.split('\n');
  const shownLines = shownCode.split('\n');
  const shownLineOf = new Map<number, number>();
  for (let line = 0, shown = 0; line < sampleLines.length && shown < shownLines.length; line += 1) {
    if (sampleLines[line] !== shownLines[shown]) continue;
    shownLineOf.set(line, shown);
    shown += 1;
  }

  const perLine: string[][] = shownLines.map(() => []);
  const infoIndex = new Map<number, number>();
  const infos: CompactHintInfo[] = [];
  for (const [line, column, length, info] of sample.hints) {
    const shown = shownLineOf.get(line);
    const source = sample.infos[info];
    if (shown === undefined || !source) continue;
    let index = infoIndex.get(info);
    if (index === undefined) {
      index = infos.length;
      infoIndex.set(info, index);
      const { symbol } = source;
      const url = symbol && options.apiUrlOf(symbol);
      const label = symbol && (symbol.member ? `${symbol.name}.${symbol.member}` : symbol.name);
      infos.push([
        source.signature,
        options.highlightSignature(source.signature, types),
        source.doc,
        ...(url && label ? [url, label] : []),
      ] as CompactHintInfo);
    }
    perLine[shown]?.push(`${column},${length},${index}`);
  }
  if (infos.length === 0) return undefined;
  return { hints: perLine.map((entries) => entries.join(',')).join(';'), hintInfos: JSON.stringify(infos) };
}
