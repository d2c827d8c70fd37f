// Ejected from @docusaurus/core 3.7.0 (theme-fallback/Error: the root crash page; not offered by `swizzle --list`).
// Why: the stock root crash page is drawn with inline styles that ignore the site's layout and colour modes. Ours
// shows the same content as a crash inside a page (the theme's ErrorPageContent: "This page crashed.", "Try again",
// the message and every cause) inside the site Layout. As in stock, an inner error boundary falls back to a
// dependency-free page, because Layout itself may be what crashed.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
// Internal module of @docusaurus/core, imported by the stock component too: Layout needs a route context.
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import { getErrorCausalChain } from '@docusaurus/utils-common';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Error';
import styles from './styles.module.css';

/** The last-resort page: plain markup, no theme components, so it renders even when the theme is broken. */
function BareCrashPage({ error, tryAgain }: Props): ReactNode {
  return (
    <main className={styles.bare} data-testid="crash-page">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no theme components here, see above */}
      <h1>This page crashed.</h1>
      <button type="button" className={styles.bareButton} onClick={tryAgain}>
        Try again
      </button>
      <ol className={styles.bareCauses}>
        {getErrorCausalChain(error).map((cause, index) => (
          // The chain is static for a given error, so the position is a stable key.
          <li key={index}>{index === 0 ? cause.message : `Caused by: ${cause.message}`}</li>
        ))}
      </ol>
    </main>
  );
}

export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <RouteContextProvider value={{ plugin: { name: 'docusaurus-core-error-boundary', id: 'default' } }}>
      {/* The fallback shows the original error, not the one that broke the Layout. */}
      <ErrorBoundary fallback={() => <BareCrashPage error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Layout>
          <div data-testid="crash-page">
            <ErrorPageContent error={error} tryAgain={tryAgain} />
          </div>
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
