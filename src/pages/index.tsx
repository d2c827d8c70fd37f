import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import FeatureCards from '@site/src/components/FeatureCards';
import useLibrary from '@site/src/components/useLibrary';
import { REPOSITORY_URL } from '@site/config/links';
// The sample in an MDX partial, so it is highlighted at build time like every code block of the site.
import FirstScreen from './_firstScreen.mdx';
import styles from './index.module.css';

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const library = useLibrary();
  const logoUrl = useBaseUrl('/img/logo.svg');
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <img className={styles.heroLogo} src={logoUrl} alt="" width={72} height={72} />
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title}
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <p className={styles.heroMeta}>{`${library.name} ${library.version} · iOS and Android · MIT licensed`}</p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/docs/guides">
              Get Started
            </Link>
            <Link className={`button button--lg ${styles.secondaryButton}`} to="/docs/api/">
              API Reference
            </Link>
          </div>
        </div>
        <div className={styles.heroCode}>
          <MDXContent>
            <FirstScreen />
          </MDXContent>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Camera library for React Native"
      description="Guides and API reference for VisionCamera 4, the React Native camera library: photos, video, QR and barcode scanning, and realtime frame processing."
    >
      <Hero />
      <main className={styles.main}>
        <section className="container" aria-labelledby="features-heading">
          <Heading as="h2" id="features-heading" className={styles.sectionTitle}>
            What you can build
          </Heading>
          <FeatureCards />
        </section>
        <section className={`container ${styles.closing}`}>
          <p>
            VisionCamera is open source. Read the code, report a bug or contribute on{' '}
            <Link to={REPOSITORY_URL}>GitHub</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
