import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorSummary } from '@uwd/api-client';
import { SHORTLIST_STORAGE_KEY, saveVendor, savedVendors } from '@uwd/ui/shortlist';
import { SHORTLIST_LINK_STOPPED } from '@domain/couples/shortlist-link';
import { badRequest, created, ok, stubApi, tooManyRequests, type Answer } from '../../../../../tests/support/components.ts';
import { MADE_LINKS_STORAGE_KEY } from './made-links';
import { ShortlistLinks } from './ShortlistLinks';
import ShortlistOpenPage from './ShortlistOpenPage';
import SharedShortlistPage from './SharedShortlistPage';

const EXPIRES = '2027-06-01T10:00:00.000Z';
const SHARE_URL = 'http://localhost/shortlist/shared/sharetoken0000000000000000000000000000000';
const made = (kind: 'keep' | 'share', key: string, vendorCount = 2) => ({ kind, key, url: kind === 'share' ? SHARE_URL : null, vendorCount, expiresAt: EXPIRES });
const notFound = (message: string): Answer => ({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message } } });

const category = { venues: { _id: 'c1', name: 'Venues', slug: 'venues' }, florists: { _id: 'c6', name: 'Florists', slug: 'florists' } } as const;
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

const panel = () =>
  render(
    <MemoryRouter>
      <ShortlistLinks />
    </MemoryRouter>,
  );

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ShortlistLinks', () => {
  it('shows nothing while nothing is saved and no link was made here', () => {
    stubApi({});
    const { container } = panel();
    expect(container.innerHTML).toBe('');
  });

  it("emails the shortlist: the field's own message for a bad address, then the link's key is kept and the email is not", async () => {
    saveVendor('V1');
    saveVendor('V2');
    const sent = stubApi({
      'POST /api/shortlist-links/email': [
        badRequest({ email: 'Please enter a valid email address' }),
        created({ success: true, message: 'We emailed a link to your shortlist to sam@example.com. It works for 180 days.', link: made('keep', 'keepkey1') }),
      ],
      'POST /api/shortlist-links/stop': ok({ success: true, message: 'The emailed link is turned off. It no longer opens your shortlist.' }),
    });
    const user = userEvent.setup();
    panel();

    await user.click(screen.getByRole('button', { name: 'Email me my shortlist' }));
    const field = screen.getByLabelText(/Your email/);
    expect(document.activeElement).toBe(field);
    await user.type(field, 'sam@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(MADE_LINKS_STORAGE_KEY)).toBeNull();

    await user.type(field, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('status')).textContent).toContain('We emailed a link to your shortlist to sam@example.com. It works for 180 days.');
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { email: 'sam@', vendorIds: ['V1', 'V2'] },
      { email: 'sam@example.com', vendorIds: ['V1', 'V2'] },
    ]);
    expect(screen.queryByLabelText(/Your email/)).toBeNull();
    const stored = localStorage.getItem(MADE_LINKS_STORAGE_KEY) ?? '';
    expect(stored).toContain('keepkey1');
    expect(stored).not.toContain('sam@example.com');

    await user.click(screen.getByRole('button', { name: 'Turn off the emailed link' }));
    expect(await screen.findByText('The emailed link is turned off. It no longer opens your shortlist.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/shortlist-links/stop', body: { key: 'keepkey1' } });
    expect(localStorage.getItem(MADE_LINKS_STORAGE_KEY)).toBeNull();
  });

  it('shares a read-only link with a copy button, and stops sharing it from this browser', async () => {
    saveVendor('V1');
    const sent = stubApi({
      'POST /api/shortlist-links/share': created({ success: true, message: 'Copy the link and send it to your partner.', link: made('share', 'sharekey1', 1) }),
      'POST /api/shortlist-links/stop': ok({ success: true, message: 'Sharing stopped. The link no longer opens your shortlist.' }),
    });
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    panel();

    await user.click(screen.getByRole('button', { name: 'Share with my partner' }));
    const url = await screen.findByLabelText('Link for your partner');
    expect((url as HTMLInputElement).value).toBe(SHARE_URL);
    expect(url.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/Read-only: it shows the 1 vendor you had saved/)).toBeTruthy();
    // One link at a time: the button gives way to the link.
    expect(screen.queryByRole('button', { name: 'Share with my partner' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(screen.getByRole('status').textContent).toContain('Link copied');

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Sharing stopped. The link no longer opens your shortlist.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ url: '/api/shortlist-links/stop', body: { key: 'sharekey1' } });
    expect(screen.queryByLabelText('Link for your partner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share with my partner' })).toBeTruthy();
  });

  it('remembers the share link after a reload, and says when the limit is reached', async () => {
    saveVendor('V1');
    localStorage.setItem(MADE_LINKS_STORAGE_KEY, JSON.stringify({ share: made('share', 'sharekey2'), emailed: [] }));
    stubApi({ 'POST /api/shortlist-links/email': tooManyRequests(120) });
    const user = userEvent.setup();
    panel();
    expect((screen.getByLabelText('Link for your partner') as HTMLInputElement).value).toBe(SHARE_URL);

    await user.click(screen.getByRole('button', { name: 'Email me my shortlist' }));
    await user.type(screen.getByLabelText(/Your email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again in 2 minutes.');
  });
});

