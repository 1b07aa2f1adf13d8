import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { INQUIRY_MESSAGES } from '@domain/inquiries/inquiry';
import { badRequest, created, ok, ownVendor, posted, stubApi, tooManyRequests } from '../../../../tests/support/components.ts';
import { PENDING_CONTACT_KEY, REMEMBERED_BROWSER_KEY, REMEMBERED_CONTACT_KEY } from './inquiries/remembered-browser';
import { VendorMessagePage } from './VendorMessagePage';

const VENDOR = ok({ success: true, vendor: ownVendor({ images: [], reviewStats: { averageRating: 0, totalReviews: 0 } }) });
const SUBMIT = 'POST /api/vendors/v1/inquiries';
const FORM_TOKEN = 'GET /api/inquiries/form-token';
const formTokenAnswer = ok({ success: true, formToken: '1795100000000.signed-by-the-server-0123456789abcdefghijklmnop' });
const confirmAnswer = created({ success: true, message: 'Almost there! Check your email to send your message to Magnolia Hollow Barn.', delivery: 'confirm_email', vendorName: 'Magnolia Hollow Barn' });

const renderPage = (slug = 'magnolia-hollow-barn', query = '') =>
  render(
    <MemoryRouter initialEntries={[`/vendors/${slug}/message${query}`]}>
      <Routes>
        <Route path="vendors/:slug/message" element={<VendorMessagePage />} />
      </Routes>
    </MemoryRouter>,
  );

const form = async () => screen.findByTestId('inquiry-form');
const submit = async () => fireEvent.submit(await form());
const nextYear = `${new Date().getUTCFullYear() + 1}-06-14`;

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await form();
  await user.type(screen.getByLabelText(/^Your Name/), 'Sam Rivera');
  await user.type(screen.getByLabelText(/^Email Address/), 'Sam@Example.com');
  fireEvent.change(screen.getByLabelText(/^Wedding Date/), { target: { value: nextYear } });
  await user.type(screen.getByLabelText(/^Guest Count/), '120');
  await user.selectOptions(screen.getByLabelText(/^Budget/), '$6,000 – $10,000');
  await user.type(screen.getByLabelText(/^Message/), 'We love the barn. Is a Saturday in June open?');
};

/** The headers of the inquiry the page sent (its POST; the page also reads the vendor and its marked days). */
const postHeaders = () => (vi.mocked(fetch).mock.calls.find((c) => c[1]?.method === 'POST')?.[1]?.headers ?? {}) as Record<string, string>;

