/**
 * A drop zone that is also a file input: the shell of the checkers' first
 * load (ModelChecker, SetupChecker). The input is real (keyboard, screen
 * readers, tests) and drawn by its label, a button; files dropped anywhere
 * on the zone count as a choice too.
 */
import { useId, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Inline styles, not a CSS module: a module would go into the stylesheet
 * every page of the site loads (Docusaurus makes one), which has no room to
 * spare (tests/e2e/budgets.ts), for a zone that two pages show.
 */
const STYLE = {
  zone: {
    display: 'grid',
    justifyItems: 'center',
    gap: '0.75rem',
    padding: '2rem 1rem',
    textAlign: 'center',
    border: '2px dashed var(--ifm-color-emphasis-400)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-color-emphasis-100)',
  },
  compact: { paddingBlock: '1.5rem' },
  dragging: { borderColor: 'var(--ifm-color-primary)' },
  title: { margin: 0, fontWeight: 'var(--ifm-font-weight-semibold)' },
  input: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  focused: { outline: '3px solid var(--ifm-color-primary-darkest)', outlineOffset: 2 },
  hint: { margin: 0, fontSize: '0.875rem', color: 'var(--ifm-color-emphasis-700)' },
} satisfies Record<string, CSSProperties>;

export interface FileDropZoneProps {
  /** What to drop, in one line above the button. */
  readonly title: ReactNode;
  /** Below the button, and the input's description for screen readers: limits, privacy. */
  readonly hint: ReactNode;
  /** The input's `accept`; any file when left out. */
  readonly accept?: string;
  /** Less padding, for a zone with more controls right after it. */
  readonly compact?: boolean;
  /** Every choice, chosen or dropped; choosing the same file again counts again. */
  readonly onFiles: (files: readonly File[]) => void;
}

export default function FileDropZone({
  title,
  hint,
  accept,
  compact,
  onFiles,
}: FileDropZoneProps): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  // Whether the input has keyboard focus, which its label then shows.
  const [focused, setFocused] = useState(false);
  return (
    <div
      style={{
        ...STYLE.zone,
        ...(compact ? STYLE.compact : {}),
        ...(dragging ? STYLE.dragging : {}),
      }}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        // Without this the browser opens the dropped file instead of handing it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <p style={STYLE.title}>{title}</p>
      <input
        id={inputId}
        style={STYLE.input}
        type="file"
        multiple
        accept={accept}
        aria-describedby={hintId}
        onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Choosing the same file again (after editing it) must still count as a choice.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className="button button--primary"
        style={focused ? STYLE.focused : undefined}
      >
        Choose files…
      </label>
      <p id={hintId} style={STYLE.hint}>
        {hint}
      </p>
    </div>
  );
}
