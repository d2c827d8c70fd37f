/**
 * The highlighted lines of a code block, in the compact form src/plugins/code-blocks writes at build time, and the
 * markup they stand for. Compact because it ships in each page's JavaScript: type names are listed once, and each
 * token is only a type index and a length over the plain code, about a fifth of the markup's size.
 *
 * The markup is the theme's: one `.token-line` span per line (plus its highlight classes), one `token <types>` span
 * per token, as prism-react-renderer writes them; colours come from CSS classes, not inline styles. Names with type
 * hints (./typeHints.ts) are wrapped in one more span each.
 *
 * Two differences from prism-react-renderer keep the page smaller without changing what the reader sees: adjacent
 * tokens of the same types are one token (../server/highlight.ts merges them), and `plain` text, which no colour rule
 * targets (its colour is the block's), is written as text without a span. On a long guide, that is about a third of
 * the elements of its code.
 */
export type CompactCode = {
  /** The plain code, lines separated by `\n`. */
  code: string;
  /** Per line (`;`-separated), the tokens as `typeIndex,length` pairs (`,`-separated); an empty line is ''. */
  tokens: string;
  /** The type classes the indexes refer to (`|`-separated), e.g. `keyword|plain|imports punctuation`. */
  tokenTypes: string;
  /** Extra classes of some lines (`;`-separated `lineIndex:class class`), e.g. highlighted lines. */
  lineClasses: string;
};

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

const numbersOf = (list: string | undefined) => (list ?? '').split(',').filter(Boolean).map(Number);

const IDENTIFIER = /[\p{ID_Continue}$\u200c\u200d]+/uy;

/** The length of the identifier that starts at `column` (0 when none does). */
export function identifierLength(line: string, column: number): number {
  IDENTIFIER.lastIndex = column;
  return IDENTIFIER.exec(line)?.[0].length ?? 0;
}

/**
 * Where a line's names are, from their compact form: each name's distance from the end of the previous one (from
 * the line's start for the first); a name is the identifier that starts there. As `[column, length]` pairs.
 */
export function namesOfLine(line: string, gaps: string | undefined): number[] {
  const names: number[] = [];
  let end = 0;
  for (const gap of numbersOf(gaps)) {
    const column = end + gap;
    const length = identifierLength(line, column);
    names.push(column, length);
    end = column + length;
  }
  return names;
}

/** The token type of text that is not highlighted: no colour rule targets it (./themeCss.ts checks). */
export const PLAIN = 'plain';

/** A token as markup: a span with its type classes, or only the text for plain text. */
const tokenHtml = (type: string, text: string) =>
  type === PLAIN ? escapeHtml(text) : `<span class="token ${type}">${escapeHtml(text)}</span>`;

/**
 * One line's tokens as markup. With names (`column,length` pairs), a token is split where a name starts or ends, so
 * each name's span holds whole token spans. The block's first name is its keyboard entry point (tabindex 0); the
 * script that shows the popups makes the others focusable as it moves to them.
 */
export function tokensHtml(
  line: string,
  tokens: string | undefined,
  types: readonly string[],
  names?: { hints: number[]; isFirst: { value: boolean } },
): string {
  const numbers = numbersOf(tokens);
  const hints = names?.hints ?? [];
  let html = '';
  let offset = 0;
  let next = 0; // index into hints (pairs)
  let openUntil = -1;
  for (let at = 0; at + 1 < numbers.length; at += 2) {
    const type = types[numbers[at] ?? 0] ?? PLAIN;
    const end = offset + (numbers[at + 1] ?? 0);
    let start = offset;
    while (start < end) {
      // A name that starts before this point (overlapping another) is skipped.
      while (openUntil < 0 && next < hints.length && (hints[next] ?? 0) < start) next += 2;
      if (openUntil < 0 && next < hints.length && hints[next] === start && names) {
        html += names.isFirst.value ? '<span class="type-hint" tabindex="0">' : '<span class="type-hint">';
        names.isFirst.value = false;
        openUntil = start + (hints[next + 1] ?? 0);
        next += 2;
      }
      const stop = Math.min(end, openUntil >= 0 ? openUntil : next < hints.length ? (hints[next] ?? end) : end);
      const to = stop > start ? stop : end;
      html += tokenHtml(type, line.slice(start, to));
      start = to;
      if (openUntil >= 0 && start >= openUntil) {
        html += '</span>';
        openUntil = -1;
      }
    }
    offset = end;
  }
  if (openUntil >= 0) html += '</span>';
  // Text the tokens do not cover (a block that was not highlighted) stays plain.
  if (offset < line.length) html += tokenHtml(PLAIN, line.slice(offset));
  return html;
}

/** The block's lines; `hints` (per line, `;`-separated, see `namesOfLine`) are the names with type hints. */
export function linesHtml(block: CompactCode, showLineNumbers = false, hints?: string): string {
  const types = block.tokenTypes.split('|');
  const lines = block.code.split('\n');
  const tokenLines = block.tokens.split(';');
  const hintLines = hints?.split(';');
  const isFirst = { value: true };
  const extraClasses = new Map(
    block.lineClasses
      .split(';')
      .filter(Boolean)
      .map((entry) => [Number(entry.slice(0, entry.indexOf(':'))), entry.slice(entry.indexOf(':') + 1)]),
  );
  let html = '';
  lines.forEach((line, index) => {
    const lineHints = namesOfLine(line, hintLines?.[index]);
    const content = tokensHtml(
      line,
      tokenLines[index],
      types,
      lineHints.length > 0 ? { hints: lineHints, isFirst } : undefined,
    );
    const classes = ['token-line', extraClasses.get(index), showLineNumbers ? 'code-line' : undefined].filter(Boolean);
    const body = showLineNumbers
      ? `<span class="code-line-number"></span><span class="code-line-content">${content}</span>`
      : content;
    html += `<span class="${classes.join(' ')}">${body}<br></span>`;
  });
  return html;
}