describe("'Message {vendor name}' (/vendors/{slug}/message)", () => {
  it("shows the form titled with the vendor's name, its fields, and the budget ranges of the vendor's category", async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Magnolia Hollow Barn' })).toBeTruthy();
    for (const label of [/^Your Name/, /^Email Address/, /^Phone/, /^Wedding Date/, /^We haven't picked a date yet/, /^Guest Count/, /^Budget/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText(/^Wedding Date/).getAttribute('type')).toBe('date');
    const options = within(screen.getByLabelText(/^Budget/)).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Choose a range', 'Under $3,000', '$3,000 – $6,000', '$6,000 – $10,000', '$10,000 or more', 'Not sure yet']);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('hides a honeypot named website from people: aria-hidden, out of the tab order, no autocomplete', async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    renderPage();
    const honeypot = (await form()).querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the shared schema's message under each field, focuses the first, and sends nothing", async () => {
    const sent = stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    const user = userEvent.setup();
    renderPage();
    await submit();
    for (const message of [INQUIRY_MESSAGES.name, 'Email is required', INQUIRY_MESSAGES.dateRequired, INQUIRY_MESSAGES.guestsRequired, INQUIRY_MESSAGES.budget, INQUIRY_MESSAGES.messageRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your Name/));
    expect(screen.getByLabelText(/^Guest Count/).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/^Message/), 'Too short');
    await submit();
    expect(await screen.findByText(INQUIRY_MESSAGES.messageTooShort)).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it("ticking 'We haven't picked a date yet' clears and disables the date", async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    const user = userEvent.setup();
    renderPage();
    await form();
    const date = screen.getByLabelText(/^Wedding Date/) as HTMLInputElement;
    fireEvent.change(date, { target: { value: nextYear } });
    expect(date.value).toBe(nextYear);
    await user.click(screen.getByLabelText("We haven't picked a date yet"));
    expect(date.value).toBe('');
    expect(date.disabled).toBe(true);
    await user.click(screen.getByLabelText("We haven't picked a date yet"));
    expect(date.disabled).toBe(false);
  });

  it("sends the inquiry with the honeypot, the form token fetched when the form opened and the remembered browser's token, then shows 'Almost there!…'", async () => {
    localStorage.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify({ token: 'remembered-token-123', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const sent = stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [FORM_TOKEN]: formTokenAnswer, [SUBMIT]: confirmAnswer });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Almost there! Check your email to send your message to Magnolia Hollow Barn.' })).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    const [post] = posted(sent);
    expect(post).toMatchObject({
      url: '/api/vendors/v1/inquiries',
      body: {
        name: 'Sam Rivera',
        email: 'sam@example.com',
        weddingDate: nextYear,
        dateUndecided: false,
        guestCount: 120,
        budget: '6000-10000',
        website: '',
        formToken: '1795100000000.signed-by-the-server-0123456789abcdefghijklmnop',
      },
    });
    expect(post!.body).not.toHaveProperty('startedAt');
    // The token was asked for once, as the form opened (before anything was typed), and never from the cache.
    const asked = sent.filter((r) => r.url === '/api/inquiries/form-token');
    expect(asked).toHaveLength(1);
    expect(sent.indexOf(asked[0]!)).toBeLessThan(sent.indexOf(post!));
    expect(vi.mocked(fetch).mock.calls.find((c) => String(c[0]).endsWith('/api/inquiries/form-token'))?.[1]?.cache).toBe('no-store');
    expect(postHeaders()['X-Remembered-Browser']).toBe('remembered-token-123');
  });

  it("offers 'Also ask similar vendors' on the success screen, for the message's date, guests and budget (issue 39 §4)", async () => {
    const lodge = {
      _id: 'v2',
      name: 'Laurel Lodge',
      slug: 'laurel-lodge',
      tagline: null,
      category: { _id: 'c1', name: 'Venues', slug: 'venues' },
      location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC', region: null, zipCode: null, formattedLocation: 'Travelers Rest, SC' },
      startingPrice: 5000,
      priceRange: 'premium',
      isFeatured: false,
      isVerified: false,
      premierPartner: false,
      reviewStats: { averageRating: 4.8, totalReviews: 9 },
      images: [],
      tags: [],
      replyTimeLabel: null,
    };
    const similar = ok({ success: true, vendors: [lodge], unlisted: {} });
    const sent = stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [FORM_TOKEN]: formTokenAnswer, [SUBMIT]: confirmAnswer, 'GET /api/vendors/v1/similar': similar });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const offer = await screen.findByRole('region', { name: 'Also ask similar vendors' });
    expect(within(offer).getByRole('checkbox', { name: 'Select Laurel Lodge' })).toHaveProperty('checked', false);
    expect(sent.map((r) => r.url)).toContain(`/api/vendors/v1/similar?date=${nextYear}&guests=120&maxPrice=9999`);
  });

  it('still sends the message, without a token, when the form token could not be fetched (an admin sees it instead of losing it)', async () => {
    const sent = stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [FORM_TOKEN]: { status: 503, body: { success: false, error: { code: 'UNAVAILABLE', message: 'Down' } } }, [SUBMIT]: confirmAnswer });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Almost there! Check your email to send your message to Magnolia Hollow Barn.' })).toBeTruthy();
    expect(sent.filter((r) => r.url === '/api/inquiries/form-token')).toHaveLength(1);
    const [post] = posted(sent);
    expect(post).toMatchObject({ url: '/api/vendors/v1/inquiries', body: { name: 'Sam Rivera', email: 'sam@example.com' } });
    expect(post!.body).not.toHaveProperty('formToken');
  });

  it("says 'Message sent to {vendor name}!' when it went straight through, and sends no header for an expired token", async () => {
    localStorage.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify({ token: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() }));
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [SUBMIT]: created({ success: true, message: 'Message sent to Magnolia Hollow Barn!', delivery: 'sent', vendorName: 'Magnolia Hollow Barn' }) });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByLabelText("We haven't picked a date yet"));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent to Magnolia Hollow Barn!' })).toBeTruthy();
    expect(postHeaders()['X-Remembered-Browser']).toBeUndefined();
    expect(localStorage.getItem(REMEMBERED_BROWSER_KEY)).toBeNull();
  });

  it("tells the truth when the listing has no owner: '… has not set up their inbox yet; we have emailed them your message'", async () => {
    const truth = 'Magnolia Hollow Barn has not set up their inbox yet; we have emailed them your message';
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [SUBMIT]: created({ success: true, message: truth, delivery: 'sent', vendorName: 'Magnolia Hollow Barn', reach: 'listing' }) });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: truth })).toBeTruthy();
    expect(screen.getByTestId('inquiry-unclaimed-note').textContent).toContain('we sent your message to the business email the listing states');
    expect(screen.queryByText(/will answer by email/)).toBeNull();
  });

  it('says before sending where the message goes: straight to an owner, to the business email of an unclaimed listing, or kept until it is claimed', async () => {
    const cases = [
      ['owner', 'Your message goes straight to Magnolia Hollow Barn.'],
      ['listing', 'Magnolia Hollow Barn has not claimed this listing yet, so we email your message to the business email it states, with a link to claim the listing and reply.'],
      ['waiting', 'Magnolia Hollow Barn has not claimed this listing yet and states no email, so we keep your message until they claim the listing; it is waiting in their inbox then.'],
    ] as const;
    for (const [reach, said] of cases) {
      stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, 'GET /api/inquiries/reach/magnolia-hollow-barn': ok({ success: true, reach }) });
      const { unmount } = renderPage();
      await form();
      expect(screen.getByText(/^Ask about your date, packages or a visit\./).textContent, reach).toBe(`Ask about your date, packages or a visit. ${said}`);
      unmount();
    }
  });

  it("shows the server's 400 messages under their fields, and a 429's wait", async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [SUBMIT]: [badRequest({ budget: INQUIRY_MESSAGES.budget, email: 'Please enter a valid email address' }), tooManyRequests(120)] });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText(INQUIRY_MESSAGES.budget)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email Address/));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests. Please try again in 2 minutes.')).toBeTruthy();
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe('Sam Rivera');
  });

  it('starts with the wedding date and guests carried from the list, and the way back to the vendor keeps them', async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    renderPage('magnolia-hollow-barn', `?date=${nextYear}&guests=120&maxPrice=6000`);
    await form();
    expect((screen.getByLabelText(/^Wedding Date/) as HTMLInputElement).value).toBe(nextYear);
    expect((screen.getByLabelText(/^Guest Count/) as HTMLInputElement).value).toBe('120');
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: '← Back to Magnolia Hollow Barn' }).getAttribute('href')).toBe(`/vendors/magnolia-hollow-barn?date=${nextYear}&guests=120&maxPrice=6000`);
  });

  it('a remembered browser starts with the name and email it kept when the couple confirmed', async () => {
    localStorage.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify({ token: 'remembered-token-123', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    localStorage.setItem(REMEMBERED_CONTACT_KEY, JSON.stringify({ name: 'Sam Rivera', email: 'sam@example.com' }));
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    renderPage();
    await form();
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe('Sam Rivera');
    expect((screen.getByLabelText(/^Email Address/) as HTMLInputElement).value).toBe('sam@example.com');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('');
  });

  it('a browser no longer remembered starts empty and drops the name and email it kept', async () => {
    localStorage.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify({ token: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() }));
    localStorage.setItem(REMEMBERED_CONTACT_KEY, JSON.stringify({ name: 'Sam Rivera', email: 'sam@example.com' }));
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR });
    renderPage();
    await form();
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem(REMEMBERED_CONTACT_KEY)).toBeNull();
  });

  it('keeps only the name and email the couple typed until the confirmation link is opened', async () => {
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [FORM_TOKEN]: formTokenAnswer, [SUBMIT]: confirmAnswer });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Phone/), '864-555-0199');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByTestId('inquiry-sent');
    expect(JSON.parse(localStorage.getItem(PENDING_CONTACT_KEY)!)).toEqual({ name: 'Sam Rivera', email: 'sam@example.com' });
    expect(localStorage.getItem(REMEMBERED_CONTACT_KEY)).toBeNull();
  });

  it('a remembered browser whose message went straight through keeps its name and email for the next form', async () => {
    localStorage.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify({ token: 'remembered-token-123', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    stubApi({ 'GET /api/vendors/magnolia-hollow-barn': VENDOR, [SUBMIT]: created({ success: true, message: 'Message sent to Magnolia Hollow Barn!', delivery: 'sent', vendorName: 'Magnolia Hollow Barn' }) });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByTestId('inquiry-sent');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CONTACT_KEY)!)).toEqual({ name: 'Sam Rivera', email: 'sam@example.com' });
  });

  it('shows the not-found page for an unknown or inactive vendor', async () => {
    stubApi({});
    renderPage('nobody');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByTestId('inquiry-form')).toBeNull();
  });

  it("warns '{vendor name} has marked this date as unavailable' for a marked date only, and still sends the message", async () => {
    const sent = stubApi({
      'GET /api/vendors/magnolia-hollow-barn': VENDOR,
      'GET /api/vendors/v1/unavailable-dates': ok({ success: true, first: '2026-11-25', last: '2027-11-25', days: [nextYear] }),
      [SUBMIT]: confirmAnswer,
    });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    expect(await screen.findByText('Magnolia Hollow Barn has marked this date as unavailable')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Wedding Date/), { target: { value: nextYear.replace('-14', '-15') } });
    expect(screen.queryByText(/has marked this date as unavailable/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Wedding Date/), { target: { value: nextYear } });
    expect(await screen.findByText('Magnolia Hollow Barn has marked this date as unavailable')).toBeTruthy();
    await user.click(screen.getByLabelText("We haven't picked a date yet"));
    expect(screen.queryByText(/has marked this date as unavailable/)).toBeNull();
    await user.click(screen.getByLabelText("We haven't picked a date yet"));
    fireEvent.change(screen.getByLabelText(/^Wedding Date/), { target: { value: nextYear } });
    expect(await screen.findByText('Magnolia Hollow Barn has marked this date as unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Almost there! Check your email to send your message to Magnolia Hollow Barn.' })).toBeTruthy();
    expect(posted(sent)).toMatchObject([{ url: '/api/vendors/v1/inquiries', body: { weddingDate: nextYear } }]);
  });
});
