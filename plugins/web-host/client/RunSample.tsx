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
import { dataWarning } from '../../../shared/connection';
import { usePluginData } from '@docusaurus/useGlobalData';
import { FILAMENT_WASM, filamentWasmDataOf } from '../../../shared/filament-wasm';
import { formatDownload } from '../../../shared/live-preview/poster';
import type { ConsoleEntry, runCode, runSample } from 'react-native-filament-web-host';
import { hasWebGL2, NO_WEBGL2_MESSAGE } from 'react-native-filament-web-host/webgl2';
import { guideTextBefore } from './block-text';

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

/**
 * What the stage says over the sample: its error (role="alert"), or the
 * note that it has drawn nothing yet (role="status", not an error). At the
 * top of the stage, where the reader is looking, over what it drew; after
 * an error the host has stopped the sample, so the message takes the place
 * of its screen (as React Native's red box does) and the page does not move.
 */
const MESSAGE_STYLE = {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  margin: '0.5rem',
  zIndex: 1,
  whiteSpace: 'pre-wrap',
} as const;

interface Runner {
  readonly phase: Phase;
  readonly error?: string;
  readonly notice?: string;
  /** The stand-ins of what runs: the guide's (`standIns` prop) or the edited code's (the host's). */
  readonly standIns?: string;
  /** Runs a reader's text (the Edit panel's), or without one the guide's sample as bundled. */
  readonly run: (code?: string) => Promise<void>;
  readonly stop: () => void;
}

/**
 * Runs a sample in `stage` on the host, imported on the first run; Stop, and
 * leaving the page, unmount it (the library then releases the engine). The
 * host stops a run at its first error and reports it once (onError).
 */
export function useRunner(
  sample: string,
  stage: RefObject<HTMLDivElement | null>,
  guideStandIns: string | undefined,
  onConsole?: (entry: ConsoleEntry) => void,
): Runner {
  const { wasmPath } = filamentWasmDataOf(usePluginData(FILAMENT_WASM));
  const hostUrl = useBaseUrl('/web-host/host.js');
  const wasmUrl = useBaseUrl(`/${wasmPath}`);
  const running = useRef<{ unmount(): void } | undefined>(undefined);
  // Each run's callbacks act only while it is the latest (a stopped run's late error is dropped).
  const generation = useRef(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [standIns, setStandIns] = useState<string>();

  const stop = () => {
    generation.current++;
    running.current?.unmount();
    running.current = undefined;
    setNotice(undefined);
    setPhase('idle');
  };
  useEffect(() => () => running.current?.unmount(), []);

  const run = async (code?: string) => {
    // Without WebGL 2 nothing could draw: say so before downloading the host (~100 KB).
    if (!hasWebGL2()) {
      setError(NO_WEBGL2_MESSAGE);
      return;
    }
    const current = ++generation.current;
    const latest = () => generation.current === current;
    setError(undefined);
    setNotice(undefined);
    setStandIns(code === undefined ? guideStandIns : undefined);
    setPhase('loading');
    const options = {
      wasmUrl,
      // The host has stopped the run: the message takes its place.
      onError: (e: unknown) => {
        if (!latest()) return;
        generation.current++;
        running.current = undefined;
        setNotice(undefined);
        setError(message(e));
        setPhase('idle');
      },
      onNotice: (text: string | undefined) => latest() && setNotice(text),
      onConsole: (entry: ConsoleEntry) => latest() && onConsole?.(entry),
    };
    try {
      const host = (await import(/* webpackIgnore: true */ hostUrl)) as Host;
      const started = await (code !== undefined
        ? host.runCode(code, stage.current!, options)
        : host.runSample(sample, stage.current!, options));
      if (!latest()) return;
      running.current = started;
      if (started.standIns) setStandIns(started.standIns.join('; ') || undefined);
      setPhase('running');
    } catch (cause) {
      if (!latest()) return;
      setError(message(cause));
      setPhase('idle');
    }
  };
  return { phase, error, notice, standIns, run, stop };
}

interface RunSampleProps {
  readonly sample: string;
  /** Bytes of its first Run as GitHub Pages sends them, written by remark-run-button.ts at build time (download.ts). */
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
  const {
    phase,
    error,
    notice,
    standIns: standInsShown,
    run,
    stop,
  } = useRunner(sample, stage, standIns);
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
      {standInsShown && phase !== 'idle' && (
        <p className="margin-bottom--sm">
          <small>In the browser, the site&apos;s models stand in for yours: {standInsShown}.</small>
        </p>
      )}
      <div ref={panel} className="margin-bottom--sm" />
      <div data-web-host-stage hidden={phase === 'idle' && !error} style={STAGE_STYLE}>
        {error ? (
          <div className="alert alert--danger" role="alert" style={MESSAGE_STYLE}>
            {error}
          </div>
        ) : (
          notice && (
            <div className="alert alert--secondary" role="status" style={MESSAGE_STYLE}>
              {notice}
            </div>
          )
        )}
        <div ref={stage} style={{ width: '100%', height: '100%' }} />
      </div>
    </div>
  );
}
