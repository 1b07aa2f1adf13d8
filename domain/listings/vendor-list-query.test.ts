import { describe, expect, it } from 'vitest';
import { LIST_FACT_MESSAGES, listFactsOf, vendorListQuerySchema, vendorListQuerySchemaAt } from './vendor-list-query.ts';
import { passesListFacts, unlistedFactsOf } from './list-facts.ts';
import { UNLISTED_FACT_LABELS } from './unlisted-facts.ts';

const parse = (q: Record<string, string>) => vendorListQuerySchema.safeParse(q);

describe('vendorListQuerySchema', () => {
  it('defaults to page 1 of 12, sorted by reviews', () => {
    expect(parse({}).data).toEqual({ page: 1, limit: 12, sortBy: 'reviews' });
  });
  it('clamps a limit above 100 to 100 and a zero page to 1', () => {
    expect(parse({ limit: '10000', page: '0' }).data).toMatchObject({ limit: 100, page: 1 });
  });
  it('rejects a non-numeric page with a message naming it', () => {
    const r = parse({ page: 'two' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Page must be a positive whole number');
  });
  it('rejects a negative limit and an unknown sort', () => {
    expect(parse({ limit: '-5' }).success).toBe(false);
    expect(parse({ sortBy: 'random' }).success).toBe(false);
  });
  it('reads flags and trims the search', () => {
    expect(parse({ featured: 'true', premierPartner: '0', search: '  barn  ' }).data).toMatchObject({
      featured: true,
      premierPartner: false,
      search: 'barn',
    });
  });
  it('ignores empty parameters', () => {
    expect(parse({ search: '   ', location: '', category: '' }).data).toEqual({ page: 1, limit: 12, sortBy: 'reviews' });
  });
});

describe('the three facts couples search by (issue 18)', () => {
  const at = vendorListQuerySchemaAt(() => '2026-11-25');
  const fieldsOf = (q: Record<string, string>) => Object.fromEntries((at.safeParse(q).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('reads a wedding date, a guest count and a budget', () => {
    expect(at.parse({ date: '2026-11-25', guests: '150', maxPrice: '0' })).toMatchObject({ date: '2026-11-25', guests: 150, maxPrice: 0 });
  });
  it('ignores them when empty', () => {
    expect(at.parse({ date: '', guests: ' ', maxPrice: '' })).toEqual({ page: 1, limit: 12, sortBy: 'reviews' });
  });
  it('refuses a wedding date before today with a field message', () => {
    expect(fieldsOf({ date: '2026-11-24' })).toEqual({ date: 'Wedding date must be today or later' });
  });
  it('refuses a date that is not on the calendar or not written YYYY-MM-DD', () => {
    expect(fieldsOf({ date: '2027-02-29' })).toEqual({ date: LIST_FACT_MESSAGES.date });
    expect(fieldsOf({ date: '11/25/2027' })).toEqual({ date: LIST_FACT_MESSAGES.date });
  });
  it('refuses guests outside 1..10000 or not whole, and a negative or fractional budget', () => {
    for (const guests of ['0', '10001', '1.5', '-3', 'many']) expect(fieldsOf({ guests })).toEqual({ guests: LIST_FACT_MESSAGES.guests });
    for (const maxPrice of ['-1', '99.50', 'cheap']) expect(fieldsOf({ maxPrice })).toEqual({ maxPrice: LIST_FACT_MESSAGES.maxPrice });
  });
  it('passes the facts given to the criteria, and only those', () => {
    expect(listFactsOf({ guests: 80 })).toEqual({ guests: 80 });
    expect(listFactsOf({ date: '2027-06-05', maxPrice: 3000 })).toEqual({ date: '2027-06-05', maxPrice: 3000 });
  });
});

describe('passesListFacts: a stated fact that does not fit hides a listing, an unstated one never does', () => {
  const venue = (capacity: number | null) => ({ category: 'venues' as const, capacity, startingPrice: 5000 });
  it('hides a venue or caterer that holds fewer guests, and keeps one that does not say how many', () => {
    expect(passesListFacts(venue(80), { guests: 150 })).toBe(false);
    expect(passesListFacts(venue(null), { guests: 150 })).toBe(true);
    expect(passesListFacts({ category: 'caterers', capacity: 100, startingPrice: null }, { guests: 150 })).toBe(false);
    expect(passesListFacts({ category: 'caterers', capacity: null, startingPrice: null }, { guests: 150 })).toBe(true);
    expect(passesListFacts(venue(150), { guests: 150 })).toBe(true);
  });
  it('never hides a photographer, planner, DJ or florist by guests, whatever their capacity field says', () => {
    for (const category of ['photographers', 'planners', 'music', 'florists'] as const) {
      expect(passesListFacts({ category, capacity: 10, startingPrice: 1000 }, { guests: 300 })).toBe(true);
      expect(passesListFacts({ category, capacity: null, startingPrice: 1000 }, { guests: 300 })).toBe(true);
    }
  });
  it('keeps starting prices at or below the budget, and unknown prices', () => {
    expect(passesListFacts(venue(100), { maxPrice: 5000 })).toBe(true);
    expect(passesListFacts(venue(100), { maxPrice: 4999 })).toBe(false);
    expect(passesListFacts({ category: 'florists', capacity: null, startingPrice: null }, { maxPrice: 100000 })).toBe(true);
    expect(passesListFacts({ category: 'venues', capacity: null, startingPrice: 9000 }, { guests: 100, maxPrice: 5000 })).toBe(false);
  });
});

describe('unlistedFactsOf: what a kept listing has not stated of what the filters ask', () => {
  it('names the capacity of a venue or caterer without one, and the price of anyone without one', () => {
    expect(unlistedFactsOf({ category: 'caterers', capacity: null, startingPrice: 40 }, { guests: 120 })).toEqual(['capacity']);
    expect(unlistedFactsOf({ category: 'photographers', capacity: null, startingPrice: null }, { guests: 120 })).toEqual([]);
    expect(unlistedFactsOf({ category: 'florists', capacity: null, startingPrice: null }, { maxPrice: 3000 })).toEqual(['price']);
    expect(unlistedFactsOf({ category: 'venues', capacity: null, startingPrice: null }, { guests: 120, maxPrice: 3000 })).toEqual(['capacity', 'price']);
    expect(unlistedFactsOf({ category: 'venues', capacity: 200, startingPrice: 2000 }, { guests: 120, maxPrice: 3000 })).toEqual([]);
    expect(unlistedFactsOf({ category: 'venues', capacity: null, startingPrice: null }, {})).toEqual([]);
  });
  it('labels each on a card', () => {
    expect(UNLISTED_FACT_LABELS).toEqual({ capacity: 'Capacity not listed', price: 'Price not listed' });
  });
});
