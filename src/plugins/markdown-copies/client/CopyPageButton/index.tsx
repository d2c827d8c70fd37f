import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useLibrary from '@site/src/components/useLibrary';
import { assistantLinks } from '../assistantLinks';
import { copyMarkdown, loadMarkdown } from '../copyMarkdown';
import styles from './styles.module.css';

type Status = { state: 'idle' | 'copying' | 'copied' } | { state: 'failed'; reason: string };

const CONFIRMATION_MS = 2000;

function CopyIcon({ done }: { done: boolean }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
      {done ? (
        <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
      ) : (
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"
        />
      )}
    </svg>
  );
}

/**
 * "Copy page": copies the page's Markdown copy (written at build time by ../../server) to the clipboard and
 * says so on the button; the arrow opens a menu with the same action, the Markdown file itself, "Open in ChatGPT"
 * and "Open in Claude" (a chat about the page's Markdown, see ../assistantLinks.ts) and /llms.txt.
 * `absoluteMarkdownUrl` is the copy's public address, which the assistants read.
 */
export default function CopyPageButton({
  markdownUrl,
  absoluteMarkdownUrl,
}: {
  markdownUrl: string;
  absoluteMarkdownUrl: string;
}): ReactNode {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const llmsTxtUrl = useBaseUrl('/llms.txt');
  const { version } = useLibrary();

  // An open menu closes on Escape (focus goes back to its button), on a click elsewhere and when focus leaves it.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [menuOpen]);

  useEffect(() => {
    if (status.state !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus({ state: 'idle' }), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = () => {
    setMenuOpen(false);
    setStatus({ state: 'copying' });
    copyMarkdown(markdownUrl).then(
      () => setStatus({ state: 'copied' }),
      (error: unknown) =>
        setStatus({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
  };
  const prefetch = () => void loadMarkdown(markdownUrl).catch(() => undefined);

  const label = { idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy page' }[status.state];
  const message =
    status.state === 'copied'
      ? 'Page copied to the clipboard as Markdown.'
      : status.state === 'failed'
        ? `Could not copy the page: ${status.reason}. Open the Markdown from the menu instead.`
        : '';

  return (
    <div ref={rootRef} className={clsx('dropdown dropdown--right', menuOpen && 'dropdown--show', styles.copyPage)}>
      <div className={clsx('button-group', styles.buttons)}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={copy}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          disabled={status.state === 'copying'}
          title="Copy this page as Markdown, for example to paste into a coding assistant"
        >
          <CopyIcon done={status.state === 'copied'} />
          {label}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className="button button--sm button--secondary"
          aria-label="More ways to read this page"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
            <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <ul id={menuId} className={clsx('dropdown__menu', styles.menu)}>
          <li>
            <button type="button" className={clsx('dropdown__link', styles.menuButton)} onClick={copy}>
              Copy page as Markdown
            </button>
          </li>
          {/* Plain links on purpose: the .md files and llms.txt are static files, not routes of the app, so the
              router's <Link> would try to render them as pages. */}
          <li>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a static file, not a route (see above) */}
            <a className="dropdown__link" href={markdownUrl} target="_blank" rel="noopener noreferrer">
              Open this page as Markdown
            </a>
          </li>
          {/* Links to other sites: the page sends nothing itself. */}
          {assistantLinks(absoluteMarkdownUrl, version).map(({ name, href }) => (
            <li key={name}>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- another site; a plain link, no router */}
              <a className="dropdown__link" href={href} target="_blank" rel="noopener noreferrer">
                Open in {name}
              </a>
            </li>
          ))}
          <li>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a static file, not a route (see above) */}
            <a className="dropdown__link" href={llmsTxtUrl} target="_blank" rel="noopener noreferrer">
              llms.txt: every page, for AI tools
            </a>
          </li>
        </ul>
      )}
      <p role="status" className={status.state === 'failed' ? styles.error : styles.visuallyHidden}>
        {message}
      </p>
    </div>
  );
}
