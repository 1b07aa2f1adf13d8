import type { CategorySlug } from '../categories/category.ts';

/**
 * The vendor filter attributes of SPEC.md §3 and their allowed values (§5). Each SEO filter landing page
 * is one (key, value) pair within one category.
 */
export const FILTER_KEYS = [
  'venue_type',
  'indoor_outdoor',
  'photography_style',
  'planning_style',
  'catering_style',
  'music_style',
  'floral_style',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const isFilterKey = (value: string): value is FilterKey => (FILTER_KEYS as readonly string[]).includes(value);

export interface FilterValueOption {
  value: string;
  label: string;
}

const option = (value: string, label?: string): FilterValueOption => ({
  value,
  label:
    label ??
    value
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' '),
});

export const FILTER_VALUES: Record<FilterKey, readonly FilterValueOption[]> = {
  venue_type: ['church', 'barn', 'ballroom', 'garden', 'historic', 'modern', 'rustic', 'other'].map((v) => option(v)),
  indoor_outdoor: [
    option('indoor'),
    option('outdoor'),
    option('outdoor_rain', 'Outdoor with Rain Plan'),
    option('both', 'Indoor & Outdoor'),
  ],
  photography_style: [
    option('black_white', 'Black & White'),
    option('traditional'),
    option('photojournalistic'),
    option('fine_art'),
    option('documentary'),
    option('editorial'),
  ],
  planning_style: [
    option('full_service'),
    option('partial_planning'),
    option('day_of', 'Day of Coordination'),
    option('destination'),
  ],
  catering_style: ['plated', 'buffet', 'family_style', 'cocktail', 'food_truck'].map((v) => option(v)),
  music_style: [option('dj', 'DJ'), option('live_band'), option('acoustic'), option('classical'), option('string_quartet'), option('jazz')],
  floral_style: ['romantic', 'modern', 'rustic', 'wild', 'classic', 'boho'].map((v) => option(v)),
};

/** Which filter keys belong to which category (SPEC.md §5, "Filter key by category slug"). */
export const FILTER_KEYS_BY_CATEGORY: Record<CategorySlug, readonly FilterKey[]> = {
  venues: ['venue_type', 'indoor_outdoor'],
  photographers: ['photography_style'],
  planners: ['planning_style'],
  caterers: ['catering_style'],
  music: ['music_style'],
  florists: ['floral_style'],
};

export const filterValueLabel = (key: FilterKey, value: string): string =>
  FILTER_VALUES[key].find((o) => o.value === value)?.label ?? value;

export const isKnownFilterValue = (key: FilterKey, value: string): boolean =>
  FILTER_VALUES[key].some((o) => o.value === value);
