import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '../ScrollableTable';
import { FACTS, LIBRARY_VERSION, shortPath, sourceUrl } from '../ModelChecker/analysis/citations';
import { amount, formatBytes } from '../ModelChecker/format';
import type {
  Citation,
  Cost,
  ExtensionFinding,
  ModelReport as Report,
  PartialFindings,
  Severity,
  Support,
  ValidationResult,
} from '../ModelChecker/analysis/types';
import styles from './styles.module.css';

/**
 * The model checker's report for one file, in the order a reader asks:
 * does it work, will it render, what does it cost, what is inside, what to
 * write. Plain data in, markup out; loaded on demand with the checker page.
 */
export interface ModelReportProps {
  readonly report: Report;
}

const SEVERITY_LABEL: Record<Severity, string> = {
  error: 'Problem',
  warning: 'Check',
  info: 'Note',
};

const SUPPORT_LABEL: Record<Support, string> = {
  supported: 'Supported',
  partial: 'Partly',
  ignored: 'Ignored',
  fails: 'Fails',
  unknown: 'Unknown',
};

/** Bytes readably, in the one unit the whole checker uses (1 KB = 1,024 bytes). */
export { formatBytes };

const count = (n: number) => n.toLocaleString('en-US');
/** "1 finding", "3 findings". */
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
const metres = (n: number) => `${Number(n.toFixed(n >= 100 ? 0 : 3)).toLocaleString('en-US')} m`;

