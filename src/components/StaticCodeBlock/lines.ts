/**
 * The highlighted lines of a code block, in the compact form src/plugins/code-blocks writes at build time, and the
 * markup they stand for. Compact because it ships in each page's JavaScript: type names are listed once, and each
 * token is only a type index and a length over the plain code, about a fifth of the markup's size.
 *
 * The markup is the theme's: one `.token-line` span per line (plus its highlight classes), one `token <types>` span
 * per token, as prism-react-renderer writes them; colours come from CSS classes, not inline styles.
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function linesHtml(block: CompactCode, showLineNumbers = false): string {
  const types = block.tokenTypes.split('|');
  const lines = block.code.split('\n');
  const tokenLines = block.tokens.split(';');
  const extraClasses = new Map(
    block.lineClasses
      .split(';')
      .filter(Boolean)
      .map((entry) => [Number(entry.slice(0, entry.indexOf(':'))), entry.slice(entry.indexOf(':') + 1)]),
  );
  let html = '';
  lines.forEach((line, index) => {
    const numbers = (tokenLines[index] ?? '').split(',').filter(Boolean).map(Number);
    let content = '';
    let offset = 0;
    for (let at = 0; at + 1 < numbers.length; at += 2) {
      const length = numbers[at + 1] ?? 0;
      content += `<span class="token ${types[numbers[at] ?? 0] ?? 'plain'}">${escapeHtml(line.slice(offset, offset + length))}</span>`;
      offset += length;
    }
    // Text the tokens do not cover (a block that was not highlighted) stays plain.
    if (offset < line.length) content += `<span class="token plain">${escapeHtml(line.slice(offset))}</span>`;
    const classes = ['token-line', extraClasses.get(index), showLineNumbers ? 'code-line' : undefined].filter(Boolean);
    const body = showLineNumbers
      ? `<span class="code-line-number"></span><span class="code-line-content">${content}</span>`
      : content;
    html += `<span class="${classes.join(' ')}">${body}<br></span>`;
  });
  return html;
}
