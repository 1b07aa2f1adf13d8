import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { VendorSummary } from '@uwd/api-client';
import { SHORTLIST_STORAGE_KEY, saveVendor } from '@uwd/ui/shortlist';
import { ok, stubApi, type Answer } from '../../../../tests/support/components.ts';
import ShortlistPage, { SHORTLIST_LOAD_FAILED } from './ShortlistPage';

const category = { venues: { _id: 'c1', name: 'Venues', slug: 'venues' }, music: { _id: 'c4', name: 'Music', slug: 'music' } } as const;

const card = (id: string, name: string, cat: keyof typeof category): VendorSummary => ({
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  tagline: null,
  category: category[cat],
  location: { city: 'Greenville', county: 'Greenville', state: 'SC', region: 'Upstate', zipCode: null, formattedLocation: 'Greenville, SC' },
  startingPrice: 3000,
  priceRange: 'not-specified',
  isFeatured: false,
  isVerified: false,
  premierPartner: false,
  reviewStats: { averageRating: 0, totalReviews: 0 },
  images: [],
  tags: [],
  replyTimeLabel: null,
});

const CARDS = [card('V1', 'Oak Barn', 'venues'), card('V2', 'Swing Band', 'music'), card('V3', 'Mill House', 'venues')];

/** The API's answer: the known cards among the ids asked, in their order. */
const cardsApi = (known = CARDS) => (url: URL): Answer => {
  const ids = (url.searchParams.get('ids') ?? '').split(',');
  return ok({ success: true, vendors: ids.flatMap((id) => known.filter((v) => v._id === id)) });
};

const saveAll = (...ids: string[]) => ids.forEach((id) => saveVendor(id));

const renderPage = () =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/shortlist']}>
        <ShortlistPage />
      </MemoryRouter>
    </StrictMode>,
  );

const groupNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => [h.textContent, within(h.closest('section')!).getAllByRole('heading', { level: 3 }).map((n) => n.textContent)]);

describe('the shortlist page (/shortlist)', () => {
  it('says there are no saved vendors yet, with a link to browse, and asks the API nothing', () => {
    const sent = stubApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'No saved vendors yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse vendors' }).getAttribute('href')).toBe('/vendors');
    expect(screen.queryByRole('button', { name: 'Clear shortlist' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('loads the saved cards in one read and shows them by category, in the order they were saved', async () => {
    saveAll('V1', 'V2', 'V3');
    const sent = stubApi({ 'GET /api/vendors/cards': cardsApi() });
    renderPage();
    expect(document.querySelector('[aria-busy="true"] .page-loader')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Oak Barn' })).toBeTruthy();
    expect(groupNames()).toEqual([
      ['Venues (2)', ['Oak Barn', 'Mill House']],
      ['Music (1)', ['Swing Band']],
    ]);
    expect(new Set(sent.map((r) => r.url))).toEqual(new Set(['/api/vendors/cards?ids=V1%2CV2%2CV3']));
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(3);
  });

  it("removes a vendor with 'Remove' at once, without reading again", async () => {
    const user = userEvent.setup();
    saveAll('V1', 'V2', 'V3');
    const sent = stubApi({ 'GET /api/vendors/cards': cardsApi() });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Oak Barn' }));
    // The groups follow the first saved vendor of each: Swing Band now.
    expect(groupNames()).toEqual([
      ['Music (1)', ['Swing Band']],
      ['Venues (1)', ['Mill House']],
    ]);
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!).map((v: { id: string }) => v.id)).toEqual(['V2', 'V3']);
    const reads = sent.length;
    await user.click(screen.getByRole('button', { name: 'Remove Swing Band' }));
    expect(screen.queryByRole('heading', { name: /Music/ })).toBeNull();
    expect(sent.length).toBe(reads);
  });

  it("asks before clearing: 'Cancel' keeps the list, 'Clear shortlist' empties it", async () => {
    const user = userEvent.setup();
    saveAll('V1', 'V2');
    stubApi({ 'GET /api/vendors/cards': cardsApi() });
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Swing Band' });

    await user.click(screen.getByRole('button', { name: 'Clear shortlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear your shortlist? Every saved vendor is removed from this browser.' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear shortlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear shortlist' }));
    expect(screen.getByRole('heading', { name: 'No saved vendors yet' })).toBeTruthy();
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
  });

  it('reads a vendor saved in another tab, and says when a saved vendor is no longer listed', async () => {
    saveAll('V1', 'GONE');
    const sent = stubApi({ 'GET /api/vendors/cards': cardsApi() });
    renderPage();
    expect(await screen.findByText('1 saved vendor is no longer listed.')).toBeTruthy();
    act(() => {
      const list = JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!);
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([...list, { id: 'V2', savedAt: new Date().toISOString() }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Swing Band' })).toBeTruthy();
    expect(sent.map((r) => r.url)).toContain('/api/vendors/cards?ids=V1%2CGONE%2CV2');
  });

  it('says so when the cards cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    saveAll('V1');
    let up = false;
    const down: Answer = { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'x' } } };
    stubApi({ 'GET /api/vendors/cards': (url) => (up ? cardsApi()(url) : down) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(SHORTLIST_LOAD_FAILED);
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Oak Barn' })).toBeTruthy();
  });
});
