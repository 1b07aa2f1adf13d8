/**
 * The Business Profile form: its values, built from the stored listing, and the PUT /api/vendors/{id} body.
 * Validation is the shared `vendorProfileSchema` of @domain/listings/vendor-profile (the server runs the same).
 */
import type { OwnVendor, VendorPriceRange, VendorProfileUpdate } from '@uwd/api-client';
import { PRICE_RANGE_LABELS } from '@domain/listings/vendor';
import { vendorProfileSchema } from '@domain/listings/vendor-profile';
import { plainTextLength } from '@domain/listings/rich-text';

export const SOCIAL_KEYS = ['instagram', 'facebook', 'pinterest', 'tiktok'] as const;
/** The address fields the vendor edits (issue 36); the region is kept as stored. */
export const LOCATION_KEYS = ['city', 'county', 'state', 'zipCode'] as const;
export type LocationKey = (typeof LOCATION_KEYS)[number];
export type SocialKey = (typeof SOCIAL_KEYS)[number];

export interface ProfileValues {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  website: string;
  /** Category `_id`. */
  category: string;
  startingPrice: string;
  priceRange: VendorPriceRange;
  /** Guest capacity (venues) or the most guests served (caterers); '' when not stated (issue 36). */
  capacity: string;
  /** The year the business was established; '' when not stated. */
  yearEstablished: string;
  /** HTML as the editor gives it. */
  description: string;
  pricingNotes: string;
  socialMedia: Record<SocialKey, string>;
  /** Venues: the street address the location card shows; '' when not stated (issue 36). */
  streetAddress: string;
  /** City, county, state and ZIP; `region` as stored (not shown). */
  location: Record<LocationKey, string> & { region: string };
}

/** Field path → message; dotted paths (`socialMedia.instagram`), as the schema and the API's 400 `fields` give them. */
export type ProfileErrors = Partial<Record<string, string>>;

/** The order fields appear in the form, for focusing the first invalid one. */
export const PROFILE_FIELD_ORDER = [
  'name',
  'tagline',
  'category',
  'capacity',
  'yearEstablished',
  'email',
  'phone',
  'website',
  'streetAddress',
  'location.city',
  'location.county',
  'location.state',
  'location.zipCode',
  'startingPrice',
  'priceRange',
  'pricingNotes',
  'description',
  'socialMedia.instagram',
  'socialMedia.facebook',
  'socialMedia.pinterest',
  'socialMedia.tiktok',
] as const;

export type ProfileField = (typeof PROFILE_FIELD_ORDER)[number];

/** The DOM id of a field's control (rich-text fields: the editor's label target). */
export const profileFieldId = (path: string): string => `profile-${path.replace('.', '-')}`;

export const valuesFromVendor = (v: OwnVendor): ProfileValues => ({
  name: v.name ?? '',
  tagline: v.tagline ?? '',
  email: v.email ?? '',
  phone: v.phone ?? '',
  website: v.website ?? '',
  category: v.category?._id ?? '',
  startingPrice: v.startingPrice === null || v.startingPrice === undefined ? '' : String(v.startingPrice),
  priceRange: v.priceRange || 'not-specified',
  capacity: v.attributes?.capacity === null || v.attributes?.capacity === undefined ? '' : String(v.attributes.capacity),
  yearEstablished: v.yearEstablished === null || v.yearEstablished === undefined ? '' : String(v.yearEstablished),
  streetAddress: v.streetAddress ?? '',
  description: v.description ?? '',
  pricingNotes: v.pricingNotes ?? '',
  socialMedia: {
    instagram: v.socialMedia?.instagram ?? '',
    facebook: v.socialMedia?.facebook ?? '',
    pinterest: v.socialMedia?.pinterest ?? '',
    tiktok: v.socialMedia?.tiktok ?? '',
  },
  location: {
    city: v.location?.city ?? '',
    county: v.location?.county ?? '',
    state: v.location?.state || 'SC',
    zipCode: v.location?.zipCode ?? '',
    region: v.location?.region ?? '',
  },
});

/**
 * Editor HTML as it is stored: Quill's semantic HTML writes every space as &nbsp; (which would stop lines
 * from wrapping), and an editor with no text still holds an empty paragraph.
 */
export const normalizeEditorHtml = (html: string): string => {
  const spaced = html.replace(/&nbsp;/g, ' ');
  return plainTextLength(spaced.replace(/\s+/g, '')) === 0 ? '' : spaced;
};

/** The request body, before validation (the schema trims, turns '' into null and parses the price). */
export const toProfileBody = (v: ProfileValues) => ({
  name: v.name,
  tagline: v.tagline,
  email: v.email,
  phone: v.phone,
  website: v.website,
  category: v.category,
  startingPrice: v.startingPrice.trim(),
  priceRange: v.priceRange,
  capacity: v.capacity.trim(),
  yearEstablished: v.yearEstablished.trim(),
  streetAddress: v.streetAddress,
  description: normalizeEditorHtml(v.description),
  pricingNotes: normalizeEditorHtml(v.pricingNotes),
  socialMedia: { ...v.socialMedia },
  location: { ...v.location },
});

/** Validates with the shared schema: the parsed body, or the first message per field path. */
export const validateProfile = (v: ProfileValues): { ok: true; body: VendorProfileUpdate } | { ok: false; errors: ProfileErrors } => {
  const result = vendorProfileSchema.safeParse(toProfileBody(v));
  if (result.success) return { ok: true, body: result.data as VendorProfileUpdate };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
};

export const firstInvalidField = (errors: ProfileErrors): string | undefined =>
  PROFILE_FIELD_ORDER.find((path) => errors[path]) ?? Object.keys(errors).find((k) => errors[k]);

export { PRICE_RANGE_LABELS };

export const SOCIAL_LABELS: Record<SocialKey, { label: string; placeholder: string }> = {
  instagram: { label: 'Instagram', placeholder: '@yourbusiness' },
  facebook: { label: 'Facebook', placeholder: 'facebook.com/yourbusiness' },
  pinterest: { label: 'Pinterest', placeholder: 'pinterest.com/yourbusiness' },
  tiktok: { label: 'TikTok', placeholder: '@yourbusiness' },
};
