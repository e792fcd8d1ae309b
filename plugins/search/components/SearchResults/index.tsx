/**
 * The results half of search: loads the engine, runs each query and shows
 * pages grouped with their matching headings. Loaded only when the reader
 * first opens search (React.lazy in SearchBar), together with the engine.
 */
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  FIRST_PAGES,
  MIN_QUERY_LENGTH,
  MORE_PAGES,
  normalizeQuery,
  queryTerms,
  type ResultGroup,
  type Segment,
} from './model';
import { loadPagefind, type PagefindApi } from './pagefind';
import { runQuery } from './query';
import styles from './styles.module.css';

export interface SearchResultsProps {
  readonly query: string;
  /** Prefix of the listbox and option ids, shared with the combobox. */
  readonly idPrefix: string;
  readonly activeIndex: number;
  /** Tells the search box which links the options lead to, in order. */
  readonly onOptions: (hrefs: readonly string[]) => void;
  readonly onChoose: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onHover: (index: number) => void;
}

type View =
  | { readonly state: 'loading' | 'idle' | 'short' | 'unavailable'; readonly query: string }
  | {
      readonly state: 'results' | 'empty';
      readonly query: string;
      readonly groups: readonly ResultGroup[];
      /** Pages the engine found, shown or not. */
      readonly total: number;
      /** No page has every word: these pages have some of them. */
      readonly partial?: boolean;
    };

export function optionId(idPrefix: string, index: number): string {
  return `${idPrefix}-option-${index}`;
}

function Segments({ segments }: { readonly segments: readonly Segment[] }): ReactNode {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}

/** `docusaurus start` serves no search index (it is built from the production HTML). */
const DEV_SERVER = process.env.NODE_ENV === 'development';

function statusText(view: View, pageCount: number): string {
  switch (view.state) {
    case 'loading':
      return 'Loading search…';
    case 'idle':
      return 'Type an API name or a task, for example useModel or spot light.';
    case 'short':
      return 'Keep typing…';
    case 'unavailable':
      return DEV_SERVER
        ? 'Search needs the production build: the dev server has no index. Run npm run build, then npm run serve.'
        : 'Search could not load. Check your connection, then close and open search again.';
    case 'empty':
      return `No results for “${view.query}”.`;
    case 'results': {
      const found = view.partial
        ? `No page has every word; ${view.total === 1 ? '1 page has' : `${view.total} pages have`} some of them`
        : view.total === 1
          ? '1 page found'
          : `${view.total} pages found`;
      return pageCount < view.total ? `${found}, showing ${pageCount}.` : `${found}.`;
    }
  }
}

/** The search engine, loaded once; undefined while it loads, null if it could not load. */
function usePagefind(baseUrl: string): PagefindApi | null | undefined {
  const [api, setApi] = useState<PagefindApi | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    loadPagefind(baseUrl).then(
      (loaded) => !cancelled && setApi(() => loaded),
      () => !cancelled && setApi(null),
    );
    return () => {
      cancelled = true;
    };
  }, [baseUrl]);
  return api;
}

/** What to show for a query: runs it once the engine is there, dropping stale answers. */
function useSearchView(query: string, baseUrl: string, limit: number): View {
  const api = usePagefind(baseUrl);
  const [view, setView] = useState<View>({ state: 'loading', query: '' });
  useEffect(() => {
    if (api === null) setView({ state: 'unavailable', query: '' });
    if (!api) return;
    const q = normalizeQuery(query);
    if (q === '') {
      setView({ state: 'idle', query: '' });
      return;
    }
    if (queryTerms(q).length === 0) {
      // Only punctuation, symbols or emoji: no word on the site can match.
      setView({ state: 'empty', query: q, groups: [], total: 0 });
      return;
    }
    if (q.length < MIN_QUERY_LENGTH) {
      setView({ state: 'short', query: q });
      return;
    }
    // A newer keystroke makes this search stale: drop its answer and skip its fragments.
    let stale = false;
    (async () => {
      let groups: ResultGroup[] = [];
      let total = 0;
      let partial = false;
      try {
        const answer = await runQuery(api, q, baseUrl, limit, () => stale);
        if (!answer) return;
        ({ groups, total, partial } = answer);
      } catch {
        // A query the engine cannot parse simply has no results.
      }
      if (!stale) {
        const state = groups.length > 0 ? 'results' : 'empty';
        setView({ state, query: q, groups, total, partial });
      }
    })();
    return () => {
      stale = true;
    };
  }, [api, query, baseUrl, limit]);
  return view;
}

