import { startTransition, useEffect, useState } from 'react';
import { listVendors, type VendorSummary } from '@uwd/api-client';

/** SPEC §9: home fetches up to 100 featured vendors and shows 3 at random. */
export const HOME_FEATURED_LIMIT = 100;
export const HOME_FEATURED_SHOWN = 3;
/** Premier Partners get home-page placement (SPEC §9 plans); a row or two of them. */
export const HOME_PREMIER_LIMIT = 6;

export type HomeVendorsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; premier: VendorSummary[]; featured: VendorSummary[] };

/** `count` items of `items` in random order (Fisher–Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/**
 * The Premier Partners and three random Featured Vendors of the home page. A Premier Partner already shown
 * above is not picked again as a featured vendor, unless too few others are left.
 */
export function useHomeVendors(): HomeVendorsState {
  const [state, setState] = useState<HomeVendorsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      listVendors({ premierPartner: true, limit: HOME_PREMIER_LIMIT, sortBy: 'reviews' }, { signal }),
      listVendors({ featured: true, limit: HOME_FEATURED_LIMIT, sortBy: 'reviews' }, { signal }),
    ])
      .then(([premier, featured]) => {
        const shown = new Set(premier.vendors.map((v) => v._id));
        const others = featured.vendors.filter((v) => !shown.has(v._id));
        const pool = others.length >= HOME_FEATURED_SHOWN ? others : featured.vendors;
        const picked = pickRandom(pool, HOME_FEATURED_SHOWN);
        // A transition: React renders the cards in short slices (no long task on a slow phone).
        startTransition(() => setState({ status: 'ready', premier: premier.vendors, featured: picked }));
      })
      .catch((error: unknown) => {
        if (!signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, []);
  return state;
}
