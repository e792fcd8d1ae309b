import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
// Only the canvas part: the home page shows no knobs, so it skips their code.
import LiveStage from '@site/src/components/LivePreview/Stage';
import styles from './index.module.css';

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          React Native Filament
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Physically based 3D scenes in your React Native app, declared as components and rendered
          natively by Google&apos;s Filament engine on iOS and Android.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/guides">
            Get started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/api">
            Browse the API
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs/guides/check-your-model"
          >
            Check your model
          </Link>
        </div>
        <section className={styles.preview} aria-label="Live preview">
          {/* The hero's main image: at most 48rem wide (styles.preview), the screen less the container's 1rem margins below that. */}
          <LiveStage preset="home" eager sizes="(min-width: 50rem) 48rem, calc(100vw - 2rem)" />
        </section>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="3D rendering for React Native" description={siteConfig.tagline}>
      <Hero />
      <main>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
