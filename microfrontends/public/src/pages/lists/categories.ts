import { CATEGORY_HEADINGS, CATEGORY_LABELS, CATEGORY_SLUGS, type CategorySlug } from '@domain/categories/category';
import type { CategoryChip } from '../../components/CategoryChips';

/** 'vendors' is the all-categories list (/vendors). */
export type ListScope = CategorySlug | 'vendors';

/** Page headings: the nouns people search with (the server renders the same ones into <title>). */
const HEADINGS: Record<ListScope, string> = { vendors: 'All Wedding Vendors', ...CATEGORY_HEADINGS };

/** Document titles, matching what the server sends on a first visit. */
const TITLES: Record<ListScope, string> = {
  vendors: 'Wedding Vendors in Upstate SC',
  ...(Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, `${CATEGORY_HEADINGS[slug]} in Upstate SC`])) as Record<CategorySlug, string>),
};

export const CATEGORY_CHIPS: readonly CategoryChip[] = [
  { slug: 'vendors', label: 'All' },
  ...CATEGORY_SLUGS.map((slug) => ({ slug, label: CATEGORY_LABELS[slug] })),
];

export const categoryLabel = (scope: ListScope): string => (scope === 'vendors' ? 'Vendors' : CATEGORY_LABELS[scope]);
export const listHeading = (scope: ListScope): string => HEADINGS[scope];
export const listTitle = (scope: ListScope): string => TITLES[scope];
export const listPath = (scope: ListScope): string => `/${scope}`;

/** 'vendor' / 'vendors'. */
export const vendorCount = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'vendor' : 'vendors'}`;

/** 'matching “barn” in Greer', 'matching “barn”', 'in Greer' or ''. */
export const filterPhrase = (search: string, location: string): string =>
  [search && `matching “${search}”`, location && `in ${location}`].filter(Boolean).join(' ');
