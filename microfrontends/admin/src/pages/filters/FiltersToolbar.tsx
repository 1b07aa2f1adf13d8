import type { CategoryOption } from './FilterForm';
import type { StatusView, useFilterView } from './useFilterView';

/** The search, category and status that narrow the filters table, and how many it shows. */
export function FiltersToolbar({ view, categoryOptions }: { view: ReturnType<typeof useFilterView>; categoryOptions: CategoryOption[] }) {
  return (
    <>
      <div className="af-toolbar" role="search" aria-label="Filters in the table">
        <div className="field af-toolbar__search">
          <label className="field__label" htmlFor="filters-search">
            Search
          </label>
          <input
            id="filters-search"
            type="search"
            className="field__input"
            placeholder="Name, slug or value"
            value={view.search}
            onChange={(e) => view.setSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filters-category">
            Category
          </label>
          <select id="filters-category" className="field__input ui-select" value={view.categoryView} onChange={(e) => view.setCategoryView(e.target.value)}>
            <option value="all">All categories</option>
            {categoryOptions.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filters-status">
            Status
          </label>
          <select id="filters-status" className="field__input ui-select" value={view.statusView} onChange={(e) => view.setStatusView(e.target.value as StatusView)}>
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
      </div>
      <p className="af-shown" aria-live="polite">
        {view.narrowed ? (
          <>
            Showing {view.shown.length} of {view.total}.{' '}
            <button type="button" className="af-link-button" onClick={view.clearView}>
              Show all
            </button>
          </>
        ) : null}
      </p>
    </>
  );
}
