import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES } from '@domain/inquiries/inquiry';
import { badRequest, created, ok, ownVendor, posted, stubApi } from '../../../../tests/support/components.ts';
import ShortlistMessagePage from './ShortlistMessagePage';

/** Issue 39 §3: /shortlist/message?ids=…, one message to the vendors picked on the shortlist. */

const BARN = ownVendor({ _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' });
const HALL = ownVendor({ _id: 'v2', name: 'Wisteria Hall', slug: 'wisteria-hall' });
const PHOTO = ownVendor({ _id: 'v3', name: 'Golden Hour Photo', slug: 'golden-hour-photo', category: { _id: 'c2', name: 'Photographers', slug: 'photographers' } });
const CARDS = 'GET /api/vendors/cards';
const SEND = 'POST /api/inquiries/batch';
const cards = ok({ success: true, vendors: [BARN, HALL, PHOTO] });
const tokenAnswer = ok({ success: true, formToken: '1795100000000.signed-by-the-server-0123456789abcdefghijklmnop' });
const nextYear = `${new Date().getUTCFullYear() + 1}-06-14`;

const renderAt = (query = '?ids=v1,v2,v3') =>
  render(
    <MemoryRouter initialEntries={[`/shortlist/message${query}`]}>
      <Routes>
        <Route path="shortlist/message" element={<ShortlistMessagePage />} />
      </Routes>
    </MemoryRouter>,
  );

const form = () => screen.findByTestId('shortlist-message-form');

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await form();
  await user.type(screen.getByLabelText(/^Your Name/), 'Sam Rivera');
  await user.type(screen.getByLabelText(/^Email Address/), 'sam@example.com');
  fireEvent.change(screen.getByLabelText(/^Wedding Date/), { target: { value: nextYear } });
  await user.type(screen.getByLabelText(/^Guest Count/), '120');
  await user.selectOptions(screen.getByLabelText(/^Budget for venues/), '$10,000 or more');
  await user.selectOptions(screen.getByLabelText(/^Budget for photographers/), '$3,500 – $5,000');
  await user.type(screen.getByLabelText(/^Message/), 'We would love to hear about a Saturday in June.');
};

describe('one message to several vendors (/shortlist/message)', () => {
  it('lists the chosen vendors, asks the single form’s fields, and a budget per category present', async () => {
    const sent = stubApi({ [CARDS]: cards });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Message 3 vendors' })).toBeTruthy();
    expect(sent.find((r) => r.url.startsWith('/api/vendors/cards'))?.url).toBe('/api/vendors/cards?ids=v1%2Cv2%2Cv3');
    const listed = within(screen.getByTestId('shortlist-message-vendors')).getAllByRole('link').map((a) => a.textContent);
    expect(listed).toEqual(['Magnolia Barn', 'Wisteria Hall', 'Golden Hour Photo']);
    for (const label of [/^Your Name/, /^Email Address/, /^Phone/, /^Wedding Date/, /^We haven't picked a date yet/, /^Guest Count/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const venueBudgets = within(screen.getByLabelText(/^Budget for venues/)).getAllByRole('option').map((o) => o.textContent);
    expect(venueBudgets).toEqual(['Choose a range', 'Under $3,000', '$3,000 – $6,000', '$6,000 – $10,000', '$10,000 or more', 'Not sure yet']);
    expect(screen.getByLabelText(/^Budget for photographers/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to 3 vendors' })).toBeTruthy();
  });

  it('one category has one plain Budget select', async () => {
    stubApi({ [CARDS]: ok({ success: true, vendors: [BARN, HALL] }) });
    renderAt('?ids=v1,v2');
    await form();
    expect(screen.getAllByRole('combobox').map((s) => s.getAttribute('name'))).toEqual(['budgets.venues']);
    expect(screen.getByLabelText(/^Budget/)).toBeTruthy();
  });

  it('flags before sending each vendor whose calendar marks the couple’s date, from the URL or as typed', async () => {
    stubApi({
      [CARDS]: cards,
      'GET /api/vendors/v2/unavailable-dates': ok({ success: true, first: '2026-11-25', last: '2027-11-25', days: [nextYear] }),
      'GET /api/vendors/v1/unavailable-dates': ok({ success: true, first: '2026-11-25', last: '2027-11-25', days: [] }),
    });
    renderAt(`?ids=v1,v2,v3&date=${nextYear}`);
    expect(await screen.findByText('Wisteria Hall has marked this date as unavailable')).toBeTruthy();
    expect(screen.queryByText('Magnolia Barn has marked this date as unavailable')).toBeNull();
    expect((screen.getByLabelText(/^Wedding Date/) as HTMLInputElement).value).toBe(nextYear);
    fireEvent.change(screen.getByLabelText(/^Wedding Date/), { target: { value: nextYear.replace('-14', '-15') } });
    expect(screen.queryByText(/has marked this date as unavailable/)).toBeNull();
  });

  it('shows the shared schema’s messages, a budget message per category, and sends nothing', async () => {
    const sent = stubApi({ [CARDS]: cards });
    renderAt();
    await form();
    fireEvent.submit(await form());
    for (const message of [INQUIRY_MESSAGES.name, 'Email is required', INQUIRY_MESSAGES.dateRequired, INQUIRY_MESSAGES.guestsRequired, INQUIRY_MESSAGES.messageRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getAllByText(INQUIRY_MESSAGES.budget)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your Name/));
    expect(posted(sent)).toEqual([]);
  });

  it('sends one request for all, with a budget per category, and lists each vendor and what happens next', async () => {
    const sent = stubApi({
      [CARDS]: cards,
      'GET /api/inquiries/form-token': tokenAnswer,
      [SEND]: created({
        success: true,
        message: 'Almost there! Check your email to send your messages to 3 vendors.',
        delivery: 'confirm_email',
        vendors: [
          { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn', reach: null },
          { _id: 'v2', name: 'Wisteria Hall', slug: 'wisteria-hall', reach: null },
          { _id: 'v3', name: 'Golden Hour Photo', slug: 'golden-hour-photo', reach: null },
        ],
      }),
    });
    const user = userEvent.setup();
    renderAt();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send to 3 vendors' }));
    const done = await screen.findByTestId('shortlist-message-sent');
    expect(within(done).getByRole('heading', { name: 'Almost there! Check your email to send your messages to 3 vendors.' })).toBeTruthy();
    expect(within(done).getAllByTestId('shortlist-message-sent-vendor').map((li) => li.textContent)).toEqual([
      'Magnolia BarnWaiting for you to open the link in our email.',
      'Wisteria HallWaiting for you to open the link in our email.',
      'Golden Hour PhotoWaiting for you to open the link in our email.',
    ]);
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/inquiries/batch',
        body: {
          name: 'Sam Rivera',
          email: 'sam@example.com',
          phone: undefined,
          weddingDate: nextYear,
          dateUndecided: false,
          guestCount: 120,
          message: 'We would love to hear about a Saturday in June.',
          budgets: { venues: '10000-plus', photographers: '3500-5000' },
          vendorIds: ['v1', 'v2', 'v3'],
          origin: 'shortlist',
          website: '',
          formToken: '1795100000000.signed-by-the-server-0123456789abcdefghijklmnop',
        },
      },
    ]);
  });

  it('says where each went when a remembered browser sent them straight through', async () => {
    stubApi({
      [CARDS]: ok({ success: true, vendors: [BARN, HALL] }),
      [SEND]: created({
        success: true,
        message: 'Messages sent to 2 vendors!',
        delivery: 'sent',
        vendors: [
          { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn', reach: 'owner' },
          { _id: 'v2', name: 'Wisteria Hall', slug: 'wisteria-hall', reach: 'listing' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderAt('?ids=v1,v2');
    await form();
    await user.type(screen.getByLabelText(/^Your Name/), 'Sam Rivera');
    await user.type(screen.getByLabelText(/^Email Address/), 'sam@example.com');
    await user.click(screen.getByLabelText("We haven't picked a date yet"));
    await user.type(screen.getByLabelText(/^Guest Count/), '80');
    await user.selectOptions(screen.getByLabelText(/^Budget/), 'Not sure yet');
    await user.type(screen.getByLabelText(/^Message/), 'Could you tell us about your packages?');
    await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }));
    const items = await screen.findAllByTestId('shortlist-message-sent-vendor');
    expect(items.map((li) => li.textContent)).toEqual([
      'Magnolia BarnSent. Magnolia Barn answers by email.',
      'Wisteria HallWisteria Hall has not set up their inbox yet; we have emailed them your message',
    ]);
  });

  it("shows the server's field messages at their fields", async () => {
    stubApi({ [CARDS]: cards, [SEND]: badRequest({ 'budgets.photographers': INQUIRY_MESSAGES.budget }) });
    const user = userEvent.setup();
    renderAt();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send to 3 vendors' }));
    expect(await screen.findByText(INQUIRY_MESSAGES.budget)).toBeTruthy();
    expect(screen.getByLabelText(/^Budget for photographers/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('shortlist-message-sent')).toBeNull();
  });

  it('says no vendors are chosen without ids, and links back to the shortlist', async () => {
    stubApi({});
    renderAt('');
    expect(await screen.findByRole('heading', { name: 'No vendors chosen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your shortlist' }).getAttribute('href')).toBe('/shortlist');
  });
});