function Sources({ citations }: { readonly citations?: readonly Citation[] }): ReactNode {
  if (!citations || citations.length === 0) return null;
  return (
    <details className={styles.sources}>
      <summary>{citations.length === 1 ? 'source' : `sources (${citations.length})`}</summary>
      <ul>
        {citations.map((c) => (
          <li key={`${c.path}:${c.line}:${c.quote}`}>
            <SourceRef citation={c} /> <code>{c.quote}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SourceRef({ citation }: { readonly citation: Citation }): ReactNode {
  const url = sourceUrl(citation);
  const where =
    citation.line === 0
      ? `${shortPath(citation)} (compiled library; its bytes contain)`
      : `${shortPath(citation)}:${citation.line}`;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {where}
    </a>
  ) : (
    <span>{where}</span>
  );
}

/**
 * Details a phone reader opens when they want them: the report reads as its
 * summary and one line per section, each section's lists folded under it.
 */
function Fold({
  summary,
  open = false,
  children,
}: {
  readonly summary: string;
  /** Open from the start: what the reader must see (the validator's errors). */
  readonly open?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <details className={styles.fold} open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

function Badge({ kind, children }: { readonly kind: string; readonly children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[kind] ?? ''}`}>{children}</span>;
}

function Summary({ report }: ModelReportProps): ReactNode {
  return (
    <section aria-labelledby="model-summary">
      <h2 id="model-summary">Summary</h2>
      <p className={styles.file}>
        <code>{report.fileName}</code> ({report.container === 'glb' ? 'GLB' : 'glTF JSON'},{' '}
        {formatBytes(report.fileBytes)})
      </p>
      <ul className={styles.verdicts}>
        {report.verdicts.map((v) => (
          <li key={v.text} className={styles[v.severity]}>
            <Badge kind={v.severity}>{SEVERITY_LABEL[v.severity]}</Badge> {v.text}
            <Sources citations={v.citations} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const VALIDATOR_SEVERITY: Record<Severity, string> = {
  error: 'error',
  warning: 'warning',
  info: 'information',
};

function Validity({ validation }: { readonly validation: ValidationResult }): ReactNode {
  if (validation.unavailable) {
    return (
      <section aria-labelledby="model-validity">
        <h2 id="model-validity">Validity</h2>
        <p>
          The Khronos glTF validator {validation.validatorVersion} stopped on this file without a
          report (a fault of the validator or the checker, not a finding about the model).
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="model-validity">
      <h2 id="model-validity">Validity</h2>
      <p>
        The Khronos glTF validator {validation.validatorVersion} found {count(validation.errors)}{' '}
        {validation.errors === 1 ? 'error' : 'errors'} and {count(validation.warnings)}{' '}
        {validation.warnings === 1 ? 'warning' : 'warnings'}.
      </p>
      {validation.messages.length > 0 && (
        <Fold
          summary={`The ${plural(validation.messages.length, 'finding')}, with their codes`}
          open={validation.errors > 0}
        >
          <ul className={styles.messages}>
            {validation.messages.map((m, i) => (
              <li key={`${m.code}-${m.pointer ?? ''}-${i}`}>
                <Badge kind={m.severity}>{VALIDATOR_SEVERITY[m.severity]}</Badge> {m.message}{' '}
                <span className={styles.meta}>
                  <code>{m.code}</code>
                  {m.pointer && (
                    <>
                      {' '}
                      at <code>{m.pointer}</code>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Fold>
      )}
      {validation.messages.length < validation.errors + validation.warnings && (
        <p className={styles.meta}>
          Only the first {validation.messages.length} findings are listed.
        </p>
      )}
    </section>
  );
}

/**
 * What the checker could still say about a file it refused (shown under the
 * refusal): the validator's findings, and the extensions it uses.
 */
export function PartialReport({ found }: { readonly found: PartialFindings }): ReactNode {
  if (!found.validation && !found.extensions) return null;
  return (
    <div className={styles.report}>
      {found.validation && <Validity validation={found.validation} />}
      {found.extensions && found.extensions.length > 0 && (
        <section aria-labelledby="model-render">
          <h2 id="model-render">Extensions in react-native-filament {LIBRARY_VERSION}</h2>
          <ExtensionList extensions={found.extensions} />
        </section>
      )}
    </div>
  );
}

/** One finding per extension, as a list: a long extension name and its effect fit a phone without scrolling. */
function Extensions({ report }: ModelReportProps): ReactNode {
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

function ExtensionList({
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

function Textures({ report }: ModelReportProps): ReactNode {
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
function UnitCubeBadge({ size }: { readonly size: NonNullable<Report['size']> }): ReactNode {
  if (size.quantizedBox) return <Badge kind="warning">Not transformToUnitCube</Badge>;
  return size.transformToUnitCube.advised ? (
    <Badge kind="warning">Use transformToUnitCube</Badge>
  ) : (
    <Badge kind="info">As it is</Badge>
  );
}

function SizeAndCamera({ report }: ModelReportProps): ReactNode {
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

function WillItRender({ report }: ModelReportProps): ReactNode {
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

function costValue(cost: Cost): string {
  return amount(cost.value, cost.unit);
}

function costBudget(cost: Cost): string {
  return cost.unit === 'bytes' ? formatBytes(cost.budget) : count(cost.budget);
}

function Costs({ report }: ModelReportProps): ReactNode {
  return (
    <section aria-labelledby="model-costs">
      <h2 id="model-costs">Cost on a phone</h2>
      <p>{costSummary(report.costs)}</p>
      <Fold summary="Each cost against its budget, and why that budget">
        <ScrollableTable>
          <thead>
            <tr>
              <th>What, and why this budget</th>
              <th>This model</th>
              <th>Budget</th>
            </tr>
          </thead>
          <tbody>
            {report.costs.map((c) => (
              <tr key={c.label}>
                <td>
                  <strong>{c.label}</strong>
                  <span className={styles.basis}>{c.basis}</span>
                  <Sources citations={c.citations} />
                </td>
                <td>
                  {costValue(c)}
                  {c.estimate && <span className={styles.meta}> (estimate)</span>}{' '}
                  <Badge kind={c.over ? 'warning' : 'supported'}>
                    {c.over ? 'over' : 'within'}
                  </Badge>
                </td>
                <td>{costBudget(c)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </Fold>
    </section>
  );
}

/** One line for the costs: all within budget, or which are over (the verdicts say by how much). */
function costSummary(costs: readonly Cost[]): string {
  const over = costs.filter((c) => c.over);
  const names = costs.map((c) => c.label.toLowerCase()).join(', ');
  if (over.length === 0) return `Within every budget: ${names}.`;
  return `Over: ${over.map((c) => `${c.label.toLowerCase()} (${costValue(c)})`).join(', ')}; the rest within budget.`;
}

function Inside({ report }: ModelReportProps): ReactNode {
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

function SimpleTable(props: {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly empty: string;
}): ReactNode {
  if (props.rows.length === 0) return <p>{props.empty}</p>;
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {props.head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j} className={styles.name}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function Code({ report }: ModelReportProps): ReactNode {
  return (
    <section aria-labelledby="model-code">
      <h2 id="model-code">The code</h2>
      <p>
        A whole screen for this file: put it in <code>assets/</code> next to this file (and add{' '}
        <code>glb</code> to Metro&apos;s asset extensions), then copy:
      </p>
      <CodeBlock language="tsx" title="App.tsx">
        {report.code}
      </CodeBlock>
    </section>
  );
}

export default function ModelReport({ report }: ModelReportProps): ReactNode {
  return (
    <div className={styles.report}>
      <Summary report={report} />
      <Validity validation={report.validation} />
      <WillItRender report={report} />
      <Costs report={report} />
      <Inside report={report} />
      <Code report={report} />
    </div>
  );
}
