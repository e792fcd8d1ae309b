/**
 * The playground (docs/playground.mdx), a workbench: the library's example
 * app screens (static/playground/examples, vendored by `npm run
 * playground:examples`), each run on the web host and edited in the page,
 * through the guides' Run and Edit machinery (plugins/web-host/client: the
 * host's runCode, the CodeMirror panel). Code and stage side by side on a
 * wide screen (./SplitPane.tsx), a console under them (./ConsolePanel.tsx:
 * the code's console calls and the host's messages, with their lines).
 * Nothing of the host or the editor loads before a click, and a screen's
 * text is fetched when it is first run, edited, copied or shared. The
 * reader's edits live in the URL's hash (./link.ts), so a link reproduces
 * them; Share copies that link.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type ComponentType,
  type RefObject,
} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import EXAMPLES from '@site/static/playground/examples/index.json';
import {
  loadEditor,
  useRunner,
  useWebHostData,
  type SampleEditor,
} from '@site/plugins/web-host/client';
import type { ConsoleEntry, PickedEntity, pickAt } from 'react-native-filament-web-host';
import { readLink, writeLink } from './link';
import { copyAsFile, copyLink } from './copy';
import ConsolePanel, { appendLine, lineOfMessage, type ConsoleLine } from './ConsolePanel';
import SplitPane from './SplitPane';
import type { CodeEdit } from './inspector/scene-code';
import styles from './styles.module.css';

interface InspectorProps {
  readonly code: string;
  readonly onEdit: (edits: readonly CodeEdit[]) => void;
  readonly picked?: PickedEntity | null;
}

/** An inspector change runs the code after this pause, so a held arrow key runs it once. */
const RERUN_DELAY_MS = 400;

interface Example {
  readonly name: string;
  readonly file: string;
  readonly noRun?: string;
}

const SCREENS: readonly Example[] = EXAMPLES;

/** The screen's text as the library wrote it (adapted), fetched once per screen. */
function useOriginals(): (example: Example) => Promise<string> {
  const base = useBaseUrl('/playground/examples/');
  const cache = useRef(new Map<string, Promise<string>>());
  return useCallback(
    (example) => {
      let text = cache.current.get(example.name);
      if (!text) {
        text = fetch(`${base}${example.file}`).then((response) => {
          if (!response.ok)
            throw new Error(`${example.file} could not be loaded (${response.status}).`);
          return response.text();
        });
        cache.current.set(example.name, text);
      }
      return text;
    },
    [base],
  );
}

interface LinkState {
  readonly example: Example;
  /** The reader's text (from the link or the editor); undefined: the screen as written. */
  readonly code?: string;
  readonly linkError?: string;
}

/** The screen and text the URL's hash names, read again when the hash changes (back, a pasted link). */
function useLinkState(): [LinkState, (next: LinkState) => void, number] {
  const [state, setState] = useState<LinkState>({ example: SCREENS[0]! });
  // Counts the reads of the hash: each may bring a new text, which the open editor does not have.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    const read = () =>
      void readLink(window.location.hash)
        .then(
          ({ example, code }) =>
            setState({ example: SCREENS.find((s) => s.name === example) ?? SCREENS[0]!, code }),
          (error: Error) => {
            const name = new URLSearchParams(window.location.hash.slice(1)).get('example');
            const example = SCREENS.find((s) => s.name === name) ?? SCREENS[0]!;
            setState({ example, linkError: error.message });
          },
        )
        .finally(() => setReads((n) => n + 1));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  // Links are written asynchronously (compression): only the latest edit's may land.
  const writes = useRef(0);
  const update = useCallback((next: LinkState) => {
    setState(next);
    const write = ++writes.current;
    void writeLink({ example: next.example.name, code: next.code }).then((hash) => {
      if (write === writes.current) window.history.replaceState(window.history.state, '', hash);
    });
  }, []);
  return [state, update, reads];
}

