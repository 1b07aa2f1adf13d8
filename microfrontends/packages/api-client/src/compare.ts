/**
 * The shortlist's compare table (issue 39 §2): GET /api/vendors/compare?ids=…&date=…. A plain call, not a
 * route contract: that would bring the answer's zod schemas into the shortlist page's chunk.
 */
import type { CompareVendorDto, VendorCompareAnswer } from '@domain/couples/compare-api';
import { http, type RequestOptions } from './http';

/** A compared vendor: its card with capacity, style facts and, for a date, whether it marked that day. */
export type CompareVendor = CompareVendorDto;

/**
 * The compare facts of these saved vendors (at most 50 ids), in the order asked, the vendors no longer listed
 * left out; with `date` (YYYY-MM-DD, today or later), each says whether it marked that day on its calendar.
 */
export async function getVendorCompare(ids: readonly string[], date?: string, options?: Pick<RequestOptions, 'signal'>): Promise<{ date: string | null; vendors: CompareVendor[] }> {
  const res = await http.get<Partial<VendorCompareAnswer> | null>('/vendors/compare', { ...options, query: { ids: ids.join(','), date: date || undefined } });
  return { date: res?.date ?? null, vendors: res?.vendors ?? [] };
}
