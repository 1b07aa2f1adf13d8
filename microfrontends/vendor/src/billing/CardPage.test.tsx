import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@uwd/auth-store';
import { badRequest, ok, posted, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { CardPage, useOwnDocument } from './CardPage';

const LOCAL = ok({ success: true, setup: { kind: 'local' } });
const STRIPE = ok({ success: true, setup: { kind: 'stripe', publishableKey: 'pk_test_1', clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', jsUrl: 'http://127.0.0.1:9/stripe.js' } });
const UPDATED = ok({ success: true, message: 'Your card is updated and your payment went through.', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }, paidInvoices: 1 });

const renderPage = async (setup: Answer, put?: Answer) => {
  const sent = stubApi({ 'POST /api/vendors/v1/billing/card-setup': setup, ...(put ? { 'PUT /api/vendors/v1/billing/card': put } : {}) });
  render(
    <MemoryRouter initialEntries={['/vendor/billing/card']}>
      <Routes>
        <Route path="/vendor/billing/card" element={<CardPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Update card' });
  return sent;
};

const fill = async (user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') => {
  await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Card Number/), number);
  await user.type(screen.getByLabelText(/^Expiry Date/), '1234');
  await user.type(screen.getByLabelText(/^CVV/), '123');
};

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', token: 't', user: { email: 'owner@example.com', isAdmin: false, vendorId: 'v1' } as never });
});

describe("'Update card' with the local test processor", () => {
  it("shows the spec's messages under each field for an empty or bad card and sends nothing", async () => {
    const sent = await renderPage(LOCAL);
    const user = userEvent.setup();
    await screen.findByTestId('local-card-form');
    await user.type(screen.getByLabelText(/^Card Number/), '4242');
    await user.type(screen.getByLabelText(/^CVV/), '1');
    fireEvent.submit(screen.getByTestId('local-card-form'));
    expect(await screen.findByText('Cardholder name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 15 or 16-digit card number')).toBeTruthy();
    expect(screen.getByText('Expiry date is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 3 or 4-digit CVV')).toBeTruthy();
    expect(screen.getByLabelText(/^Card Number/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Cardholder Name/));
    expect(posted(sent).filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("puts the API's field messages (creditCard.cardNumber …) under their fields", async () => {
    await renderPage(LOCAL, badRequest({ 'creditCard.expiryDate': 'This card has expired', 'creditCard.cvv': 'Please enter a valid 3 or 4-digit CVV' }));
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('This card has expired')).toBeTruthy();
    expect(screen.getByLabelText(/^Expiry Date/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^CVV/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a declined card's message on the card block", async () => {
    const declined = 'Your card was declined. Please check the details or choose the free listing.';
    await renderPage(LOCAL, badRequest({ creditCard: declined }));
    const user = userEvent.setup();
    await fill(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(declined);
  });

  it("sends the card fields and shows the answer's message and the new card", async () => {
    const sent = await renderPage(LOCAL, UPDATED);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByTestId('card-updated')).textContent).toContain('Your card is updated and your payment went through.');
    expect(screen.getByTestId('card-updated').textContent).toContain('Visa •••• 4242');
    expect(posted(sent).find((r) => r.method === 'PUT')!.body).toEqual({ creditCard: { cardholderName: 'Ada Owner', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } });
  });
});

describe("'Update card' with Stripe", () => {
  /**
   * A stand-in of what Stripe.js offers the page (the browser journey uses the emulator's). Stripe.js loads
   * once per page, so one stand-in serves every test here, each setting what confirming answers.
   */
  const mounted: HTMLElement[] = [];
  let confirm: () => Promise<unknown> = async () => ({});
  const stripe = { elements: () => ({ create: () => ({ mount: (el: HTMLElement) => mounted.push(el), destroy: vi.fn() }) }), confirmCardSetup: vi.fn(() => confirm()) };
  const fakeStripe = (answer: () => Promise<unknown>) => {
    confirm = answer;
    mounted.length = 0;
    stripe.confirmCardSetup.mockClear();
    // The page injects <script src={jsUrl}>; jsdom loads nothing, so answer its load as a browser would.
    const observer = new MutationObserver(() => {
      const script = document.head.querySelector('script[src="http://127.0.0.1:9/stripe.js"]');
      if (script && !(window as { Stripe?: unknown }).Stripe) {
        (window as { Stripe?: unknown }).Stripe = Object.assign(() => stripe, { version: 'endive' });
        script.dispatchEvent(new Event('load'));
      }
    });
    observer.observe(document.head, { childList: true });
    return { stripe, mounted, observer };
  };

  it('loads Stripe.js from the URL the card setup names, mounts its card field, confirms there and sends only the SetupIntent id', async () => {
    const { stripe, mounted, observer } = fakeStripe(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } }));
    const sent = await renderPage(STRIPE, UPDATED);
    const user = userEvent.setup();
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toBe(screen.getByTestId('stripe-card-element'));
    expect(screen.queryByLabelText(/^Card Number/)).toBeNull();
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByTestId('card-updated')).textContent).toContain('Your card is updated and your payment went through.');
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', expect.objectContaining({ payment_method: expect.objectContaining({ billing_details: { name: 'Ada Owner' } }) }));
    expect(posted(sent).find((r) => r.method === 'PUT')!.body).toEqual({ setupIntentId: 'seti_1' });
    observer.disconnect();
  });

  it("shows Stripe's refusal in the spec's words on the block and sends nothing to our API", async () => {
    const { observer } = fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
    const sent = await renderPage(STRIPE, UPDATED);
    const user = userEvent.setup();
    await waitFor(() => expect(mounted).toHaveLength(1));
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined. Please check the details or choose the free listing.');
    expect(posted(sent).filter((r) => r.method === 'PUT')).toEqual([]);
    observer.disconnect();
  });
});

describe('the card page as a document of its own (its CSP opens the processor’s origins)', () => {
  const navigationTo = (url: string) => vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: url } as PerformanceEntry]);

  it('loads itself again as a document when the SPA reached it from a page loaded at another path', () => {
    const spy = navigationTo('http://localhost/vendor/dashboard?tab=billing');
    const reload = vi.fn();
    const { result } = renderHook(() => useOwnDocument('/vendor/billing/card', reload));
    expect(result.current).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('stays when its document was loaded at its own path', () => {
    const spy = navigationTo('http://localhost/vendor/billing/card');
    const reload = vi.fn();
    const { result } = renderHook(() => useOwnDocument('/vendor/billing/card', reload));
    expect(result.current).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
