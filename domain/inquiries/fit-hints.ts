import type { UnavailableKind } from '../availability/availability.ts';
import type { CategorySlug } from '../categories/category.ts';
import { budgetRangeOf, dollars } from './inquiry-options.ts';
import { weddingDateText } from './inquiry-words.ts';

/**
 * Fit hints in the vendor's inbox (issue 17 §5): the couple's guest count against the listing's capacity
 * (`attributes.capacity`, SPEC.md §3) and their budget range against its starting price (`startingPrice`,
 * whole dollars), and the couple's date against the vendor's own calendar (Availability, issue 36 §10). A
 * hint helps the vendor answer; it never hides or ranks an inquiry.
 */
export type FitTone = 'good' | 'warning' | 'unknown';

export interface FitHint {
  kind: 'date' | 'guests' | 'budget';
  tone: FitTone;
  text: string;
}

const count = (n: number) => n.toLocaleString('en-US');

export const guestFitHint = (guestCount: number, capacity: number | null): FitHint => {
  if (capacity === null || capacity <= 0) return { kind: 'guests', tone: 'unknown', text: 'Add your capacity to your profile to see whether the guest count fits' };
  return guestCount <= capacity
    ? { kind: 'guests', tone: 'good', text: `${count(guestCount)} guests is within your capacity of ${count(capacity)}` }
    : { kind: 'guests', tone: 'warning', text: `${count(guestCount)} guests is more than your capacity of ${count(capacity)}` };
};

/**
 * The couple's date against the vendor's calendar: a hint only when the vendor already marked that day booked
 * or unavailable ('You marked October 9, 2027 as booked on your calendar'); an open day or no date, none.
 */
export const dateFitHint = (weddingDate: string | null, mark: UnavailableKind | null): FitHint | null =>
  weddingDate && mark ? { kind: 'date', tone: 'warning', text: `You marked ${weddingDateText({ weddingDate })} as ${mark} on your calendar` } : null;

/**
 * The budget range against the starting price: below it when the whole range is under the price (its top
 * is at or below it); open-ended ranges always reach it. 'Not sure yet' or no starting price: unknown.
 */
export const budgetFitHint = (category: CategorySlug, budget: string, startingPrice: number | null): FitHint => {
  const range = budgetRangeOf(category, budget);
  if (startingPrice === null || startingPrice <= 0) return { kind: 'budget', tone: 'unknown', text: 'Add a starting price to your profile to compare budgets' };
  if (!range || (range.min === null && range.max === null)) return { kind: 'budget', tone: 'unknown', text: 'The couple has not settled on a budget yet' };
  return range.max !== null && range.max <= startingPrice
    ? { kind: 'budget', tone: 'warning', text: `Their budget (${range.label}) is below your starting price of ${dollars(startingPrice)}` }
    : { kind: 'budget', tone: 'good', text: `Their budget (${range.label}) reaches your starting price of ${dollars(startingPrice)}` };
};

/**
 * The hints for one inquiry: first the calendar's mark on the couple's date (`dateMark`, when there is one),
 * then guests and budget. Capacity matters for venues and caterers; other categories show the guest hint only
 * when the listing gives a capacity (a photographer has none, and is not nagged about it).
 */
export const fitHints = (
  inquiry: { guestCount: number; budget: string; weddingDate?: string | null },
  vendor: { category: CategorySlug; capacity: number | null; startingPrice: number | null },
  dateMark: UnavailableKind | null = null,
): FitHint[] => {
  const hints: FitHint[] = [];
  const date = dateFitHint(inquiry.weddingDate ?? null, dateMark);
  if (date) hints.push(date);
  if (vendor.capacity !== null || vendor.category === 'venues' || vendor.category === 'caterers') hints.push(guestFitHint(inquiry.guestCount, vendor.capacity));
  hints.push(budgetFitHint(vendor.category, inquiry.budget, vendor.startingPrice));
  return hints;
};
