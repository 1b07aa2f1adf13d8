import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompareVendor } from '@uwd/api-client';
import { SHORTLIST_STORAGE_KEY, saveVendor } from '@uwd/ui/shortlist';
import { ok, stubApi, type Answer } from '../../../../tests/support/components.ts';
import ShortlistPage, { SHORTLIST_LOAD_FAILED } from './ShortlistPage';

const category = { venues: { _id: 'c1', name: 'Venues', slug: 'venues' }, music: { _id: 'c4', name: 'Music', slug: 'music' } } as const;

const card = (id: string, name: string, cat: keyof typeof category): CompareVendor => ({
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
  capacity: null,
  style: null,
  serviceFacts: [],
  unavailableOnDate: null,
});

const CARDS = [card('V1', 'Oak Barn', 'venues'), card('V2', 'Swing Band', 'music'), card('V3', 'Mill House', 'venues')];

/** The API's answer: the known vendors among the ids asked, in their order (GET /api/vendors/compare). */
const cardsApi = (known = CARDS) => (url: URL): Answer => {
  const ids = (url.searchParams.get('ids') ?? '').split(',');
  return ok({ success: true, date: url.searchParams.get('date'), vendors: ids.flatMap((id) => known.filter((v) => v._id === id)) });
};

const saveAll = (...ids: string[]) => ids.forEach((id) => saveVendor(id));

