import { unavailableDateText } from '../availability/calendar-days.ts';
import type { CategorySlug } from '../categories/category.ts';
import { FILTER_KEYS_BY_CATEGORY, filterValueLabel, type FilterKey } from '../filters/filter-catalogue.ts';
import { dollarsLabel } from '../listings/budget-steps.ts';
import { GUEST_CAPACITY_CATEGORIES, passesListFacts, unlistedFactsOf } from '../listings/list-facts.ts';
import { UNLISTED_FACT_LABELS } from '../listings/unlisted-facts.ts';
import type { VendorFilterRef, VendorSummary } from '../listings/vendor.ts';
import { COMPARE_LIMIT } from './shortlist-page.ts';

/**
 * The shortlist's compare table (issue 39 §2): what it says of each vendor against the couple's wedding date,
 * guests and budget. Pure and zod-free (the /shortlist page draws it). The flags follow the list filters'
 * own rule (listings/list-facts.ts): a vendor the list would hide under that guest count or budget gets a
 * warning here, one the list keeps but marks ('Capacity not listed') is unknown here, with the same words.
 */

/** The couple's wish, as the list filters and the URL name it (`?date=&guests=&maxPrice=`). */
export interface CoupleWish {
  /** The wedding date, YYYY-MM-DD. */
  date?: string | undefined;
  guests?: number | undefined;
  /** The budget: the most the vendor's starting price may be, in whole dollars. */
  maxPrice?: number | undefined;
}

/** What the flags need of a vendor. */
export interface CompareSubject {
  name: string;
  category: CategorySlug;
  capacity: number | null;
  startingPrice: number | null;
  /** Whether the vendor marked the wish's date booked or unavailable; null when not read for that date. */
  unavailableOnDate: boolean | null;
}

export type CompareTone = 'good' | 'warning' | 'unknown';

export interface CompareFlag {
  tone: CompareTone;
  text: string;
}

/** A vendor's flags: null where the couple gave no such wish, or where it means nothing for the vendor. */
export interface CompareFlags {
  date: CompareFlag | null;
  guests: CompareFlag | null;
  budget: CompareFlag | null;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 'October 10, 2027': a wedding date as the site writes it (inquiries/inquiry-words.ts weddingDateText, not
 * imported: it brings the inquiry form's zod schemas along).
 */
export const weddingDayText = (date: string): string =>
  new Date(`${date}T12:00:00.000Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The date against the vendor's calendar, as the list's 'Wedding date' reads it: a day the vendor marked
 * (booked or unavailable) is unavailable, any other day available.
 */
const dateFlag = (v: CompareSubject, date: string): CompareFlag | null => {
  if (v.unavailableOnDate === null) return null;
  return v.unavailableOnDate
    ? { tone: 'warning', text: unavailableDateText(v.name) }
    : { tone: 'good', text: `Available on ${weddingDayText(date)}` };
};

/** Venues' and caterers' capacity against the guest count; other categories get no flag (the list never hides them). */
const guestsFlag = (v: CompareSubject, guests: number): CompareFlag | null => {
  if (!GUEST_CAPACITY_CATEGORIES.includes(v.category)) return null;
  if (unlistedFactsOf(v, { guests }).includes('capacity')) return { tone: 'unknown', text: UNLISTED_FACT_LABELS.capacity };
  return passesListFacts(v, { guests })
    ? { tone: 'good', text: `Fits ${count(guests)} guests` }
    : { tone: 'warning', text: `Up to ${count(v.capacity ?? 0)} guests, fewer than your ${count(guests)}` };
};

/** The starting price against the budget. */
const budgetFlag = (v: CompareSubject, maxPrice: number): CompareFlag => {
  if (unlistedFactsOf(v, { maxPrice }).includes('price')) return { tone: 'unknown', text: UNLISTED_FACT_LABELS.price };
  return passesListFacts(v, { maxPrice })
    ? { tone: 'good', text: `Within your budget of ${dollarsLabel(maxPrice)}` }
    : { tone: 'warning', text: `Starts at ${dollarsLabel(v.startingPrice ?? 0)}, above your budget of ${dollarsLabel(maxPrice)}` };
};

/** The flags of one vendor against the wish. */
export const compareFlags = (vendor: CompareSubject, wish: CoupleWish): CompareFlags => ({
  date: wish.date ? dateFlag(vendor, wish.date) : null,
  guests: wish.guests !== undefined ? guestsFlag(vendor, wish.guests) : null,
  budget: wish.maxPrice !== undefined ? budgetFlag(vendor, wish.maxPrice) : null,
});

/** Each service filter's row heading in a compare table (as /apply names them). */
export const SERVICE_FACT_LABELS: Readonly<Record<FilterKey, string>> = {
  venue_type: 'Venue type',
  indoor_outdoor: 'Indoor or outdoor',
  photography_style: 'Photography style',
  planning_style: 'Planning style',
  catering_style: 'Catering style',
  music_style: 'Music style',
  floral_style: 'Floral style',
};

/** One of the category's service filters with the values a vendor carries, named ('Barn', 'Indoor & Outdoor'). */
export interface ServiceFact {
  key: FilterKey;
  label: string;
  values: string[];
}

/**
 * The vendor's style facts from the filters it carries: every filter key of its category, in the
 * catalogue's order (a key it carries no value of has none, so the table's rows line up), each value once.
 */
export const serviceFactsOf = (category: CategorySlug, filters: ReadonlyArray<Pick<VendorFilterRef, 'filterKey' | 'filterValue'>>): ServiceFact[] =>
  FILTER_KEYS_BY_CATEGORY[category].map((key) => ({
    key,
    label: SERVICE_FACT_LABELS[key],
    values: [...new Set(filters.filter((f) => f.filterKey === key).map((f) => filterValueLabel(key, f.filterValue)))],
  }));

/**
 * A vendor as the compare read gives it (GET /api/vendors/compare): the card, its capacity, its style
 * attribute and filters, and, for a wedding date, whether it marked that day (null without a date).
 */
export type VendorCompareFacts = VendorSummary & {
  capacity: number | null;
  style: string | string[] | null;
  filters: VendorFilterRef[];
  unavailableOnDate: boolean | null;
};

/** The vendors of a category the table compares: those the couple chose still saved (in saved order), else the first COMPARE_LIMIT. */
export const comparedOf = (savedIds: readonly string[], chosen: readonly string[] | undefined): string[] =>
  chosen === undefined ? savedIds.slice(0, COMPARE_LIMIT) : savedIds.filter((id) => chosen.includes(id));

/** A 5th 'Compare' tick. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} vendors at once. Untick one to compare another.`;

/** Ticking or unticking one of a limited pick (compared vendors, vendors to message): the next past the limit is refused. */
export const togglePick = (list: readonly string[], id: string, limit: number): { ok: true; list: string[] } | { ok: false; reason: 'full' } => {
  if (list.includes(id)) return { ok: true, list: list.filter((x) => x !== id) };
  if (list.length >= limit) return { ok: false, reason: 'full' };
  return { ok: true, list: [...list, id] };
};
