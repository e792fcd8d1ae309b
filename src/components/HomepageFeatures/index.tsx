import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  readonly title: string;
  readonly description: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Native rendering, not a web view',
    description: (
      <>
        Scenes are drawn by Filament on Metal or OpenGL, the same engine Google uses for
        Android&apos;s own 3D viewers. Your JavaScript describes the scene; the GPU work stays
        native.
      </>
    ),
  },
  {
    title: 'A scene is a component tree',
    description: (
      <>
        Models, lights, the camera and the skybox are React components with props. Load a glTF model
        with one line and move it by changing a prop.
      </>
    ),
  },
  {
    title: 'Frame work off the JS thread',
    description: (
      <>
        Per-frame callbacks run as worklets on a separate thread, and shared values drive
        transforms, so animations do not wait for the React render cycle.
      </>
    ),
  },
  {
    title: 'Animation and physics included',
    description: (
      <>
        Play and blend glTF animations with the animator, and simulate rigid bodies with the Bullet
        physics bindings that ship with the library.
      </>
    ),
  },
];

function FeatureCard({ title, description }: Feature): ReactNode {
  return (
    <div className={styles.card}>
      <Heading as="h2" className={styles.cardTitle}>
        {title}
      </Heading>
      <p>{description}</p>
    </div>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className={styles.grid}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </div>
      </div>
    </section>
  );
}
