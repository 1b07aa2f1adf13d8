import { useId } from 'react';
import { type SeoFilter } from '@uwd/api-client';
import { Button, SelectField, TextField } from '@uwd/ui';
import { SEO_FILTER_LIMITS } from '@domain/filters/seo-filter-form';
import { FILTER_KEY_LABELS } from './filter-form';
import { FilterPageFields } from './FilterPageFields';
import { useFilterFormState } from './useFilterFormState';

export interface CategoryOption {
  _id: string;
  name: string;
  slug: string;
}

export interface FilterFormProps {
  /** The filter being edited; null to create one. */
  filter: SeoFilter | null;
  categories: CategoryOption[];
  publicBaseUrl: string;
  onSaved: (filter: SeoFilter, mode: 'created' | 'updated') => void;
  onCancel: () => void;
  /** 'Error saving filter: …' as a notice. */
  onError: (message: string) => void;
}

/** Search engines show about this many characters of a title and a description. */
export function FilterForm({ filter, categories, publicBaseUrl, onSaved, onCancel, onError }: FilterFormProps) {
  const titleId = useId();
  const { values, saving, editing, nameRef, set, onName, onSlug, categoryOptions, category, keys, knownValues, onCategory, onKey, onSubmit, field, slugPreview, slugTouched } = useFilterFormState({ filter, categories, publicBaseUrl, onSaved, onError });

  return (
    <section className="af-card af-form" aria-labelledby={titleId} data-testid="filter-form">
      <div className="af-card__head">
        <div>
          <h2 id={titleId} className="af-card__title">
            {editing ? 'Edit Filter' : 'Add New Filter'}
          </h2>
          <p className="af-card__lead">
            {filter ? (
              <>
                Editing <strong>{filter.name}</strong>.{' '}
              </>
            ) : (
              'A landing page for one style within a category. '
            )}
            Fields marked <span className="field__required" aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
        </div>
      </div>

      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={saving}>
        <fieldset className="af-fieldset" disabled={saving}>
          <legend className="af-fieldset__legend">Filter</legend>
          <div className="af-grid af-grid--2">
            <TextField
              ref={nameRef}
              {...field('name')}
              label="Filter Name"
              required
              maxLength={SEO_FILTER_LIMITS.name}
              placeholder="e.g. Barn Venues"
              onChange={(e) => onName(e.target.value)}
            />
            <TextField
              {...field('slug')}
              label="Slug"
              required
              maxLength={SEO_FILTER_LIMITS.slug}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder="barn-venues"
              onChange={(e) => onSlug(e.target.value)}
              hint={
                slugPreview ? (
                  <>
                    Page address: <span className="af-url">{slugPreview}</span>
                  </>
                ) : slugTouched ? (
                  'Lowercase letters, digits and single hyphens.'
                ) : (
                  'Made from the name as you type; you can change it.'
                )
              }
            />
          </div>
          <div className="af-grid af-grid--3">
            <SelectField
              {...field('category')}
              label="Category"
              required
              onChange={(e) => onCategory(e.target.value)}
            >
              <option value="">Select a category</option>
              {categoryOptions.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              {...field('filterKey')}
              label="Filter Key"
              required
              disabled={!category}
              hint={category ? undefined : 'Choose a category first.'}
              onChange={(e) => onKey(e.target.value)}
            >
              <option value="">{category ? 'Select a filter key' : '—'}</option>
              {keys.map((k) => (
                <option key={k} value={k}>
                  {FILTER_KEY_LABELS[k]} ({k})
                </option>
              ))}
              {/* A stored key the category does not offer stays visible, so the admin sees what is saved. */}
              {values.filterKey && !keys.some((k) => k === values.filterKey) && <option value={values.filterKey}>{values.filterKey}</option>}
            </SelectField>
            {knownValues.length > 0 ? (
              <SelectField
                {...field('filterValue')}
                label="Filter Value"
                required
              >
                <option value="">Select a value</option>
                {knownValues.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
                {values.filterValue && !knownValues.some((o) => o.value === values.filterValue) && (
                  <option value={values.filterValue}>{values.filterValue} (not in the list)</option>
                )}
              </SelectField>
            ) : (
              <TextField
                {...field('filterValue')}
                label="Filter Value"
                required
                maxLength={SEO_FILTER_LIMITS.filterValue}
                disabled={!values.filterKey}
                hint={values.filterKey ? undefined : 'Choose a filter key first.'}
              />
            )}
          </div>
        </fieldset>

        <FilterPageFields values={values} field={field} set={set} saving={saving} />

        <div className="af-form-actions">
          <Button type="submit" loading={saving}>
            {saving ? 'Saving...' : editing ? 'Update Filter' : 'Create Filter'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
