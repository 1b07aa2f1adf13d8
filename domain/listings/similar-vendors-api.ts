import { z } from 'zod';
import { siteToday } from '../availability/calendar-days.ts';
import type { CategorySlug } from '../categories/category.ts';
import { budgetRangeOf } from '../inquiries/inquiry-options.ts';
import { okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { unlistedAnswerSchema, vendorSummaryAnswerSchema } from './vendor-answers.ts';
import { vendorListQuerySchemaAt } from './vendor-list-query.ts';

/**
 * 'Also ask similar vendors' (issue 39 §4), the read: after a single inquiry, up to SIMILAR_VENDORS_LIMIT other
 * active vendors of the same category and town (the list's 'Location' filter, the vendor's city), that are free
 * on the date and fit the guests and budget — the list's own 'Wedding date', 'Guests' and 'Budget' filters,
 * with their meanings and messages (those that have not stated a fact asked about follow those that fit, and
 * are marked) — in the published order ('How vendors are ordered': the day's Featured block, then everyone
 * else), as a list page of that category and town shows them.
 */
export const SIMILAR_VENDORS_LIMIT = 3;

export const similarVendorsQuerySchemaAt = (today: () => string) => vendorListQuerySchemaAt(today).pick({ date: true, guests: true, maxPrice: true });
/** The query with today from the machine's clock (the browser, tests without a clock). */
const similarVendorsQuerySchema = similarVendorsQuerySchemaAt(() => siteToday(new Date()));
export type SimilarVendorsQuery = z.output<typeof similarVendorsQuerySchema>;

export const similarVendorsAnswerSchema = okSchema.extend({
  vendors: z.array(vendorSummaryAnswerSchema),
  /** What each vendor above that has not stated a fact asked about has not stated ('capacity', 'price'), by id. */
  unlisted: unlistedAnswerSchema.shape.vendors,
});

/** GET /api/vendors/{id}/similar?date=&guests=&maxPrice=: a public read; an inactive or unknown vendor is a 404. */
export const similarVendorsRoute = defineRoute({ method: 'GET', path: '/vendors/:id/similar', query: similarVendorsQuerySchema, answer: similarVendorsAnswerSchema });

/**
 * The list's 'Budget' (the highest starting price that fits) for an inquiry's budget range: a vendor fits a
 * range when its starting price is below the range's top (as the inbox's budget hint says), so whole dollars
 * up to the top less one. An open-ended range or 'Not sure yet' asks nothing.
 */
export const maxPriceOfBudget = (category: CategorySlug, budget: string): number | undefined => {
  const top = budgetRangeOf(category, budget)?.max;
  return top === null || top === undefined ? undefined : top - 1;
};

/** The query for the details of a sent inquiry: its date (none when 'not yet'), its guests, its budget. */
export const similarQueryOf = (category: CategorySlug, sent: { weddingDate?: string | null; guestCount: number; budget: string }): Record<string, string> => {
  const maxPrice = maxPriceOfBudget(category, sent.budget);
  return {
    ...(sent.weddingDate ? { date: sent.weddingDate } : {}),
    guests: String(sent.guestCount),
    ...(maxPrice !== undefined ? { maxPrice: String(maxPrice) } : {}),
  };
};

/** The words of the success screen's offer. */
export const SIMILAR_VENDORS_WORDS = {
  title: 'Also ask similar vendors',
  lead: (category: string) => `${category} in the same town that are free on your date and fit your guests and budget. Choose any to send them the same message.`,
  send: 'Send to selected',
  featured: 'Featured',
} as const;
