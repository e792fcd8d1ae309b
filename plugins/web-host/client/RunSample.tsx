/**
 * The Run button under a guide's live sample (remark-run-button.ts puts it
 * there). Nothing of the host is in the page: the click checks WebGL 2
 * (without it, it says so and downloads nothing), then imports
 * web-host/host.js (bundled apart, see ../README.md), which loads Filament's
 * wasm, the library and the sample, and renders it in the stage below.
 * Stop unmounts it (the library releases the engine and its WebGL context).
 * Styled inline and with Infima classes: no CSS of its own in the stylesheet.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import { dataWarning } from '../../../shared/connection';
import { formatDownload } from '../../../shared/live-preview/poster';
import type { runCode, runSample } from 'react-native-filament-web-host';
import { hasWebGL2, NO_WEBGL2_MESSAGE } from 'react-native-filament-web-host/webgl2';
import { guideTextBefore } from './block-text';
import { PAGE_MODULES } from './page-modules';

/** What the click imports: the host's own entry (types only: nothing of it is bundled here). */
interface Host {
  readonly runSample: typeof runSample;
  readonly runCode: typeof runCode;
}

type Phase = 'idle' | 'loading' | 'running';

/**
 * The stage is the sample's app screen: white, as a React Native app's screen
 * is unless it sets another, in both of the site's colour modes, so that what
 * the sample draws in its own colour (react-native-web's Text is black by
 * default) reads as on a device, not dim on the dark page.
 */
const STAGE_STYLE = {
  height: 300,
  position: 'relative',
  marginBottom: '1rem',
  background: '#fff',
  colorScheme: 'light',
} as const;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Runner {
  readonly phase: Phase;
  readonly error?: string;
  /** Runs a reader's text (the Edit panel's), or without one the guide's sample as bundled. */
  readonly run: (code?: string) => Promise<void>;
  readonly stop: () => void;
}

/**
 * Runs a sample in `stage` on the host, imported on the first run; Stop, and
 * leaving the page, unmount it (the library then releases the engine).
 */
export function useRunner(sample: string, stage: RefObject<HTMLDivElement | null>): Runner {
  const { wasmPath } = usePluginData('live-preview') as { wasmPath: string };
  const hostUrl = useBaseUrl('/web-host/host.js');
  const wasmUrl = useBaseUrl(`/${wasmPath}`);
  const running = useRef<{ unmount(): void } | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string>();

  const stop = () => {
    running.current?.unmount();
    running.current = undefined;
    setPhase('idle');
  };
  useEffect(() => () => running.current?.unmount(), []);

  const run = async (code?: string) => {
    // Without WebGL 2 nothing could draw: say so before downloading the host (~100 KB).
    if (!hasWebGL2()) {
      setError(NO_WEBGL2_MESSAGE);
      return;
    }
    setError(undefined);
    setPhase('loading');
    try {
      const host = (await import(/* webpackIgnore: true */ hostUrl)) as Host;
      const options = {
        wasmUrl,
        modules: PAGE_MODULES,
        onError: (e: unknown) => setError(message(e)),
      };
      running.current = await (code !== undefined
        ? host.runCode(code, stage.current!, options)
        : host.runSample(sample, stage.current!, options));
      setPhase('running');
    } catch (cause) {
      setError(message(cause));
      setPhase('idle');
    }
  };
  return { phase, error, run, stop };
}

interface RunSampleProps {
  readonly sample: string;
  /** Gzipped bytes of its first Run, written by remark-run-button.ts at build time (download.ts). */
  readonly downloadBytes: number;
  /** The site's models that stand in for the sample's (`helmet.glb → showcase.glb; …`; remark-run-button.ts). */
  readonly standIns?: string;
  /** Not bundled (only a guide's `live` block is): Run compiles the block's text in the page (runCode). */
  readonly inPage?: boolean;
}

export default function RunSample({
  sample,
  downloadBytes,
  standIns,
  inPage,
}: RunSampleProps): ReactNode {
  const stage = useRef<HTMLDivElement>(null);
  const { phase, error, run, stop } = useRunner(sample, stage);
  const [warning, setWarning] = useState<string>();
  // The Edit panel (./editor.ts, loaded on the Edit click): once open, Run runs its text.
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<import('./editor').SampleEditor>();
  // The connection is only known in the browser, after hydration.
  useEffect(() => setWarning(dataWarning()), []);
  const runLabel = `Run this sample (${formatDownload(downloadBytes)}${warning ? `, ${warning}` : ''})`;
  // Reset brings back the guide's text and, if a sample is running, the guide's sample with
  // it: otherwise the picture would keep showing what the code no longer says.
  // The guide's sample: bundled, or the block's text compiled in the page.
  const runGuide = () => run(inPage ? guideTextBefore(root.current!) : undefined);
  const reset = (open: import('./editor').SampleEditor) => {
    open.reset();
    if (phase !== 'running') return;
    stop();
    void runGuide();
  };
  const runCurrent = () => (editor ? run(editor.text()) : runGuide());

  const edit = async () => {
    const { openEditor } = await import('./editor');
    const text = guideTextBefore(root.current!);
    setEditor(openEditor(panel.current!, text, 'Code of the sample, editable'));
  };
  useEffect(() => () => editor?.destroy(), [editor]);

  return (
    <div data-web-host-sample={sample} ref={root} className="margin-bottom--md">
      <button
        type="button"
        className="button button--primary button--sm margin-bottom--sm"
        disabled={phase === 'loading'}
        onClick={phase === 'running' ? stop : () => void runCurrent()}
      >
        {phase === 'running' ? 'Stop' : phase === 'loading' ? 'Loading…' : runLabel}
      </button>{' '}
      <button
        type="button"
        className="button button--secondary button--sm margin-bottom--sm"
        disabled={phase === 'loading'}
        onClick={editor ? () => reset(editor) : () => void edit()}
      >
        {editor ? 'Reset' : 'Edit'}
      </button>
      {standIns && phase !== 'idle' && (
        <p className="margin-bottom--sm">
          <small>In the browser, the site&apos;s models stand in for yours: {standIns}.</small>
        </p>
      )}
      <div ref={panel} className="margin-bottom--sm" />
      {error && (
        <div className="alert alert--danger margin-bottom--sm" role="alert">
          {error}
        </div>
      )}
      <div ref={stage} hidden={phase === 'idle'} style={STAGE_STYLE} />
    </div>
  );
}
