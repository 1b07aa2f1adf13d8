import { useMemo } from 'react';
import { getCategoryFilters, type SeoFilter } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { FILTER_KEYS, isFilterKey, type FilterKey } from '@domain/filters/filter-catalogue';
import { CheckboxField } from './fields';

/** Each filter key's legend at /apply (issue 36). */
const KEY_LEGENDS: Record<FilterKey, string> = {
  venue_type: 'Venue type',
  indoor_outdoor: 'Indoor or outdoor',
  photography_style: 'Photography style',
  planning_style: 'Planning style',
  catering_style: 'Catering style',
  music_style: 'Music style',
  floral_style: 'Floral style',
};

/** The category's filters grouped by key, in the catalogue's order, each group in display order. */
const groupByKey = (filters: readonly SeoFilter[]) => {
  const groups = new Map<string, SeoFilter[]>();
  for (const f of filters) groups.set(f.filterKey, [...(groups.get(f.filterKey) ?? []), f]);
  const order = (key: string) => (isFilterKey(key) ? FILTER_KEYS.indexOf(key) : FILTER_KEYS.length);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, legend: isFilterKey(key) ? KEY_LEGENDS[key] : key.replace(/_/g, ' '), filters: [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)) }));
};

/**
 * The style facts and indoor/outdoor of the chosen category (issue 36): its active SEO filters as tiles to
 * tick, grouped by key as the vendor's dashboard shows them. Optional; approval gives the ticked ones to the
 * listing, and the dashboard edits them afterwards. Nothing until a category is chosen.
 */
export function StyleChoices({ categorySlug, selected, onToggle, error }: { categorySlug: string | undefined; selected: readonly string[]; onToggle: (id: string, on: boolean) => void; error?: string | undefined }) {
  const { state } = useResource(categorySlug ?? null, (signal) => getCategoryFilters(categorySlug ?? '', { signal }));
  const groups = useMemo(() => (state.status === 'ready' ? groupByKey(state.data.filters) : []), [state]);
  if (!categorySlug || (state.status === 'ready' && groups.length === 0)) return null;
  return (
    <fieldset className="apply-subgroup apply-styles" id="apply-filterIds" tabIndex={-1} aria-describedby={error ? 'apply-filterIds-error' : undefined}>
      <legend className="apply-subgroup__legend">
        Style &amp; Setting <span className="apply-subgroup__optional">(optional)</span>
      </legend>
      <p className="apply-styles__lead">Tick what describes your work. Couples browsing pages by style find you there.</p>
      {state.status === 'error' ? (
        <p className="apply-styles__lead">The styles could not be loaded. You can pick them on your dashboard once you are listed.</p>
      ) : state.status !== 'ready' ? (
        <p className="apply-styles__lead" aria-live="polite">
          Loading styles…
        </p>
      ) : (
        groups.map((group) => (
          <fieldset key={group.key} className="apply-styles__group">
            <legend className="apply-styles__legend">{group.legend}</legend>
            <div className="apply-grid apply-grid--3 apply-styles__grid">
              {group.filters.map((f) => (
                <CheckboxField key={f._id} id={`apply-filter-${f._id}`} name="filterIds" label={f.name} checked={selected.includes(f._id)} onChange={(on) => onToggle(f._id, on)} />
              ))}
            </div>
          </fieldset>
        ))
      )}
      {error && (
        <p id="apply-filterIds-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
