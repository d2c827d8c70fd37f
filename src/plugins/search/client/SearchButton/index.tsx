import { type ComponentProps, forwardRef, type ReactNode, useEffect, useState } from 'react';
import './styles.css';

type Props = ComponentProps<'button'> & {
  translations?: { buttonText?: string; buttonAriaLabel?: string };
};

/**
 * The navbar search button. It uses DocSearch's class names, so the theme's DocSearch styles apply, but it is our
 * own component: importing DocSearch's button would pull its entire bundle into every page (see
 * ../useSearchShortcuts.ts).
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  { translations = {}, ...props },
  ref,
): ReactNode {
  const { buttonText = 'Search', buttonAriaLabel = 'Search' } = translations;
  // Known only in the browser; until then (server render, hydration) no key hint is shown.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    const isApple = /Mac|iPhone|iPod|iPad/i.test(navigator.platform);
    setModifier(isApple ? '⌘' : 'Ctrl');
  }, []);

  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // The name matches the visible word (WCAG 2.5.3); the shortcut is announced through aria-keyshortcuts.
      aria-label={buttonAriaLabel}
      aria-keyshortcuts="Control+K Meta+K /"
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            {/* "Ctrl" is wider than DocSearch's square key caps; custom.css widens this one. */}
            <kbd className="DocSearch-Button-Key search-button-modifier-key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