/** The screen picker: a labelled select of the 17 screens. */
function ScreenPicker({
  example,
  onPick,
}: {
  readonly example: Example;
  readonly onPick: (example: Example) => void;
}): ReactNode {
  const selectId = useId();
  return (
    <p>
      <label htmlFor={selectId}>Screen </label>
      <select
        id={selectId}
        value={example.name}
        onChange={(e) => onPick(SCREENS.find((s) => s.name === e.target.value)!)}
      >
        {SCREENS.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/** What the reader should know before running: a link that could not be read, why a screen stops, edited text. */
function Notes({
  example,
  edited,
  linkError,
}: LinkState & { readonly edited: boolean }): ReactNode {
  return (
    <>
      {linkError && (
        <div className="alert alert--warning margin-bottom--sm" role="alert">
          {linkError}
        </div>
      )}
      {example.noRun && (
        <p>
          <small>As the app wrote it, it does not run in the page: {example.noRun}</small>
        </p>
      )}
      {edited && (
        <p>
          <small>Edited: the link in the address bar carries this text.</small>
        </p>
      )}
    </>
  );
}

/** The Edit panel (loaded on the first Edit), each change written into the link; Ctrl/Cmd+Enter runs. */
async function openPanel(
  panel: HTMLElement,
  text: string,
  example: Example,
  setLink: (next: LinkState) => void,
  onRun: () => void,
): Promise<SampleEditor> {
  const { openEditor } = await loadEditor();
  return openEditor(
    panel,
    text,
    `Code of ${example.file}, editable`,
    (changed) => setLink({ example, code: changed }),
    onRun,
  );
}

/** The console's lines, and what adds to them: the code's calls (the host's onConsole). */
function useConsoleLines() {
  const [lines, setLines] = useState<readonly ConsoleLine[]>([]);
  const add = useCallback((line: ConsoleLine) => setLines((all) => appendLine(all, line)), []);
  const fromCode = useCallback((entry: ConsoleEntry) => add({ ...entry, from: 'code' }), [add]);
  const clear = useCallback(() => setLines([]), []);
  return { lines, add, fromCode, clear };
}

/** The host's messages in the console as they appear: the run's error (with its line) and notices. */
function useHostLines(
  add: (line: ConsoleLine) => void,
  error: string | undefined,
  notice: string | undefined,
): void {
  useEffect(() => {
    if (error) add({ level: 'error', text: error, line: lineOfMessage(error), from: 'host' });
  }, [error, add]);
  useEffect(() => {
    if (notice) add({ level: 'info', text: notice, from: 'host' });
  }, [notice, add]);
}

interface ToolbarProps {
  readonly example: Example;
  readonly phase: 'idle' | 'loading' | 'running';
  readonly editing: boolean;
  readonly onRun: () => void;
  readonly onStop: () => void;
  readonly onEdit: () => void;
  readonly onReset: () => void;
  readonly onShare: () => void;
  readonly onCopy: () => void;
  readonly onDownload: () => void;
  readonly inspecting: boolean;
  readonly onInspect: () => void;
}

/** Run/Stop, Edit/Reset, Share, Copy as a file. */
function Toolbar(props: ToolbarProps): ReactNode {
  const { example, phase, editing } = props;
  const secondary = 'button button--secondary button--sm margin-right--sm margin-bottom--sm';
  return (
    <div role="toolbar" aria-label="Playground" className="margin-bottom--sm">
      <button
        type="button"
        className="button button--primary button--sm margin-right--sm margin-bottom--sm"
        disabled={phase === 'loading'}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        onClick={phase === 'running' ? props.onStop : props.onRun}
      >
        {phase === 'running' ? 'Stop' : phase === 'loading' ? 'Loading…' : `Run ${example.name}`}
      </button>
      <button type="button" className={secondary} onClick={editing ? props.onReset : props.onEdit}>
        {editing ? 'Reset to the original' : 'Edit'}
      </button>
      <button
        type="button"
        className={secondary}
        aria-pressed={props.inspecting}
        onClick={props.onInspect}
      >
        Inspect the scene
      </button>
      <button type="button" className={secondary} onClick={props.onShare}>
        Share
      </button>
      <button type="button" className={secondary} onClick={props.onCopy}>
        Copy as a file
      </button>
      <button type="button" className={secondary} onClick={props.onDownload}>
        Download as an app
      </button>
    </div>
  );
}

/** The stage's column: stand-ins, the error or notice, and the screen itself. */
function StagePane({
  stage,
  standIns,
  message,
  isError,
  phase,
}: {
  readonly stage: RefObject<HTMLDivElement>;
  readonly standIns?: string;
  readonly message?: string;
  readonly isError: boolean;
  readonly phase: 'idle' | 'loading' | 'running';
}): ReactNode {
  return (
    <>
      {standIns && phase !== 'idle' && (
        <p className="margin-bottom--sm">
          <small>
            In the browser, the site&apos;s models stand in for the screen&apos;s: {standIns}.
          </small>
        </p>
      )}
      {message && (
        <div
          className={`alert alert--${isError ? 'danger' : 'secondary'} margin-bottom--sm`}
          role={isError ? 'alert' : 'status'}
        >
          {message}
        </div>
      )}
      <div ref={stage} hidden={phase === 'idle'} className={styles.stage} />
      {phase === 'idle' && !message && (
        <p>
          <small>Run draws the screen here (Ctrl+Enter or ⌘+Enter in the code runs it too).</small>
        </p>
      )}
    </>
  );
}

/** What a click does with the reader's text: Copy as a file, Download as an app, Share. */
function useFileActions(
  example: Example,
  text: () => Promise<string>,
  linkCode: () => string | undefined,
) {
  const [status, setStatus] = useState('');
  const baseUrl = useBaseUrl('/');
  const { siteModels } = useWebHostData();
  const copy = async () => setStatus(await copyAsFile(example.file, await text()));
  const download = async () => {
    const { downloadApp } = await import('./download');
    setStatus('Making the app…');
    setStatus(await downloadApp({ name: example.name, code: await text(), baseUrl, siteModels }));
  };
  const share = async () => {
    const hash = await writeLink({ example: example.name, code: linkCode() });
    setStatus(await copyLink(new URL(hash, window.location.href).href));
  };
  return { status, copy, download, share };
}

/**
 * A tap on the stage, while the inspector is open and a screen runs, picks
 * the entity under it with the host's pickAt (the library's View.pickEntity):
 * the host is already loaded then, so its import costs nothing.
 */
function useStagePicks(
  stage: RefObject<HTMLDivElement>,
  active: boolean,
  onPicked: (picked: PickedEntity | null) => void,
): void {
  const hostUrl = useBaseUrl('/web-host/host.js');
  useEffect(() => {
    const element = stage.current;
    if (!active || !element) return;
    let latest = 0;
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const tap = ++latest;
      void (import(/* webpackIgnore: true */ hostUrl) as Promise<{ pickAt: typeof pickAt }>)
        .then((host) => host.pickAt(element, event.clientX, event.clientY))
        .then(
          (picked) => tap === latest && onPicked(picked),
          // A pick that fails (the run stopping under it) selects nothing.
          () => tap === latest && onPicked(null),
        );
    };
    element.addEventListener('pointerdown', onPointerDown);
    return () => {
      latest++;
      element.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, hostUrl, onPicked, stage]);
}

/**
 * The scene inspector (./inspector, loaded on its first open): its panel, the
 * code it reads, what a tap on the stage picked, and its changes, written
 * into the open editor (undoable) and run shortly after, so that a held arrow
 * key runs once.
 */
function useInspector(
  editor: SampleEditor | undefined,
  openEditorWith: (text: string) => Promise<void>,
  text: () => Promise<string>,
  runLatest: () => void,
) {
  const [Panel, setPanel] = useState<ComponentType<InspectorProps>>();
  const [inspected, setInspected] = useState('');
  const [picked, setPicked] = useState<PickedEntity | null>();
  const rerun = useRef<number>(undefined);
  const toggle = async () => {
    if (Panel) return setPanel(undefined);
    const [{ default: Inspector }, current] = await Promise.all([
      import('./inspector/Inspector'),
      text(),
    ]);
    // Its changes go into the editor, so it opens with the inspector.
    if (!editor) await openEditorWith(current);
    setInspected(current);
    setPanel(() => Inspector);
  };
  const onEdit = (edits: readonly CodeEdit[]) => {
    editor?.change(edits);
    if (editor) setInspected(editor.text());
    window.clearTimeout(rerun.current);
    rerun.current = window.setTimeout(runLatest, RERUN_DELAY_MS);
  };
  const close = useCallback(() => {
    setPanel(undefined);
    setPicked(undefined);
  }, []);
  return { Panel, inspected, picked, setPicked, toggle, onEdit, close };
}

/** The open inspector's panel, on the link's code (or, before any edit, the text it opened on). */
function inspectorPanel(
  inspector: ReturnType<typeof useInspector>,
  code: string | undefined,
): ReactNode {
  const { Panel } = inspector;
  return (
    Panel && (
      <Panel
        code={code ?? inspector.inspected}
        onEdit={inspector.onEdit}
        picked={inspector.picked}
      />
    )
  );
}

export default function Playground(): ReactNode {
  const [link, setLink, reads] = useLinkState();
  const { example, code } = link;
  const original = useOriginals();
  const stage = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const runner = useRef<() => void>(() => undefined);
  const [failure, setFailure] = useState<string>();
  // The runner keeps its last error until the next Run: hidden once the link names other code.
  const [errorShown, setErrorShown] = useState(true);
  const [editor, setEditor] = useState<SampleEditor>();
  const consoleLines = useConsoleLines();
  const runner_ = useRunner(example.name, stage, undefined, consoleLines.fromCode);
  const { phase, error, notice, run, stop } = runner_;
  const shownError = failure ?? (errorShown ? error : undefined);
  useHostLines(consoleLines.add, shownError, notice);

  const text = async () => editor?.text() ?? code ?? (await original(example));
  const onRunKey = () => runner.current();
  const openEditorWith = async (current: string) =>
    setEditor(await openPanel(panel.current!, current, example, setLink, onRunKey));
  const inspector = useInspector(editor, openEditorWith, text, onRunKey);
  const files = useFileActions(example, text, () => editor?.text() ?? code);
  useStagePicks(stage, inspector.Panel !== undefined && phase === 'running', inspector.setPicked);

  // A new screen or a new link: the running screen and the open editor were the old text's.
  useEffect(() => {
    stop();
    setErrorShown(false);
    setFailure(undefined);
    setEditor((open) => {
      open?.destroy();
      return undefined;
    });
    inspector.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen or the link changes
  }, [example, reads]);
  useEffect(() => () => editor?.destroy(), [editor]);

  const attempt = (action: () => Promise<void>) => () => {
    setFailure(undefined);
    void action().catch((e: unknown) => setFailure(e instanceof Error ? e.message : String(e)));
  };
  const runNow = attempt(async () => {
    const current = await text();
    if (phase === 'running') stop();
    consoleLines.clear();
    // With run's own reset of the error, in one render: the old message never shows again.
    setErrorShown(true);
    await run(current);
  });
  runner.current = runNow;
  const actions: WorkbenchActions = {
    onRun: runNow,
    onStop: stop,
    onEdit: attempt(async () => openEditorWith(await text())),
    onReset: attempt(async () => {
      editor?.destroy();
      setLink({ example });
      await openEditorWith(await original(example));
    }),
    onCopy: attempt(files.copy),
    onDownload: attempt(files.download),
    onShare: attempt(files.share),
    onInspect: attempt(inspector.toggle),
  };
  return (
    <Workbench
      link={link}
      reads={reads}
      onPick={(picked) => setLink({ example: picked })}
      runner={runner_}
      shownError={shownError}
      editing={editor !== undefined}
      status={files.status}
      panel={panel}
      stage={stage}
      lines={consoleLines.lines}
      onClearConsole={consoleLines.clear}
      inspector={inspectorPanel(inspector, code)}
      actions={actions}
    />
  );
}

type WorkbenchActions = Omit<ToolbarProps, 'example' | 'phase' | 'editing' | 'inspecting'>;

interface WorkbenchProps {
  readonly link: LinkState;
  readonly reads: number;
  readonly onPick: (example: Example) => void;
  readonly runner: ReturnType<typeof useRunner>;
  readonly shownError?: string;
  readonly editing: boolean;
  readonly status: string;
  readonly panel: RefObject<HTMLDivElement>;
  readonly stage: RefObject<HTMLDivElement>;
  readonly lines: readonly ConsoleLine[];
  readonly onClearConsole: () => void;
  readonly inspector: ReactNode;
  readonly actions: WorkbenchActions;
}

/** The layout: picker, notes, toolbar, code beside the stage (and the inspector), the console. */
function Workbench(props: WorkbenchProps): ReactNode {
  const { link, runner, shownError, actions } = props;
  const { example, code } = link;
  const { phase } = runner;
  // Ctrl/Cmd+Enter anywhere in the workbench runs (the editor binds it itself, ahead of CodeMirror's).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
      return;
    event.preventDefault();
    if (phase !== 'loading') actions.onRun();
  };
  return (
    <div
      data-playground={example.name}
      data-link-reads={props.reads}
      className="margin-bottom--lg"
      onKeyDown={onKeyDown}
    >
      <ScreenPicker example={example} onPick={props.onPick} />
      <Notes {...link} edited={code !== undefined} />
      <Toolbar
        example={example}
        phase={phase}
        editing={props.editing}
        inspecting={props.inspector !== undefined && props.inspector !== false}
        {...actions}
      />
      <p aria-live="polite">
        <small>{props.status}</small>
      </p>
      <SplitPane
        label="Resize the code and the stage"
        first={
          <>
            <div ref={props.panel} className="margin-bottom--sm" />
            {!props.editing && (
              <p>
                <small>Edit opens the screen&apos;s code here; your changes run with Run.</small>
              </p>
            )}
          </>
        }
        second={
          <>
            <StagePane
              stage={props.stage}
              standIns={runner.standIns}
              message={shownError ?? runner.notice}
              isError={shownError !== undefined}
              phase={phase}
            />
            {props.inspector}
          </>
        }
      />
      <ConsolePanel lines={props.lines} onClear={props.onClearConsole} />
    </div>
  );
}
