import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorSummary } from '@uwd/api-client';
import { SHORTLIST_FULL_MESSAGE } from '@domain/couples/shortlist';
import { SHORTLIST_CHANGED_EVENT, SHORTLIST_STORAGE_KEY, savedVendors } from '@uwd/ui/shortlist';
import { VendorCard } from './VendorCard';

const vendor = (id: string, name: string): VendorSummary => ({
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  tagline: null,
  category: { _id: 'c1', name: 'Venues', slug: 'venues' },
  location: { city: 'Greenville', county: 'Greenville', state: 'SC', region: 'Upstate', zipCode: null, formattedLocation: 'Greenville, SC' },
  startingPrice: null,
  priceRange: 'not-specified',
  isFeatured: false,
  isVerified: false,
  premierPartner: false,
  reviewStats: { averageRating: 0, totalReviews: 0 },
  images: [],
  tags: [],
  replyTimeLabel: null,
});

const cards = (...vendors: VendorSummary[]) =>
  render(
    <MemoryRouter>
      {vendors.map((v) => (
        <VendorCard key={v._id} vendor={v} />
      ))}
    </MemoryRouter>,
  );

/** What navigator.sendBeacon was given: the path and the parsed JSON body. */
let beacons: Array<{ url: string; body: unknown }>;
beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string) => {
      beacons.push({ url, body: JSON.parse(data) });
      return true;
    },
  });
});

const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as Array<{ id: string; savedAt: string }>;

describe('the save toggle on a vendor card', () => {
  it("is a button of its own beside the card's link, named 'Save {vendor}', pressed and 'Saved' once saved, with the keyboard", async () => {
    const user = userEvent.setup();
    const { container } = cards(vendor('V1', 'Oak Barn'));
    const link = screen.getByRole('link', { name: 'Oak Barn' });
    const save = screen.getByRole('button', { name: 'Save Oak Barn' });
    expect(link.contains(save)).toBe(false);
    expect(save.closest('a')).toBeNull();
    expect(save.getAttribute('aria-pressed')).toBe('false');

    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.keyboard('{Enter}');
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(save.getAttribute('aria-label')).toBe('Saved');
    expect(stored().map((v) => v.id)).toEqual(['V1']);
    expect(Number.isNaN(Date.parse(stored()[0]!.savedAt))).toBe(false);

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Save Oak Barn' }).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('shows every card of the same vendor saved at once, and follows a save made in another tab', async () => {
    const user = userEvent.setup();
    cards(vendor('V1', 'Oak Barn'), vendor('V2', 'Mill House'));
    let heard = 0;
    window.addEventListener(SHORTLIST_CHANGED_EVENT, () => heard++);
    await user.click(screen.getByRole('button', { name: 'Save Oak Barn' }));
    expect(heard).toBe(1);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();

    // Another tab saves Mill House: this one hears the storage event.
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([...stored(), { id: 'V2', savedAt: new Date().toISOString() }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2);
  });

  it('refuses the 51st vendor with a message, and saves nothing', async () => {
    const user = userEvent.setup();
    const fifty = Array.from({ length: 50 }, (_, i) => ({ id: `S${i}`, savedAt: '2026-12-01T00:00:00.000Z' }));
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(fifty));
    cards(vendor('V51', 'One Too Many'));
    await user.click(screen.getByRole('button', { name: 'Save One Too Many' }));
    expect(screen.getByRole('alert').textContent).toBe(SHORTLIST_FULL_MESSAGE);
    expect(screen.getByRole('button', { name: 'Save One Too Many' }).getAttribute('aria-pressed')).toBe('false');
    expect(savedVendors()).toHaveLength(50);
    expect(stored().some((v) => v.id === 'V51')).toBe(false);
  });

  it("tells the vendor's insights of a save ('Saved by couples'), not of an unsave or a refused save", async () => {
    const user = userEvent.setup();
    cards(vendor('V1', 'Oak Barn'));
    await user.click(screen.getByRole('button', { name: 'Save Oak Barn' }));
    expect(beacons).toEqual([{ url: '/api/vendors/V1/events', body: { kinds: ['shortlist_save'] } }]);
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(beacons).toHaveLength(1);

    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: `S${i}`, savedAt: '2026-12-01T00:00:00.000Z' }))));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    await user.click(screen.getByRole('button', { name: 'Save Oak Barn' }));
    expect(screen.getByRole('alert').textContent).toBe(SHORTLIST_FULL_MESSAGE);
    expect(beacons).toHaveLength(1);
  });

  it('is drawn unsaved on the server, without reading the browser storage and without inline styles', () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([{ id: 'V1', savedAt: '2026-12-01T00:00:00.000Z' }]));
    const html = renderToString(
      <MemoryRouter>
        <VendorCard vendor={vendor('V1', 'Oak Barn')} />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Save Oak Barn"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('style=');
  });
});
