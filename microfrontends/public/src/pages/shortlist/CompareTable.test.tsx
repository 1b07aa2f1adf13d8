import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompareVendor } from '@uwd/api-client';
import type { CoupleWish } from '@domain/couples/compare';
import { CompareTable } from './CompareTable';

const venues = { _id: 'c1', name: 'Venues', slug: 'venues' };
const photographers = { _id: 'c2', name: 'Photographers', slug: 'photographers' };

const vendor = (id: string, name: string, o: Partial<CompareVendor> = {}): CompareVendor => ({
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  tagline: null,
  category: venues,
  location: { city: 'Greenville', county: 'Greenville', state: 'SC', region: null, zipCode: null, formattedLocation: 'Greenville, SC' },
  startingPrice: 5000,
  priceRange: 'moderate',
  isFeatured: false,
  isVerified: false,
  premierPartner: false,
  reviewStats: { averageRating: 4.5, totalReviews: 2 },
  images: [],
  tags: [],
  replyTimeLabel: 'Usually replies within 3 hours',
  capacity: 150,
  style: ['rustic', 'garden party'],
  serviceFacts: [
    { key: 'venue_type', label: 'Venue type', values: ['Barn'] },
    { key: 'indoor_outdoor', label: 'Indoor or outdoor', values: [] },
  ],
  unavailableOnDate: false,
  ...o,
});

const photo = { _id: 'I1', url: '/media/oak.jpg', urls: { original: '/media/oak.jpg', medium: '/media/oak-m.jpg' }, altText: null, caption: null, isPrimary: true, sortOrder: 0, width: 600, height: 400 };
const BARN = vendor('V1', 'Oak Barn', { images: [photo] });
const MILL = vendor('V2', 'Mill House', {
  startingPrice: null,
  priceRange: 'not-specified',
  capacity: null,
  style: null,
  reviewStats: { averageRating: 0, totalReviews: 0 },
  replyTimeLabel: null,
  unavailableOnDate: true,
  serviceFacts: [
    { key: 'venue_type', label: 'Venue type', values: [] },
    { key: 'indoor_outdoor', label: 'Indoor or outdoor', values: ['Indoor & Outdoor'] },
  ],
});

const draw = (vendors: CompareVendor[], wish: CoupleWish = {}, readDate: string | null = wish.date ?? null, category = venues) =>
  render(
    <MemoryRouter>
      <CompareTable category={category} vendors={vendors} wish={wish} readDate={readDate} linkQuery="?guests=120" />
    </MemoryRouter>,
  );

/** The table as text: the column headers, then each row's header and cells. */
const tableText = () => {
  const table = screen.getByRole('table', { name: /Compare/ });
  const head = within(table).getAllByRole('columnheader').map((c) => c.textContent);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)]);
  return { head, rows };
};

describe('the compare table', () => {
  it('is a real table: a column per vendor, a row per fact, each with its header', () => {
    draw([BARN, MILL]);
    const table = screen.getByRole('table', { name: 'Compare venues' });
    for (const th of within(table).getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
    for (const th of within(table).getAllByRole('rowheader')) expect(th.getAttribute('scope')).toBe('row');
    expect(within(table).getByRole('link', { name: 'Oak Barn' }).getAttribute('href')).toBe('/vendors/oak-barn?guests=120');
    expect(tableText()).toEqual({
      head: ['Oak Barn', 'Mill House'],
      rows: [
        ['Photo', '', 'M'],
        ['Starting price', '$5,000', 'Contact for pricing'],
        ['Price range', 'Moderate ($$)', 'Not stated'],
        ['Guest capacity', 'Up to 150 guests', 'Not stated'],
        ['Style', 'Rustic, garden party', 'Not stated'],
        ['Venue type', 'Barn', 'Not stated'],
        ['Indoor or outdoor', 'Not stated', 'Indoor & Outdoor'],
        ['Rating', '4.5 out of 5 (2 reviews)', 'No reviews yet'],
        ['Replies', 'Usually replies within 3 hours', 'No reply time yet'],
      ],
    });
    expect(within(table).getByRole('img', { name: 'Oak Barn' }).getAttribute('src')).toBe('/media/oak-m.jpg');
    expect(within(table).getByRole('img', { name: 'Mill House: no photo yet' })).toBeTruthy();
  });

  it("flags the date, guests and budget the couple gave, by the list filters' rule", () => {
    draw([BARN, MILL], { date: '2027-10-10', guests: 120, maxPrice: 4500 });
    const flags = tableText().rows.slice(-3);
    expect(flags).toEqual([
      ['Wedding date', '✓Available on October 10, 2027', '!Mill House has marked this date as unavailable'],
      ['Guests', '✓Fits 120 guests', '?Capacity not listed'],
      ['Budget', '!Starts at $5,000, above your budget of $4,500', '?Price not listed'],
    ]);
  });

  it('says nothing of a date its calendar was not read for yet', () => {
    draw([BARN, MILL], { date: '2027-10-11' }, '2027-10-10');
    expect(tableText().rows.at(-1)).toEqual(['Wedding date', 'Checking their calendar…', 'Checking their calendar…']);
  });

  it('has no capacity or guests row for a category whose capacity is no guest count', () => {
    const shooter = vendor('P1', 'Lens Co', { category: photographers, capacity: null, serviceFacts: [{ key: 'photography_style', label: 'Photography style', values: ['Fine Art'] }] });
    draw([shooter], { guests: 120 }, null, photographers);
    const labels = tableText().rows.map((r) => r[0]);
    expect(labels).not.toContain('Guest capacity');
    expect(labels).not.toContain('Guests');
    expect(labels).toContain('Photography style');
  });

  it('draws the same rows as swipeable cards for narrow screens', () => {
    draw([BARN, MILL], { maxPrice: 6000 });
    const cards = within(screen.getByRole('region', { name: 'Compare venues: swipe for the next vendor' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const { rows } = tableText();
    cards.forEach((card, i) => {
      expect(within(card).getByRole('link').textContent).toBe(['Oak Barn', 'Mill House'][i]);
      const facts = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
      expect(facts).toEqual(rows.map((r) => [r[0], r[i + 1]]));
    });
  });
});
