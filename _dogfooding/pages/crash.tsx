import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import CrashingComponent from '../components/CrashingComponent';

/** Test-only page that crashes outside the theme Layout, so the root crash page (src/theme/Error) handles it. */
export default function CrashPage(): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <CrashingComponent />
    </>
  );
}
