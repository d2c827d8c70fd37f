import type { ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

declare global {
  interface Window {
    /** Set by a test before it clicks "Try again", so the retried render succeeds. */
    __vcDocsAllowRender?: boolean;
  }
}

/**
 * Throws an error with a two-level cause chain once the page has hydrated, unless a test allowed rendering.
 * (Throwing during server rendering would fail the build, and during hydration would only test React.)
 */
export default function CrashingComponent(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && !window.__vcDocsAllowRender) {
    throw new Error('The camera preview could not mount', {
      cause: new Error('Native module VisionCamera is not linked', {
        cause: new Error('pod install was not run after adding the package'),
      }),
    });
  }
  return <p data-testid="crash-recovered">Rendered normally.</p>;
}