/** Tells the search box the options' links whenever they change (and only then). */
function useReportOptions(
  groups: readonly ResultGroup[],
  onOptions: SearchResultsProps['onOptions'],
): void {
  const hrefKey = groups.flatMap((g) => g.items.map((item) => item.href)).join('\n');
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === hrefKey) return;
    lastKey.current = hrefKey;
    onOptions(hrefKey === '' ? [] : hrefKey.split('\n'));
  }, [hrefKey, onOptions]);
}

export default function SearchResults({
  query,
  idPrefix,
  activeIndex,
  onOptions,
  onChoose,
  onHover,
}: SearchResultsProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // Pages asked for with "More results", for the query they were asked for.
  const [more, setMore] = useState({ query: '', pages: 0 });
  const normalized = normalizeQuery(query);
  const limit = FIRST_PAGES + (more.query === normalized ? more.pages : 0);
  const view = useSearchView(query, siteConfig.baseUrl, limit);
  const groups = view.state === 'results' ? view.groups : [];
  useReportOptions(groups, onOptions);

  return (
    <div
      className={styles.results}
      data-search-state={view.state}
      data-search-query={view.query}
      // The list scrolls, and keyboard users must be able to scroll it too.
      tabIndex={0}
    >
      <p className={styles.status} role="status">
        {statusText(view, groups.length)}
      </p>
      {groups.length > 0 && (
        <ResultList
          groups={groups}
          idPrefix={idPrefix}
          activeIndex={activeIndex}
          onChoose={onChoose}
          onHover={onHover}
        />
      )}
      {view.state === 'results' && limit < view.total && (
        <button
          type="button"
          className={clsx('clean-btn', styles.more)}
          onClick={(event) => {
            // The button goes away once every page is shown: keep focus in the results.
            event.currentTarget.parentElement?.focus();
            setMore({ query: view.query, pages: limit - FIRST_PAGES + MORE_PAGES });
          }}
        >
          More results
        </button>
      )}
    </div>
  );
}

type ResultListProps = Pick<
  SearchResultsProps,
  'idPrefix' | 'activeIndex' | 'onChoose' | 'onHover'
> & { readonly groups: readonly ResultGroup[] };

/** The listbox: a group per page, its options numbered across groups. */
function ResultList({ groups, idPrefix, ...option }: ResultListProps): ReactNode {
  let index = -1;
  return (
    <div role="listbox" id={`${idPrefix}-listbox`} aria-label="Search results">
      {groups.map((group, g) => (
        <div
          key={group.pageHref}
          role="group"
          aria-labelledby={`${idPrefix}-group-${g}`}
          className={styles.group}
        >
          <div role="presentation" id={`${idPrefix}-group-${g}`} className={styles.groupTitle}>
            <span className={styles.section}>{group.section}</span>
            {group.pageTitle}
          </div>
          {group.items.map((item) => {
            index += 1;
            return (
              <ResultOption
                key={item.href}
                item={item}
                index={index}
                idPrefix={idPrefix}
                {...option}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

type ResultOptionProps = Pick<
  SearchResultsProps,
  'idPrefix' | 'activeIndex' | 'onChoose' | 'onHover'
> & { readonly item: ResultGroup['items'][number]; readonly index: number };

function ResultOption({
  item,
  index: i,
  idPrefix,
  activeIndex,
  onChoose,
  onHover,
}: ResultOptionProps): ReactNode {
  return (
    <a
      id={optionId(idPrefix, i)}
      role="option"
      aria-selected={i === activeIndex}
      tabIndex={-1}
      href={item.href}
      className={clsx(styles.option, i === activeIndex && styles.active)}
      onClick={(event) => onChoose(item.href, event)}
      onMouseMove={() => i !== activeIndex && onHover(i)}
    >
      <span className={styles.optionTitle}>
        {!item.isPage && (
          <span aria-hidden="true" className={styles.optionKind}>
            #
          </span>
        )}
        <Segments segments={item.title} />
      </span>
      {item.excerpt.length > 0 && (
        <span className={styles.excerpt}>
          <Segments segments={item.excerpt} />
        </span>
      )}
    </a>
  );
}
