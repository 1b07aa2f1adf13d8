import { type SeoFilter } from '@uwd/api-client';
import { Alert, Button, CheckTile } from '@uwd/ui';
import { FILTER_KEYS, filterValueLabel, isFilterKey } from '@domain/filters/filter-catalogue';
import { NO_FILTERS_TEXT, filterKeyLabel } from './vendor-labels';

export interface FilterGroup {
  key: string;
  label: string;
  filters: SeoFilter[];
}

/** The filters of one category, grouped by filter key (in catalogue order), each group by sort order. */
export function groupCategoryFilters(filters: readonly SeoFilter[], categoryId: string | undefined): FilterGroup[] {
  const groups = new Map<string, SeoFilter[]>();
  for (const f of filters) {
    if (!categoryId || f.category?._id !== categoryId) continue;
    const list = groups.get(f.filterKey) ?? [];
    list.push(f);
    groups.set(f.filterKey, list);
  }
  const order = (key: string) => (isFilterKey(key) ? FILTER_KEYS.indexOf(key) : FILTER_KEYS.length);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, label: filterKeyLabel(key), filters: list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)) }));
}

/** Under a filter's name: its value when the name does not already say it, and whether its page is off. */
function filterNote(f: SeoFilter): string | undefined {
  const value = isFilterKey(f.filterKey) ? filterValueLabel(f.filterKey, f.filterValue) : f.filterValue;
  const parts = [f.name.toLowerCase().includes(value.toLowerCase()) ? null : value, f.isActive ? null : 'Landing page inactive'];
  return parts.filter(Boolean).join(' · ') || undefined;
}

/**
 * SPEC §2 edit modal and §4 'Vendor edit modal save': the basic fields, the SEO filters of the vendor's
 * category as checkboxes grouped by filter key, 'Clear All Filters', Cancel and 'Save Changes'. Save updates
 * the fields, then applies exactly the ticked filters (or clears them all when none is ticked), then closes.
 * Also: the plan, with 'Cancel subscription' for a paid one, and a (deliberately quiet) delete.
 */
/** The edit modal's 'SEO Filters': the category's filters grouped by key, ticked or not. */
export function VendorFilterTicks({ filters, groups, ticked, setTicked, toggleFilter, busy, tickedShown, shownIds }: { filters: SeoFilter[] | null; groups: FilterGroup[]; ticked: ReadonlySet<string>; setTicked: (ids: Set<string>) => void; toggleFilter: (id: string, on: boolean) => void; busy: string | null; tickedShown: string[]; shownIds: ReadonlySet<string> }) {
  return (
    <section className="avm-edit-section" aria-labelledby="ve-filters">
      <div className="avm-edit-section__head">
        <h3 id="ve-filters" className="avm-edit-section__title">
          SEO Filters
        </h3>
        {groups.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setTicked(new Set())} disabled={busy !== null || tickedShown.length === 0}>
            Clear All Filters
          </Button>
        )}
      </div>
      {filters === null ? (
        <Alert tone="warning">The SEO filters could not be loaded, so this save leaves the vendor's filters as they are.</Alert>
      ) : groups.length === 0 ? (
        <p className="avm-muted" data-testid="no-filters">
          {NO_FILTERS_TEXT}
        </p>
      ) : (
        <>
          <p className="avm-edit-section__lead" aria-live="polite">
            {tickedShown.length} of {shownIds.size} selected · the vendor appears on the landing page of each ticked filter.
          </p>
          {groups.map((group) => (
            <fieldset key={group.key} className="avm-filter-group">
              <legend className="avm-filter-group__legend">{group.label}</legend>
              <div className="avm-filter-grid">
                {group.filters.map((f) => (
                  <CheckTile
                    key={f._id}
                    id={`ve-filter-${f._id}`}
                    label={f.name}
                    description={filterNote(f)}
                    checked={ticked.has(f._id)}
                    disabled={busy !== null}
                    onChange={(on) => toggleFilter(f._id, on)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </>
      )}
    </section>
  );
}
