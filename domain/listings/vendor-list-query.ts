import { z } from 'zod';
import { isCalendarDay, siteToday } from '../availability/calendar-days.ts';
import { LIST_DATE_MESSAGES } from './list-date.ts';

const VENDOR_SORTS = ['reviews', 'rating', 'name', 'newest', 'price-asc', 'price-desc'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

/** The blocks of a list page (the `block` query value). */
const LIST_BLOCKS = ['featured', 'others'] as const;
export type ListBlock = (typeof LIST_BLOCKS)[number];

const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
const MAX_SEARCH_LENGTH = 200;
/**
 * A search reaches its most relevant matches up to this many, and counts its matches up to this many
 * ('1,000+ vendors' past it; issue 19, ADR 21).
 */
export const SEARCH_RESULT_CAP = 1000;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const wholeNumber = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, `${name} must be a positive whole number`)
      .transform(Number)
      .optional(),
  );

const flag = (name: string) =>
  z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0'], `${name} must be true or false`).transform((v) => v === 'true' || v === '1').optional());

/** The three facts couples search by (issue 18): 'Wedding date', 'Guests', 'Budget'. */
const MAX_GUESTS_FILTER = 10_000;
const MAX_PRICE_FILTER = 10_000_000;
export const LIST_FACT_MESSAGES = {
  ...LIST_DATE_MESSAGES,
  guests: `Guests must be a whole number from 1 to ${MAX_GUESTS_FILTER.toLocaleString('en-US')}`,
  maxPrice: 'Budget must be a whole number of dollars, 0 or more',
} as const;

const wholeIn = (message: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string(message)
      .trim()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .refine((n) => n >= min && n <= max, message)
      .optional(),
  );

/** 'Wedding date': a real YYYY-MM-DD date, today or later in America/New_York. */
const weddingDateField = (today: () => string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string(LIST_FACT_MESSAGES.date)
      .trim()
      .refine(isCalendarDay, LIST_FACT_MESSAGES.date)
      .refine((d) => !isCalendarDay(d) || d >= today(), LIST_FACT_MESSAGES.datePast)
      .optional(),
  );

/**
 * The public vendor list query (GET /api/vendors and the filter landing list). Wrong types are a 400 with
 * the field named; sizes beyond the caps are clamped (limit to 100, page to 10 000) rather than refused.
 * `today` (YYYY-MM-DD in America/New_York) is when a wedding date stops being accepted; the server passes its clock.
 */
export const vendorListQuerySchemaAt = (today: () => string) => z.object({
  page: wholeNumber('Page').transform((n) => Math.min(Math.max(n ?? 1, 1), MAX_PAGE)),
  limit: wholeNumber('Limit').transform((n) => Math.min(Math.max(n ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE)),
  category: z.preprocess(emptyToUndefined, z.string().max(64, 'Unknown category').optional()),
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  ),
  location: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'Location must be at most 100 characters').optional()),
  sortBy: z.preprocess(emptyToUndefined, z.enum(VENDOR_SORTS, `Sort must be one of ${VENDOR_SORTS.join(', ')}`).default('reviews')),
  featured: flag('Featured'),
  premierPartner: flag('Premier partner'),
  /**
   * A list page's two blocks (docs/adr/0018): 'featured' is the Featured block (at most FEATURED_PER_PAGE
   * featured vendors in the day's turn, page 1), 'others' everyone else (the block's vendors left out).
   */
  block: z.preprocess(emptyToUndefined, z.enum(LIST_BLOCKS, `Block must be one of ${LIST_BLOCKS.join(', ')}`).optional()),
  date: weddingDateField(today),
  guests: wholeIn(LIST_FACT_MESSAGES.guests, 1, MAX_GUESTS_FILTER),
  maxPrice: wholeIn(LIST_FACT_MESSAGES.maxPrice, 0, MAX_PRICE_FILTER),
});

/** The list query with today taken from the machine's clock (forms in the browser, tests without a clock). */
export const vendorListQuerySchema = vendorListQuerySchemaAt(() => siteToday(new Date()));

export type VendorListQuery = z.output<typeof vendorListQuerySchema>;

/** The three facts of a query as criteria carry them (only those given). */
export const listFactsOf = (query: Pick<VendorListQuery, 'date' | 'guests' | 'maxPrice'>): Pick<VendorListCriteria, 'date' | 'guests' | 'maxPrice'> => ({
  ...(query.date !== undefined ? { date: query.date } : {}),
  ...(query.guests !== undefined ? { guests: query.guests } : {}),
  ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
});

/** Criteria as the repository takes them: the category already resolved to its id. */
export interface VendorListCriteria {
  page: number;
  limit: number;
  categoryId?: string;
  filterId?: string;
  search?: string;
  city?: string;
  featured?: boolean;
  premierPartner?: boolean;
  /** Wedding date (YYYY-MM-DD): vendors who marked it booked or unavailable are left out. */
  date?: string;
  /** Guest count: venues and caterers whose stated capacity is smaller are left out, those that state none follow the rest (GUEST_CAPACITY_CATEGORIES). */
  guests?: number;
  /** Budget: vendors whose starting price is above it are left out, those that state none follow the rest. */
  maxPrice?: number;
  sortBy: VendorSort;
  /** 'featured': only the Featured block's vendors, in the day's turn; 'others': all but them. */
  block?: ListBlock;
}
