import { z } from 'zod';
import { siteToday } from '../availability/calendar-days.ts';
import { FILTER_KEYS } from '../filters/filter-catalogue.ts';
import { vendorSummaryAnswerSchema } from '../listings/vendor-answers.ts';
import { vendorListQuerySchemaAt } from '../listings/vendor-list-query.ts';
import { okSchema } from '../shared/answers.ts';
import { vendorCardsQuerySchema } from './shortlist-api.ts';

/**
 * GET /api/vendors/compare?ids=a,b,c&date=YYYY-MM-DD (issue 39 §2): the facts the shortlist's compare table
 * shows of the vendors a couple saved, in the order asked, the vendors that are not listed left out. The ids
 * as GET /api/vendors/cards takes them (at most SHORTLIST_LIMIT); `date` is the list's 'Wedding date' (a real
 * date, today or later in America/New_York: the same field and messages). The guests and budget flags need
 * no read: the page draws them from these facts (compare.ts).
 */
export const vendorCompareQuerySchemaAt = (today: () => string) => vendorCardsQuerySchema.extend({ date: vendorListQuerySchemaAt(today).shape.date });
/** The query with today from the machine's clock (tests without a clock). */
export const vendorCompareQuerySchema = vendorCompareQuerySchemaAt(() => siteToday(new Date()));
export type VendorCompareQuery = z.output<typeof vendorCompareQuerySchema>;

/** One of the category's service filters (venue type, indoor or outdoor, …) with the values the vendor carries, named. */
export const serviceFactAnswerSchema = z.object({ key: z.enum(FILTER_KEYS), label: z.string(), values: z.array(z.string()) });

/** A compared vendor: its card, with capacity, style facts and, given a date, its calendar's say on it. */
export const compareVendorAnswerSchema = vendorSummaryAnswerSchema.extend({
  /** Venues: guests held; caterers: most guests served; null when not stated. */
  capacity: z.number().nullable(),
  /** The listing's own style words (attributes.style), as text or a list. */
  style: z.union([z.string(), z.array(z.string())]).nullable(),
  /** Every service filter key of the vendor's category, in the catalogue's order (serviceFactsOf). */
  serviceFacts: z.array(serviceFactAnswerSchema),
  /** With a date: whether the vendor marked that day booked or unavailable on their calendar; null without one. */
  unavailableOnDate: z.boolean().nullable(),
});
export type CompareVendorDto = z.infer<typeof compareVendorAnswerSchema>;

/** The answer: the date the flags were read for (null: none) and the vendors. */
export const vendorCompareAnswerSchema = okSchema.extend({ date: z.string().nullable(), vendors: z.array(compareVendorAnswerSchema) });
export type VendorCompareAnswer = z.infer<typeof vendorCompareAnswerSchema>;
