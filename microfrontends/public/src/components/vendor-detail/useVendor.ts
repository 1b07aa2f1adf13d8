import { startTransition, useEffect, useState } from 'react';
import { getVendor, type VendorDetail } from '@uwd/api-client';

export type VendorState =
  | { status: 'loading'; slug: string }
  /** SPEC §8: any failure to fetch the vendor is shown as 'Vendor Not Found'. */
  | { status: 'not-found'; slug: string; error: unknown }
  | { status: 'ready'; slug: string; vendor: VendorDetail };

export function useVendor(slug: string): VendorState {
  const [state, setState] = useState<VendorState>({ status: 'loading', slug });
  useEffect(() => {
    const controller = new AbortController();
    getVendor(slug, { signal: controller.signal })
      // A transition: React renders the page in short slices (no long task on a slow phone).
      .then((vendor) => startTransition(() => setState({ status: 'ready', slug, vendor })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'not-found', slug, error });
      });
    return () => controller.abort();
  }, [slug]);
  // A new slug shows the skeleton at once, not the previous vendor.
  return state.slug === slug ? state : { status: 'loading', slug };
}