describe('the pages the links open', () => {
  const at = (path: string) =>
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/shortlist/open/:token" element={<ShortlistOpenPage />} />
            <Route path="/shortlist/shared/:token" element={<SharedShortlistPage />} />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    );

  it('the emailed link saves its vendors in this browser, after those it has, once', async () => {
    saveVendor('V2');
    stubApi({ 'GET /api/shortlist-links/keeptoken1': ok({ success: true, link: { kind: 'keep', vendorIds: ['V1', 'V2', 'V3'], expiresAt: EXPIRES } }) });
    at('/shortlist/open/keeptoken1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shortlist is saved in this browser' })).toBeTruthy();
    expect(screen.getByText('Saved 2 vendors in this browser. 1 was already saved.')).toBeTruthy();
    expect(savedVendors().map((v) => v.id)).toEqual(['V2', 'V1', 'V3']);
    expect(screen.getByRole('link', { name: 'Open my shortlist' }).getAttribute('href')).toBe('/shortlist');
  });

  it('a stopped link says it is no longer shared and saves nothing', async () => {
    stubApi({ 'GET /api/shortlist-links/stoppedtoken': notFound(SHORTLIST_LINK_STOPPED) });
    at('/shortlist/shared/stoppedtoken');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(SHORTLIST_LINK_STOPPED)).toBeTruthy();
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();
  });

  it('the shared link shows the cards by category, read-only, and saves them all on request', async () => {
    stubApi({
      'GET /api/shortlist-links/sharetoken1': ok({ success: true, link: { kind: 'share', vendorIds: ['V1', 'V2', 'V3'], expiresAt: EXPIRES } }),
      'GET /api/vendors/cards': ok({ success: true, vendors: [card('V1', 'Oak Barn', 'venues'), card('V2', 'Blue Blooms', 'florists'), card('V3', 'Mill House', 'venues')] }),
    });
    const user = userEvent.setup();
    at('/shortlist/shared/sharetoken1');
    expect(await screen.findByRole('heading', { level: 1, name: 'A shared shortlist' })).toBeTruthy();
    const venues = screen.getByRole('region', { name: 'Venues (2)' });
    expect(within(venues).getAllByTestId('vendor-card').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Oak Barn', 'Mill House']);
    expect(screen.getByRole('region', { name: 'Florists (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Clear/ })).toBeNull();
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save all to my shortlist' }));
    expect(savedVendors().map((v) => v.id)).toEqual(['V1', 'V2', 'V3']);
    expect(screen.getByText('Saved 3 vendors in this browser.')).toBeTruthy();
  });
});
