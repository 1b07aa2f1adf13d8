import { describe, expect, it } from 'vitest';
import { maxPriceOfBudget, similarQueryOf, similarVendorsQuerySchemaAt } from './similar-vendors-api.ts';

describe("'Also ask similar vendors': the list's filters from a sent inquiry (issue 39 §4)", () => {
  it("takes a budget range's top less a dollar as the list's 'Budget', and nothing for an open or unsure one", () => {
    // Venues: under $3,000, $3,000 – $6,000, $6,000 – $10,000, $10,000 or more, not sure.
    expect(maxPriceOfBudget('venues', 'under-3000')).toBe(2999);
    expect(maxPriceOfBudget('venues', '3000-6000')).toBe(5999);
    expect(maxPriceOfBudget('venues', '10000-plus')).toBeUndefined();
    expect(maxPriceOfBudget('venues', 'not-sure')).toBeUndefined();
    expect(maxPriceOfBudget('venues', 'made-up')).toBeUndefined();
    expect(maxPriceOfBudget('music', '1000-2000')).toBe(1999);
  });

  it('asks with the date (none when not yet decided), the guests and the budget', () => {
    expect(similarQueryOf('venues', { weddingDate: '2027-06-05', guestCount: 120, budget: '6000-10000' })).toEqual({ date: '2027-06-05', guests: '120', maxPrice: '9999' });
    expect(similarQueryOf('florists', { weddingDate: null, guestCount: 80, budget: 'not-sure' })).toEqual({ guests: '80' });
  });

  it("takes the list's 'Wedding date', 'Guests' and 'Budget' with their messages, and nothing else", () => {
    const schema = similarVendorsQuerySchemaAt(() => '2026-12-02');
    expect(schema.parse({ date: '2027-06-05', guests: '120', maxPrice: '9999', category: 'florists', location: 'Greer' })).toEqual({ date: '2027-06-05', guests: 120, maxPrice: 9999 });
    expect(schema.parse({})).toEqual({});
    const bad = schema.safeParse({ date: '2026-12-01', guests: '0', maxPrice: 'lots' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['date', 'guests', 'maxPrice']);
  });
});
