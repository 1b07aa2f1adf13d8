import type { CategorySlug } from '../../../../../domain/categories/category.ts';

export interface DemoCategory {
  slug: CategorySlug;
  name: string;
  description: string;
  sortOrder: number;
}

/** The six categories, in the order the site shows them. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'venues',
    name: 'Venues',
    description:
      'From mountain-view barns in the Blue Ridge foothills to lakeside lawns on Keowee and loft ballrooms in downtown Greenville, find the place where your Upstate story begins.',
    sortOrder: 1,
  },
  {
    slug: 'photographers',
    name: 'Photographers',
    description:
      'Storytellers who know the golden light over Table Rock, the shade at Falls Park and the quiet moments in between, so you can relive your day for decades.',
    sortOrder: 2,
  },
  {
    slug: 'planners',
    name: 'Planners',
    description:
      'Calm, organised planners and coordinators who know every Upstate venue, vendor and back road, and who carry the details so you can simply enjoy the day.',
    sortOrder: 3,
  },
  {
    slug: 'caterers',
    name: 'Caterers',
    description:
      'Southern comfort, farm-to-table plates and late-night bites from Upstate kitchens that cook with Carolina produce and serve your guests like family.',
    sortOrder: 4,
  },
  {
    slug: 'music',
    name: 'Music & DJs',
    description:
      'DJs, live bands and ceremony musicians who read a room, fill the dance floor and set the soundtrack from your processional to the sparkler send-off.',
    sortOrder: 5,
  },
  {
    slug: 'florists',
    name: 'Florists',
    description:
      'Upstate floral designers who grow, gather and arrange seasonal blooms into bouquets, arches and tablescapes that feel unmistakably yours.',
    sortOrder: 6,
  },
];
