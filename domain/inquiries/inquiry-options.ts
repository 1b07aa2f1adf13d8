import type { CategorySlug } from '../categories/category.ts';

/**
 * Inquiry option lists and their labels (issue 17), without zod, so the vendor and public remotes can show
 * them for nothing extra. Codes are what the database and the API carry; labels are what people see.
 */

/** Where an inquiry is in the vendor's inbox. Stored lowercase; the inbox shows the labels. */
export const INQUIRY_STATUSES = ['new', 'replied', 'booked', 'not_available', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  not_available: 'Not Available',
  closed: 'Closed',
};
export const isInquiryStatus = (v: string): v is InquiryStatus => (INQUIRY_STATUSES as readonly string[]).includes(v);

/** Why a couple closed the thread; the vendor is told politely. */
export const CLOSE_REASONS = ['booked_elsewhere', 'not_interested'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_LABELS: Readonly<Record<CloseReason, string>> = {
  booked_elsewhere: "We've booked someone else",
  not_interested: 'Not interested',
};

/**
 * Where an inquiry is on its way to the vendor (not shown to the vendor):
 * - pending_confirmation: the couple has not yet clicked 'Confirm your message to {vendor name}' (7 days);
 * - held: confirmed, but a spam rule held it for an admin ('Release' delivers it, 'Delete' removes it);
 * - delivered: in the vendor's inbox (for an owner-less listing: waiting for its owner);
 * - deleted: the couple deleted the thread; their personal data and the messages are gone, the row keeps
 *   only the times that the vendor's reply-time figure needs.
 */
export const INQUIRY_STATES = ['pending_confirmation', 'held', 'delivered', 'deleted'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export type MessageAuthor = 'couple' | 'vendor';

/**
 * A budget range a couple picks, in whole dollars for the vendor's whole service: `min` inclusive, `max`
 * exclusive (null: open-ended). 'not-sure' has neither.
 */
export interface BudgetRange {
  code: string;
  label: string;
  min: number | null;
  max: number | null;
}

export const BUDGET_NOT_SURE: BudgetRange = { code: 'not-sure', label: 'Not sure yet', min: null, max: null };

/** Whole dollars as the inquiry screens show them: '$4,500'. */
export const dollars = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** The ranges between the given bounds: 'Under $a', '$a – $b', …, '$z or more'. */
const rangesBetween = (bounds: readonly number[]): BudgetRange[] => {
  const ranges: BudgetRange[] = [{ code: `under-${bounds[0]}`, label: `Under ${dollars(bounds[0]!)}`, min: null, max: bounds[0]! }];
  for (let i = 1; i < bounds.length; i++) {
    const [lo, hi] = [bounds[i - 1]!, bounds[i]!];
    ranges.push({ code: `${lo}-${hi}`, label: `${dollars(lo)} – ${dollars(hi)}`, min: lo, max: hi });
  }
  const top = bounds[bounds.length - 1]!;
  ranges.push({ code: `${top}-plus`, label: `${dollars(top)} or more`, min: top, max: null });
  return [...ranges, BUDGET_NOT_SURE];
};

/**
 * Each category's budget ranges, for the whole service (what the listings' starting prices mean: the demo
 * caterers' starting prices are totals too). Bounds chosen around the Upstate's starting prices.
 */
export const BUDGET_RANGES: Readonly<Record<CategorySlug, readonly BudgetRange[]>> = {
  venues: rangesBetween([3000, 6000, 10000]),
  photographers: rangesBetween([2000, 3500, 5000]),
  planners: rangesBetween([2000, 5000, 8000]),
  caterers: rangesBetween([2000, 5000, 10000]),
  music: rangesBetween([1000, 2000, 3500]),
  florists: rangesBetween([1000, 2500, 5000]),
};

/** Every budget code of any category (what the API accepts before it knows the vendor's category). */
export const ALL_BUDGET_CODES: readonly string[] = [...new Set(Object.values(BUDGET_RANGES).flatMap((list) => list.map((r) => r.code)))];

export const budgetRangesFor = (category: CategorySlug): readonly BudgetRange[] => BUDGET_RANGES[category];

export const budgetRangeOf = (category: CategorySlug, code: string): BudgetRange | null =>
  BUDGET_RANGES[category].find((r) => r.code === code) ?? null;

/** The label of a stored budget code, e.g. '$3,000 – $6,000'; an unknown code is shown as it is. */
export const budgetLabel = (category: CategorySlug, code: string): string => budgetRangeOf(category, code)?.label ?? code;
