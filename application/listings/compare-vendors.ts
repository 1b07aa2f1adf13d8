import type { VendorCompareFacts } from '../../domain/couples/compare.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/**
 * The compare facts of a couple's saved vendors (issue 39 §2), on the cards' read model: listed vendors only,
 * in the order asked, with, for a wedding date, whether each marked it on their calendar. One read for all
 * of them (the repository's few statements by key), not one per vendor.
 */
export class CompareVendors {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  execute(ids: readonly string[], date?: string): Promise<VendorCompareFacts[]> {
    return this.vendors.compareFactsByIds(ids, date);
  }
}
