import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createFilter, isApiError, updateFilter, type SeoFilter } from '@uwd/api-client';
import { Button, CheckTile, SelectField, TextAreaField, TextField } from '@uwd/ui';
import { FILTER_VALUES, isFilterKey } from '@domain/filters/filter-catalogue';
import { SEO_FILTER_LIMITS, filterKeysForCategory, filterSlugFromName, parseMetaKeywords } from '@domain/filters/seo-filter-form';
import {
  FILTER_KEY_LABELS,
  emptyFilterValues,
  errorsFromPaths,
  filterFieldId,
  firstInvalidField,
  publicFilterUrl,
  saveFailedMessage,
  validateFilter,
  valuesFromFilter,
  type FilterField,
  type FilterFormErrors,
  type FilterFormValues,
} from './filter-form';

export interface CategoryOption {
  _id: string;
  name: string;
  slug: string;
}

interface FilterFormProps {
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
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

/** The create/edit form of an SEO filter landing page. */
export function FilterForm({ filter, categories, publicBaseUrl, onSaved, onCancel, onError }: FilterFormProps) {
  const editing = filter !== null;
  const [values, setValues] = useState<FilterFormValues>(() => (filter ? valuesFromFilter(filter) : emptyFilterValues()));
  const [errors, setErrors] = useState<FilterFormErrors>({});
  const [saving, setSaving] = useState(false);
  // While the admin has not typed a slug of their own, it follows the name. An existing filter keeps its
  // slug (its public address) unless the admin changes it.
  const [slugTouched, setSlugTouched] = useState(editing);
  const [focusRequest, setFocusRequest] = useState<{ field: FilterField; seq: number } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(filterFieldId(focusRequest.field));
    target?.scrollIntoView({ block: 'center', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const showErrors = (next: FilterFormErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) setFocusRequest((r) => ({ field: first, seq: (r?.seq ?? 0) + 1 }));
  };

  const clearErrors = (...fields: FilterField[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as FilterField))) : e));

  const set = <K extends FilterField>(key: K, value: FilterFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearErrors(key);
  };

  const onName = (name: string) => {
    setValues((v) => ({ ...v, name, slug: slugTouched ? v.slug : filterSlugFromName(name) }));
    clearErrors('name', ...(slugTouched ? [] : (['slug'] as const)));
  };

  const onSlug = (slug: string) => {
    // Emptying the slug hands it back to the name.
    setSlugTouched(slug.trim() !== '');
    set('slug', slug);
  };

  // The stored category stays selectable even if the category list could not be loaded.
  const categoryOptions =
    filter?.category && !categories.some((c) => c._id === filter.category?._id) ? [...categories, filter.category] : categories;
  const category = categoryOptions.find((c) => c._id === values.category) ?? null;
  const keys = filterKeysForCategory(category?.slug);
  const knownValues = isFilterKey(values.filterKey) ? FILTER_VALUES[values.filterKey] : [];

  const onCategory = (id: string) => {
    // A new category has its own filter keys: the key and value are chosen again.
    setValues((v) => (v.category === id ? v : { ...v, category: id, filterKey: '', filterValue: '' }));
    clearErrors('category', 'filterKey', 'filterValue');
  };

  const onKey = (key: string) => {
    setValues((v) => (v.filterKey === key ? v : { ...v, filterKey: key, filterValue: '' }));
    clearErrors('filterKey', 'filterValue');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = validateFilter(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = filter ? await updateFilter(filter._id, result.body) : await createFilter(result.body);
      onSaved(res.filter, filter ? 'updated' : 'created');
    } catch (error) {
      setSaving(false);
      onError(saveFailedMessage(error));
      if (isApiError(error)) {
        const fields = error.apiError?.fields;
        if (error.status === 400 && fields && Object.keys(fields).length > 0) showErrors(errorsFromPaths(Object.entries(fields)));
        // The one conflict a filter can have: its slug is taken in this category.
        else if (error.status === 409 && error.apiError?.message) showErrors({ slug: error.apiError.message });
      }
    }
  };

  /** The id, name, value, error and change handler of a text field (or select) of the form. */
  const field = (key: Exclude<FilterField, 'isActive'>) => ({
    id: filterFieldId(key),
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key, e.target.value),
  });

  const keywords = parseMetaKeywords(values.metaKeywords);
  const slugPreview = category && values.slug.trim() ? publicFilterUrl(publicBaseUrl, category.slug, values.slug.trim().toLowerCase()) : null;

  return (
    <section className="af-card af-form" aria-labelledby={titleId} data-testid="filter-form">
      <div className="af-card__head">
        <div>
          <h2 id={titleId} className="af-card__title">
            {editing ? 'Edit Filter' : 'Add New Filter'}
          </h2>
          <p className="af-card__lead">
            {editing ? (
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

        <fieldset className="af-fieldset" disabled={saving}>
          <legend className="af-fieldset__legend">Search Engines</legend>
          <TextField
            {...field('seoTitle')}
            label="SEO Title"
            required
            maxLength={SEO_FILTER_LIMITS.seoTitle}
            placeholder="Barn Wedding Venues in Upstate SC | Upstate Wedding Directory"
            hint={<LengthHint length={values.seoTitle.trim().length} shown={TITLE_SHOWN} what="The page title in search results and browser tabs." />}
          />
          <TextAreaField
            {...field('seoDescription')}
            label="SEO Description"
            required
            rows={3}
            maxLength={SEO_FILTER_LIMITS.seoDescription}
            hint={<LengthHint length={values.seoDescription.trim().length} shown={DESCRIPTION_SHOWN} what="The summary under the title in search results." />}
          />
          <TextField
            {...field('metaKeywords')}
            label="Meta Keywords"
            placeholder="barn wedding venue, rustic wedding, upstate sc"
            hint={`Separate keywords with commas.${keywords.length ? ` ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}.` : ''}`}
          />
        </fieldset>

        <fieldset className="af-fieldset" disabled={saving}>
          <legend className="af-fieldset__legend">Page</legend>
          <TextAreaField
            {...field('content')}
            label="Content"
            rows={8}
            className="af-content-field"
            hint="Shown on the landing page. HTML is allowed (p, h2, h3, strong, em, u, lists, links, blockquote); anything else is removed when the page is shown."
          />
          <div className="af-grid af-grid--2">
            <TextField
              {...field('sortOrder')}
              type="number"
              label="Sort Order"
              min={0}
              step={1}
              inputMode="numeric"
              hint="Lower numbers come first in their category."
            />
            <div className="field">
              <p className="field__label" aria-hidden="true">
                Visibility
              </p>
              <CheckTile
                id={filterFieldId('isActive')}
                label="Active"
                description="Active pages are public and listed."
                checked={values.isActive}
                onChange={(checked) => set('isActive', checked)}
              />
            </div>
          </div>
        </fieldset>

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

function LengthHint({ length, shown, what }: { length: number; shown: number; what: string }) {
  return (
    <>
      {what}{' '}
      <span className={length > shown ? 'af-length af-length--long' : 'af-length'}>
        {length} characters{length > shown ? ` (about ${shown} are shown)` : ''}
      </span>
    </>
  );
}
