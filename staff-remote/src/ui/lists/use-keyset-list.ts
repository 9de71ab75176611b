import { useEffect, useEffectEvent, useState } from 'react';
import { LIST_PAGE_SIZE, SORT_DIRECTIONS, type SortDirection } from 'shared/contract/staff';
import { useLocation, useNavigate } from 'shared/routing/router';

/** How long typing may pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * What a list endpoint is called with: the query string of `GET <list path>` (shared/contract/staff.ts),
 * every value a string, empty ones left out. Give it to the screen's RTK Query endpoint as its argument
 * and build the address with `listUrl`.
 */
export type ListArgs = Readonly<Record<string, string>>;

/** `<path>?<args>`: what a list endpoint's `query` returns. */
export function listUrl(path: string, args: ListArgs): string {
  const query = new URLSearchParams(args).toString();
  return query ? `${path}?${query}` : path;
}

export interface KeysetListOptions<Filter extends string> {
  /** The sort keys the API takes for this list; anything else in the address falls back to the default. */
  sorts: readonly string[];
  defaultSort: string;
  defaultDir?: SortDirection;
  /** The screen's own filters (`status`, `service`, `bdeCode`…), kept in the address under these names. */
  filters?: readonly Filter[];
  pageSize?: number;
  /** Prefixes the address's parameters, for a screen that shows two lists. */
  param?: string;
}

export interface KeysetList<Filter extends string> {
  /** What the search box shows: the text typed, sent after a pause. */
  search: string;
  setSearch(text: string): void;
  /** Sends the search at once (Enter). */
  submitSearch(): void;
  /** The search as sent. */
  q: string;
  /** A search or a filter is set: an empty page means nothing matches, not that there is nothing. */
  filtered: boolean;
  sort: string;
  dir: SortDirection;
  /** Orders by `key`: the same key again turns the direction round; a new one starts at `firstDir`. */
  sortBy(key: string, firstDir?: SortDirection): void;
  filters: Readonly<Record<Filter, string>>;
  /** Sets one filter ('' for all). */
  setFilter(name: Filter, value: string): void;
  /** 1 for the first page. */
  page: number;
  hasPrevious: boolean;
  previous(): void;
  /** Goes on to the page after this one, `next` being the cursor the API answered with. */
  next(cursor: string): void;
  /** The endpoint's argument for the page shown. */
  args: ListArgs;
}

type Changes = Record<string, string | null>;

/**
 * One staff list's state, in the address (so a page can be linked, and Back goes to the page before):
 * the search (sent ~300 ms after typing stops), the sort, the filters and the cursors that led to
 * this page (keyset pagination: Previous goes back a cursor, Next adds the one the API gave). A new
 * search, sort or filter starts again at the first page.
 */
export function useKeysetList<Filter extends string = never>(
  options: KeysetListOptions<Filter>,
): KeysetList<Filter> {
  const {
    sorts,
    defaultSort,
    defaultDir = 'asc',
    filters = [],
    pageSize = LIST_PAGE_SIZE,
    param = '',
  } = options;
  // The address's query, read and written through the shell's router (react-router's own
  // useSearchParams would add to every page's first load, for the back office alone).
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const setParams = (change: (current: URLSearchParams) => URLSearchParams, { replace = false } = {}) =>
    void navigate({ search: `?${change(new URLSearchParams(location.search))}` }, { replace });
  const name = (key: string) => `${param}${key}`;
  const cursorParam = name('cursor');

  const q = params.get(name('q')) ?? '';
  const sortParam = params.get(name('sort'));
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : defaultSort;
  const dirParam = params.get(name('dir'));
  const dir = SORT_DIRECTIONS.find((d) => d === dirParam) ?? defaultDir;
  const filterValues = Object.fromEntries(
    filters.map((filter) => [filter, params.get(name(filter)) ?? '']),
  ) as Record<Filter, string>;
  const cursors = params.getAll(cursorParam);

  /** A new search, sort or filter, in the address: it starts again at the first page. */
  function update(changes: Changes, { replace = false } = {}) {
    setParams(
      (previous) => {
        const nextParams = new URLSearchParams(previous);
        nextParams.delete(cursorParam);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') nextParams.delete(name(key));
          else nextParams.set(name(key), value);
        }
        return nextParams;
      },
      { replace },
    );
  }

  // Typed text waits here until typing pauses; null when the box shows the search as sent.
  const [draft, setDraft] = useState<string | null>(null);
  // Read when the pause comes, with the address as it is then.
  const sendSearch = useEffectEvent((text: string) => {
    setDraft(null);
    // Replace: each pause in typing is not a page of its own in the history.
    if (text !== q) update({ q: text }, { replace: true });
  });
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => sendSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const trimmed = q.trim();
  const args: Record<string, string> = {};
  if (trimmed) args.q = trimmed;
  args.sort = sort;
  args.dir = dir;
  for (const filter of filters) if (filterValues[filter]) args[filter] = filterValues[filter];
  const after = cursors.at(-1);
  if (after) args.after = after;
  args.limit = String(pageSize);

  return {
    search: draft ?? q,
    setSearch: setDraft,
    submitSearch() {
      if (draft === null) return;
      setDraft(null);
      if (draft !== q) update({ q: draft });
    },
    q: trimmed,
    filtered: Boolean(trimmed) || filters.some((filter) => filterValues[filter]),
    sort,
    dir,
    sortBy(key, firstDir = 'asc') {
      const nextDir = key === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDir;
      update({ sort: key, dir: nextDir });
    },
    filters: filterValues,
    setFilter(filter, value) {
      update({ [filter]: value });
    },
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    previous() {
      if (!cursors.length) return;
      setParams((previous) => {
        const nextParams = new URLSearchParams(previous);
        nextParams.delete(cursorParam);
        for (const cursor of cursors.slice(0, -1)) nextParams.append(cursorParam, cursor);
        return nextParams;
      });
    },
    next(cursor) {
      setParams((previous) => {
        const nextParams = new URLSearchParams(previous);
        nextParams.append(cursorParam, cursor);
        return nextParams;
      });
    },
    args,
  };
}
