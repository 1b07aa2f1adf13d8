import { z } from 'zod';
import { chosenFilterIdsField } from '../filters/chosen-filters.ts';
import { PRICE_RANGES } from '../listings/vendor.ts';
import { guestCapacityField } from '../listings/guest-capacity.ts';
import { LISTING_STATES } from '../listings/states.ts';
import { streetAddressField } from '../listings/vendor-profile.ts';
import { cardSchema, type CardSummary } from '../payments/card.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isHttpUrl, multiLine, oneLine, WEBSITE_MESSAGE } from '../shared/text-fields.ts';
import { TIERS, type Tier } from '../subscriptions/tiers.ts';

export const APPLICATION_STATES = LISTING_STATES;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_LIMITS = { businessName: 200, ownerName: 100, phone: 40, description: 2000, website: 500, social: 255, city: 100, county: 100, additionalInfo: 2000 } as const;

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const required = (message: string, max: number) => z.preprocess(trim, z.string(message).min(1, message).max(max, `Must be at most ${max} characters`));
const optional = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v ?? undefined), z.string().max(max, `Must be at most ${max} characters`).optional());
/** A number input: '' or null is "not given"; otherwise a whole number of at least 0. */
const optionalCount = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number(message).int(message).min(0, message).max(100_000_000, message).nullable(),
  );

/** The plan from the /apply?plan= query: a known tier, else free (SPEC.md §3). */
export const planFromQuery = (plan: string | null | undefined): Tier => ((TIERS as readonly string[]).includes(plan ?? '') ? (plan as Tier) : 'free');

/**
 * The vendor application (SPEC.md §3 "Application", §5 "Application form"): one schema for the form and
 * for POST /api/applications, so both give the same messages. Card fields are required for paid tiers
 * only; they are validated here and then reduced to a summary by the use case.
 */
export const applicationSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      subscriptionTier: z.preprocess((v) => v ?? 'free', z.enum(TIERS, 'Please choose a plan')),
      businessName: oneLine('Business name', required('Business name is required', APPLICATION_LIMITS.businessName)),
      category: oneLine('Category', required('Category is required', 64)),
      ownerName: oneLine('Owner name', required('Owner name is required', APPLICATION_LIMITS.ownerName)),
      email: z.preprocess(trim, z.string('Email is required').min(1, 'Email is required').max(EMAIL_MAX_LENGTH, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address')),
      phone: oneLine('Phone number', required('Phone number is required', APPLICATION_LIMITS.phone)),
      description: multiLine('Description', optional(APPLICATION_LIMITS.description)),
      website: oneLine('Website', optional(APPLICATION_LIMITS.website)).refine((v) => v === undefined || isHttpUrl(v), WEBSITE_MESSAGE),
      socialMedia: z
        .object({
          instagram: oneLine('Instagram', optional(APPLICATION_LIMITS.social)),
          facebook: oneLine('Facebook', optional(APPLICATION_LIMITS.social)),
          pinterest: oneLine('Pinterest', optional(APPLICATION_LIMITS.social)),
        })
        .default({ instagram: undefined, facebook: undefined, pinterest: undefined }),
      location: z.object(
        {
          city: oneLine('City', required('City is required', APPLICATION_LIMITS.city)),
          county: oneLine('County', required('County is required', APPLICATION_LIMITS.county)),
          state: z.preprocess((v) => v || 'SC', z.enum(APPLICATION_STATES, 'Please choose SC, NC or GA')),
          zipCode: z.preprocess(
            (v) => (typeof v === 'string' ? v.trim() || undefined : v ?? undefined),
            z.string().regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code').optional(),
          ),
        },
        'City is required',
      ),
      /** Venues: the street address the listing's location card shows (issue 36). */
      streetAddress: streetAddressField,
      yearsInBusiness: optionalCount('Years in business must be a whole number of 0 or more'),
      /** Venues and caterers: the guest capacity, or the most guests served (issue 36). */
      guestCapacity: guestCapacityField,
      isLicensed: z.boolean('Must be true or false').default(false),
      isInsured: z.boolean('Must be true or false').default(false),
      startingPrice: optionalCount('Starting price must be a whole number of dollars, 0 or more'),
      priceRange: z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), z.enum(PRICE_RANGES, 'Please choose a price range').optional()),
      additionalInfo: multiLine('Additional information', optional(APPLICATION_LIMITS.additionalInfo)),
      /** The category's style facts and indoor/outdoor the applicant picks: ids of its SEO filters (issue 36). */
      filterIds: chosenFilterIdsField.default([]),
      creditCard: z.unknown().optional(),
      /**
       * Stripe mode (issue 37): the SetupIntent the browser confirmed in Stripe's own fields, and the signed
       * token of POST /api/applications/card-setup binding its customer to this application — instead of
       * card fields, which never reach our API then.
       */
      setupIntentId: z.string().min(1).max(255).optional(),
      cardToken: z.string().min(1).max(600).optional(),
    })
    .superRefine(
      (app, ctx) => {
        // Runs even when other fields failed (`when`), so the form and the API list every problem at once.
        const tier = typeof app?.subscriptionTier === 'string' ? app.subscriptionTier : 'free';
        if (tier === 'free') return;
        // A card entered in Stripe's fields: the SetupIntent stands for it (the use case checks it).
        if (app?.setupIntentId && app.creditCard === undefined) return;
        const card = cardSchema(now).safeParse(app?.creditCard ?? {});
        if (!card.success) for (const issue of card.error.issues) ctx.addIssue({ code: 'custom', path: ['creditCard', ...issue.path.map(String)], message: issue.message });
      },
      { when: () => true },
    )
    .transform((app) => {
      const card = app.subscriptionTier === 'free' || (app.setupIntentId && app.creditCard === undefined) ? null : cardSchema(now).parse(app.creditCard);
      return { ...app, creditCard: card };
    });

