import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorDetail, VendorSummary } from '@uwd/api-client';
import { VendorGrid } from '../components/VendorGrid';
import { ContactCard } from '../components/vendor-detail/VendorSidebar';
import { APPEARANCE_BATCH_MS, resetBeaconState } from './beacon';
import { useVendorPageEvents } from './useVendorPageEvents';
import { useRef } from 'react';

/** What navigator.sendBeacon was given: the path and the parsed JSON body. */
let beacons: Array<{ url: string; body: unknown }>;
/** The IntersectionObserver callbacks, to show cards on screen by hand (jsdom has no layout). */
let observers: Array<{ callback: IntersectionObserverCallback; observed: Element[] }>;

class FakeObserver {
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {}
}

const show = (ids: string[]) =>
  act(() => {
    for (const o of observers) {
      const entries = o.observed.filter((el) => ids.includes((el as HTMLElement).dataset.vendorId ?? '')).map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  });

const summary = (id: string): VendorSummary =>
  ({
    _id: id,
    name: `Vendor ${id}`,
    slug: `vendor-${id}`,
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
  }) as unknown as VendorSummary;

beforeEach(() => {
  beacons = [];
  observers = [];
  resetBeaconState();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string) => {
      beacons.push({ url, body: JSON.parse(data) });
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('list appearances', () => {
  it('sends the cards seen on screen in one batched beacon, each card once', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <VendorGrid vendors={['a', 'b', 'c'].map(summary)} />
      </MemoryRouter>,
    );
    show(['a', 'b']);
    show(['a']);
    expect(beacons).toEqual([]);
    act(() => void vi.advanceTimersByTime(APPEARANCE_BATCH_MS));
    expect(beacons).toEqual([{ url: '/api/vendors/appearances', body: { vendorIds: ['a', 'b'] } }]);
    show(['a', 'c']);
    // Leaving the page sends what is gathered at once.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacons.at(-1)).toEqual({ url: '/api/vendors/appearances', body: { vendorIds: ['c'] } });
    expect(beacons).toHaveLength(2);
  });
});

function Page({ vendor }: { vendor: VendorDetail }) {
  const ref = useRef<HTMLDivElement>(null);
  useVendorPageEvents(ref, vendor._id);
  return (
    <div ref={ref}>
      <ContactCard vendor={vendor} />
    </div>
  );
}

describe("a vendor page's events", () => {
  const vendor = {
    ...summary('barn'),
    name: 'Magnolia Barn',
    phone: '864-555-0100',
    email: 'events@barn.example',
    website: 'https://barn.example',
    socialMedia: { instagram: 'https://instagram.com/barn' },
  } as unknown as VendorDetail;

  it('reports the view, and each call, email, website, social and share click by its kind', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(
      <MemoryRouter>
        <Page vendor={vendor} />
      </MemoryRouter>,
    );
    // Links are followed by the browser; here only the beacon matters.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: /Call/ }));
    await user.click(screen.getByRole('link', { name: /Email/ }));
    await user.click(screen.getByRole('link', { name: /Visit Website/ }));
    await user.click(screen.getByRole('link', { name: /on Instagram/ }));
    await user.click(screen.getByRole('link', { name: /Send a Message/ }));
    await user.click(screen.getByRole('button', { name: 'Share Magnolia Barn' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    document.removeEventListener('click', stay);
    expect(beacons.map((b) => [b.url, b.body])).toEqual(
      ['profile_view', 'call_click', 'email_click', 'website_click', 'social_click', 'share'].map((kind) => ['/api/vendors/barn/events', { kinds: [kind] }]),
    );
  });
});
