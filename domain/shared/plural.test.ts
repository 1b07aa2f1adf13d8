import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('counts in words (issue 36 §12)', () => {
  it("says '1 vendor', '0 vendors', '2 vendors' and '1,204 vendors'", () => {
    expect(countOf(1, 'vendor')).toBe('1 vendor');
    expect(countOf(0, 'vendor')).toBe('0 vendors');
    expect(countOf(2, 'review')).toBe('2 reviews');
    expect(countOf(1204, 'vendor')).toBe('1,204 vendors');
    expect(countOf(1, 'Selected Vendor')).toBe('1 Selected Vendor');
    expect(countOf(3, 'guest')).toBe('3 guests');
  });
});
