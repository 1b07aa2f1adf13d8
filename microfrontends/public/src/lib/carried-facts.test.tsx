import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorDetail, VendorSummary } from '@uwd/api-client';
import { ok, ownVendor, stubApi } from '../../../../tests/support/components.ts';
import { FeaturedBlock } from '../pages/lists/FeaturedBlock';
import { ContactCard } from '../components/vendor-detail/VendorSidebar';
import { VendorDetailPage } from '../pages/VendorDetailPage';
import { carriedFactsQuery } from './carried-facts';

const nextYear = `${new Date().getUTCFullYear() + 1}-06-14`;
const FACTS = `date=${nextYear}&guests=120&maxPrice=6000`;

const summary = {
  _id: 'a',
  name: 'Magnolia Hollow Barn',
  slug: 'magnolia-hollow-barn',
  tagline: null,
  category: { _id: 'c1', name: 'Venues', slug: 'venues' },
  location: { city: 'Greenville', county: 'Greenville', state: 'SC', region: null, zipCode: null, formattedLocation: 'Greenville, SC' },
  startingPrice: null,
  priceRange: null,
  isFeatured: false,
  isVerified: false,
  premierPartner: false,
  reviewStats: { averageRating: 0, totalReviews: 0 },
  images: [],
  tags: [],
} as unknown as VendorSummary;

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoObserver);
});

describe("the couple's wedding date, guests and budget carried from a list to the vendor and its form", () => {
  it("keeps only the date, guests and budget, well formed, in the list's order", () => {
    expect(carriedFactsQuery(`?page=2&search=barn&location=Greer&${FACTS}`)).toBe(`?${FACTS}`);
    expect(carriedFactsQuery('?guests=0&date=June&maxPrice=abc')).toBe('');
    expect(carriedFactsQuery('')).toBe('');
  });

  it("a card in a filtered list links to the vendor page with the list's date, guests and budget", () => {
    render(
      <MemoryRouter initialEntries={[`/venues?page=2&search=barn&${FACTS}`]}>
        <FeaturedBlock scope="venues" vendors={[summary]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Magnolia Hollow Barn' }).getAttribute('href')).toBe(`/vendors/magnolia-hollow-barn?${FACTS}`);
  });

  it('a card in an unfiltered list links to the plain vendor page', () => {
    render(
      <MemoryRouter initialEntries={['/venues']}>
        <FeaturedBlock scope="venues" vendors={[summary]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Magnolia Hollow Barn' }).getAttribute('href')).toBe('/vendors/magnolia-hollow-barn');
  });

  it("'Send a Message' on the vendor page carries them on to the form", () => {
    render(
      <MemoryRouter initialEntries={[`/vendors/magnolia-hollow-barn?${FACTS}`]}>
        <ContactCard vendor={{ ...summary, phone: null, email: null, website: null, socialMedia: {} } as unknown as VendorDetail} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Send a Message' }).getAttribute('href')).toBe(`/vendors/magnolia-hollow-barn/message?${FACTS}`);
  });

  it("the vendor page's breadcrumb back to the list keeps them", async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': ok({ success: true, vendor: ownVendor({ images: [], reviewStats: { averageRating: 0, totalReviews: 0 } }) }) });
    render(
      <MemoryRouter initialEntries={[`/vendors/magnolia-hollow-barn?${FACTS}`]}>
        <Routes>
          <Route path="vendors/:slug" element={<VendorDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.querySelector('a[href^="/venues"]')?.getAttribute('href')).toBe(`/venues?${FACTS}`);
  });
});
