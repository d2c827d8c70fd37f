import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { ThemeClassNames } from '@docusaurus/theme-common';
// The theme's own buttons, so the block keeps their markup, CSS, icons and translations. Docusaurus 3.8 moves them to
// `@theme/CodeBlock/Buttons/*`, where they read a `CodeBlockContextProvider` instead of props (UPGRADING.md, "The code
// block on Docusaurus 3.8 and later").
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import { linesHtml } from '../../shared/lines';
import { languageOfClassName, titleOf } from '../../shared/metastring';
import styles from './styles.module.css';
import { useCodeWordWrap } from './useCodeWordWrap';

/**
 * What React renders inside the `<code>` element: the lines' markup on the server; nothing in the browser, where the
 * markup is either the server's already (hydration) or written by the block itself (see `useLines`). One object, so
 * React never compares or writes it again.
 */
const SERVER_ONLY = Object.freeze({ __html: '' });

/**
 * Puts the lines' markup into `<code>` in the browser, before the block is painted, unless the server's markup is
 * there (hydration): building the markup of a long block takes a phone tens of milliseconds, which hydration would
 * spend only to find the same markup in the page. When the block's lines change, or React renders it anew (a
 * client-side navigation, or a section that fell back to client rendering), the markup is written here.
 */
function useLines(render: () => string, deps: readonly unknown[]) {
  const codeRef = useRef<HTMLElement>(null);
  const isFirst = useRef(true);
  useLayoutEffect(() => {
    const code = codeRef.current;
    const hasServerMarkup = isFirst.current && code?.firstChild;
    isFirst.current = false;
    if (code && !hasServerMarkup) code.innerHTML = render();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are what `render` reads
  }, deps);
  return codeRef;
}

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
 * page does not create an element per token, and in the browser it does not even build the string (`useLines`).
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
  const html = () =>
    linesHtml({ code, tokens, tokenTypes, lineClasses }, showLineNumbers, hasHints ? hints : undefined);
  const codeRef = useLines(html, [code, tokens, tokenTypes, lineClasses, showLineNumbers, hints, hasHints]);
  const lines = ExecutionEnvironment.canUseDOM ? SERVER_ONLY : { __html: html() };
  const popupId = `${useId()}type-hint`;
  const language = (languageProp ?? languageOfClassName(className))?.toLowerCase();
  const title = titleProp ?? (titleOf(metastring) || undefined);
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
            ref={codeRef}
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
