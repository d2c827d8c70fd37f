/**
 * The search modal's keyboard shortcuts, as the DocSearch modal documents them:
 * Ctrl+K / Cmd+K opens and closes it, Escape closes it, "/" opens it unless the reader is typing in a field, and a
 * letter or digit typed while the search button has focus opens it with that character (Ctrl+F / Cmd+F is left to
 * the browser).
 *
 * Ours instead of @docsearch/react's hook because importing anything from that package puts its whole bundle
 * (modal, autocomplete and search client: 105 KB minified, 30 KB gzip) into every page's main script.
 */
import { type RefObject, useEffect } from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A character typed on the focused search button. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef }: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const isToggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !isOpen && !isEditing(event.target);
      const isEscape = event.code === 'Escape' && isOpen;
      if (isToggle || isSlash || isEscape) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another search modal on the page (body class set by DocSearch) keeps this one closed.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const isCharacter = event.key?.length === 1 && /[a-z0-9]/i.test(event.key);
      if (!isOpen && isCharacter && buttonRef.current === document.activeElement) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
