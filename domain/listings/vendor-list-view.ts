/**
 * The order and the texts of the public vendor lists (SPEC §2 Category list: "a featured block, then the
 * other vendors"), shared by the public remote's list pages and the first view the server draws.
 */
import { countOf } from '../shared/plural.ts';
import { CATEGORY_HEADINGS, CATEGORY_LABELS, CATEGORY_SLUGS, type CategorySlug } from '../categories/category.ts';

/** 'vendors' is the all-categories list (/vendors). */
export type ListScope = CategorySlug | 'vendors';

export const ALL_VENDORS_LEAD = 'Venues, photographers, planners, caterers, florists and musicians from across Upstate South Carolina, all in one place.';
/** Honest about what the block is (docs/adr/0018): paid, capped, taking turns. */
export const FEATURED_BLOCK_LEAD = 'Paid placements: at most 3 on a page, taking turns every day.';

/** 'Venues', or 'Vendors' for /vendors. */
export const listLabel = (scope: ListScope): string => (scope === 'vendors' ? 'Vendors' : CATEGORY_LABELS[scope]);
/** The list's <h1>: the noun people search with. */
export const listHeading = (scope: ListScope): string => (scope === 'vendors' ? 'All Wedding Vendors' : CATEGORY_HEADINGS[scope]);
/** The last breadcrumb. */
export const listCrumb = (scope: ListScope): string => (scope === 'vendors' ? 'All Vendors' : listLabel(scope));
export const featuredBlockTitle = (scope: ListScope): string => `Featured ${listLabel(scope)}`;
/** The search box's label on a list. */
export const listSearchLabel = (scope: ListScope): string => (scope === 'vendors' ? 'Search vendors' : `Search ${listLabel(scope).toLowerCase()}`);

/** The category chips over a list: All, then each category. */
export const LIST_CHIPS: ReadonlyArray<{ slug: ListScope; label: string }> = [
  { slug: 'vendors', label: 'All' },
  ...CATEGORY_SLUGS.map((slug) => ({ slug, label: CATEGORY_LABELS[slug] })),
];

/** '12 vendors', '1 vendor'; '1,000+ vendors' when the count stopped at a cap (a search, ADR 21). */
export const vendorCount = (n: number, atLeast = false): string => `${n.toLocaleString('en-US')}${atLeast ? '+' : ''} ${n === 1 && !atLeast ? 'vendor' : 'vendors'}`;

/**
 * The blocks a list page shows: the featured block on page 1 only (paid "top of category" placement),
 * then the others; the first view draws the first `firstScreen` cards of the first block that has any.
 */
export const listBlocks = <T>(featured: readonly T[], others: readonly T[], page: number) => {
  const shownFeatured = page === 1 ? [...featured] : [];
  return {
    featured: shownFeatured,
    others: [...others],
    /** The cards on a first screen: from the featured block if it shows, else from the others. */
    firstScreen: (count: number): { block: 'featured' | 'others'; cards: T[] } =>
      shownFeatured.length > 0 ? { block: 'featured', cards: shownFeatured.slice(0, count) } : { block: 'others', cards: others.slice(0, count) },
  };
};

/**
 * The count line under the 'Guests' or 'Budget' filters (issue 36): how many fit, and how many follow them
 * because they have not stated the fact ('12 vendors fit 120 guests · 5 have not listed their capacity').
 */
export const factsCountLine = (matching: number, unlisted: number, facts: { guests?: number | undefined; maxPrice?: number | undefined }): { fit: string; unlisted: string | null } => {
  const asked = [
    facts.guests !== undefined && countOf(facts.guests, 'guest'),
    facts.maxPrice !== undefined && `a $${facts.maxPrice.toLocaleString('en-US')} budget`,
  ].filter(Boolean);
  const named = [facts.guests !== undefined && 'capacity', facts.maxPrice !== undefined && 'price'].filter(Boolean).join(' or ');
  return {
    fit: `${vendorCount(matching)} ${matching === 1 ? 'fits' : 'fit'} ${asked.join(' and ')}`,
    unlisted: unlisted > 0 ? `${unlisted.toLocaleString('en-US')} ${unlisted === 1 ? 'has not listed its' : 'have not listed their'} ${named}` : null,
  };
};
