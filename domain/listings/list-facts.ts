import type { CategorySlug } from '../categories/category.ts';
import type { UnlistedFact } from './unlisted-facts.ts';

/**
 * What the list's 'Guests' and 'Budget' filters mean (issue 18, 36; ADR 17), without zod: the list query
 * (vendor-list-query.ts) and the repository's SQL follow it, and so do the shortlist's compare flags
 * (domain/couples/compare.ts, issue 39), which the /shortlist page draws without loading zod. One rule, so a
 * compare table and a list never disagree about a vendor.
 */

/**
 * The categories whose listings state a capacity that means "how many guests": the 'Guests' filter hides
 * those of them that state a capacity below the guest count. Other categories (photographers, planners,
 * music, florists) are never hidden by it, on their own lists or on the mixed list (/vendors). ADR 17.
 */
export const GUEST_CAPACITY_CATEGORIES: readonly CategorySlug[] = ['venues', 'caterers'];

/** What the filters read of a listing, and the facts a list asks about. */
type ListingFacts = { category: CategorySlug; capacity: number | null; startingPrice: number | null };
type AskedFacts = { guests?: number | undefined; maxPrice?: number | undefined };

/**
 * Whether a listing passes the 'Guests' and 'Budget' filters (the rule the repository's SQL follows; the date
 * filter is a lookup of marked days). A filter hides only a listing whose stated fact does not fit: one that
 * has not stated it is kept, after those that fit, and marked (unlistedFactsOf; issue 36, ADR 17).
 */
export const passesListFacts = (vendor: ListingFacts, facts: AskedFacts): boolean => {
  if (facts.guests !== undefined && GUEST_CAPACITY_CATEGORIES.includes(vendor.category) && vendor.capacity !== null && vendor.capacity < facts.guests) return false;
  if (facts.maxPrice !== undefined && vendor.startingPrice !== null && vendor.startingPrice > facts.maxPrice) return false;
  return true;
};

/** The facts the filters ask about that the listing has not stated (such listings follow those that fit). */
export const unlistedFactsOf = (vendor: ListingFacts, facts: AskedFacts): UnlistedFact[] => [
  ...(facts.guests !== undefined && GUEST_CAPACITY_CATEGORIES.includes(vendor.category) && vendor.capacity === null ? (['capacity'] as const) : []),
  ...(facts.maxPrice !== undefined && vendor.startingPrice === null ? (['price'] as const) : []),
];
