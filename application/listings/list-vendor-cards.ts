import type { VendorSummary } from '../../domain/listings/vendor.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/** The cards of a couple's saved vendors (issue 39): listed vendors only, in the order asked. */
export class ListVendorCards {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  execute(ids: readonly string[]): Promise<VendorSummary[]> {
    return this.vendors.summariesByIds(ids);
  }
}
