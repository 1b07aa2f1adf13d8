import { describe, expect, it } from 'vitest';
import { budgetFitHint, dateFitHint, fitHints, guestFitHint } from './fit-hints.ts';

describe('fit hints', () => {
  it('compares the guest count with the capacity', () => {
    expect(guestFitHint(220, 220)).toEqual({ kind: 'guests', tone: 'good', text: '220 guests is within your capacity of 220' });
    expect(guestFitHint(1200, 1000)).toEqual({ kind: 'guests', tone: 'warning', text: '1,200 guests is more than your capacity of 1,000' });
    expect(guestFitHint(50, null).tone).toBe('unknown');
  });

  it('compares the budget range with the starting price', () => {
    // Venues: under 3000 / 3000-6000 / 6000-10000 / 10000 or more / not sure.
    expect(budgetFitHint('venues', '3000-6000', 6500)).toEqual({
      kind: 'budget',
      tone: 'warning',
      text: 'Their budget ($3,000 – $6,000) is below your starting price of $6,500',
    });
    expect(budgetFitHint('venues', '3000-6000', 6000).tone).toBe('warning');
    expect(budgetFitHint('venues', '3000-6000', 4500)).toEqual({
      kind: 'budget',
      tone: 'good',
      text: 'Their budget ($3,000 – $6,000) reaches your starting price of $4,500',
    });
    expect(budgetFitHint('venues', 'under-3000', 2500).tone).toBe('good');
    expect(budgetFitHint('venues', '10000-plus', 11500).tone).toBe('good');
    expect(budgetFitHint('venues', 'not-sure', 4500).tone).toBe('unknown');
    expect(budgetFitHint('venues', '3000-6000', null).tone).toBe('unknown');
    expect(budgetFitHint('venues', 'unknown-code', 4500).tone).toBe('unknown');
  });

  it('shows the guest hint for venues and caterers, and for others only when they give a capacity', () => {
    const inquiry = { guestCount: 150, budget: '2000-3500' };
    expect(fitHints(inquiry, { category: 'photographers', capacity: null, startingPrice: 2400 }).map((h) => h.kind)).toEqual(['budget']);
    expect(fitHints(inquiry, { category: 'photographers', capacity: 100, startingPrice: 2400 }).map((h) => [h.kind, h.tone])).toEqual([
      ['guests', 'warning'],
      ['budget', 'good'],
    ]);
    expect(fitHints({ guestCount: 150, budget: 'not-sure' }, { category: 'venues', capacity: null, startingPrice: null }).map((h) => [h.kind, h.tone])).toEqual([
      ['guests', 'unknown'],
      ['budget', 'unknown'],
    ]);
  });

  it("says when the couple's date is already marked on the vendor's calendar, and nothing when it is not", () => {
    expect(dateFitHint('2027-10-09', 'booked')).toEqual({ kind: 'date', tone: 'warning', text: 'You marked October 9, 2027 as booked on your calendar' });
    expect(dateFitHint('2027-10-09', 'unavailable')).toEqual({ kind: 'date', tone: 'warning', text: 'You marked October 9, 2027 as unavailable on your calendar' });
    expect(dateFitHint('2027-10-09', null)).toBeNull();
    expect(dateFitHint(null, 'booked')).toBeNull();
  });

  it('puts the calendar hint first when the date is marked', () => {
    const inquiry = { guestCount: 120, budget: '10000-plus', weddingDate: '2027-10-09' };
    const vendor = { category: 'venues' as const, capacity: 150, startingPrice: 8000 };
    expect(fitHints(inquiry, vendor, 'booked').map((h) => [h.kind, h.tone])).toEqual([
      ['date', 'warning'],
      ['guests', 'good'],
      ['budget', 'good'],
    ]);
    expect(fitHints(inquiry, vendor, null).map((h) => h.kind)).toEqual(['guests', 'budget']);
  });
});