/** Where the page is: the URL's query, kept in a test id. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const renderPage = (at = '/shortlist') =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[at]}>
        <ShortlistPage />
        <Where />
      </MemoryRouter>
    </StrictMode>,
  );

const groupNames = () =>
  [...document.querySelectorAll<HTMLElement>('.shortlist-group')].map((group) => [
    within(group).getByRole('heading', { level: 2 }).textContent,
    within(group).getAllByRole('heading', { level: 3 }).map((n) => n.textContent),
  ]);

describe('the shortlist page (/shortlist)', () => {
  it('says there are no saved vendors yet, with a link to browse, and asks the API nothing', () => {
    const sent = stubApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'No saved vendors yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse vendors' }).getAttribute('href')).toBe('/vendors');
    expect(screen.queryByRole('button', { name: 'Clear shortlist' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('loads the saved vendors in one read and shows them by category, in the order they were saved', async () => {
    saveAll('V1', 'V2', 'V3');
    const sent = stubApi({ 'GET /api/vendors/compare': cardsApi() });
    renderPage();
    expect(document.querySelector('[aria-busy="true"] .page-loader')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Oak Barn' })).toBeTruthy();
    expect(groupNames()).toEqual([
      ['Venues (2)', ['Oak Barn', 'Mill House']],
      ['Music (1)', ['Swing Band']],
    ]);
    expect(new Set(sent.map((r) => r.url))).toEqual(new Set(['/api/vendors/compare?ids=V1%2CV2%2CV3']));
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(3);
  });

  it("removes a vendor with 'Remove' at once, without reading again", async () => {
    const user = userEvent.setup();
    saveAll('V1', 'V2', 'V3');
    const sent = stubApi({ 'GET /api/vendors/compare': cardsApi() });
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
    stubApi({ 'GET /api/vendors/compare': cardsApi() });
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
    const sent = stubApi({ 'GET /api/vendors/compare': cardsApi() });
    renderPage();
    expect(await screen.findByText('1 saved vendor is no longer listed.')).toBeTruthy();
    act(() => {
      const list = JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!);
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([...list, { id: 'V2', savedAt: new Date().toISOString() }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Swing Band' })).toBeTruthy();
    expect(sent.map((r) => r.url)).toContain('/api/vendors/compare?ids=V1%2CGONE%2CV2');
  });

  it('says so when the cards cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    saveAll('V1');
    let up = false;
    const down: Answer = { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'x' } } };
    stubApi({ 'GET /api/vendors/compare': (url) => (up ? cardsApi()(url) : down) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(SHORTLIST_LOAD_FAILED);
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Oak Barn' })).toBeTruthy();
  });
});

describe('comparing and picking on the shortlist', () => {
  const VENUES = ['Oak Barn', 'Mill House', 'Rose Hall', 'Pine Lodge', 'Lake Loft'].map((name, i) => ({
    ...card(`A${i + 1}`, name, 'venues'),
    capacity: 100 + i * 50,
    startingPrice: 4000 + i * 1000,
  }));
  const BAND = card('B1', 'Swing Band', 'music');
  const ALL = [...VENUES, BAND];
  /** The compare read: Mill House marked 2027-10-10. */
  const compareApi = (url: URL): Answer => {
    const date = url.searchParams.get('date');
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    const vendors = ids.flatMap((id) => ALL.filter((v) => v._id === id)).map((v) => ({ ...v, unavailableOnDate: date ? v.name === 'Mill House' : null }));
    return ok({ success: true, date, vendors });
  };
  const notice = () => within(screen.getByTestId('shortlist-selection')).getByRole('status').textContent;
  const columns = () =>
    within(screen.getByRole('table', { name: 'Compare venues' }))
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
  const rowOf = (label: string) =>
    within(screen.getByRole('table', { name: 'Compare venues' }))
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name: label }));

  it('compares the first 4 saved venues, and the couple picks which 4 when there are more', async () => {
    const user = userEvent.setup();
    saveAll(...ALL.map((v) => v._id));
    stubApi({ 'GET /api/vendors/compare': compareApi });
    renderPage();
    await screen.findByRole('table', { name: 'Compare venues' });
    expect(columns()).toEqual(['Oak Barn', 'Mill House', 'Rose Hall', 'Pine Lodge']);
    expect(screen.getByRole('table', { name: 'Compare music' })).toBeTruthy();
    // The music group has one vendor: nothing to choose there.
    expect(screen.queryByRole('checkbox', { name: 'Compare Swing Band' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Compare Lake Loft' }));
    expect(notice()).toBe('You can compare up to 4 vendors at once. Untick one to compare another.');
    expect((screen.getByRole('checkbox', { name: 'Compare Lake Loft' }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Compare Mill House' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Lake Loft' }));
    expect(notice()).toBe('');
    expect(columns()).toEqual(['Oak Barn', 'Rose Hall', 'Pine Lodge', 'Lake Loft']);
  });

  it('takes the date, guests and budget into the URL, reads the calendars for the date, and flags the vendors', async () => {
    const user = userEvent.setup();
    saveAll('A1', 'A2');
    const sent = stubApi({ 'GET /api/vendors/compare': compareApi });
    renderPage('/shortlist?guests=120');
    expect(await screen.findByRole('table', { name: 'Compare venues' })).toBeTruthy();
    expect(within(rowOf('Guests')!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['!Up to 100 guests, fewer than your 120', '✓Fits 120 guests']);
    expect(rowOf('Wedding date')).toBeUndefined();
    const reads = sent.length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), '4500');
    expect(screen.getByTestId('where').textContent).toBe('?guests=120&maxPrice=4500');
    expect(within(rowOf('Budget')!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['✓Within your budget of $4,500', '!Starts at $5,000, above your budget of $4,500']);
    // Guests and budget need no read.
    expect(sent).toHaveLength(reads);

    fireEvent.change(screen.getByLabelText('Wedding date'), { target: { value: '2027-10-10' } });
    await waitFor(() =>
      expect(within(rowOf('Wedding date')!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
        '✓Available on October 10, 2027',
        '!Mill House has marked this date as unavailable',
      ]),
    );
    expect(sent.at(-1)?.url).toBe('/api/vendors/compare?ids=A1%2CA2&date=2027-10-10');
    expect(screen.getByTestId('where').textContent).toBe('?date=2027-10-10&guests=120&maxPrice=4500');
    const flagged = screen.getByRole('checkbox', { name: 'Select Mill House' });
    expect(document.getElementById(flagged.getAttribute('aria-describedby')!)?.textContent).toBe('Mill House has marked this date as unavailable');
    expect(screen.getByRole('checkbox', { name: 'Select Oak Barn' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('selects up to 5 vendors for one message, refuses the 6th politely, and links to the form with their ids', async () => {
    const user = userEvent.setup();
    saveAll(...ALL.map((v) => v._id));
    stubApi({ 'GET /api/vendors/compare': compareApi });
    renderPage('/shortlist?guests=80');
    await screen.findByRole('table', { name: 'Compare venues' });
    expect(screen.queryByRole('link', { name: 'Message selected vendors' })).toBeNull();

    for (const name of ['Swing Band', 'Oak Barn', 'Rose Hall']) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    expect(screen.getByRole('link', { name: 'Message selected vendors' }).getAttribute('href')).toBe('/shortlist/message?ids=B1,A1,A3&guests=80');
    for (const name of ['Pine Lodge', 'Lake Loft']) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Mill House' }));
    expect(notice()).toBe('You can message up to 5 vendors at once.');
    expect((screen.getByRole('checkbox', { name: 'Select Mill House' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();

    // A removed vendor is no longer selected.
    await user.click(screen.getByRole('button', { name: 'Remove Oak Barn' }));
    expect(screen.getByRole('link', { name: 'Message selected vendors' }).getAttribute('href')).toBe('/shortlist/message?ids=B1,A3,A4,A5&guests=80');
  });
});
