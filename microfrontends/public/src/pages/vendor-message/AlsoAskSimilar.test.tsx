import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { similarVendorsAnswerSchema } from '@domain/listings/similar-vendors-api';
import { badRequest, created, ok, posted, stubApi, tooManyRequests } from '../../../../../tests/support/components.ts';
import { REMEMBERED_BROWSER_KEY } from '../inquiries/remembered-browser';
import type { InquiryDetails } from '../inquiries/useInquiryForm';
import { AlsoAskSimilar } from './AlsoAskSimilar';

const card = (id: string, name: string, facts: Record<string, unknown> = {}) => ({
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  tagline: null,
  category: { _id: 'c1', name: 'Venues', slug: 'venues' },
  location: { city: 'Greenville', county: 'Greenville', state: 'SC', region: 'Upstate', zipCode: null, formattedLocation: 'Greenville, SC' },
  startingPrice: 5000,
  priceRange: 'not-specified',
  isFeatured: false,
  isVerified: false,
  premierPartner: false,
  reviewStats: { averageRating: 4.9, totalReviews: 20 },
  images: [],
  tags: [],
  replyTimeLabel: null,
  ...facts,
});

const answer = (vendors: unknown[], unlisted: Record<string, string[]> = {}) => ok(similarVendorsAnswerSchema.parse({ success: true, vendors, unlisted }));
const THREE = answer([card('v2', 'Laurel Lodge', { isFeatured: true }), card('v3', 'Wisteria Hall'), card('v4', 'Open Field', { startingPrice: null, reviewStats: { averageRating: 0, totalReviews: 0 } })], { v4: ['capacity'] });
const PATH = 'GET /api/vendors/v1/similar';
const VENDOR = { _id: 'v1', category: { name: 'Venues', slug: 'venues' as const } };
const details: InquiryDetails = { name: 'Sam Rivera', email: 'sam@example.com', weddingDate: '2027-06-05', dateUndecided: false, guestCount: 120, budget: '6000-10000', message: 'Is June open?' };

describe("'Also ask similar vendors' on the single message's success screen (issue 39 §4)", () => {
  it("asks for the vendor's similar vendors with the message's date, guests and budget", async () => {
    const sent = stubApi({ [PATH]: THREE });
    render(<AlsoAskSimilar vendor={VENDOR} details={details} formToken="signed-form-token" />);
    await screen.findByTestId('also-ask-similar');
    expect(sent.map((r) => r.url)).toEqual(['/api/vendors/v1/similar?date=2027-06-05&guests=120&maxPrice=9999']);
  });

  it('asks without a date when the couple has not picked one, and without a budget when not sure', async () => {
    const sent = stubApi({ [PATH]: THREE });
    const { weddingDate: _date, ...undated } = details;
    render(<AlsoAskSimilar vendor={VENDOR} details={{ ...undated, dateUndecided: true, budget: 'not-sure' }} formToken={null} />);
    await screen.findByTestId('also-ask-similar');
    expect(sent.map((r) => r.url)).toEqual(['/api/vendors/v1/similar?guests=120']);
  });

  it('lists up to three with a checkbox each, none chosen, and chooses with the keyboard', async () => {
    stubApi({ [PATH]: THREE });
    render(<AlsoAskSimilar vendor={VENDOR} details={details} formToken="signed-form-token" />);
    const section = await screen.findByRole('region', { name: 'Also ask similar vendors' });
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(['Select Laurel Lodge', 'Select Wisteria Hall', 'Select Open Field']);
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    // Paid placement is labelled, as in the lists; an unstated fact asked about is said.
    expect(within(boxes[0]!.closest('li')!).getByText('Featured')).toBeTruthy();
    expect(within(boxes[2]!.closest('li')!).getByText('Capacity not listed')).toBeTruthy();
    expect(boxes[1]!.closest('li')!.textContent).toContain('Greenville, SC · $5,000 · 4.9 (20 reviews)');

    const user = userEvent.setup();
    boxes[1]!.focus();
    await user.keyboard(' ');
    expect((screen.getByRole('checkbox', { name: 'Select Wisteria Hall' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByText('Open Field'));
    expect((screen.getByRole('checkbox', { name: 'Select Open Field' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Open Field' }));
    expect((screen.getByRole('checkbox', { name: 'Select Open Field' }) as HTMLInputElement).checked).toBe(false);
  });

  it("sends nothing until one is chosen, then sends the chosen only the same details through the multi-send", async () => {
    const sent = stubApi({
      [PATH]: THREE,
      'POST /api/inquiries/batch': created({
        success: true,
        message: 'Almost there! Check your email to send your messages to 2 vendors.',
        delivery: 'confirm_email',
        vendors: [
          { _id: 'v2', name: 'Laurel Lodge', slug: 'laurel-lodge', reach: null },
          { _id: 'v4', name: 'Open Field', slug: 'open-field', reach: null },
        ],
      }),
    });
    render(<AlsoAskSimilar vendor={VENDOR} details={details} formToken="signed-form-token" />);
    const send = await screen.findByRole('button', { name: 'Send to selected' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Open Field' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Laurel Lodge' }));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);
    expect(await screen.findByText('Almost there! Check your email to send your messages to 2 vendors.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Laurel Lodge and Open Field');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/inquiries/batch',
        // In the list's order, the same details, the budget for the vendors' category, the first form's token.
        body: { ...details, budgets: { venues: '6000-10000' }, vendorIds: ['v2', 'v4'], origin: 'similar', formToken: 'signed-form-token' },
      },
    ]);
  });

  it("sends with the remembered browser's header, and says why when the multi-send refuses", async () => {
    localStorage.setItem(REMEMBERED_BROWSER_KEY, JSON.stringify({ token: 'remembered-token-123', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    stubApi({ [PATH]: THREE, 'POST /api/inquiries/batch': [tooManyRequests(120), badRequest({ 'budgets.venues': 'Please choose a budget range' })] });
    render(<AlsoAskSimilar vendor={VENDOR} details={details} formToken={null} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Wisteria Hall' }));
    await user.click(screen.getByRole('button', { name: 'Send to selected' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many|try again/i);
    const call = vi.mocked(fetch).mock.calls.find((c) => c[1]?.method === 'POST')!;
    expect((call[1]!.headers as Record<string, string>)['X-Remembered-Browser']).toBe('remembered-token-123');
    await user.click(screen.getByRole('button', { name: 'Send to selected' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please choose a budget range'));
    expect((screen.getByRole('checkbox', { name: 'Select Wisteria Hall' }) as HTMLInputElement).checked).toBe(true);
    localStorage.removeItem(REMEMBERED_BROWSER_KEY);
  });

  it('shows nothing when there are no similar vendors, or they could not be read', async () => {
    const sent = stubApi({ [PATH]: answer([]) });
    const { container, unmount } = render(<AlsoAskSimilar vendor={VENDOR} details={details} formToken="signed-form-token" />);
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
    unmount();
    const failed = stubApi({});
    const second = render(<AlsoAskSimilar vendor={VENDOR} details={details} formToken="signed-form-token" />);
    await waitFor(() => expect(failed).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(second.container.innerHTML).toBe('');
  });
});
