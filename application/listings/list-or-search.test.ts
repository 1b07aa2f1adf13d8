import { describe, expect, it } from 'vitest';
import { InMemoryVendors, aVendor } from '../../tests/support/fakes/in-memory-vendors.ts';
import type { VendorSearch } from '../ports/vendor-search.ts';
import { listOrSearch } from './list-vendors.ts';

describe('listOrSearch (a list with a search goes through the VendorSearch port, ADR 21)', () => {
  const vendors = new InMemoryVendors();
  const a = vendors.add(aVendor('A', { name: 'A' }));
  const b = vendors.add(aVendor('B', { name: 'B' }));
  const calls: unknown[] = [];
  const engine: VendorSearch = {
    search: async (criteria) => {
      calls.push(criteria);
      return { ids: [b.id, 'GONE', a.id], total: 1000, totalIsAtLeast: true };
    },
  };

  it("asks the port for the page's ids, reads their cards in the port's order, and keeps the capped count", async () => {
    const page = await listOrSearch(vendors, engine, { page: 2, limit: 12, sortBy: 'reviews', search: 'barn', block: 'others' });
    expect(page.items.map((v) => v.id)).toEqual(['B', 'A']);
    expect(page).toMatchObject({ page: 2, limit: 12, total: 1000, totalIsAtLeast: true });
    expect(calls).toEqual([{ page: 2, limit: 12, sortBy: 'reviews', search: 'barn', block: 'others' }]);
  });

  it('leaves lists without a search, and the Featured block of a search, to the list read', async () => {
    await expect(listOrSearch(vendors, engine, { page: 1, limit: 12, sortBy: 'reviews' })).rejects.toThrow(/listPublic is not faked/);
    await expect(listOrSearch(vendors, engine, { page: 1, limit: 3, sortBy: 'reviews', search: 'barn', block: 'featured' })).rejects.toThrow(/listPublic is not faked/);
  });
});
