/** The six vendor categories of the directory, in the order the site presents them. */
export const CATEGORY_SLUGS = ['venues', 'photographers', 'planners', 'caterers', 'music', 'florists'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The categories' names as the site's chips, breadcrumbs and list labels show them (SPEC §3 Category). */
export const CATEGORY_LABELS: Readonly<Record<CategorySlug, string>> = {
  venues: 'Venues',
  photographers: 'Photographers',
  planners: 'Planners',
  caterers: 'Caterers',
  music: 'Music & DJs',
  florists: 'Florists',
};

/** Each category's list heading: the noun people search with (the page's <h1> and the start of its <title>). */
export const CATEGORY_HEADINGS: Readonly<Record<CategorySlug, string>> = {
  venues: 'Wedding Venues',
  photographers: 'Wedding Photographers',
  planners: 'Wedding Planners',
  caterers: 'Wedding Caterers',
  music: 'Wedding Music & DJs',
  florists: 'Wedding Florists',
};

export const isCategorySlug = (value: string): value is CategorySlug =>
  (CATEGORY_SLUGS as readonly string[]).includes(value);

export interface Category {
  id: string;
  name: string;
  slug: CategorySlug;
  description: string;
  sortOrder: number;
  imageKey: string | null;
}

/** A category as lists show it: with the number of active vendors in it. */
export interface CategorySummary extends Category {
  vendorCount: number;
}

/** Categories in display order: by sortOrder, then by name. */
export const sortCategories = <T extends Pick<Category, 'sortOrder' | 'name'>>(categories: readonly T[]): T[] =>
  [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
