import type { ReactNode, Ref } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { CityCount } from '@uwd/api-client';
import { Alert, Button, EmptyState, SearchIcon, type ResourceState } from '@uwd/ui';
import { LocationSelect } from '../../components/LocationSelect';
import { SearchBar } from '../../components/SearchBar';
import { ActiveFilters } from './ListHeader';
import { readListFacts, readListParams } from './list-params';

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

/** A list's controls: the words and the city, and the filters in force (the URL's) under them. */
export function ListControls({ query, onQueryChange, onSearch, searchLabel, buttonLabel, cities, onLocationChange, showClear, onClear, children, facts }: ListControlsProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { search, location } = readListParams(searchParams);
  return (
    <div className="list-controls">
      {children}
      <div className="list-controls__row">
        <SearchBar value={query} onChange={onQueryChange} onSubmit={onSearch} label={searchLabel} buttonLabel={buttonLabel} />
        <LocationSelect cities={cities.status === 'ready' ? cities.data : []} loading={cities.status === 'loading'} value={location} onChange={onLocationChange} />
      </div>
      {facts}
      <ActiveFilters pathname={pathname} search={search} location={location} facts={readListFacts(searchParams)} showClear={showClear} onClear={onClear} />
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
