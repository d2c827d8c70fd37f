import { useId, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { parseCodeBlockTitle, parseLanguage, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import { linesHtml } from './lines';
import { popupsHtml } from './typeHints';
import styles from './styles.module.css';

type Props = {
  /** The code as the reader copies it. */
  code: string;
  /** The tokens (src/plugins/code-blocks, see ./lines.ts); without them the code is shown as plain text. */
  tokens?: string;
  tokenTypes?: string;
  lineClasses?: string;
  /** Type hints of the names in the code and their popups (see ./typeHints.ts); TypeScript samples of guides only. */
  hints?: string;
  hintInfos?: string;
  className?: string;
  language?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean;
};

/**
 * A code block as static markup: the theme's code block layout (title, copy and word-wrap buttons, highlighted
 * lines) around HTML that was highlighted at build time. React renders the lines as one opaque string, so hydrating a
 * page does not create an element per token.
 */
export default function StaticCodeBlock({
  code,
  tokens = '',
  tokenTypes = '',
  lineClasses = '',
  hints,
  hintInfos,
  className = '',
  language: languageProp,
  title: titleProp,
  metastring,
  showLineNumbers,
}: Props): ReactNode {
  const { codeBlockRef, isEnabled: isWrapped, isCodeScrollable, toggle: toggleWrap } = useCodeWordWrap();
  // The same object on every render: React 19 compares it by identity and would re-parse the lines on each update
  // (the word-wrap hook updates state once after mounting).
  const idPrefix = `${useId()}h`;
  const lines = useMemo(
    () => ({
      __html: linesHtml(
        { code, tokens, tokenTypes, lineClasses },
        showLineNumbers,
        hints && hintInfos ? { hints, idPrefix } : undefined,
      ),
    }),
    [code, tokens, tokenTypes, lineClasses, showLineNumbers, hints, hintInfos, idPrefix],
  );
  const popups = useMemo(
    () => (hints && hintInfos ? { __html: popupsHtml(hintInfos, tokenTypes, idPrefix) } : undefined),
    [hints, hintInfos, tokenTypes, idPrefix],
  );
  const language = (languageProp ?? parseLanguage(className))?.toLowerCase();
  const title = titleProp ?? (parseCodeBlockTitle(metastring) || undefined);
  const languageClass = language && !className.includes(`language-${language}`) ? `language-${language}` : undefined;
  return (
    <div className={clsx(className, languageClass, styles.container, ThemeClassNames.common.codeBlock)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          // A scrollable region must be reachable by keyboard, as in the theme; with type hints, Tab reaches the
          // block's first name instead (the names are the stops, see src/plugins/code-blocks/client/typeHints.ts).
          tabIndex={popups ? undefined : 0}
          ref={codeBlockRef}
          className={clsx('prism-code', language && `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
        >
          <code
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            dangerouslySetInnerHTML={lines}
          />
        </pre>
        {/* After the code, so Tab goes from a name to the link in its open popup. */}
        {popups && <div className="type-hint-popups" dangerouslySetInnerHTML={popups} />}
        <div className={styles.buttonGroup}>
          {(isWrapped || isCodeScrollable) && <WordWrapButton onClick={() => toggleWrap()} isEnabled={isWrapped} />}
          <CopyButton code={code} />
        </div>
      </div>
    </div>
  );
}
