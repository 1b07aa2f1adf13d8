import { CATEGORY_HEADINGS, CATEGORY_SLUGS, type CategorySlug } from '@domain/categories/category';
import { LIST_CHIPS, listHeading, listLabel, vendorCount, type ListScope } from '@domain/listings/vendor-list-view';
import type { CategoryChip } from '../../components/CategoryChips';

/** 'vendors' is the all-categories list (/vendors); labels, headings and the count are the server's too. */
export type { ListScope };
export { listHeading, vendorCount };

/** Document titles, matching what the server sends on a first visit. */
const TITLES: Record<ListScope, string> = {
  vendors: 'Wedding Vendors in Upstate SC',
  ...(Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, `${CATEGORY_HEADINGS[slug]} in Upstate SC`])) as Record<CategorySlug, string>),
};

export const CATEGORY_CHIPS: readonly CategoryChip[] = LIST_CHIPS;

export const categoryLabel = listLabel;
export const listTitle = (scope: ListScope): string => TITLES[scope];
export const listPath = (scope: ListScope): string => `/${scope}`;

/** 'matching “barn” in Greer', 'matching “barn”', 'in Greer' or ''. */
export const filterPhrase = (search: string, location: string): string =>
  [search && `matching “${search}”`, location && `in ${location}`].filter(Boolean).join(' ');
