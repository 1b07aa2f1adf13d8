import { useCallback } from 'react';
import {
  getCategories,
  getPlanStatus,
  getCategoryFilters,
  getOwnVendor,
  type Category,
  type OwnVendor,
  type PlanStatus,
  type SeoFilter,
  type SubscriptionTier,
} from '@uwd/api-client';
import { useResource } from '@uwd/ui';

export type VendorState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; vendor: OwnVendor };
/** 'failed': the eligibility check did not answer (SPEC §8: the upgrade link shows then). */
export type TierState = { status: 'loading' } | { status: 'failed' } | { status: 'known'; tier: SubscriptionTier; plan: PlanStatus };
export type FiltersState = { status: 'idle' | 'loading' | 'error'; filters: SeoFilter[] } | { status: 'ready'; filters: SeoFilter[] };

/** The owner's listing, reloadable without going back to the loading state. */
export function useOwnVendor(vendorId: string | null) {
  const { state, reload, retry, patch } = useResource(vendorId, () => getOwnVendor(vendorId ?? ''));
  const shown: VendorState =
    state.status === 'ready' ? { status: 'ready', vendor: state.data } : state.status === 'error' ? { status: 'error' } : state;
  /** Shows a listing the API just returned (e.g. from a save) until the reload lands. */
  const replace = useCallback((vendor: OwnVendor) => patch(() => vendor), [patch]);
  return { state: shown, reload, retry, replace };
}

const loadCategories = (signal: AbortSignal) => getCategories({ signal });
const NO_CATEGORIES: Category[] = [];

/** Categories for the profile's select; a failure is silent (SPEC §8), the select then offers the current one. */
export function useCategoryList(): Category[] {
  const { state } = useResource('categories', loadCategories);
  return state.status === 'ready' ? state.data : NO_CATEGORIES;
}

/**
 * The listing's plan, once its slug is known: the tier in force, a pending upgrade request and the running
 * plan's dates (a cancel's end date). `reload` reads it again quietly (after cancelling); once known, the
 * plan stays on screen through reloads and failed reloads.
 */
export function useTier(slug: string | null): { tier: TierState; reload: () => void } {
  const { state, reload } = useResource(slug, (signal) => getPlanStatus(slug ?? '', { signal }), { keepPrevious: true });
  const tier: TierState =
    state.status === 'ready' ? { status: 'known', tier: state.data.currentTier, plan: state.data } : state.status === 'error' ? { status: 'failed' } : state;
  return { tier, reload: useCallback(() => void reload(), [reload]) };
}

/** The active SEO filters of a category (the Filters tab's checkboxes). */
export function useCategoryFilterList(categorySlug: string | null) {
  const { state, retry } = useResource(categorySlug, (signal) => getCategoryFilters(categorySlug ?? '', { signal }));
  const shown: FiltersState = !categorySlug
    ? { status: 'idle', filters: [] }
    : state.status === 'ready'
      ? { status: 'ready', filters: state.data.filters }
      : { status: state.status, filters: [] };
  return { state: shown, retry };
}