export type ApplicationInput = z.output<ReturnType<typeof applicationSchema>>;

/** The order of the form's fields, for "scroll to the first invalid field" (SPEC.md §2). */
export const APPLICATION_FIELD_ORDER = [
  'subscriptionTier',
  'businessName',
  'category',
  'description',
  'ownerName',
  'email',
  'phone',
  'website',
  'socialMedia.instagram',
  'socialMedia.facebook',
  'socialMedia.pinterest',
  'streetAddress',
  'location.city',
  'location.county',
  'location.state',
  'location.zipCode',
  'yearsInBusiness',
  'guestCapacity',
  'startingPrice',
  'priceRange',
  'additionalInfo',
  'filterIds',
  'creditCard.cardholderName',
  'creditCard.cardNumber',
  'creditCard.expiryDate',
  'creditCard.cvv',
] as const;

export interface Application {
  id: string;
  status: ApplicationStatus;
  subscriptionTier: Tier;
  businessName: string;
  categoryId: string;
  ownerName: string;
  email: string;
  phone: string;
  description: string | null;
  website: string | null;
  socialMedia: { instagram: string | null; facebook: string | null; pinterest: string | null };
  location: { city: string; county: string; state: string; zipCode: string | null };
  /** Venues: the street address; null when not stated. */
  streetAddress?: string | null;
  yearsInBusiness: number | null;
  /** Venues and caterers: the guest capacity, or the most guests served; null when not stated. */
  guestCapacity?: number | null;
  isLicensed: boolean;
  isInsured: boolean;
  startingPrice: number | null;
  priceRange: string | null;
  additionalInfo: string | null;
  /** The SEO filters (style facts, indoor/outdoor) the applicant picked: active ones of its category. */
  filterIds?: string[];
  card: (CardSummary & { id: string }) | null;
  rejectionReason: string | null;
  vendorId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
