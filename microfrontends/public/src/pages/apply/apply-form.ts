/**
 * The apply form's state and its mapping to the POST /api/applications body. Validation is the shared
 * `applicationSchema` of @domain/applications/application (the server runs the very same schema).
 */
import type { ApplicationSubmission } from '@uwd/api-client';
import { APPLICATION_FIELD_ORDER, applicationSchema } from '@domain/applications/application';
import type { Tier } from '@domain/subscriptions/tiers';

/** A dotted field path of the form, e.g. `location.city` (the schema's issue paths). */
export type FieldPath = (typeof APPLICATION_FIELD_ORDER)[number];
/** The fields typed as text (everything but the plan radio group and the ticked styles). */
export type TextPath = Exclude<FieldPath, 'subscriptionTier' | 'filterIds'>;

export interface ApplyValues {
  subscriptionTier: Tier;
  text: Record<TextPath, string>;
  /** The style facts and indoor/outdoor ticked: ids of the category's SEO filters (issue 36). */
  filterIds: string[];
  isLicensed: boolean;
  isInsured: boolean;
}

/** Field path → message; keys are dotted paths, as the schema and the API's 400 `fields` give them. */
export type FieldErrors = Partial<Record<string, string>>;

export const DEFAULT_STATE = 'SC';

export const emptyValues = (tier: Tier): ApplyValues => ({
  subscriptionTier: tier,
  text: {
    businessName: '',
    category: '',
    ownerName: '',
    email: '',
    phone: '',
    website: '',
    'socialMedia.instagram': '',
    'socialMedia.facebook': '',
    'socialMedia.pinterest': '',
    streetAddress: '',
    'location.city': '',
    'location.county': '',
    'location.state': DEFAULT_STATE,
    'location.zipCode': '',
    description: '',
    yearsInBusiness: '',
    guestCapacity: '',
    startingPrice: '',
    priceRange: '',
    additionalInfo: '',
    'creditCard.cardholderName': '',
    'creditCard.cardNumber': '',
    'creditCard.expiryDate': '',
    'creditCard.cvv': '',
  },
  filterIds: [],
  isLicensed: false,
  isInsured: false,
});

/** The DOM id of a field's control. */
export const fieldId = (path: FieldPath): string => `apply-${path.replace('.', '-')}`;

/** A number input's value: '' is "not given"; the browser already reduces non-numbers to ''. */
const toCount = (value: string): number | null => {
  const v = value.trim();
  if (!v) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * How a paid plan's card is taken: SPEC.md's card fields ('local', the local test processor), or Stripe's own
 * field ('stripe'), whose card never enters this form — only the cardholder's name does.
 */
export type CardEntry = 'local' | 'stripe';

/** Stands in, while the form is checked, for the SetupIntent that Stripe's field confirms at submit. */
const STRIPE_PENDING = 'pending';

/** The form's values in the shape of the request, as typed (untrimmed, '' for an empty field); the card only for paid tiers. */
const asTyped = (values: ApplyValues, cardEntry: CardEntry) => {
  const t = values.text;
  return {
    subscriptionTier: values.subscriptionTier,
    businessName: t.businessName,
    category: t.category,
    ownerName: t.ownerName,
    email: t.email,
    phone: t.phone,
    description: t.description,
    website: t.website,
    socialMedia: { instagram: t['socialMedia.instagram'], facebook: t['socialMedia.facebook'], pinterest: t['socialMedia.pinterest'] },
    // Venues (issue 36): as typed, the shared schema trims it ('' is not stated).
    streetAddress: t.streetAddress,
    location: { city: t['location.city'], county: t['location.county'], state: t['location.state'], zipCode: t['location.zipCode'] },
    yearsInBusiness: toCount(t.yearsInBusiness),
    // Venues and caterers (issue 36): sent as typed, the shared schema checks it ('' is not stated).
    guestCapacity: t.guestCapacity,
    isLicensed: values.isLicensed,
    isInsured: values.isInsured,
    startingPrice: toCount(t.startingPrice),
    priceRange: t.priceRange,
    additionalInfo: t.additionalInfo,
    filterIds: values.filterIds,
    ...(values.subscriptionTier === 'free'
      ? {}
      : cardEntry === 'stripe'
        ? { setupIntentId: STRIPE_PENDING, cardToken: STRIPE_PENDING }
        : {
          creditCard: {
            cardholderName: t['creditCard.cardholderName'],
            cardNumber: t['creditCard.cardNumber'],
            expiryDate: t['creditCard.expiryDate'],
            cvv: t['creditCard.cvv'],
          },
        }),
  };
};

/**
 * Validates the form with the shared schema (the server runs the same): the first message per field path,
 * or the request body, the schema's output with the card as typed (its output keeps only the card's summary).
 * With Stripe's field ('stripe') the body has no card at all: the SetupIntent's id and the setup's token are
 * added once Stripe has confirmed the card.
 */
export const parseApplication = (values: ApplyValues, cardEntry: CardEntry = 'local'): { ok: true; body: ApplicationSubmission } | { ok: false; errors: FieldErrors } => {
  const typed = asTyped(values, cardEntry);
  const result = applicationSchema().safeParse(typed);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  // Stripe's field takes the card; the cardholder's name, typed here, goes to Stripe with it.
  const stripeCard = values.subscriptionTier !== 'free' && cardEntry === 'stripe';
  if (stripeCard && !values.text['creditCard.cardholderName'].trim()) errors['creditCard.cardholderName'] = 'Cardholder name is required';
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { creditCard: _summary, setupIntentId: _pending, cardToken: _token, ...application } = result.data;
  return { ok: true, body: 'creditCard' in typed && typed.creditCard ? { ...application, creditCard: typed.creditCard } : application };
};

/** The first invalid field in form order, or undefined when none of the errors names a form field. */
export const firstInvalidField = (errors: FieldErrors): FieldPath | undefined => APPLICATION_FIELD_ORDER.find((path) => errors[path]);

/** Card number as typed: digits in groups (4-6-5 for American Express, else fours), at most 19 characters. */
export const formatCardNumber = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 16);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
};

/** Expiry as typed: MM/YY, the slash added after the month. */
export const formatExpiry = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
