import { useId, useState, type ReactNode, type Ref } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { CityCount } from '@uwd/api-client';
import { Alert, Button, EmptyState, SearchIcon, type ResourceState } from '@uwd/ui';
import { LocationSelect } from '../../components/LocationSelect';
import { SearchBar } from '../../components/SearchBar';
import { ActiveFilters } from './ListHeader';
import { readListFacts, readListParams, type ListFacts } from './list-params';

export interface ListControlsProps {
  query: string;
  onQueryChange: (value: string) => void;
  onSearch: (value: string) => void;
  searchLabel: string;
  /** The Search button's text; without it the search is typed (debounced). */
  buttonLabel?: string;
  cities: ResourceState<CityCount[]>;
  onLocationChange: (city: string) => void;
  /** Clear Filters beside the active filters (not while nothing is found: the empty state has its own). */
  showClear: boolean;
  onClear: () => void;
  /** Above the search row (the category chips). */
  children?: ReactNode;
  /** Under the search row: the wedding date, guests and budget (issue 18). */
  facts?: ReactNode;
}

/** How many of the filters behind the 'Filters' button are in force: the city, the date, the guests, the budget. */
export const filtersInUse = (location: string, facts: ListFacts): number => [location, facts.date, facts.guests, facts.maxPrice].filter(Boolean).length;

function SlidersIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4.5 7h9M17.5 7h2M4.5 17h3M11.5 17h8" />
      <circle cx="15.5" cy="7" r="2" />
      <circle cx="9.5" cy="17" r="2" />
    </svg>
  );
}

/**
 * A list's controls: the words, then the city, date, guests and budget, and the filters in force (the URL's)
 * under them. On a phone the city and the facts fold behind a 'Filters' button with the count of those in
 * force (issue 36 §12), so the first results show on the first screen; wider screens show them all (CSS).
 */
export function ListControls({ query, onQueryChange, onSearch, searchLabel, buttonLabel, cities, onLocationChange, showClear, onClear, children, facts }: ListControlsProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { search, location } = readListParams(searchParams);
  const listFacts = readListFacts(searchParams);
  const inUse = filtersInUse(location, listFacts);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="list-controls">
      {children}
      <div className="list-controls__row">
        <SearchBar value={query} onChange={onQueryChange} onSubmit={onSearch} label={searchLabel} buttonLabel={buttonLabel} />
        <button
          type="button"
          className="list-controls__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersIcon />
          Filters
          {inUse > 0 && (
            <>
              {' '}
              <span className="list-controls__count">{inUse}</span>
              <span className="visually-hidden"> in use</span>
            </>
          )}
        </button>
        <div id={panelId} className="list-controls__filters" data-open={open}>
          <LocationSelect cities={cities.status === 'ready' ? cities.data : []} loading={cities.status === 'loading'} value={location} onChange={onLocationChange} />
          {facts}
        </div>
      </div>
      <ActiveFilters pathname={pathname} search={search} location={location} facts={listFacts} showClear={showClear} onClear={onClear} />
    </div>
  );
}

/** The results region the page moves the focus to when the page changes. */
export function ListResults({ resultsRef, loading, children }: { resultsRef: Ref<HTMLDivElement>; loading: boolean; children: ReactNode }) {
  return (
    <div ref={resultsRef} className="list-results" tabIndex={-1} aria-busy={loading} aria-label="Search results" role="region">
      {children}
    </div>
  );
}

/** The vendors did not load: the words and a button to load them again. */
export function ListFailed({ retryLabel, onRetry, children }: { retryLabel: string; onRetry: () => void; children: ReactNode }) {
  return (
    <div className="list-state">
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      >
        {children}
      </Alert>
    </div>
  );
}

/** No vendor to show: with filters, a way to clear them; without, a way elsewhere (`browse`). */
export function NoVendors({ filtered, onClear, browse, children }: { filtered: boolean; onClear: () => void; browse: ReactNode; children: ReactNode }) {
  return (
    <EmptyState
      icon={<SearchIcon size={36} />}
      title="No vendors found"
      action={<div className="button-row button-row--center">{filtered ? <Button onClick={onClear}>Clear Filters</Button> : browse}</div>}
    >
      <p>{children}</p>
    </EmptyState>
  );
}
