import type { SeoFilter } from '@uwd/api-client';
import { Button, cx } from '@uwd/ui';
import { filterKeyLabel, filterValueLabelOf, publicFilterUrl } from './filter-form';

export interface FilterGroup {
  /** Category `_id`, or '' for filters without a known category. */
  key: string;
  name: string;
  filters: SeoFilter[];
}

/**
 * Filters grouped by category (in the order of `categoryOrder`, unknown categories last), each group by
 * sort order, then name.
 */
export function groupFilters(filters: readonly SeoFilter[], categoryOrder: readonly string[]): FilterGroup[] {
  const groups = new Map<string, FilterGroup>();
  for (const f of filters) {
    const key = f.category?._id ?? '';
    const group = groups.get(key) ?? { key, name: f.category?.name || 'Unknown', filters: [] };
    group.filters.push(f);
    groups.set(key, group);
  }
  const rank = (key: string) => {
    const i = categoryOrder.indexOf(key);
    return key === '' ? Number.MAX_SAFE_INTEGER : i === -1 ? categoryOrder.length : i;
  };
  return [...groups.values()]
    .sort((a, b) => rank(a.key) - rank(b.key) || a.name.localeCompare(b.name))
    .map((g) => ({ ...g, filters: [...g.filters].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)) }));
}

interface FiltersTableProps {
  groups: FilterGroup[];
  publicBaseUrl: string;
  /** Filters whose action is in flight: their row's buttons are disabled. */
  busyIds: ReadonlySet<string>;
  /** The filter open in the form. */
  editingId: string | null;
  onEdit: (filter: SeoFilter, opener: HTMLElement) => void;
  onToggle: (filter: SeoFilter) => void;
  onDelete: (filter: SeoFilter) => void;
}

const COLUMNS = ['Filter', 'Category', 'Key & Value', 'Vendors', 'Status', 'Actions'] as const;

export function FiltersTable({ groups, publicBaseUrl, busyIds, editingId, onEdit, onToggle, onDelete }: FiltersTableProps) {
  return (
    <div className="af-table-wrap">
      {/* Explicit roles: the narrow layout restyles the rows as cards, which must not lose the table semantics. */}
      <table role="table" className="af-table" data-testid="filters-table" aria-labelledby="existing-filters-title">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" role="columnheader" className={cx('af-table__th', `af-table__th--${c.split(' ')[0]!.toLowerCase()}`)}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key || 'unknown'} role="rowgroup" className="af-group">
            <tr role="row" className="af-group__row">
              <th scope="rowgroup" role="rowheader" colSpan={COLUMNS.length} className="af-group__head">
                {group.name}
                <span className="af-group__count">
                  {group.filters.length} {group.filters.length === 1 ? 'filter' : 'filters'}
                </span>
              </th>
            </tr>
            {group.filters.map((f) => (
              <FilterRow
                key={f._id}
                filter={f}
                publicBaseUrl={publicBaseUrl}
                busy={busyIds.has(f._id)}
                editing={editingId === f._id}
                onEdit={onEdit}
                onToggle={onToggle}
                onDelete={onDelete}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

interface FilterRowProps {
  filter: SeoFilter;
  publicBaseUrl: string;
  busy: boolean;
  editing: boolean;
  onEdit: (filter: SeoFilter, opener: HTMLElement) => void;
  onToggle: (filter: SeoFilter) => void;
  onDelete: (filter: SeoFilter) => void;
}

function FilterRow({ filter: f, publicBaseUrl, busy, editing, onEdit, onToggle, onDelete }: FilterRowProps) {
  const valueLabel = filterValueLabelOf(f.filterKey, f.filterValue);
  const href = f.category?.slug ? publicFilterUrl(publicBaseUrl, f.category.slug, f.slug) : null;
  return (
    <tr role="row" className={cx('af-row', !f.isActive && 'af-row--inactive', editing && 'af-row--editing')} data-testid="filter-row" data-filter-id={f._id} aria-busy={busy || undefined}>
      <th scope="row" role="rowheader" className="af-cell af-cell--name">
        <span className="af-name">{f.name}</span>
        <span className="af-slug">/{f.slug}</span>
      </th>
      <td role="cell" className="af-cell" data-label="Category">
        {f.category?.name || 'Unknown'}
      </td>
      <td role="cell" className="af-cell" data-label="Key & Value">
        <span className="af-kv">
          <span className="af-kv__label">{valueLabel ?? f.filterValue}</span>
          <span className="af-kv__code" title={filterKeyLabel(f.filterKey)}>
            {f.filterKey} = {f.filterValue}
          </span>
        </span>
      </td>
      <td role="cell" className="af-cell af-cell--count" data-label="Vendors">
        <span className="af-count">{f.vendorCount ?? 0}</span>
        <span className="visually-hidden"> {f.vendorCount === 1 ? 'vendor' : 'vendors'}</span>
      </td>
      <td role="cell" className="af-cell" data-label="Status">
        <span className={cx('af-badge', f.isActive ? 'af-badge--on' : 'af-badge--off')}>{f.isActive ? 'Active' : 'Inactive'}</span>
      </td>
      <td role="cell" className="af-cell af-cell--actions" data-label="Actions">
        <div className="af-actions">
          <Button size="sm" variant="outline" disabled={busy} onClick={(e) => onEdit(f, e.currentTarget)}>
            Edit<span className="visually-hidden"> {f.name}</span>
          </Button>
          <Button size="sm" variant="secondary" className="af-toggle" disabled={busy} onClick={() => onToggle(f)}>
            {f.isActive ? 'Deactivate' : 'Activate'}
            <span className="visually-hidden"> {f.name}</span>
          </Button>
          <Button size="sm" variant="ghost" className="af-danger" disabled={busy} onClick={() => onDelete(f)}>
            Delete<span className="visually-hidden"> {f.name}</span>
          </Button>
          {href ? (
            <a className="btn btn--ghost btn--sm af-view" href={href} target="_blank" rel="noopener noreferrer">
              View<span className="visually-hidden"> {f.name} (opens in a new tab)</span>
              <ExternalIcon />
            </a>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function ExternalIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
