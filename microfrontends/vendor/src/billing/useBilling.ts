import { getBilling } from '@uwd/api-client';
import { useResource } from '@uwd/ui';

/** The listing's billing overview: the Billing tab and the past-due banner read the same answer. */
export const useBilling = (vendorId: string) => useResource(`billing|${vendorId}`, (signal) => getBilling(vendorId, { signal }));
