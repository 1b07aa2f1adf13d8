import type { CategorySlug } from '../../../../domain/categories/category.ts';
import { FILTER_KEYS_BY_CATEGORY, FILTER_VALUES, type FilterKey } from '../../../../domain/filters/filter-catalogue.ts';
import { slugify } from '../../../../domain/listings/slug.ts';
import { TIER_PLANS, trialEndsAt, REMINDER_DAYS_BEFORE_FIRST_PAYMENT, type Tier } from '../../../../domain/subscriptions/tiers.ts';
import { DEMO_TOWNS, type DemoTown } from './demo-data/locations.ts';
import {
  CLOSERS,
  DETAILS,
  FIRST_NAMES,
  LAST_NAMES,
  MIXED_DETAILS,
  OPENERS,
  PENDING_REVIEWS,
  TITLES_3,
  TITLES_4,
  TITLES_5,
} from './demo-data/reviews.ts';
import type { DemoVendor, SocialNetwork } from './demo-data/vendors.ts';
import { planVendorPhoto, type PhotoPlan } from './demo-images.ts';
import { createPrng, type Prng } from './prng.ts';

/**
 * Turns the demo data into complete, deterministic records (everything but database ids): the vendor's
 * rich text, contact details, photos, reviews and subscription. Pure: the same input gives the same output.
 */

const DAY_MS = 86_400_000;

export interface DemoReview {
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  title: string;
  body: string;
  /** YYYY-MM-DD */
  weddingDate: string;
  isPublished: boolean;
  createdAt: Date;
  publishedAt: Date | null;
}

export interface DemoPhoto extends PhotoPlan {
  key: string;
  mediumKey: string;
  altText: string;
  sortOrder: number;
  isPrimary: boolean;
}

export interface DemoSubscription {
  tier: Tier;
  status: 'active';
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
  introPriceLockedUntil: Date | null;
  monthlyPriceCents: number;
  reminderSentAt: Date | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number; cardholderName: string } | null;
}

export interface BuiltVendor {
  source: DemoVendor;
  slug: string;
  town: DemoTown;
  email: string;
  phone: string;
  website: string;
  description: string;
  pricingNotes: string;
  social: Partial<Record<SocialNetwork, string>>;
  tags: Array<{ name: string; slug: string }>;
  tagsText: string;
  filters: Array<{ key: FilterKey; value: string }>;
  photos: DemoPhoto[];
  reviews: DemoReview[];
  reviewAverage: number;
  reviewCount: number;
  subscription: DemoSubscription;
  createdAt: Date;
}

const HIGHLIGHT_HEADINGS: Record<CategorySlug, readonly string[]> = {
  venues: ["What's included", 'At a glance', 'Why couples choose us'],
  photographers: ['What you can expect', 'Every collection includes', 'Why couples choose us'],
  planners: ['How we help', 'What we handle', 'Our services'],
  caterers: ['On the menu', 'What we offer', 'Service details'],
  music: ['What we bring', 'Every booking includes', 'Highlights'],
  florists: ['What we offer', 'Our services', 'Design details'],
};

const CLOSINGS: Record<CategorySlug, readonly string[]> = {
  venues: [
    'We are in {city}, {county}. <strong>Tours are by appointment</strong>: send us a message to check your date and plan a visit.',
    'Dates for next spring and autumn go quickly. <strong>Send us a message</strong> to check availability and schedule a tour of the property in {city}.',
  ],
  photographers: [
    'Based in {city}, we photograph weddings across the Upstate and travel anywhere. <strong>Send us a message</strong> with your date and venue, and we will send our full collections guide.',
    'We take a limited number of weddings each year so every couple gets our full attention. <strong>Reach out</strong> to check your date; coffee in {city} is on us.',
  ],
  planners: [
    'We are based in {city} and plan weddings throughout the Upstate. <strong>Book a free consultation</strong> through the directory and tell us about your plans.',
    'Every couple starts with a free, no-pressure consultation in {city} or by video call. <strong>Send us a message</strong> to set one up.',
  ],
  caterers: [
    'Our kitchen is in {city}, and we cater weddings across the Upstate. <strong>Send us a message</strong> with your date, venue and guest count for a custom quote.',
    'Tastings are held at our {city} kitchen on weekday evenings. <strong>Reach out</strong> with your date and guest count to book yours.',
  ],
  music: [
    'We are based in {city} and perform across the Upstate and beyond. <strong>Send us a message</strong> to check your date and get a custom quote.',
    'Want to hear us first? <strong>Ask for our demo reel</strong> or an upcoming public date near {city}.',
  ],
  florists: [
    'Our studio is in {city}, and we deliver across the Upstate. <strong>Send us a message</strong> with your date, venue and inspiration photos to start a proposal.',
    'We book a limited number of weddings each weekend. <strong>Reach out</strong> to check your date and set up a design consultation in {city}.',
  ],
};

