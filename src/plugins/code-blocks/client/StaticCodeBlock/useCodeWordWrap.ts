/**
 * The word-wrap button's state, as theme-common's `useCodeWordWrap` gives it (same return value and toggle), measured
 * without costing hydration anything.
 *
 * The stock hook, per block: an effect that looks for a hidden tab panel around the block and stores the answer in
 * state (`undefined` becomes `null`, so every block renders again after hydration), an effect that reads the block's
 * scroll width (a forced layout) and stores it, a window resize listener and, in hidden tabs, a mutation observer. On
 * the longest guide that was one synchronous re-render of every block right after hydration.
 *
 * Here one ResizeObserver watches every block. It reports each block once after its first layout, and again when
 * its width changes (window resize) or when it appears (a tab shown: a hidden panel's block has no size), at a time
 * when reading the scroll width costs no extra layout. State changes only for a block whose answer changes (the wide
 * ones), in a transition, so those renders yield to input.
 */
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';

type Listener = () => void;

const listeners = new WeakMap<Element, Listener>();
let observer: ResizeObserver | undefined;

function observe(element: Element, listener: Listener): () => void {
  observer ??= new ResizeObserver((entries) => {
    startTransition(() => {
      for (const entry of entries) listeners.get(entry.target)?.();
    });
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
  };
}

export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // A wrapped block keeps its button, so the reader can unwrap it (as in the stock hook).
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true);
  }, []);

  useEffect(() => {
    const pre = codeBlockRef.current;
    return pre ? observe(pre, updateCodeIsScrollable) : undefined;
  }, [updateCodeIsScrollable]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long words and strings wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
