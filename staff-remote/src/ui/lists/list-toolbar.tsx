import { useId, type FormEvent } from 'react';
import type { KeysetList } from './use-keyset-list';

export interface ListFilter<Filter extends string> {
  name: Filter;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first choice, which filters nothing. */
  allLabel?: string;
}

interface ListToolbarProps<Filter extends string> {
  list: KeysetList<Filter>;
  /** "Search messages": the search box's label. */
  searchLabel: string;
  /** What the search looks in, under the box ("Name, email or company"). */
  searchHint?: string;
  filters?: ReadonlyArray<ListFilter<Filter>>;
}

/** A list's search box and filters, each labelled; changing any of them starts at the first page. */
export function ListToolbar<Filter extends string>({
  list,
  searchLabel,
  searchHint,
  filters = [],
}: ListToolbarProps<Filter>) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    list.submitSearch();
  };
  return (
    <div className="staff-toolbar">
      <form role="search" className="staff-toolbar__search" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          aria-describedby={searchHint ? `${id}-hint` : undefined}
          autoComplete="off"
        />
        {searchHint && (
          <span id={`${id}-hint`} className="staff-hint">
            {searchHint}
          </span>
        )}
      </form>
      {filters.map((filter) => (
        <div key={filter.name} className="staff-toolbar__filter">
          <label htmlFor={`${id}-${filter.name}`}>{filter.label}</label>
          <select
            id={`${id}-${filter.name}`}
            value={list.filters[filter.name]}
            onChange={(event) => list.setFilter(filter.name, event.target.value)}
          >
            <option value="">{filter.allLabel ?? 'All'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