const PAYMENT_TERMS = [
  'A 30% retainer secures your date; the balance is due two weeks before the wedding.',
  'A signed contract and 50% deposit reserve your date; the balance is due 30 days before the wedding.',
  'Payment plans are available; the final balance is due 14 days before the event.',
  'A $500 non-refundable deposit holds your date; the remaining balance is split into two payments.',
] as const;

const SOCIAL_BASE: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  pinterest: 'https://www.pinterest.com/',
  tiktok: 'https://www.tiktok.com/@',
};

const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

const utc = (y: number, m: number, d: number, h = 12, min = 0): Date => new Date(Date.UTC(y, m - 1, d, h, min));

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

const season = (month: number): string =>
  month <= 2 || month === 12 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'autumn';

const minDate = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/** The filter key of a value within a category (values are unique within a category's keys). */
export const filterKeyFor = (category: CategorySlug, value: string): FilterKey => {
  for (const key of FILTER_KEYS_BY_CATEGORY[category]) {
    if (FILTER_VALUES[key].some((o) => o.value === value)) return key;
  }
  throw new Error(`Unknown filter value '${value}' for category '${category}'`);
};

const buildDescription = (v: DemoVendor, town: DemoTown, prng: Prng): string => {
  const parts = [`<p>${v.intro}</p>`];
  if (v.story) parts.push(`<p>${v.story}</p>`);
  parts.push(`<h3>${prng.pick(HIGHLIGHT_HEADINGS[v.category])}</h3>`);
  parts.push(`<ul>${v.highlights.map((h) => `<li>${h}</li>`).join('')}</ul>`);
  parts.push(`<p>${fill(prng.pick(CLOSINGS[v.category]), { city: town.city, county: town.county })}</p>`);
  return parts.join('\n');
};

const buildReviews = (v: DemoVendor, town: DemoTown, prng: Prng, now: Date): DemoReview[] => {
  const count = v.reviews ?? prng.int(2, 6);
  const reviews: DemoReview[] = [];
  const usedNames = new Set<string>();
  const start = utc(2024, 3, 1).getTime();
  const end = utc(2026, 10, 31).getTime();
  for (let i = 0; i < count; i++) {
    const roll = prng.next();
    const rating = roll < 0.68 ? 5 : roll < 0.94 ? 4 : 3;
    let first = prng.pick(FIRST_NAMES);
    let partner = prng.pick(FIRST_NAMES);
    let last = prng.pick(LAST_NAMES);
    for (let guard = 0; usedNames.has(`${first} ${last}`) && guard < 20; guard++) {
      first = prng.pick(FIRST_NAMES);
      last = prng.pick(LAST_NAMES);
    }
    usedNames.add(`${first} ${last}`);
    while (partner === first) partner = prng.pick(FIRST_NAMES);
    const couple = prng.chance(0.7);
    const reviewerName = couple ? `${first} & ${partner} ${last}` : `${first} ${last}`;
    const reviewerEmail = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
    // Saturdays, mostly in spring and autumn.
    let wedding = new Date(start + Math.floor(prng.next() * ((end - start) / DAY_MS)) * DAY_MS);
    wedding = new Date(wedding.getTime() + ((6 - wedding.getUTCDay() + 7) % 7) * DAY_MS);
    const month = wedding.getUTCMonth() + 1;
    const values = { vendor: v.name, city: town.city, season: season(month) };
    const details = prng.sample(DETAILS[v.category], rating === 5 ? 2 : 1);
    const sentences = [fill(prng.pick(OPENERS[v.category]), values), ...details];
    if (rating === 3) sentences.push(prng.pick(MIXED_DETAILS));
    else sentences.push(prng.pick(CLOSERS));
    const title = rating === 5 ? prng.pick(TITLES_5) : rating === 4 ? prng.pick(TITLES_4) : prng.pick(TITLES_3);
    const yesterday = new Date(now.getTime() - DAY_MS);
    const createdAt = minDate(new Date(wedding.getTime() + prng.int(9, 60) * DAY_MS + prng.int(8, 21) * 3_600_000), yesterday);
    const publishedAt = minDate(new Date(createdAt.getTime() + prng.int(1, 3) * DAY_MS), now);
    reviews.push({
      reviewerName,
      reviewerEmail,
      rating,
      title,
      body: sentences.join(' '),
      weddingDate: isoDate(wedding),
      isPublished: true,
      createdAt,
      publishedAt,
    });
  }
  for (const pending of PENDING_REVIEWS.filter((p) => p.vendor === v.name)) {
    const wedding = new Date(`${pending.weddingDate}T12:00:00.000Z`);
    reviews.push({
      reviewerName: pending.reviewerName,
      reviewerEmail: pending.reviewerEmail,
      rating: pending.rating,
      title: pending.title,
      body: pending.body,
      weddingDate: pending.weddingDate,
      isPublished: false,
      createdAt: minDate(new Date(wedding.getTime() + 9 * DAY_MS), now),
      publishedAt: null,
    });
  }
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};

