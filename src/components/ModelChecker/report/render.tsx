/** "Will it render": extensions, textures, vertex attributes, light, size and the default camera. */
import type { ReactNode } from 'react';
import ScrollableTable from '../../ScrollableTable';
import { FACTS, LIBRARY_VERSION } from '../analysis/citations';
import { formatBytes } from '../format';
import type { ExtensionFinding, ModelReport as Report } from '../analysis/types';
import {
  Badge,
  Fold,
  metres,
  plural,
  Sources,
  SUPPORT_LABEL,
  type ModelReportProps,
} from './parts';
import styles from './styles.module.css';

/** One finding per extension, as a list: a long extension name and its effect fit a phone without scrolling. */
export function Extensions({ report }: ModelReportProps): ReactNode {
  if (report.extensions.length === 0) {
    return (
      <>
        <p>The file uses no glTF extensions: {FACTS.coreGltf.says}.</p>
        <Sources citations={FACTS.coreGltf.citations} />
      </>
    );
  }
  return <ExtensionList extensions={report.extensions} />;
}

export function ExtensionList({
  extensions,
}: {
  readonly extensions: readonly ExtensionFinding[];
}): ReactNode {
  return (
    <ul className={styles.findings}>
      {extensions.map((e) => (
        <li key={e.name}>
          <code className={styles.name}>{e.name}</code>{' '}
          <Badge kind={e.support}>{SUPPORT_LABEL[e.support]}</Badge>
          {e.required && <span className={styles.meta}> required by the file</span>}
          <p>{e.effect}</p>
          <Sources citations={e.citations} />
        </li>
      ))}
    </ul>
  );
}

export function Textures({ report }: ModelReportProps): ReactNode {
  const { textures } = report.contents;
  if (textures.length === 0) return <p>No textures.</p>;
  const notes = textures.filter((t) => t.effect);
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th>Texture</th>
            <th>Format, pixels</th>
            <th>GPU (estimate)</th>
          </tr>
        </thead>
        <tbody>
          {textures.map((t) => (
            <tr key={t.index}>
              <td className={styles.name}>
                {t.index}: {t.name} <Badge kind={t.support}>{SUPPORT_LABEL[t.support]}</Badge>
              </td>
              <td>
                {t.mimeType.replace(/^image\//, '')}, {t.width} × {t.height}
              </td>
              <td>{formatBytes(t.gpuBytes)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {notes.length > 0 && (
        <ul className={styles.findings}>
          {notes.map((t) => (
            <li key={t.index}>
              <span className={styles.name}>
                {t.index}: {t.name}
              </span>{' '}
              <Badge kind={t.support}>{SUPPORT_LABEL[t.support]}</Badge>
              <p>{t.effect}</p>
              <Sources citations={t.citations} />
            </li>
          ))}
        </ul>
      )}
      {notes.length === 0 && <Sources citations={textures[0].citations} />}
    </>
  );
}

/** The badge says what the sentence says: use transformToUnitCube, never it (a wrong box), or as it is. */
export function UnitCubeBadge({ size }: { readonly size: NonNullable<Report['size']> }): ReactNode {
  if (size.quantizedBox) return <Badge kind="warning">Not transformToUnitCube</Badge>;
  return size.transformToUnitCube.advised ? (
    <Badge kind="warning">Use transformToUnitCube</Badge>
  ) : (
    <Badge kind="info">As it is</Badge>
  );
}

export function SizeAndCamera({ report }: ModelReportProps): ReactNode {
  const { size } = report;
  if (!size) return <p>The scene has no measurable bounds (no vertex positions to measure).</p>;
  const xyz = (v: readonly number[]) => v.map((n) => metres(n)).join(', ');
  return (
    <>
      <p>
        Bounds from ({xyz(size.min)}) to ({xyz(size.max)}), centre ({xyz(size.center)}); largest
        extent {metres(size.largestExtent)}.
      </p>
      <p>
        <UnitCubeBadge size={size} /> {size.transformToUnitCube.reason}
      </p>
      <p>{size.defaultCamera}</p>
      <Sources citations={size.citations} />
    </>
  );
}

export function WillItRender({ report }: ModelReportProps): ReactNode {
  const { attributes } = report.contents;
  return (
    <section aria-labelledby="model-render">
      <h2 id="model-render">Will it render in react-native-filament {LIBRARY_VERSION}</h2>
      <h3>Extensions</h3>
      <Extensions report={report} />
      <h3>Textures</h3>
      <Fold
        summary={
          report.contents.textures.length === 0
            ? 'No textures'
            : plural(report.contents.textures.length, 'texture')
        }
      >
        <Textures report={report} />
      </Fold>
      <h3>Vertex attributes</h3>
      <p>
        {attributes.length > 0
          ? attributes.map((a, i) => (
              <span key={a}>
                {i > 0 && ', '}
                <code>{a}</code>
              </span>
            ))
          : 'None.'}
      </p>
      <h3>Light</h3>
      <p>{report.lighting}</p>
      <Sources citations={report.lightingCitations} />
      <h3>Size and the default camera</h3>
      <SizeAndCamera report={report} />
    </section>
  );
}
