/**
 * The public vendor lists' order (SPEC §2 Category list: "a featured block, then the other vendors"), used
 * by the public remote's list pages and by the server for a list's first view (ADR 9).
 */
import type { CategorySlug } from '../categories/category.ts';

/** 'vendors' is the all-categories list (/vendors). */
export type ListScope = CategorySlug | 'vendors';

export const ALL_VENDORS_LEAD = 'Venues, photographers, planners, caterers, florists and musicians from across Upstate South Carolina, all in one place.';

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
