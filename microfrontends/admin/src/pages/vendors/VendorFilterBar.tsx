import { useState, type FormEvent } from 'react';
import type { Category } from '@uwd/api-client';
import { Button, SearchIcon, SelectField } from '@uwd/ui';
import { FILTER_KEYS, FILTER_VALUES } from '@domain/filters/filter-catalogue';
import { VENDOR_FEATURED_FILTERS, VENDOR_STATUS_FILTERS } from '@domain/listings/admin-vendor';
import type { FeaturedFilter, StatusFilter, VendorFilters } from './useVendorList';
import { FILTER_KEY_LABELS, filterKeyCategory } from './vendor-labels';

const STATUS_LABELS: Record<StatusFilter, string> = { all: 'All statuses', active: 'Active', inactive: 'Inactive' };
const FEATURED_LABELS: Record<FeaturedFilter, string> = { all: 'All vendors', featured: 'Featured', 'not-featured': 'Not featured' };

interface VendorFilterBarProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  onSearchNow: () => void;
  filters: VendorFilters;
  onFilter: <K extends keyof VendorFilters>(key: K, value: VendorFilters[K]) => void;
  categories: Category[];
  /** Any filter or search differs from the defaults. */
  filtered: boolean;
  onReset: () => void;
}

/**
 * SPEC §2 'Admin vendor management': the search (name, email or description), status, featured and category
 * filters, and one select per style filter key. Every change reloads the list from page 1.
 */
export function VendorFilterBar({ searchInput, onSearchInput, onSearchNow, filters, onFilter, categories, filtered, onReset }: VendorFilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchNow();
  };
  const styleCount = FILTER_KEYS.filter((k) => filters[k] !== 'all').length;
  const [openStyles] = useState(() => styleCount > 0 || !window.matchMedia?.('(max-width: 599px)').matches);

  return (
    <form className="avm-filters" role="search" aria-label="Find vendors" onSubmit={submit}>
      <div className="avm-filters__main">
        <div className="field avm-search">
          <label className="field__label" htmlFor="avm-search">
            Search
          </label>
          <div className="avm-search__box">
            <SearchIcon size={18} className="avm-search__icon" aria-hidden="true" />
            <input
              id="avm-search"
              className="field__input avm-search__input"
              type="search"
              value={searchInput}
              onChange={(e) => onSearchInput(e.target.value)}
              placeholder="Name, email or description"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="avm-search-hint"
            />
          </div>
          <p id="avm-search-hint" className="visually-hidden">
            The list updates as you type.
          </p>
        </div>
        <SelectField id="avm-status" label="Status" value={filters.status} onChange={(e) => onFilter('status', e.target.value as StatusFilter)}>
          {VENDOR_STATUS_FILTERS.map((v) => (
            <option key={v} value={v}>
              {STATUS_LABELS[v]}
            </option>
          ))}
        </SelectField>
        <SelectField id="avm-featured" label="Featured" value={filters.featured} onChange={(e) => onFilter('featured', e.target.value as FeaturedFilter)}>
          {VENDOR_FEATURED_FILTERS.map((v) => (
            <option key={v} value={v}>
              {FEATURED_LABELS[v]}
            </option>
          ))}
        </SelectField>
        <SelectField id="avm-category" label="Category" value={filters.category} onChange={(e) => onFilter('category', e.target.value)}>
          <option value="all">All categories</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>

      {/* Open on wide screens; on a phone the seven selects fold away until asked for. */}
      <details className="avm-filters__styles" open={openStyles}>
        <summary className="avm-filters__legend">
          Style filters
          {styleCount > 0 && <span className="avm-filters__count"> ({styleCount} chosen)</span>}
        </summary>
        <div className="avm-filters__grid" role="group" aria-label="Style filters">
          {FILTER_KEYS.map((key) => (
            <SelectField key={key} id={`avm-${key}`} label={FILTER_KEY_LABELS[key]} value={filters[key]} onChange={(e) => onFilter(key, e.target.value)} title={`${FILTER_KEY_LABELS[key]} (${filterKeyCategory(key)})`}>
              <option value="all">All</option>
              {FILTER_VALUES[key].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </details>

      {filtered && (
        <div className="avm-filters__reset">
          <Button variant="ghost" size="sm" onClick={onReset}>
            Reset search and filters
          </Button>
        </div>
      )}
    </form>
  );
}
