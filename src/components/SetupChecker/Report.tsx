/**
 * The report of "Check your setup", loaded in the `setup-checker` chunk the
 * first time a reader checks files: it runs the rules engine (./rules, with
 * Babel's parser) on the files and shows the verdicts, grouped by area, each
 * with what to change, the code to copy, the guide section and the lines it
 * rests on.
 */
import Link from '@docusaurus/Link';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { checkSetup } from './rules';
import type { Area, Citation, Level, SetupFile, Verdict } from './rules/types';

export interface ReportProps {
  readonly files: readonly SetupFile[];
  /** Files the browser could not read, each with its message. */
  readonly unreadable: readonly string[];
}

const AREAS: readonly { readonly area: Area; readonly title: string }[] = [
  { area: 'release', title: 'Your release' },
  { area: 'worklets', title: 'Worklets and Babel' },
  { area: 'metro', title: 'Metro' },
  { area: 'expo', title: 'Expo' },
  { area: 'android', title: 'Android' },
  { area: 'ios', title: 'iOS' },
  { area: 'known-issue', title: 'Known issues for your versions' },
];

/** What each level says before the sentence, and the colour of its edge (text stays in the base colour). */
const LEVELS: Record<Level, { readonly word: string; readonly edge: string }> = {
  fix: { word: 'Change', edge: 'var(--ifm-color-danger)' },
  check: { word: 'Check', edge: 'var(--ifm-color-warning)' },
  ok: { word: 'OK', edge: 'var(--ifm-color-success)' },
  info: { word: 'Note', edge: 'var(--ifm-color-info)' },
};

const STYLE = {
  list: { listStyle: 'none', padding: 0, margin: 0 },
  item: {
    borderLeft: '4px solid',
    padding: '0.5rem 0.75rem',
    margin: '0 0 0.75rem',
    background: 'var(--ifm-color-emphasis-100)',
    borderRadius: 'var(--ifm-global-radius)',
  },
  meta: { fontSize: '0.875rem', margin: '0.25rem 0 0' },
  pre: { margin: '0.5rem 0 0', fontSize: '0.8125rem' },
} satisfies Record<string, CSSProperties>;

const site = (href: string) => href; // Link adds the base URL.

function CiteList({ cites }: { readonly cites: readonly Citation[] }): ReactNode {
  if (!cites.length) return null;
  return (
    <p style={STYLE.meta}>
      Rests on:{' '}
      {cites.map((c, i) => (
        <span key={`${c.path}:${c.line}:${c.quote}`}>
          {i > 0 && ', '}
          <code>
            {c.line
              ? `${c.path}:${c.line}`
              : c.path.startsWith('releases/compatibility')
                ? `${c.path} (${c.quote})`
                : c.path}
          </code>
        </span>
      ))}
    </p>
  );
}

function VerdictItem({ verdict }: { readonly verdict: Verdict }): ReactNode {
  const level = LEVELS[verdict.level];
  return (
    <li
      style={{ ...STYLE.item, borderLeftColor: level.edge }}
      data-verdict={verdict.id}
      data-level={verdict.level}
    >
      <p style={{ margin: 0 }}>
        <strong>{level.word}:</strong> {verdict.text}
      </p>
      {verdict.where && (
        <p style={STYLE.meta}>
          In your files: <code>{verdict.where}</code>
        </p>
      )}
      {verdict.snippet && (
        <pre style={STYLE.pre} aria-label={`${verdict.snippet.title} to copy`}>
          <code>{verdict.snippet.code}</code>
        </pre>
      )}
      <p style={STYLE.meta}>
        Why: <Link to={site(verdict.guide.href)}>{verdict.guide.label}</Link>
      </p>
      <CiteList cites={verdict.cites} />
    </li>
  );
}

export default function Report({ files, unreadable }: ReportProps): ReactNode {
  const report = useMemo(() => checkSetup(files), [files]);
  const problems = [...unreadable, ...report.problems.map((p) => p.message)];
  const counts = (level: Level) => report.verdicts.filter((v) => v.level === level).length;
  return (
    <div className="margin-vert--md" aria-live="polite" data-setup-report>
      <p role="status">
        {report.read.length
          ? `Read ${report.read.map((f) => f.name).join(', ')}: ${counts('fix')} to change, ${counts('check')} to check, ${counts('ok')} fine.`
          : 'No file could be used: choose or paste at least package.json.'}
      </p>
      {problems.length > 0 && (
        <div className="alert alert--warning margin-bottom--md" data-setup-problems>
          <ul style={{ margin: 0 }}>
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {AREAS.map(({ area, title }) => {
        const verdicts = report.verdicts.filter((v) => v.area === area);
        if (!verdicts.length) return null;
        return (
          <section key={area} aria-label={title} data-area={area}>
            <h3>{title}</h3>
            <ul style={STYLE.list}>
              {verdicts.map((v) => (
                <VerdictItem key={v.id} verdict={v} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
