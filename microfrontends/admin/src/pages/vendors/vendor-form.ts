/**
 * The admin vendor forms (the edit modal, Add New Vendor): their values, the request bodies, and validation
 * with the shared schemas of @domain/listings/admin-vendor (the server runs the same, so the messages match).
 */
import type { AdminVendor, AdminVendorCreate, AdminVendorUpdate } from '@uwd/api-client';
import { adminVendorCreateSchema, adminVendorUpdateSchema } from '@domain/listings/admin-vendor';
import { plainTextLength } from '@domain/listings/rich-text';
import { asksStreetAddress } from '@domain/listings/street-address';
import type { PriceRange } from '@domain/listings/vendor';

/** Field path → message; dotted paths (`location.city`), as the schema and the API's 400 `fields` give them. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field path of a failed zod parse. */
function collect(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Editor HTML as it is stored: Quill's semantic HTML writes every space as &nbsp; (which would stop lines
 * from wrapping), and an editor with no text still holds an empty paragraph.
 */
export const normalizeEditorHtml = (html: string): string => {
  const spaced = html.replace(/&nbsp;/g, ' ');
  return plainTextLength(spaced.replace(/\s+/g, '')) === 0 ? '' : spaced;
};

/** The first invalid field in the order of the form, for focusing it. */
export const firstInvalid = (errors: FieldErrors, order: readonly string[]): string | undefined =>
  order.find((path) => errors[path]) ?? Object.keys(errors).find((k) => errors[k]);

/** Moves to a field: scrolls it into view and focuses its control (or the rich-text editor through `focusEditor`). */
export function focusField(id: string, focusEditor?: () => void) {
  const target = document.getElementById(id);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  if (focusEditor) focusEditor();
  else target?.focus({ preventScroll: true });
}

// ---- the edit modal -------------------------------------------------------------------------------

export const US_STATES = ['SC', 'NC', 'GA'] as const;
export type UsState = (typeof US_STATES)[number];
export const STATE_NAMES: Record<UsState, string> = { SC: 'South Carolina', NC: 'North Carolina', GA: 'Georgia' };

export interface EditValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  tagline: string;
  /** HTML. */
  description: string;
  startingPrice: string;
  priceRange: PriceRange;
  /** Guest capacity (venues) or the most guests served (caterers); '' when not stated (issue 36). */
  capacity: string;
  /** The year the business was established; '' when not stated. */
  yearEstablished: string;
  /** Venues: the street address the location card shows; '' when not stated (issue 36). */
  streetAddress: string;
  /** The address (issue 36: editable after approval); the region is kept as stored. */
  city: string;
  county: string;
  state: UsState;
  zipCode: string;
  region: string;
}

export const EDIT_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'website',
  'tagline',
  'description',
  'streetAddress',
  'location.city',
  'location.county',
  'location.state',
  'location.zipCode',
  'startingPrice',
  'priceRange',
  'capacity',
  'yearEstablished',
] as const;

export const editValuesFrom = (v: AdminVendor): EditValues => ({
  name: v.name ?? '',
  email: v.email ?? '',
  phone: v.phone ?? '',
  website: v.website ?? '',
  tagline: v.tagline ?? '',
  description: v.description ?? '',
  startingPrice: v.startingPrice === null || v.startingPrice === undefined ? '' : String(v.startingPrice),
  priceRange: (v.priceRange || 'not-specified') as PriceRange,
  capacity: v.attributes?.capacity === null || v.attributes?.capacity === undefined ? '' : String(v.attributes.capacity),
  yearEstablished: v.yearEstablished === null || v.yearEstablished === undefined ? '' : String(v.yearEstablished),
  streetAddress: v.streetAddress ?? '',
  city: v.location?.city ?? '',
  county: v.location?.county ?? '',
  state: (US_STATES as readonly string[]).includes(v.location?.state ?? '') ? (v.location.state as UsState) : 'SC',
  zipCode: v.location?.zipCode ?? '',
  region: v.location?.region ?? '',
});

