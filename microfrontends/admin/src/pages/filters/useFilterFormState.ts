import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createFilter, isApiError, updateFilter } from '@uwd/api-client';
import { FILTER_VALUES, isFilterKey } from '@domain/filters/filter-catalogue';
import { filterKeysForCategory, filterSlugFromName } from '@domain/filters/seo-filter-form';
import { emptyFilterValues, errorsFromPaths, filterFieldId, firstInvalidField, publicFilterUrl, saveFailedMessage, validateFilter, valuesFromFilter, type FilterField, type FilterFormErrors, type FilterFormValues } from './filter-form';

import type { FilterFormProps } from './FilterForm';

/**
 * The SEO filter form's state: the values (the filter's, or empty), the slug following the name until
 * typed, the filter keys and values the category allows, the shared schema's messages with the first
 * invalid field focused, and the save (the server's 400 fields, the failure through onError).
 */
export function useFilterFormState({ filter, categories, publicBaseUrl, onSaved, onError }: Omit<FilterFormProps, 'onCancel'>) {
  const editing = filter !== null;
  const [values, setValues] = useState<FilterFormValues>(() => (filter ? valuesFromFilter(filter) : emptyFilterValues()));
  const [errors, setErrors] = useState<FilterFormErrors>({});
  const [saving, setSaving] = useState(false);
  // While the admin has not typed a slug of their own, it follows the name. An existing filter keeps its
  // slug (its public address) unless the admin changes it.
  const [slugTouched, setSlugTouched] = useState(editing);
  const [focusRequest, setFocusRequest] = useState<{ field: FilterField; seq: number } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

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

  const slugPreview = category && values.slug.trim() ? publicFilterUrl(publicBaseUrl, category.slug, values.slug.trim().toLowerCase()) : null;

  return { values, saving, editing, nameRef, set, onName, onSlug, categoryOptions, category, keys, knownValues, onCategory, onKey, onSubmit, field, slugPreview, slugTouched };
}
