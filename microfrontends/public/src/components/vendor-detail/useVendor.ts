import { getVendor, type VendorDetail } from '@uwd/api-client';
import { useResource } from '@uwd/ui';

export type VendorState =
  | { status: 'loading'; slug: string }
  /** SPEC §8: any failure to fetch the vendor is shown as 'Vendor Not Found'. */
  | { status: 'not-found'; slug: string; error: unknown }
  | { status: 'ready'; slug: string; vendor: VendorDetail };

export function useVendor(slug: string): VendorState {
  // A new slug shows the skeleton at once, not the previous vendor (useResource answers per key).
  const { state } = useResource(`vendor|${slug}`, (signal) => getVendor(slug, { signal }));
  if (state.status === 'ready') return { status: 'ready', slug, vendor: state.data };
  if (state.status === 'error') return { status: 'not-found', slug, error: state.error };
  return { status: 'loading', slug };
}
