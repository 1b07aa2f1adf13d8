/**
 * Words and small formatters of the admin vendor screens: the exact strings of SPEC §8 'Admin vendors' and
 * 'Admin bulk alerts', the filter key labels, price ranges and plans.
 */
import type { AdminVendor, FilterKey } from '@uwd/api-client';
import { FILTER_KEYS_BY_CATEGORY } from '@domain/filters/filter-catalogue';
import { PRICE_RANGE_LABELS } from '@domain/listings/vendor';
import { countOf } from '@domain/shared/plural';

// ---- SPEC §8 'Admin vendors' ------------------------------------------------------------------
export const VENDORS_LOAD_FAILED = 'Failed to load vendors';
export const VENDOR_DETAILS_FAILED = 'Failed to load vendor details';
export const VENDOR_UPDATE_FAILED = 'Failed to update vendor';
export const VENDORS_LOADING = 'Loading vendors...';
export const NO_VENDORS_TITLE = 'No Vendors Found';
export const NO_VENDORS_TEXT = 'No vendors match your current search and filter criteria.';
export const NO_FILTERS_TEXT = 'No filters available. Filters can be managed in the Admin Filters section.';

// ---- SPEC §8 'Admin bulk alerts' and 'Confirmations' --------------------------------------------
export const BULK_APPLY_NONE_SELECTED = 'Please select vendors to apply filters to';
export const BULK_APPLY_NO_FILTER = 'Please select at least one filter to apply';
export const BULK_APPLY_FAILED = 'Error applying filters. Please try again.';
export const BULK_CLEAR_NONE_SELECTED = 'Please select vendors to clear filters from';
export const BULK_CLEAR_FAILED = 'Error clearing filters. Please try again.';
// 'N vendors' in SPEC; one vendor is '1 vendor' (issue 36 §12).
export const bulkApplyTitle = (n: number) => `Apply Filters to ${countOf(n, 'Selected Vendor')}`;
export const bulkApplied = (n: number) => `Filters applied to ${countOf(n, 'vendor')} successfully!`;
export const bulkCleared = (n: number) => `Filters cleared from ${countOf(n, 'vendor')} successfully!`;
export const bulkClearConfirm = (n: number) => `Are you sure you want to clear all filters from ${countOf(n, 'selected vendor')}?`;

/**
 * The success line of a bulk call: the server's message when it says the same thing (it counts the vendors
 * it really updated), else the SPEC sentence with the server's count, else with the number selected.
 */
export function bulkSuccessMessage(kind: 'applied' | 'cleared', response: { message?: string; vendorsUpdated?: number } | null | undefined, selected: number): string {
  const pattern = kind === 'applied' ? /^Filters applied to [\d,]+ vendors? successfully!$/ : /^Filters cleared from [\d,]+ vendors? successfully!$/;
  if (response?.message && pattern.test(response.message)) return response.message;
  const n = typeof response?.vendorsUpdated === 'number' ? response.vendorsUpdated : selected;
  return kind === 'applied' ? bulkApplied(n) : bulkCleared(n);
}

// ---- the three flags --------------------------------------------------------------------------
export type VendorFlag = 'status' | 'featured' | 'verified';

export const FLAG_TOGGLES = {
  status: { toggle: 'toggle-status', failed: 'Failed to update vendor status', on: 'Deactivate', off: 'Activate' },
  featured: { toggle: 'toggle-featured', failed: 'Failed to update featured status', on: 'Unfeature', off: 'Feature' },
  verified: { toggle: 'toggle-verified', failed: 'Failed to update verified status', on: 'Unverify', off: 'Verify' },
} as const satisfies Record<VendorFlag, { toggle: string; failed: string; on: string; off: string }>;

export const flagValue = (vendor: Pick<AdminVendor, 'isActive' | 'isFeatured' | 'isVerified'>, flag: VendorFlag): boolean =>
  flag === 'status' ? vendor.isActive : flag === 'featured' ? vendor.isFeatured : vendor.isVerified;

/** What a toggle did, for the success notice: 'Magnolia Hollow is now featured.' */
export const flagChanged = (name: string, flag: VendorFlag, now: boolean): string => {
  const state = flag === 'status' ? (now ? 'active' : 'inactive') : flag === 'featured' ? (now ? 'featured' : 'no longer featured') : now ? 'verified' : 'no longer verified';
  return `${name} is now ${state}.`;
};

// ---- filter keys --------------------------------------------------------------------------------
export const FILTER_KEY_LABELS: Record<FilterKey, string> = {
  venue_type: 'Venue Type',
  indoor_outdoor: 'Indoor / Outdoor',
  photography_style: 'Photography Style',
  planning_style: 'Planning Style',
  catering_style: 'Catering Style',
  music_style: 'Music Style',
  floral_style: 'Floral Style',
};

const CATEGORY_NAMES: Record<keyof typeof FILTER_KEYS_BY_CATEGORY, string> = {
  venues: 'Venues',
  photographers: 'Photographers',
  planners: 'Planners',
  caterers: 'Caterers',
  music: 'Music',
  florists: 'Florists',
};

/** The category a filter key belongs to ('Venues' for venue_type), for hints. */
export const filterKeyCategory = (key: FilterKey): string | null => {
  const entry = Object.entries(FILTER_KEYS_BY_CATEGORY).find(([, keys]) => (keys as readonly string[]).includes(key));
  return entry ? CATEGORY_NAMES[entry[0] as keyof typeof CATEGORY_NAMES] : null;
};

export const filterKeyLabel = (key: string): string => FILTER_KEY_LABELS[key as FilterKey] ?? key.replace(/_/g, ' ');

// ---- price and plan -------------------------------------------------------------------------------
export { PRICE_RANGE_LABELS };

export const TIER_LABELS: Record<AdminVendor['subscriptionTier'], string> = {
  free: 'Standard (Free)',
  featured: 'Featured',
  premier: 'Premier Partner',
};

/** SPEC §2: 'Starting at $' and the price; nothing when there is no price. */
export const startingAt = (price: number | null | undefined): string | null =>
  price === null || price === undefined || !Number.isFinite(price) ? null : `Starting at $${price.toLocaleString('en-US')}`;

/** A short reason from a failed call: the API's message for a 4xx, else nothing. */
export function apiMessage(error: unknown): string | null {
  const e = error as { status?: number; apiError?: { message?: string } } | null;
  if (e && typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.apiError?.message) return e.apiError.message;
  return null;
}
