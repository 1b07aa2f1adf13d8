/**
 * The SEO filter form (SPEC.md §5 'Admin SEO filter form'): its values, built from a stored filter, the
 * request body and the messages of SPEC.md §8. Validation is the shared `seoFilterSchema`, so the form and
 * the server say the same thing.
 */
import { isApiError, type SeoFilter, type SeoFilterInput } from '@uwd/api-client';
import { FILTER_VALUES, isFilterKey, type FilterKey } from '@domain/filters/filter-catalogue';
import { seoFilterSchema } from '@domain/filters/seo-filter-form';

// ---- messages (SPEC.md §8 'Admin filters', 'Confirmations') -------------------------------------

export const FILTERS_LOAD_FAILED = 'Error loading filters. Please try again.';
export const FILTER_CREATED = 'Filter created successfully!';
export const FILTER_UPDATED = 'Filter updated successfully!';
export const FILTER_DELETED = 'Filter deleted successfully!';
export const filterToggledMessage = (isActive: boolean) => `Filter ${isActive ? 'activated' : 'deactivated'} successfully!`;
export const deleteFilterQuestion = (name: string) => `Are you sure you want to delete the filter "${name}"?`;

/** The server's own message (e.g. the 409 'A filter with this slug already exists in this category.'), else 'Unknown error'. */
export const serverMessage = (error: unknown): string => (isApiError(error) && error.apiError?.message) || 'Unknown error';
export const saveFailedMessage = (error: unknown) => `Error saving filter: ${serverMessage(error)}`;
export const toggleFailedMessage = (error: unknown) => `Error toggling filter: ${serverMessage(error)}`;
export const deleteFailedMessage = (error: unknown) => `Error deleting filter: ${serverMessage(error)}`;

// ---- labels -------------------------------------------------------------------------------------

export const FILTER_KEY_LABELS: Record<FilterKey, string> = {
  venue_type: 'Venue type',
  indoor_outdoor: 'Indoor / outdoor',
  photography_style: 'Photography style',
  planning_style: 'Planning style',
  catering_style: 'Catering style',
  music_style: 'Music style',
  floral_style: 'Floral style',
};

export const filterKeyLabel = (key: string): string => (isFilterKey(key) ? FILTER_KEY_LABELS[key] : key);

/** The value's label from the catalogue ('outdoor_rain' → 'Outdoor with Rain Plan'), or null when unknown. */
export const filterValueLabelOf = (key: string, value: string): string | null =>
  (isFilterKey(key) && FILTER_VALUES[key].find((o) => o.value === value)?.label) || null;

// ---- values -------------------------------------------------------------------------------------

export interface FilterFormValues {
  name: string;
  slug: string;
  /** Category `_id`. */
  category: string;
  filterKey: string;
  filterValue: string;
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated, as typed. */
  metaKeywords: string;
  content: string;
  /** As typed; non-numeric becomes 0 on save. */
  sortOrder: string;
  isActive: boolean;
}

export type FilterField = keyof FilterFormValues;
export type FilterFormErrors = Partial<Record<FilterField, string>>;

/** The order fields appear in the form, for focusing the first invalid one. */
export const FILTER_FIELD_ORDER: readonly FilterField[] = [
  'name',
  'slug',
  'category',
  'filterKey',
  'filterValue',
  'seoTitle',
  'seoDescription',
  'metaKeywords',
  'content',
  'sortOrder',
  'isActive',
];

/** The DOM id of a field's control. */
export const filterFieldId = (field: FilterField): string => `seo-filter-${field}`;

export const emptyFilterValues = (): FilterFormValues => ({
  name: '',
  slug: '',
  category: '',
  filterKey: '',
  filterValue: '',
  seoTitle: '',
  seoDescription: '',
  metaKeywords: '',
  content: '',
  sortOrder: '0',
  isActive: true,
});

export const valuesFromFilter = (f: SeoFilter): FilterFormValues => ({
  name: f.name ?? '',
  slug: f.slug ?? '',
  category: f.category?._id ?? '',
  filterKey: f.filterKey ?? '',
  filterValue: f.filterValue ?? '',
  seoTitle: f.seoTitle ?? '',
  seoDescription: f.seoDescription ?? '',
  metaKeywords: (f.metaKeywords ?? []).join(', '),
  content: f.content ?? '',
  sortOrder: String(f.sortOrder ?? 0),
  isActive: f.isActive ?? true,
});

const isField = (key: string): key is FilterField => (FILTER_FIELD_ORDER as readonly string[]).includes(key);

/** Field → first message, from schema issues or the API's 400 `fields` (whose keys may be dotted: `metaKeywords.3`). */
export const errorsFromPaths = (entries: Iterable<[string, string]>): FilterFormErrors => {
  const errors: FilterFormErrors = {};
  for (const [path, message] of entries) {
    const field = path.split('.')[0] ?? '';
    if (isField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
};

/**
 * Validates with the shared schema. The schema splits the keywords on commas, trims and drops blanks, and
 * turns a non-numeric sort order into 0 — the body it returns is exactly what the API receives.
 */
export const validateFilter = (v: FilterFormValues): { ok: true; body: SeoFilterInput } | { ok: false; errors: FilterFormErrors } => {
  const result = seoFilterSchema.safeParse({ ...v });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: errorsFromPaths(result.error.issues.map((i) => [i.path.map(String).join('.'), i.message])) };
};

export const firstInvalidField = (errors: FilterFormErrors): FilterField | undefined => FILTER_FIELD_ORDER.find((f) => errors[f]);

/** Joins the public site address and a landing page path without doubling the slash. */
export const publicFilterUrl = (publicBaseUrl: string, categorySlug: string, slug: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug)}`;
