/**
 * The playground (docs/playground.mdx): the library's example app screens
 * (static/playground/examples, vendored by `npm run playground:examples`),
 * each run on the web host and edited in the page, through the guides' Run
 * and Edit machinery (plugins/web-host/client: the host's runCode, the
 * CodeMirror panel). Nothing of the host or the editor loads before a click,
 * and a screen's text is fetched when it is first run, edited or copied.
 * The reader's edits live in the URL's hash (./link.ts), so a link
 * reproduces them. Styled with Infima classes and inline styles: no CSS of
 * its own in the site's one stylesheet.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import EXAMPLES from '@site/static/playground/examples/index.json';
import { loadEditor, useRunner, type SampleEditor } from '@site/plugins/web-host/client';
import { readLink, writeLink } from './link';
import { copyAsFile } from './copy';

interface Example {
  readonly name: string;
  readonly file: string;
  readonly noRun?: string;
}

const SCREENS: readonly Example[] = EXAMPLES;
const STAGE_STYLE = {
  height: 400,
  position: 'relative',
  marginBottom: '1rem',
  background: '#fff',
  colorScheme: 'light',
} as const;

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

/** The Edit panel (loaded on the first Edit), each change written into the link. */
async function openPanel(
  panel: HTMLElement,
  text: string,
  example: Example,
  setLink: (next: LinkState) => void,
): Promise<SampleEditor> {
  const { openEditor } = await loadEditor();
  return openEditor(panel, text, `Code of ${example.file}, editable`, (changed) =>
    setLink({ example, code: changed }),
  );
}

// eslint-disable-next-line max-lines-per-function -- TODO: split into named steps once the Playground edits running in parallel have landed (91 lines).
export default function Playground(): ReactNode {
  const [link, setLink, reads] = useLinkState();
  const { example, code } = link;
  const original = useOriginals();
  const stage = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { phase, error, notice, standIns, run, stop } = useRunner(example.name, stage, undefined);
  const [editor, setEditor] = useState<SampleEditor>();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string>();
  // The runner keeps its last error until the next Run: hidden once the link names other code.
  const [errorShown, setErrorShown] = useState(true);

  // A new screen or a new link: the running screen and the open editor were the old text's.
  useEffect(() => {
    stop();
    setErrorShown(false);
    setFailure(undefined);
    setEditor((open) => {
      open?.destroy();
      return undefined;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen or the link changes
  }, [example, reads]);
  useEffect(() => () => editor?.destroy(), [editor]);

  const text = async () => editor?.text() ?? code ?? (await original(example));
  const attempt = (action: () => Promise<void>) => () => {
    setFailure(undefined);
    void action().catch((e: unknown) => setFailure(e instanceof Error ? e.message : String(e)));
  };
  const runNow = attempt(async () => {
    const current = await text();
    // With run's own reset of the error, in one render: the old message never shows again.
    setErrorShown(true);
    await run(current);
  });
  const edit = attempt(async () =>
    setEditor(await openPanel(panel.current!, await text(), example, setLink)),
  );
  const reset = attempt(async () => {
    editor?.destroy();
    setLink({ example });
    setEditor(await openPanel(panel.current!, await original(example), example, setLink));
  });
  const copy = attempt(async () => setStatus(await copyAsFile(example.file, await text())));
  const shownError = failure ?? (errorShown ? error : undefined);

  return (
    <div data-playground={example.name} data-link-reads={reads} className="margin-bottom--lg">
      <ScreenPicker example={example} onPick={(picked) => setLink({ example: picked })} />
      <Notes {...link} edited={code !== undefined} />
      <div className="margin-bottom--sm">
        <button
          type="button"
          className="button button--primary button--sm margin-right--sm"
          disabled={phase === 'loading'}
          onClick={phase === 'running' ? stop : runNow}
        >
          {phase === 'running' ? 'Stop' : phase === 'loading' ? 'Loading…' : `Run ${example.name}`}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm margin-right--sm"
          onClick={editor ? reset : edit}
        >
          {editor ? 'Reset to the original' : 'Edit'}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={copy}>
          Copy as a file
        </button>
      </div>
      <p aria-live="polite">
        <small>{status}</small>
      </p>
      <div ref={panel} className="margin-bottom--sm" />
      {standIns && phase !== 'idle' && (
        <p className="margin-bottom--sm">
          <small>
            In the browser, the site&apos;s models stand in for the screen&apos;s: {standIns}.
          </small>
        </p>
      )}
      {shownError ? (
        <div className="alert alert--danger margin-bottom--sm" role="alert">
          {shownError}
        </div>
      ) : (
        notice && (
          <div className="alert alert--secondary margin-bottom--sm" role="status">
            {notice}
          </div>
        )
      )}
      <div ref={stage} hidden={phase === 'idle'} style={STAGE_STYLE} />
    </div>
  );
}
