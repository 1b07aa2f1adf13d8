import { describe, expect, it } from 'vitest';
import { asksGuestCapacity, GUEST_CAPACITY_MESSAGE, guestCapacityField, guestCapacityLabel, YEAR_ESTABLISHED_MESSAGE, yearEstablishedField } from './guest-capacity.ts';
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

describe('year established: optional, a whole year from 1800 to this year', () => {
  it('takes this year and earlier, clears on empty, refuses a year to come', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(yearEstablishedField.parse(String(thisYear))).toBe(thisYear);
    expect(yearEstablishedField.parse(1800)).toBe(1800);
    expect(yearEstablishedField.parse('')).toBeNull();
    for (const bad of [thisYear + 1, 1799, 2001.5, 'soon']) {
      expect(vendorProfileSchema.safeParse({ yearEstablished: bad }).error?.issues.map((i) => i.message), String(bad)).toEqual([YEAR_ESTABLISHED_MESSAGE]);
    }
  });
});
