import { CATEGORY_HEADINGS, CATEGORY_LABELS, CATEGORY_SLUGS, type CategorySlug } from '@domain/categories/category';
import type { ListScope } from '@domain/listings/vendor-list-view';
import { countOf } from '@domain/shared/plural';
import type { CategoryChip } from '../../components/CategoryChips';

/** 'vendors' is the all-categories list (/vendors). */
export type { ListScope };

/** Document titles, matching what the server sends on a first visit. */
const TITLES: Record<ListScope, string> = {
  vendors: 'Wedding Vendors in Upstate SC',
  ...(Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, `${CATEGORY_HEADINGS[slug]} in Upstate SC`])) as Record<CategorySlug, string>),
};

export const listTitle = (scope: ListScope): string => TITLES[scope];
export const listPath = (scope: ListScope): string => `/${scope}`;

/** 'matching “barn” in Greer', 'matching “barn”', 'in Greer' or ''. */
export const filterPhrase = (search: string, location: string): string =>
  [search && `matching “${search}”`, location && `in ${location}`].filter(Boolean).join(' ');

/** Honest about what the block is (docs/adr/0018): paid, capped, taking turns. */
export const FEATURED_BLOCK_LEAD = 'Paid placements: at most 3 on a page, taking turns every day.';

/** 'Venues', or 'Vendors' for /vendors. */
export const categoryLabel = (scope: ListScope): string => (scope === 'vendors' ? 'Vendors' : CATEGORY_LABELS[scope]);
/** The list's <h1>: the noun people search with. */
export const listHeading = (scope: ListScope): string => (scope === 'vendors' ? 'All Wedding Vendors' : CATEGORY_HEADINGS[scope]);
/** The last breadcrumb. */
export const listCrumb = (scope: ListScope): string => (scope === 'vendors' ? 'All Vendors' : categoryLabel(scope));
export const featuredBlockTitle = (scope: ListScope): string => `Featured ${categoryLabel(scope)}`;
/** The search box's label on a list. */
export const listSearchLabel = (scope: ListScope): string => (scope === 'vendors' ? 'Search vendors' : `Search ${categoryLabel(scope).toLowerCase()}`);

/** The category chips over a list: All, then each category. */
export const CATEGORY_CHIPS: readonly CategoryChip[] = [
  { slug: 'vendors', label: 'All' },
  ...CATEGORY_SLUGS.map((slug) => ({ slug, label: CATEGORY_LABELS[slug] })),
];

/** '12 vendors', '1 vendor'; '1,000+ vendors' when the count stopped at a cap (a search, ADR 21). */
export const vendorCount = (n: number, atLeast = false): string => `${n.toLocaleString('en-US')}${atLeast ? '+' : ''} ${n === 1 && !atLeast ? 'vendor' : 'vendors'}`;

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