const buildSubscription = (v: DemoVendor, createdAt: Date, prng: Prng, now: Date): DemoSubscription => {
  const tier: Tier = v.premier ? 'premier' : v.featured ? 'featured' : 'free';
  if (tier === 'free') {
    return {
      tier,
      status: 'active',
      trialStartedAt: null,
      trialEndsAt: null,
      introPriceLockedUntil: null,
      monthlyPriceCents: 0,
      reminderSentAt: null,
      card: null,
    };
  }
  const trialStartedAt = createdAt;
  const trialEnd = trialEndsAt(trialStartedAt);
  const lockedUntil = new Date(trialEnd);
  lockedUntil.setUTCFullYear(lockedUntil.getUTCFullYear() + 1);
  const plan = TIER_PLANS[tier];
  const first = prng.pick(FIRST_NAMES);
  const last = prng.pick(LAST_NAMES);
  const brand = prng.pick(CARD_BRANDS);
  return {
    tier,
    status: 'active',
    trialStartedAt,
    trialEndsAt: trialEnd,
    introPriceLockedUntil: lockedUntil,
    monthlyPriceCents: now.getTime() < lockedUntil.getTime() ? plan.introMonthlyCents : plan.regularMonthlyCents,
    reminderSentAt: new Date(trialEnd.getTime() - REMINDER_DAYS_BEFORE_FIRST_PAYMENT * DAY_MS),
    card: {
      brand,
      last4: String(prng.int(0, 9999)).padStart(4, '0'),
      expMonth: prng.int(1, 12),
      expYear: prng.int(2027, 2031),
      cardholderName: `${first} ${last}`,
    },
  };
};

/** Everything the seed needs about one demo vendor. `index` gives its 555-01xx phone number. */
export const buildVendor = (v: DemoVendor, index: number, now: Date): BuiltVendor => {
  const slug = slugify(v.name);
  const prng = createPrng(`vendor:${slug}`);
  const town = DEMO_TOWNS[v.town];
  const compact = slug.replace(/-/g, '');
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of v.social ?? []) social[network] = `${SOCIAL_BASE[network]}${compact}sc`;

  const tags = v.tags.map((name) => ({ name, slug: slugify(name) }));
  const filters = v.filters.map((value) => ({ key: filterKeyFor(v.category, value), value }));

  const photoCount = v.premier ? 6 : prng.int(3, 6);
  const photos: DemoPhoto[] = [];
  for (let i = 0; i < photoCount; i++) {
    const plan = planVendorPhoto(v.category, slug, i, v.filters, v.name);
    photos.push({
      ...plan,
      key: `vendors/${slug}/${i + 1}.jpg`,
      mediumKey: `vendors/${slug}/${i + 1}-medium.jpg`,
      altText: `${v.name} — ${plan.subject}`,
      sortOrder: i,
      isPrimary: i === 0,
    });
  }

  // Listings joined between January 2024 and the end of 2025: paid trials are all in the past.
  const joinedStart = utc(2024, 1, 8, 15).getTime();
  const createdAt = minDate(new Date(joinedStart + prng.int(0, 700) * DAY_MS + prng.int(0, 36_000) * 1000), now);

  const reviews = buildReviews(v, town, prng, now);
  const published = reviews.filter((r) => r.isPublished);
  const reviewCount = published.length;
  const reviewAverage = reviewCount === 0 ? 0 : Math.round((published.reduce((s, r) => s + r.rating, 0) / reviewCount) * 100) / 100;

  return {
    source: v,
    slug,
    town,
    email: `hello@${slug}.example`,
    phone: `(864) 555-01${String(index).padStart(2, '0')}`,
    website: `https://${slug}.example`,
    description: buildDescription(v, town, prng),
    pricingNotes: `<p>${v.pricing}</p>\n<p>${prng.pick(PAYMENT_TERMS)}</p>`,
    social,
    tags,
    tagsText: v.tags.join(', '),
    filters,
    photos,
    reviews,
    reviewAverage,
    reviewCount,
    subscription: buildSubscription(v, createdAt, prng, now),
    createdAt,
  };
};
