import { describe, expect, it } from 'vitest';
import { factsCountLine, vendorCount } from './categories';

describe('factsCountLine: how many fit the guests or budget, and how many have not said', () => {
  it('counts those that fit and names the fact the others have not listed', () => {
    expect(factsCountLine(12, 5, { guests: 120 })).toEqual({ fit: '12 vendors fit 120 guests', unlisted: '5 have not listed their capacity' });
    expect(factsCountLine(1, 1, { maxPrice: 5000 })).toEqual({ fit: '1 vendor fits a $5,000 budget', unlisted: '1 has not listed its price' });
    expect(factsCountLine(0, 3, { guests: 1200, maxPrice: 6000 })).toEqual({ fit: '0 vendors fit 1,200 guests and a $6,000 budget', unlisted: '3 have not listed their capacity or price' });
  });
  it('says nothing of unlisted facts when every vendor stated them', () => {
    expect(factsCountLine(4, 0, { guests: 80 }).unlisted).toBeNull();
    expect(factsCountLine(2, 0, { guests: 1 }).fit).toBe('2 vendors fit 1 guest');
  });
});

describe('vendorCount', () => {
  it('counts vendors in words', () => {
    expect([vendorCount(0), vendorCount(1), vendorCount(1204)]).toEqual(['0 vendors', '1 vendor', '1,204 vendors']);
  });

  it("says '1,000+ vendors' when a search's count stopped at its cap", () => {
    expect(vendorCount(1000, true)).toBe('1,000+ vendors');
  });
});
