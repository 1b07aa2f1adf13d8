import { describe, expect, it } from 'vitest';
import { weddingDateText } from '../inquiries/inquiry-words.ts';
import { passesListFacts, unlistedFactsOf } from '../listings/list-facts.ts';
import type { CategorySlug } from '../categories/category.ts';
import { COMPARE_FULL_MESSAGE, compareFlags, comparedOf, serviceFactsOf, togglePick, weddingDayText, type CompareSubject } from './compare.ts';
import { COMPARE_LIMIT, MULTI_SEND_LIMIT } from './shortlist-page.ts';

const venue = (o: Partial<CompareSubject> = {}): CompareSubject => ({
  name: 'Oak Barn',
  category: 'venues',
  capacity: 150,
  startingPrice: 6000,
  unavailableOnDate: false,
  ...o,
});

describe('the compare flags of a vendor against the couple’s wish', () => {
  it('says nothing without a wish', () => {
    expect(compareFlags(venue(), {})).toEqual({ date: null, guests: null, budget: null });
  });

  it('writes the date as the site writes wedding dates, and names the vendor that marked it', () => {
    for (const d of ['2027-10-10', '2027-01-01', '2028-02-29']) expect(weddingDayText(d)).toBe(weddingDateText({ weddingDate: d }));
    expect(compareFlags(venue(), { date: '2027-10-10' }).date).toEqual({ tone: 'good', text: 'Available on October 10, 2027' });
    expect(compareFlags(venue({ unavailableOnDate: true }), { date: '2027-10-10' }).date).toEqual({
      tone: 'warning',
      text: 'Oak Barn has marked this date as unavailable',
    });
    // Not read for that date (yet): no claim either way.
    expect(compareFlags(venue({ unavailableOnDate: null }), { date: '2027-10-10' }).date).toBeNull();
  });

  it('fits guests by the stated capacity of venues and caterers, and says when it is not stated', () => {
    expect(compareFlags(venue(), { guests: 150 }).guests).toEqual({ tone: 'good', text: 'Fits 150 guests' });
    expect(compareFlags(venue(), { guests: 151 }).guests).toEqual({ tone: 'warning', text: 'Up to 150 guests, fewer than your 151' });
    expect(compareFlags(venue({ category: 'caterers', capacity: 1200 }), { guests: 1500 }).guests).toEqual({
      tone: 'warning',
      text: 'Up to 1,200 guests, fewer than your 1,500',
    });
    expect(compareFlags(venue({ capacity: null }), { guests: 80 }).guests).toEqual({ tone: 'unknown', text: 'Capacity not listed' });
    // A photographer's capacity means nothing to the list's 'Guests', nor here.
    expect(compareFlags(venue({ category: 'photographers', capacity: 10 }), { guests: 80 }).guests).toBeNull();
  });

  it('is within budget when the starting price is at most the budget, and says when there is no price', () => {
    expect(compareFlags(venue(), { maxPrice: 6000 }).budget).toEqual({ tone: 'good', text: 'Within your budget of $6,000' });
    expect(compareFlags(venue(), { maxPrice: 5500 }).budget).toEqual({ tone: 'warning', text: 'Starts at $6,000, above your budget of $5,500' });
    expect(compareFlags(venue({ startingPrice: null }), { maxPrice: 5500 }).budget).toEqual({ tone: 'unknown', text: 'Price not listed' });
    expect(compareFlags(venue({ startingPrice: 0 }), { maxPrice: 0 }).budget?.tone).toBe('good');
  });

  it('never disagrees with the list filters: a warning exactly where the list hides, unknown exactly where it marks', () => {
    const categories: CategorySlug[] = ['venues', 'caterers', 'photographers', 'music'];
    for (const category of categories)
      for (const capacity of [null, 0, 99, 100, 101])
        for (const startingPrice of [null, 0, 4999, 5000, 5001])
          for (const wish of [{ guests: 100 }, { maxPrice: 5000 }, { guests: 100, maxPrice: 5000 }]) {
            const subject = venue({ category, capacity, startingPrice });
            const flags = compareFlags(subject, wish);
            const shown = [flags.guests, flags.budget].filter((f) => f !== null);
            const where = JSON.stringify({ category, capacity, startingPrice, wish });
            expect(shown.some((f) => f.tone === 'warning'), where).toBe(!passesListFacts(subject, wish));
            const unknown = [...(flags.guests?.tone === 'unknown' ? ['capacity'] : []), ...(flags.budget?.tone === 'unknown' ? ['price'] : [])];
            expect(unknown, where).toEqual(unlistedFactsOf(subject, wish));
          }
  });
});

describe('the style facts a compare table shows', () => {
  it("names the category's service filters, in the catalogue's order, every key even when not stated", () => {
    const filters = [
      { filterKey: 'indoor_outdoor', filterValue: 'both' },
      { filterKey: 'venue_type', filterValue: 'historic' },
      { filterKey: 'venue_type', filterValue: 'barn' },
      { filterKey: 'venue_type', filterValue: 'barn' },
      { filterKey: 'photography_style', filterValue: 'fine_art' },
    ];
    expect(serviceFactsOf('venues', filters)).toEqual([
      { key: 'venue_type', label: 'Venue type', values: ['Historic', 'Barn'] },
      { key: 'indoor_outdoor', label: 'Indoor or outdoor', values: ['Indoor & Outdoor'] },
    ]);
    expect(serviceFactsOf('photographers', [])).toEqual([{ key: 'photography_style', label: 'Photography style', values: [] }]);
  });
});

describe('picking vendors to compare and to message', () => {
  it('compares the first saved vendors of a category unless the couple chose', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(comparedOf(ids, undefined)).toEqual(ids.slice(0, COMPARE_LIMIT));
    expect(comparedOf(ids, ['f', 'b'])).toEqual(['b', 'f']);
    // A chosen vendor removed from the shortlist is no longer compared.
    expect(comparedOf(['a', 'b'], ['b', 'x'])).toEqual(['b']);
  });

  it('adds a pick up to the limit, refuses the next and takes one away', () => {
    expect(togglePick(['a'], 'b', MULTI_SEND_LIMIT)).toEqual({ ok: true, list: ['a', 'b'] });
    expect(togglePick(['a', 'b'], 'a', MULTI_SEND_LIMIT)).toEqual({ ok: true, list: ['b'] });
    const full = ['a', 'b', 'c', 'd', 'e'];
    expect(togglePick(full, 'f', MULTI_SEND_LIMIT)).toEqual({ ok: false, reason: 'full' });
    expect(togglePick(full, 'c', MULTI_SEND_LIMIT)).toEqual({ ok: true, list: ['a', 'b', 'd', 'e'] });
    expect(COMPARE_FULL_MESSAGE).toContain(String(COMPARE_LIMIT));
  });
});