export function validateEdit(values: EditValues): { ok: true; body: AdminVendorUpdate } | { ok: false; errors: FieldErrors } {
  const result = adminVendorUpdateSchema.safeParse({
    name: values.name,
    email: values.email,
    phone: values.phone,
    website: values.website,
    tagline: values.tagline,
    description: normalizeEditorHtml(values.description),
    startingPrice: values.startingPrice.trim(),
    priceRange: values.priceRange,
    capacity: values.capacity.trim(),
    yearEstablished: values.yearEstablished.trim(),
    streetAddress: values.streetAddress,
    location: { city: values.city, county: values.county, state: values.state, zipCode: values.zipCode, region: values.region },
  });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: collect(result.error.issues) };
}

// ---- Add New Vendor -------------------------------------------------------------------------------


export interface CreateValues {
  /** Category `_id`. */
  category: string;
  name: string;
  tagline: string;
  /** HTML. */
  description: string;
  city: string;
  county: string;
  state: UsState;
  zipCode: string;
  region: string;
  email: string;
  phone: string;
  website: string;
  startingPrice: string;
  priceRange: PriceRange;
  /** Guest capacity (venues) or the most guests served (caterers); asked for those categories only. */
  capacity: string;
  /** The year the business was established. */
  yearEstablished: string;
  /** Venues: the street address (issue 36); sent for a venue only. */
  streetAddress: string;
  /** The ticked style facts and indoor/outdoor: ids of the category's SEO filters (issue 36). */
  filterIds: string[];
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  ownerEmail: string;
}

export const EMPTY_CREATE: CreateValues = {
  category: '',
  name: '',
  tagline: '',
  description: '',
  city: '',
  county: '',
  state: 'SC',
  zipCode: '',
  region: '',
  email: '',
  phone: '',
  website: '',
  startingPrice: '',
  priceRange: 'not-specified',
  capacity: '',
  yearEstablished: '',
  streetAddress: '',
  filterIds: [],
  isActive: true,
  isFeatured: false,
  isVerified: false,
  ownerEmail: '',
};

/** Schema paths in the order of the form. */
export const CREATE_FIELD_ORDER = [
  'category',
  'name',
  'tagline',
  'description',
  'streetAddress',
  'location.city',
  'location.county',
  'location.state',
  'location.zipCode',
  'location.region',
  'email',
  'phone',
  'website',
  'startingPrice',
  'priceRange',
  'capacity',
  'yearEstablished',
  'filterIds',
  'ownerEmail',
] as const;

/** The form value a schema path edits (to clear its error when it changes). */
export const CREATE_PATH_OF: Record<keyof CreateValues, string> = {
  category: 'category',
  name: 'name',
  tagline: 'tagline',
  description: 'description',
  city: 'location.city',
  county: 'location.county',
  state: 'location.state',
  zipCode: 'location.zipCode',
  region: 'location.region',
  email: 'email',
  phone: 'phone',
  website: 'website',
  startingPrice: 'startingPrice',
  priceRange: 'priceRange',
  capacity: 'capacity',
  yearEstablished: 'yearEstablished',
  streetAddress: 'streetAddress',
  filterIds: 'filterIds',
  isActive: 'isActive',
  isFeatured: 'isFeatured',
  isVerified: 'isVerified',
  ownerEmail: 'ownerEmail',
};

export const createFieldId = (path: string): string => `nv-${path.replace(/\./g, '-')}`;

/** `categorySlug`: the chosen category's, which says whether its street address is asked (and sent). */
export function validateCreate(v: CreateValues, categorySlug?: string): { ok: true; body: AdminVendorCreate } | { ok: false; errors: FieldErrors } {
  const result = adminVendorCreateSchema.safeParse({
    category: v.category,
    name: v.name,
    tagline: v.tagline,
    description: normalizeEditorHtml(v.description),
    location: { city: v.city, county: v.county, state: v.state, zipCode: v.zipCode, region: v.region },
    email: v.email,
    phone: v.phone,
    website: v.website,
    startingPrice: v.startingPrice.trim(),
    priceRange: v.priceRange,
    capacity: v.capacity.trim(),
    yearEstablished: v.yearEstablished.trim(),
    ...(asksStreetAddress(categorySlug) ? { streetAddress: v.streetAddress } : {}),
    filterIds: v.filterIds,
    isActive: v.isActive,
    isFeatured: v.isFeatured,
    isVerified: v.isVerified,
    ownerEmail: v.ownerEmail,
  });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: collect(result.error.issues) };
}
