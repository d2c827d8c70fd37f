import { useId, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { parseCodeBlockTitle, parseLanguage, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import { linesHtml } from '../../shared/lines';
import styles from './styles.module.css';

type Props = {
  /** The code as the reader copies it. */
  code: string;
  /** The tokens (src/plugins/code-blocks, see ./lines.ts); without them the code is shown as plain text. */
  tokens?: string;
  tokenTypes?: string;
  lineClasses?: string;
  /**
   * Type hints (see ./typeHints.ts), in TypeScript samples of the guides: the names that have one, and where their
   * hints are (`<page data id>:<block number>`).
   */
  hints?: string;
  typeHints?: string;
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
  typeHints,
  className = '',
  language: languageProp,
  title: titleProp,
  metastring,
  showLineNumbers,
}: Props): ReactNode {
  const { codeBlockRef, isEnabled: isWrapped, isCodeScrollable, toggle: toggleWrap } = useCodeWordWrap();
  const hasHints = Boolean(hints && typeHints);
  // The same object on every render: React 19 compares it by identity and would re-parse the lines on each update
  // (the word-wrap hook updates state once after mounting).
  const lines = useMemo(
    () => ({
      __html: linesHtml({ code, tokens, tokenTypes, lineClasses }, showLineNumbers, hasHints ? hints : undefined),
    }),
    [code, tokens, tokenTypes, lineClasses, showLineNumbers, hints, hasHints],
  );
  const popupId = `${useId()}type-hint`;
  const language = (languageProp ?? parseLanguage(className))?.toLowerCase();
  const title = titleProp ?? (parseCodeBlockTitle(metastring) || undefined);
  const languageClass = language && !className.includes(`language-${language}`) ? `language-${language}` : undefined;
  return (
    <div className={clsx(className, languageClass, styles.container, ThemeClassNames.common.codeBlock)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          // A scrollable region must be reachable by keyboard, as in the theme; with type hints, Tab reaches the
          // block's first name instead (see src/plugins/code-blocks/client/typeHints.ts).
          tabIndex={hasHints ? undefined : 0}
          data-type-hints={hasHints ? typeHints : undefined}
          ref={codeBlockRef}
          className={clsx('prism-code', language && `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
        >
          <code
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            dangerouslySetInnerHTML={lines}
          />
        </pre>
        {/* Filled and shown by src/plugins/code-blocks/client/typeHints.ts; after the code, so Tab goes from a name to
            the link in its popup. */}
        {hasHints && <div className="type-hint-popup" id={popupId} role="tooltip" hidden />}
        <div className={styles.buttonGroup}>
          {(isWrapped || isCodeScrollable) && <WordWrapButton onClick={() => toggleWrap()} isEnabled={isWrapped} />}
          <CopyButton code={code} />
        </div>
      </div>
    </div>
  );
}
