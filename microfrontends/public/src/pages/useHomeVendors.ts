import { listVendors, type VendorSummary } from '@uwd/api-client';
import { useResource } from '@uwd/ui';

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
async function loadHomeVendors(signal: AbortSignal) {
  const [premier, featured] = await Promise.all([
    listVendors({ premierPartner: true, limit: HOME_PREMIER_LIMIT, sortBy: 'reviews' }, { signal }),
    listVendors({ featured: true, limit: HOME_FEATURED_LIMIT, sortBy: 'reviews' }, { signal }),
  ]);
  const shown = new Set(premier.vendors.map((v) => v._id));
  const others = featured.vendors.filter((v) => !shown.has(v._id));
  const pool = others.length >= HOME_FEATURED_SHOWN ? others : featured.vendors;
  return { premier: premier.vendors, featured: pickRandom(pool, HOME_FEATURED_SHOWN) };
}

export function useHomeVendors(): HomeVendorsState {
  const { state } = useResource('home-vendors', loadHomeVendors);
  return state.status === 'ready' ? { status: 'ready', ...state.data } : state;
}
