import { z } from 'zod';
import { EMAIL_PATTERN, isHttpUrl, multiLine, oneLine, requiredText, WEBSITE_MESSAGE } from '../shared/text-fields.ts';
import { PRICE_RANGES } from './vendor.ts';
import { guestCapacityField, yearEstablishedField } from './guest-capacity.ts';
import { LISTING_STATES } from './states.ts';
import { STREET_ADDRESS_MAX, STREET_ADDRESS_TOO_LONG } from './street-address.ts';
import { DESCRIPTION_MAX_CHARS, plainTextLength, PRICING_NOTES_MAX_CHARS, withinMarkupBudget } from './rich-text.ts';

export const VENDOR_PROFILE_LIMITS = { name: 200, tagline: 300, phone: 40, website: 500, email: 191, social: 255, html: 100_000 } as const;

/** Optional text on one line: trimmed; '' or null clears it (null); absent keeps it (undefined). */
const clearable = (label: string, max: number, tooLong = `Must be at most ${max} characters`) =>
  oneLine(label, z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string('Must be text').max(max, tooLong).nullable().optional()));

const richText = (limit: number, label: string) =>
  multiLine(
    label,
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || null : v),
      z
        .string('Must be text')
        .max(VENDOR_PROFILE_LIMITS.html, `${label} is too long`)
        .refine((html) => plainTextLength(html) <= limit, `${label} must be at most ${limit} characters`)
        .refine((html) => withinMarkupBudget(html), `${label} has too much formatting`)
        .nullable()
        .optional(),
    ),
  );

/** Optional text: trimmed; '', null or absent is null. */
const trimmedOrNull = (text: z.ZodString) => z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v ?? null), text.nullable());

/**
 * Venues: the street address (street-address.ts), one line of at most 200 characters; trimmed, '' or null
 * clears it (null), absent keeps it (undefined). The application asks it with this field too.
 */
export const streetAddressField = clearable('Street address', STREET_ADDRESS_MAX, STREET_ADDRESS_TOO_LONG);

/** A listing's address as its vendor or an admin edits it (issue 36: the vendor's own dashboard too). */
export const vendorLocationSchema = z.object({
  city: oneLine('City', requiredText('City is required', 100)),
  county: oneLine('County', requiredText('County is required', 100)),
  state: z.preprocess((v) => v || 'SC', z.enum(LISTING_STATES, 'Please choose SC, NC or GA')),
  zipCode: trimmedOrNull(z.string().regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code')),
  region: oneLine('Region', trimmedOrNull(z.string('Must be text').max(100, 'Must be at most 100 characters'))),
});

/**
 * What a vendor may change of their own listing (SPEC.md §7 `PUT /vendors/{id}`): one schema for the
 * dashboard form and the server. Keys it does not name (featured, verified, active, tier, owner, slug…)
 * are stripped. A key left out keeps its stored value; an empty value clears an optional field.
 */
export const vendorProfileSchema = z.object({
  name: oneLine('Business name', requiredText('Business name is required', VENDOR_PROFILE_LIMITS.name)).optional(),
  tagline: clearable('Tagline', VENDOR_PROFILE_LIMITS.tagline),
  description: richText(DESCRIPTION_MAX_CHARS, 'Description'),
  pricingNotes: richText(PRICING_NOTES_MAX_CHARS, 'Pricing notes'),
  phone: clearable('Phone', VENDOR_PROFILE_LIMITS.phone),
  website: clearable('Website', VENDOR_PROFILE_LIMITS.website).refine((v) => v == null || isHttpUrl(v), WEBSITE_MESSAGE),
  email: clearable('Email', VENDOR_PROFILE_LIMITS.email).refine((v) => v == null || EMAIL_PATTERN.test(v), 'Please enter a valid email address'),
  /** Category id. */
  category: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string('Category is required').min(1, 'Category is required').max(64)).optional(),
  socialMedia: z
    .object({
      instagram: clearable('Instagram', VENDOR_PROFILE_LIMITS.social),
      facebook: clearable('Facebook', VENDOR_PROFILE_LIMITS.social),
      pinterest: clearable('Pinterest', VENDOR_PROFILE_LIMITS.social),
      tiktok: clearable('TikTok', VENDOR_PROFILE_LIMITS.social),
    })
    .optional(),
  startingPrice: z
    .preprocess((v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number('Starting price must be a number').int('Starting price must be a whole number of dollars').min(0, 'Starting price must be 0 or more').max(10_000_000, 'Starting price is too large').nullable().optional()),
  priceRange: z.preprocess((v) => (v === '' || v === null ? 'not-specified' : v), z.enum(PRICE_RANGES, 'Please choose a price range').optional()),
  /** Guest capacity (venues) or the most guests served (caterers): the 'Guests' filter reads it (issue 36). */
  capacity: guestCapacityField,
  /** The year the business was established (its years in business; issue 36). */
  yearEstablished: yearEstablishedField,
  /** City, county, state, ZIP (and region): the town lists and the location card read them (issue 36). */
  location: vendorLocationSchema.optional(),
  /** Venues: the street address the location card shows above the city (issue 36); '' clears it. */
  streetAddress: streetAddressField,
});

export type VendorProfileInput = z.output<typeof vendorProfileSchema>;
