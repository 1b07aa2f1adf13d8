import { serviceFactsOf, type VendorCompareFacts } from '../../../domain/couples/compare.ts';
import type { CompareVendorDto } from '../../../domain/couples/compare-api.ts';
import { toVendorSummaryDto, type MediaUrl } from './vendor-dto.ts';

export const toCompareVendorDto = (v: VendorCompareFacts, media: MediaUrl): CompareVendorDto => ({
  ...toVendorSummaryDto(v, media),
  capacity: v.capacity,
  style: v.style,
  serviceFacts: serviceFactsOf(v.category.slug, v.filters),
  unavailableOnDate: v.unavailableOnDate,
});
