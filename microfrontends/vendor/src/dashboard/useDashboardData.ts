import { useCallback, useEffect, useRef, useState } from 'react';
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

export type VendorState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; vendor: OwnVendor };
/** 'failed': the eligibility check did not answer (SPEC §8: the upgrade link shows then). */
export type TierState = { status: 'loading' } | { status: 'failed' } | { status: 'known'; tier: SubscriptionTier; plan: PlanStatus };
export type FiltersState = { status: 'idle' | 'loading' | 'error'; filters: SeoFilter[] } | { status: 'ready'; filters: SeoFilter[] };

/** The owner's listing, reloadable without going back to the loading state. */
export function useOwnVendor(vendorId: string | null) {
  const [state, setState] = useState<VendorState>({ status: 'loading' });
  const seq = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!vendorId) return;
      const mine = ++seq.current;
      if (!quiet) setState({ status: 'loading' });
      try {
        const vendor = await getOwnVendor(vendorId);
        if (mine === seq.current) setState({ status: 'ready', vendor });
      } catch {
        // A failed quiet reload keeps what is on screen.
        if (mine === seq.current && !quiet) setState({ status: 'error' });
      }
    },
    [vendorId],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const retry = useCallback(() => load(false), [load]);
  /** Shows a listing the API just returned (e.g. from a save) until the reload lands. */
  const replace = useCallback((vendor: OwnVendor) => setState({ status: 'ready', vendor }), []);
  return { state, reload, retry, replace };
}

/** Categories for the profile's select; a failure is silent (SPEC §8), the select then offers the current one. */
export function useCategoryList(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getCategories({ signal: controller.signal })
      .then(setCategories)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return categories;
}

/**
 * The listing's plan, once its slug is known: the tier in force, a pending upgrade request and the running
 * plan's dates (a cancel's end date). `reload` reads it again quietly (after cancelling).
 */
export function useTier(slug: string | null): { tier: TierState; reload: () => void } {
  const [state, setState] = useState<TierState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(false);
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    if (!loaded.current) setState({ status: 'loading' });
    getPlanStatus(slug, { signal: controller.signal })
      .then((plan) => {
        loaded.current = true;
        setState({ status: 'known', tier: plan.currentTier, plan });
      })
      .catch(() => {
        if (!controller.signal.aborted && !loaded.current) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [slug, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { tier: state, reload };
}

/** The active SEO filters of a category (the Filters tab's checkboxes). */
export function useCategoryFilterList(categorySlug: string | null) {
  const [state, setState] = useState<FiltersState>({ status: 'idle', filters: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!categorySlug) return;
    const controller = new AbortController();
    setState({ status: 'loading', filters: [] });
    getCategoryFilters(categorySlug, { signal: controller.signal })
      .then(({ filters }) => setState({ status: 'ready', filters }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', filters: [] });
      });
    return () => controller.abort();
  }, [categorySlug, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
