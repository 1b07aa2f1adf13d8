import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../../tests/support/components.ts';
import { VendorListPage } from './VendorListPage';

/** GET /api/vendors with nothing found. */
const NOTHING = ok({ success: true, vendors: [], pagination: { page: 1, limit: 12, totalVendors: 0, totalPages: 0, hasNextPage: false, hasPrevPage: false } });
const CITIES = ok({ success: true, locations: [{ city: 'Greer', vendorCount: 3 }, { city: 'Greenville', vendorCount: 1 }] });

const renderList = (url: string) => {
  stubApi({ 'GET /api/vendors': NOTHING, 'GET /api/vendors/locations': CITIES });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/venues" element={<VendorListPage scope="venues" />} />
      </Routes>
    </MemoryRouter>,
  );
};

describe('the category list (issue 36 §12)', () => {
  it("says 'Try fewer words' only when words were searched", async () => {
    const { unmount } = renderList('/venues?maxPrice=5000');
    expect(await screen.findByRole('heading', { name: 'No vendors found' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('fewer words');
    expect(document.body.textContent).toContain('Clear the filters to see everyone.');
    unmount();
    renderList('/venues?search=barn');
    expect(await screen.findByRole('heading', { name: 'No vendors found' })).toBeTruthy();
    expect(document.body.textContent).toContain('matching “barn”. Try fewer words, or clear the filters to see everyone.');
  });

  it("puts the city, date, guests and budget behind a 'Filters' button that counts those in force", async () => {
    renderList('/venues?location=Greer&maxPrice=5000&guests=120');
    const toggle = await screen.findByRole('button', { name: /^Filters/ });
    expect(toggle.textContent).toBe('Filters 3 in use');
    expect(toggle.querySelector('.list-controls__count')!.textContent).toBe('3');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.contains(screen.getByLabelText('Budget'))).toBe(true);
    expect(panel.contains(screen.getByLabelText('Location'))).toBe(true);
    expect(panel.getAttribute('data-open')).toBe('false');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(panel.getAttribute('data-open')).toBe('true');
  });

  it("shows no count on 'Filters' while none is in force, and styles Budget like Location", async () => {
    renderList('/venues');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle.textContent).toBe('Filters');
    const budget = screen.getByLabelText('Budget');
    const location = screen.getByLabelText('Location');
    expect(budget.className.split(' ')).toContain('location-select__input');
    expect(budget.parentElement!.className).toBe(location.parentElement!.className);
    expect(budget.parentElement!.querySelector('.location-select__chevron')).toBeTruthy();
  });

  it("counts one guest as '1 guest' in the chip and the empty list's sentence", async () => {
    renderList('/venues?guests=1');
    expect(await screen.findByRole('heading', { name: 'No vendors found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Remove 1 guest' })).toBeTruthy();
    expect(document.body.textContent).toContain("We couldn't find any venues for 1 guest.");
  });
});
