/**
 * The search box in the navbar: a button that opens a search dialog, also
 * with Ctrl+K / ⌘K or "/". Only this button ships with every page; the
 * results code and the index load when the reader first opens search.
 */
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useHistory } from '@docusaurus/router';
import styles from './styles.module.css';

const SearchResults = lazy(() => import('../../components/SearchResults'));

/** True when a key press belongs to a text field and must not open search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Ctrl+K / ⌘K and "/" open search; tells whether to show ⌘ (after hydration, like the server's HTML). */
function useSearchShortcut(show: () => void): boolean {
  const [isMac, setIsMac] = useState(false);
  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTyping(event.target);
      if (ctrlK || slash) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);
  return isMac;
}

/** The combobox's options and the active one: arrow keys move, Enter follows. */
function useOptions(idPrefix: string, go: (href: string) => void) {
  const [options, setOptions] = useState<readonly string[]>([]);
  const [active, setActive] = useState(0);
  const onOptions = useCallback((hrefs: readonly string[]) => {
    setOptions(hrefs);
    setActive(0);
  }, []);
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + options.length) % options.length;
      setActive(next);
      document.getElementById(`${idPrefix}-option-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const href = options[active];
      if (href) go(href);
    }
  };
  return { options, active, setActive, onOptions, onInputKeyDown };
}

/** Opens the dialog as a modal (focus trapped, the page inert) and closes it, as `open` says. */
function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  open: boolean,
  opened: boolean,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) showModal(dialog, inputRef.current);
    else if (dialog.open) dialog.close();
  }, [dialogRef, inputRef, open, opened]);
}

/** Opens the dialog as a modal with the query selected, unless it is open. */
function showModal(dialog: HTMLDialogElement | null, input: HTMLInputElement | null): void {
  if (!dialog || dialog.open) return;
  dialog.showModal();
  input?.select();
}

/** The navbar button; the only part of search every page ships. */
function SearchButton({
  isMac,
  onClick,
}: {
  readonly isMac: boolean;
  readonly onClick: () => void;
}): ReactNode {
  // Named by its visible text (WCAG 2.5.3 Label in Name): "Search Ctrl K" on
  // desktop, "Search" on phones, where the words are visually hidden.
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onClick}
    >
      <SearchIcon />
      <span className={styles.label}>Search</span>{' '}
      <kbd className={styles.shortcut}>{isMac ? '⌘' : 'Ctrl'} K</kbd>
    </button>
  );
}

interface SearchInputProps {
  readonly inputRef: RefObject<HTMLInputElement>;
  readonly idPrefix: string;
  readonly query: string;
  readonly onQuery: (query: string) => void;
  /** How many options the results list. */
  readonly options: number;
  readonly active: number;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The combobox: the query, and which option of the results' listbox is active. */
function SearchInput({
  inputRef,
  idPrefix,
  query,
  onQuery,
  options,
  active,
  onKeyDown,
}: SearchInputProps): ReactNode {
  const listed = options > 0;
  return (
    <input
      ref={inputRef}
      className={styles.input}
      type="search"
      role="combobox"
      aria-label="Search the documentation"
      aria-autocomplete="list"
      aria-expanded={listed}
      aria-controls={listed ? `${idPrefix}-listbox` : undefined}
      aria-activedescendant={listed ? `${idPrefix}-option-${active}` : undefined}
      placeholder="Search guides and API"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="go"
      value={query}
      onChange={(event) => onQuery(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

export default function SearchBar(): ReactNode {
  const idPrefix = `search${useId().replace(/:/g, '')}`;
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // The dialog and the results code exist only once search has been opened.
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');

  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
    // Escape closes the dialog at once but fires its close event a task later:
    // until then `open` is still true and setting it changes nothing, so a
    // shortcut pressed in between (a fast reader, a test) opens the dialog here.
    showModal(dialogRef.current, inputRef.current);
  }, []);
  const isMac = useSearchShortcut(show);
  useModal(dialogRef, inputRef, open, opened);

  const go = useCallback(
    (href: string) => {
      setOpen(false);
      history.push(href);
    },
    [history],
  );
  const { options, active, setActive, onOptions, onInputKeyDown } = useOptions(idPrefix, go);

  const onChoose = useCallback(
    (href: string, event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks keep their browser meaning (new tab, new window).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      go(href);
    },
    [go],
  );
  const close = () => setOpen(false);

  return (
    <>
      <SearchButton isMac={isMac} onClick={show} />
      {opened && (
        <dialog
          ref={dialogRef}
          className={styles.dialog}
          aria-label="Search the documentation"
          // A close event that arrives after the dialog opened again is stale.
          onClose={(event) => event.currentTarget.open || close()}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className={styles.panel}>
            <div className={styles.header} role="search">
              <SearchIcon />
              <SearchInput
                inputRef={inputRef}
                idPrefix={idPrefix}
                query={query}
                onQuery={setQuery}
                options={options.length}
                active={active}
                onKeyDown={onInputKeyDown}
              />
              <button type="button" className={styles.close} onClick={close}>
                Close
              </button>
            </div>
            <Suspense fallback={<p className={styles.loading}>Loading search…</p>}>
              <SearchResults
                query={query}
                idPrefix={idPrefix}
                activeIndex={active}
                onOptions={onOptions}
                onChoose={onChoose}
                onHover={setActive}
              />
            </Suspense>
          </div>
        </dialog>
      )}
    </>
  );
}
