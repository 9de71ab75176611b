import type { KeysetList } from './use-keyset-list';

interface PagerProps {
  list: Pick<KeysetList<string>, 'page' | 'hasPrevious' | 'previous' | 'next'>;
  /** The cursor of the page after this one (`ListPage.next`); null on the last page. */
  next: string | null | undefined;
  /** Names the pager: "Messages pages". */
  label: string;
  /** While a page is on its way, neither button sends another request. */
  busy?: boolean;
}

/** Previous and Next through a keyset list, and which page this is (announced when it changes). */
export function Pager({ list, next, label, busy = false }: PagerProps) {
  return (
    <nav className="staff-pager" aria-label={label}>
      <button
        type="button"
        className="staff-button staff-button--quiet"
        onClick={list.previous}
        disabled={!list.hasPrevious || busy}
      >
        Previous
      </button>
      <p className="staff-pager__page" aria-live="polite">
        Page {list.page}
      </p>
      <button
        type="button"
        className="staff-button staff-button--quiet"
        onClick={() => next && list.next(next)}
        disabled={!next || busy}
      >
        Next
      </button>
    </nav>
  );
}
