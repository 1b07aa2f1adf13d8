import { describe, expect, it } from 'vitest';
import { asksGuestCapacity, GUEST_CAPACITY_MESSAGE, guestCapacityField, guestCapacityLabel } from './guest-capacity.ts';
import { vendorProfileSchema } from './vendor-profile.ts';

describe('guest capacity: one optional field, a whole number from 1 to 10,000', () => {
  it('takes numbers and numeric text, clears on empty, keeps when absent', () => {
    expect(guestCapacityField.parse(220)).toBe(220);
    expect(guestCapacityField.parse(' 150 ')).toBe(150);
    expect(guestCapacityField.parse('')).toBeNull();
    expect(guestCapacityField.parse(null)).toBeNull();
    expect(guestCapacityField.parse(undefined)).toBeUndefined();
  });
  it('refuses anything else with one clear message', () => {
    expect(GUEST_CAPACITY_MESSAGE).toBe('Guest capacity must be a whole number from 1 to 10,000');
    for (const bad of [0, 10_001, 1.5, -3, 'many', '12 people']) {
      const r = vendorProfileSchema.safeParse({ capacity: bad });
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['capacity', GUEST_CAPACITY_MESSAGE]]);
    }
  });
  it('is asked of venues and caterers, labelled for each', () => {
    expect(['venues', 'caterers', 'photographers', 'florists', null].map(asksGuestCapacity)).toEqual([true, true, false, false, false]);
    expect(guestCapacityLabel('venues')).toBe('Guest capacity');
    expect(guestCapacityLabel('caterers')).toBe('Most guests served');
  });
});
