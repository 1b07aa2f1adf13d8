import type { FormEvent } from 'react';
import type { SeoFilter } from '@uwd/api-client';
import { Alert, Button, EmptyState, Spinner } from '@uwd/ui';
import { CheckTile } from '@uwd/ui';
import { SlidersIcon } from '../lib/icons';
import type { FiltersState } from './useDashboardData';

/** SPEC §8. */
export const FILTERS_LOAD_FAILED = 'Failed to load filters';
export const FILTERS_SAVED = 'Filters updated successfully!';
export const FILTERS_SAVE_FAILED = 'Failed to update filters. Please try again.';

/** 'venue_type' → 'Venue Type'. */
const humanize = (key: string) =>
  key
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

interface Group {
  slug: string;
  name: string;
  keys: Array<{ key: string; filters: SeoFilter[] }>;
}

/** SPEC §2: filters grouped by category slug (and, inside a category, by filter key). */
export function groupFilters(filters: readonly SeoFilter[], fallback: { slug: string; name: string }): Group[] {
  const groups = new Map<string, Group>();
  for (const filter of filters) {
    const slug = filter.category?.slug ?? fallback.slug;
    let group = groups.get(slug);
    if (!group) {
      group = { slug, name: filter.category?.name ?? fallback.name, keys: [] };
      groups.set(slug, group);
    }
    let byKey = group.keys.find((k) => k.key === filter.filterKey);
    if (!byKey) {
      byKey = { key: filter.filterKey, filters: [] };
      group.keys.push(byKey);
    }
    byKey.filters.push(filter);
  }
  return [...groups.values()];
}

interface FiltersTabProps {
  state: FiltersState;
  category: { slug: string; name: string };
  selected: ReadonlySet<string>;
  onToggle: (filterId: string, checked: boolean) => void;
  onSave: () => void;
  onRetry: () => void;
  saving: boolean;
  /** The profile is being edited with another category than the stored one. */
  categoryPending: boolean;
}

export function FiltersTab({ state, category, selected, onToggle, onSave, onRetry, saving, categoryPending }: FiltersTabProps) {
  const groups = state.status === 'ready' ? groupFilters(state.filters, category) : [];
  const count = state.status === 'ready' ? state.filters.filter((f) => selected.has(f._id)).length : 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave();
  };

  return (
    <form className="vd-card" onSubmit={submit} aria-labelledby="filters-title" aria-busy={saving || state.status === 'loading'} data-testid="filters-form">
      <div className="vd-card__head">
        <div>
          <h2 id="filters-title" className="vd-card__title">
            Service Filters
          </h2>
          <p className="vd-card__lead">
            Tick what you offer. Couples browsing pages such as “{category.name}” by style find you there.
          </p>
        </div>
      </div>

      {categoryPending && (
        <Alert tone="info" className="vd-block-gap">
          These are the filters of {category.name}, the category you chose in your profile. Save your profile for the new category to take effect.
        </Alert>
      )}

      {state.status === 'loading' || state.status === 'idle' ? (
        <div className="vd-loading-row">
          <Spinner size="sm" label="Loading filters…" />
          <span aria-hidden="true">Loading filters…</span>
        </div>
      ) : state.status === 'error' ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          }
        >
          {FILTERS_LOAD_FAILED}
        </Alert>
      ) : groups.length === 0 ? (
        <EmptyState level={3} icon={<SlidersIcon size={32} />} title="No filters available" className="vd-gallery-empty">
          <p>There are no service filters for {category.name} yet.</p>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <fieldset key={group.slug} className="vd-filter-group" data-category={group.slug}>
            <legend className="vd-filter-group__legend">{group.name}</legend>
            {group.keys.map(({ key, filters }) => (
              <fieldset key={key} className="vd-filter-key">
                <legend className="vd-filter-key__legend">{humanize(key)}</legend>
                <div className="vd-filter-grid">
                  {filters.map((filter) => (
                    <CheckTile
                      key={filter._id}
                      id={`filter-${filter._id}`}
                      label={filter.name}
                      checked={selected.has(filter._id)}
                      disabled={saving}
                      onChange={(checked) => onToggle(filter._id, checked)}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
        ))
      )}

      {state.status === 'ready' && groups.length > 0 && (
        <div className="vd-form-actions">
          <Button type="submit" loading={saving}>
            {saving ? 'Saving...' : 'Save Filters'}
          </Button>
          <p className="vd-form-actions__note" aria-live="polite">
            {count} selected
          </p>
        </div>
      )}
    </form>
  );
}
