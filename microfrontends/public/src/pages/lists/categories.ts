import { CATEGORY_SLUGS, type CategorySlug } from '@domain/categories/category';
import type { CategoryChip } from '../../components/CategoryChips';

/** 'vendors' is the all-categories list (/vendors). */
export type ListScope = CategorySlug | 'vendors';

/** Chip labels: the category names as the directory shows them (SPEC §3 Category). */
const LABELS: Record<CategorySlug, string> = {
  venues: 'Venues',
  photographers: 'Photographers',
  planners: 'Planners',
  caterers: 'Caterers',
  music: 'Music & DJs',
  florists: 'Florists',
};

/** Page headings: the nouns people search with (the server renders the same ones into <title>). */
const HEADINGS: Record<ListScope, string> = {
  vendors: 'All Wedding Vendors',
  venues: 'Wedding Venues',
  photographers: 'Wedding Photographers',
  planners: 'Wedding Planners',
  caterers: 'Wedding Caterers',
  music: 'Wedding Music & DJs',
  florists: 'Wedding Florists',
};

/** Document titles, matching what the server sends on a first visit. */
const TITLES: Record<ListScope, string> = {
  vendors: 'Wedding Vendors in Upstate SC',
  venues: 'Wedding Venues in Upstate SC',
  photographers: 'Wedding Photographers in Upstate SC',
  planners: 'Wedding Planners in Upstate SC',
  caterers: 'Wedding Caterers in Upstate SC',
  music: 'Wedding Music & DJs in Upstate SC',
  florists: 'Wedding Florists in Upstate SC',
};

export const CATEGORY_CHIPS: readonly CategoryChip[] = [
  { slug: 'vendors', label: 'All' },
  ...CATEGORY_SLUGS.map((slug) => ({ slug, label: LABELS[slug] })),
];

export const categoryLabel = (scope: ListScope): string => (scope === 'vendors' ? 'Vendors' : LABELS[scope]);
export const listHeading = (scope: ListScope): string => HEADINGS[scope];
export const listTitle = (scope: ListScope): string => TITLES[scope];
export const listPath = (scope: ListScope): string => `/${scope}`;

/** 'vendor' / 'vendors'. */
export const vendorCount = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'vendor' : 'vendors'}`;

/** 'matching “barn” in Greer', 'matching “barn”', 'in Greer' or ''. */
export const filterPhrase = (search: string, location: string): string =>
  [search && `matching “${search}”`, location && `in ${location}`].filter(Boolean).join(' ');
