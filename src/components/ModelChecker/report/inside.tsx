/** "What is inside": meshes, nodes, materials, animations, morph targets, skins. */
import type { ReactNode } from 'react';
import { FACTS } from '../analysis/citations';
import { count, Fold, plural, SimpleTable, type ModelReportProps } from './parts';
import styles from './styles.module.css';

export function Inside({ report }: ModelReportProps): ReactNode {
  const { contents } = report;
  return (
    <section aria-labelledby="model-inside">
      <h2 id="model-inside">What is inside</h2>
      <p>
        {count(contents.meshes)} {contents.meshes === 1 ? 'mesh' : 'meshes'},{' '}
        {count(contents.primitives)} {contents.primitives === 1 ? 'primitive' : 'primitives'},{' '}
        {count(contents.triangles)} {contents.triangles === 1 ? 'triangle' : 'triangles'}.
      </p>
      <Fold
        summary={`${plural(contents.nodes.length, 'node')}, ${plural(contents.materials.length, 'material')}, ${plural(contents.animations.length, 'animation')}, ${plural(contents.morphTargets.length, 'mesh')} with morph targets, ${plural(contents.skins.length, 'skin')}`}
      >
        <h3>Nodes</h3>
        <p className={styles.meta}>
          The names <code>getFirstEntityByName</code> and <code>&lt;EntitySelector byName&gt;</code>{' '}
          find.
        </p>
        <SimpleTable
          head={['#', 'Name']}
          rows={contents.nodes.map((name, i) => [String(i), name])}
          empty="No nodes."
        />
        <h3>Materials</h3>
        <SimpleTable
          head={['#', 'Name', 'Drawn as']}
          rows={contents.materials.map((m) => [
            String(m.index),
            m.name,
            [
              m.unlit ? 'unlit' : 'lit',
              `alpha ${m.alphaMode}`,
              ...(m.doubleSided ? ['double-sided'] : []),
              ...m.extensions,
            ].join(', '),
          ])}
          empty={`No materials: every part uses ${FACTS.defaultMaterial.says}.`}
        />
        <h3>Animations</h3>
        <SimpleTable
          head={['animationIndex', 'Name', 'Duration']}
          rows={contents.animations.map((a) => [
            String(a.index),
            a.name,
            `${a.durationSeconds.toFixed(2)} s`,
          ])}
          empty="No animations."
        />
        <h3>Morph targets</h3>
        <SimpleTable
          head={['Mesh', 'Targets (in order)']}
          rows={contents.morphTargets.map((m) => [m.mesh, m.targets.join(', ')])}
          empty="No morph targets."
        />
        <h3>Skins</h3>
        <SimpleTable
          head={['Skin', 'Joints']}
          rows={contents.skins.map((s) => [s.name, String(s.joints)])}
          empty="No skins."
        />
      </Fold>
    </section>
  );
}
