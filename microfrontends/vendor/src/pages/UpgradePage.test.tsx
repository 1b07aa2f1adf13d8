import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@uwd/auth-store';
import { anOverview } from '../billing/test-fixtures';
import { badRequest, created, ok, ownVendor, planStatus, posted, stubApi, tooManyRequests, type Answer } from '../../../../tests/support/components.ts';
import { UpgradePage } from './UpgradePage';

const api = (upgrade?: Answer, more: Record<string, Answer | Answer[] | ((url: URL) => Answer)> = {}, tier: 'free' | 'featured' | 'premier' = 'free') =>
  stubApi({
    'GET /api/vendors/v1': ok({ success: true, vendor: ownVendor() }),
    'GET /api/upgrades/check/magnolia-hollow-barn': planStatus(tier),
    ...(upgrade ? { 'POST /api/upgrades': upgrade } : {}),
    ...more,
  });

const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
/** GET /api/vendors/{id}/plan-change?tier=…: what the change would do. */
const preview = (over: Record<string, unknown> = {}) => (url: URL): Answer =>
  ok({
    success: true,
    tier: url.searchParams.get('tier'),
    kind: 'start',
    effective: 'now',
    effectiveAt: '2026-12-02T15:00:00.000Z',
    trialEndsAt: '2027-03-02T15:00:00.000Z',
    amountDueNowCents: 0,
    monthlyCents: url.searchParams.get('tier') === 'premier' ? 12900 : 2900,
    card: null,
    processor: 'local',
    ...over,
  });
const changed = ok({ success: true, message: 'Your plan has changed.', tier: 'premier', effective: 'now', effectiveAt: '2026-12-02T15:00:00.000Z', trialEndsAt: null, amountChargedCents: 5806, card: VISA });

/** Where the page goes after a change that waits for the period's end: the dashboard's Billing tab. */
function BillingLanding() {
  const { search } = useLocation();
  return <p>The dashboard {search}</p>;
}

const renderUpgrade = async () => {
  render(
    <MemoryRouter initialEntries={['/upgrade?slug=magnolia-hollow-barn']}>
      <Routes>
        <Route path="/upgrade" element={<UpgradePage />} />
        <Route path="/vendors/:slug" element={<p>The public listing</p>} />
        <Route path="/vendor/dashboard" element={<BillingLanding />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByTestId('upgrade-form');
};

const fillCard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Card Number/), '4111111111111111');
  await user.type(screen.getByLabelText(/^Expiry Date/), '1230');
  await user.type(screen.getByLabelText(/^CVV/), '123');
};

const submit = () => fireEvent.submit(screen.getByTestId('upgrade-form'));

describe('upgrade form', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    useAuthStore.setState({ status: 'authenticated', token: 't', user: { email: 'owner@example.com', isAdmin: false, vendorId: 'v1' } as never });
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });

  it('shows its fields with their labels, prefilled from the listing', async () => {
    api();
    await renderUpgrade();
    for (const label of [/^Business Name/, /^Email/, /^Cardholder Name/, /^Card Number/, /^Expiry Date/, /^CVV/]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Magnolia Hollow Barn');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('owner@example.com');
  });

  it("shows the spec's messages for missing fields and a bad card, and sends nothing", async () => {
    const sent = api();
    const user = userEvent.setup();
    await renderUpgrade();
    await user.clear(screen.getByLabelText(/^Business Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Card Number/), '4111');
    await user.type(screen.getByLabelText(/^CVV/), '1');
    submit();
    for (const message of [
      'Business name is required',
      'Email is required',
      'Cardholder name is required',
      'Please enter a valid 15 or 16-digit card number',
      'Expiry date is required',
      'Please enter a valid 3 or 4-digit CVV',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText(/^Email/), 'owner@');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('sends the request to POST /api/upgrades, thanks the owner and opens the listing', async () => {
    const sent = api(ok({ success: true, message: 'Upgrade requested' }));
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    expect(await screen.findByText('The public listing')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith(
      "Thank you so much! The upgrade will take effect within the next few days. Your Featured/Premier tier starts then with a 3-month free trial. We'll send a reminder email 7 days before your first payment.",
    );
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/upgrades',
        body: {
          businessName: 'Magnolia Hollow Barn',
          email: 'owner@example.com',
          subscriptionTier: 'featured',
          creditCard: { cardholderName: 'Ada Owner', cardNumber: '4111 1111 1111 1111', expiryDate: '12/30', cvv: '123' },
          vendorId: 'v1',
          slug: 'magnolia-hollow-barn',
        },
      },
    ]);
  });

  it("shows the server's field messages from a 400", async () => {
    api(badRequest({ 'creditCard.cardNumber': 'Please enter a valid 15 or 16-digit card number' }));
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    expect(await screen.findByText('Please enter a valid 15 or 16-digit card number')).toBeTruthy();
    expect(screen.queryByText('The public listing')).toBeNull();
  });

  it('says when to try again after a 429', async () => {
    api(tooManyRequests(1800));
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Too many requests. Please try again in 30 minutes.'));
  });

  it("offers the card on file, 'Use Visa •••• 4242', selected, and sends no card with it", async () => {
    const sent = api(changed, { 'GET /api/vendors/v1/plan-change': preview({ card: VISA }) });
    await renderUpgrade();
    const onFile = (await screen.findByLabelText('Use Visa •••• 4242')) as HTMLInputElement;
    expect(onFile.checked).toBe(true);
    expect(screen.queryByLabelText(/^Card Number/)).toBeNull();
    submit();
    expect(await screen.findByText('The public listing')).toBeTruthy();
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/upgrades',
        body: { businessName: 'Magnolia Hollow Barn', email: 'owner@example.com', subscriptionTier: 'featured', useCardOnFile: true, vendorId: 'v1', slug: 'magnolia-hollow-barn' },
      },
    ]);
  });

  it("opens the card fields with 'Use another card' and sends the new card", async () => {
    const sent = api(changed, { 'GET /api/vendors/v1/plan-change': preview({ card: VISA }) });
    const user = userEvent.setup();
    await renderUpgrade();
    await user.click(await screen.findByLabelText('Use another card'));
    await fillCard(user);
    submit();
    expect(await screen.findByText('The public listing')).toBeTruthy();
    expect(posted(sent)[0]!.body).toMatchObject({ creditCard: { cardNumber: '4111 1111 1111 1111' } });
    expect(posted(sent)[0]!.body).not.toHaveProperty('useCardOnFile');
  });

  it('shows when the free trial ends before the owner confirms', async () => {
    api(undefined, { 'GET /api/vendors/v1/plan-change': preview() });
    await renderUpgrade();
    const summary = await screen.findByTestId('plan-change-summary');
    await waitFor(() => expect(summary.textContent).toContain('Nothing is charged today. Your free trial runs until March 2, 2027, then $29/month.'));
  });

  it('shows what a restarted plan charges today', async () => {
    api(undefined, { 'GET /api/vendors/v1/plan-change': preview({ trialEndsAt: null, amountDueNowCents: 2900, card: VISA }) });
    await renderUpgrade();
    await waitFor(() => expect(screen.getByTestId('plan-change-summary').textContent).toContain('$29 is charged today, then $29/month.'));
    expect(screen.getByRole('button', { name: 'Confirm and Pay $29' })).toBeTruthy();
  });

  it('shows the prorated amount of Featured → Premier before the owner confirms', async () => {
    api(changed, { 'GET /api/vendors/v1/plan-change': preview({ kind: 'change', trialEndsAt: null, amountDueNowCents: 5806, card: VISA }) }, 'featured');
    await renderUpgrade();
    await waitFor(() =>
      expect(screen.getByTestId('plan-change-summary').textContent).toContain('Premier Partner starts now. $58.06 is charged today for the rest of this billing period (prorated), then $129/month.'),
    );
    expect(screen.getByRole('button', { name: 'Upgrade Now and Pay $58.06' })).toBeTruthy();
  });

  it('shows a declined card on the payment block and stays on the page', async () => {
    const declined = 'Your card was declined. Please check the details or choose the free listing.';
    api({ status: 400, body: { success: false, error: { code: 'VALIDATION_FAILED', message: declined, fields: { creditCard: declined } } } }, { 'GET /api/vendors/v1/plan-change': preview() });
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe(declined);
    expect(screen.getByTestId('upgrade-payment').contains(shown)).toBe(true);
    expect(screen.queryByText('The public listing')).toBeNull();
  });

  describe('on Premier Partner', () => {
    const PERIOD_END = '2027-01-02T15:00:00.000Z';
    const premierBilling = (plan: Record<string, unknown> = {}) =>
      ok(anOverview({ plan: { tier: 'premier', status: 'active', trialEndsAt: null, currentPeriodEnd: PERIOD_END, monthlyCents: 12900, ...plan } }));
    const downgrade = preview({ kind: 'change', effective: 'period_end', effectiveAt: PERIOD_END, trialEndsAt: null, amountDueNowCents: 0, monthlyCents: 2900, card: VISA });
    const scheduled = created({ success: true, message: 'Your plan changes on January 2, 2027, at the end of the period you have paid for.', tier: 'featured', effective: 'period_end', effectiveAt: PERIOD_END, trialEndsAt: null, amountChargedCents: 0, card: VISA });
    const renderPremier = async () => {
      render(
        <MemoryRouter initialEntries={['/upgrade?slug=magnolia-hollow-barn']}>
          <Routes>
            <Route path="/upgrade" element={<UpgradePage />} />
            <Route path="/vendor/dashboard" element={<BillingLanding />} />
          </Routes>
        </MemoryRouter>,
      );
    };

    it("offers the move to Featured, says before confirming that Premier stays until the period's end, and asks again before sending it", async () => {
      const sent = api(scheduled, { 'GET /api/vendors/v1/billing': premierBilling(), 'GET /api/vendors/v1/plan-change': downgrade }, 'premier');
      const user = userEvent.setup();
      await renderPremier();
      expect((await screen.findByTestId('current-plan')).textContent).toContain("You're currently on the Premier Partner plan.");
      const featured = screen.getByRole('radio', { name: /Featured Listing/ }) as HTMLInputElement;
      expect(featured.checked).toBe(true);
      expect((screen.getByRole('radio', { name: /Premier Partner/ }) as HTMLInputElement).disabled).toBe(true);
      await waitFor(() =>
        expect(screen.getByTestId('plan-change-summary').textContent).toContain(
          'Your plan moves to Featured Listing on January 2, 2027; Premier Partner stays until then. Nothing is charged today, then $29/month.',
        ),
      );
      // No card is asked: nothing is charged today, and the card on file pays from then on.
      expect(screen.queryByLabelText(/^Card Number/)).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Switch to Featured Listing' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move to Featured Listing on January 2, 2027?' });
      expect(dialog.textContent).toContain('Premier Partner stays until January 2, 2027');
      expect(dialog.textContent).toContain('Nothing is charged today.');
      expect(posted(sent)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Move to Featured' }));
      expect(await screen.findByText('The dashboard ?tab=billing')).toBeTruthy();
      expect(posted(sent)).toEqual([
        {
          method: 'POST',
          url: '/api/upgrades',
          body: { businessName: 'Magnolia Hollow Barn', email: 'owner@example.com', subscriptionTier: 'featured', useCardOnFile: true, vendorId: 'v1', slug: 'magnolia-hollow-barn' },
        },
      ]);
    });

    it("keeps Premier when the owner answers 'Keep Premier Partner' in the confirmation: nothing is sent", async () => {
      const sent = api(scheduled, { 'GET /api/vendors/v1/billing': premierBilling(), 'GET /api/vendors/v1/plan-change': downgrade }, 'premier');
      const user = userEvent.setup();
      await renderPremier();
      await user.click(await screen.findByRole('button', { name: 'Switch to Featured Listing' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Keep Premier Partner' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posted(sent)).toEqual([]);
    });

    it("shows a move already waiting ('moves to Featured Listing on {date}') with 'Keep Premier Partner', which withdraws it", async () => {
      const kept = created({ success: true, message: 'Your plan has changed.', tier: 'premier', effective: 'now', effectiveAt: '2026-12-02T15:00:00.000Z', trialEndsAt: null, amountChargedCents: 0, card: VISA });
      const sent = api(kept, { 'GET /api/vendors/v1/billing': premierBilling({ scheduledTier: 'featured' }) }, 'premier');
      const user = userEvent.setup();
      await renderPremier();
      expect((await screen.findByTestId('current-plan')).textContent).toContain('Your plan moves to Featured Listing on January 2, 2027. Premier Partner stays until then.');
      await user.click(screen.getByRole('button', { name: 'Keep Premier Partner' }));
      expect(await screen.findByText('The dashboard ?tab=billing')).toBeTruthy();
      expect(posted(sent)).toEqual([
        {
          method: 'POST',
          url: '/api/upgrades',
          body: { businessName: 'Magnolia Hollow Barn', email: 'owner@example.com', subscriptionTier: 'premier', useCardOnFile: true, vendorId: 'v1', slug: 'magnolia-hollow-barn' },
        },
      ]);
    });

    it('says a cancelled Premier plan has nothing to change to', async () => {
      api(undefined, { 'GET /api/vendors/v1/billing': premierBilling({ cancelAt: PERIOD_END }) }, 'premier');
      await renderPremier();
      expect(await screen.findByText("You're a Premier Partner")).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Switch to Featured Listing' })).toBeNull();
    });
  });

  describe('with Stripe', () => {
    const SETUP = ok({ success: true, setup: { kind: 'stripe', publishableKey: 'pk_test_1', clientSecret: 'seti_9_secret_x', setupIntentId: 'seti_9', jsUrl: 'http://127.0.0.1:9/upgrade-stripe.js' } });
    const mounted: HTMLElement[] = [];
    let confirmAnswer: () => Promise<unknown> = async () => ({});
    const stripe = { elements: () => ({ create: () => ({ mount: (el: HTMLElement) => mounted.push(el), destroy: vi.fn() }) }), confirmCardSetup: vi.fn(() => confirmAnswer()) };
    /** Stripe.js as the page loads it: jsdom loads no script, so its load is answered here with a stand-in. */
    const fakeStripe = (answer: () => Promise<unknown>) => {
      confirmAnswer = answer;
      mounted.length = 0;
      stripe.confirmCardSetup.mockClear();
      const observer = new MutationObserver(() => {
        const script = document.head.querySelector('script[src="http://127.0.0.1:9/upgrade-stripe.js"]');
        if (script && !(window as { Stripe?: unknown }).Stripe) {
          (window as { Stripe?: unknown }).Stripe = Object.assign(() => stripe, { version: 'endive' });
          script.dispatchEvent(new Event('load'));
        }
      });
      observer.observe(document.head, { childList: true });
      return observer;
    };

    it("takes a new card in Stripe's own field and sends only the SetupIntent's id, never card fields", async () => {
      const observer = fakeStripe(async () => ({ setupIntent: { id: 'seti_9', status: 'succeeded' } }));
      const sent = api(changed, { 'GET /api/vendors/v1/plan-change': preview({ processor: 'stripe' }), 'POST /api/vendors/v1/billing/card-setup': SETUP });
      const user = userEvent.setup();
      await renderUpgrade();
      await waitFor(() => expect(mounted).toHaveLength(1));
      expect(mounted[0]).toBe(screen.getByTestId('stripe-card-element'));
      expect(screen.queryByLabelText(/^Card Number/)).toBeNull();
      await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
      submit();
      expect(await screen.findByText('The public listing')).toBeTruthy();
      expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_9_secret_x', expect.objectContaining({ payment_method: expect.objectContaining({ billing_details: { name: 'Ada Owner' } }) }));
      expect(posted(sent).find((r) => r.url === '/api/upgrades')!.body).toEqual({
        businessName: 'Magnolia Hollow Barn',
        email: 'owner@example.com',
        subscriptionTier: 'featured',
        setupIntentId: 'seti_9',
        vendorId: 'v1',
        slug: 'magnolia-hollow-barn',
      });
      observer.disconnect();
    });

    it("shows Stripe's refusal in the spec's words on the payment block and sends nothing", async () => {
      const observer = fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
      const sent = api(changed, { 'GET /api/vendors/v1/plan-change': preview({ processor: 'stripe' }), 'POST /api/vendors/v1/billing/card-setup': SETUP });
      const user = userEvent.setup();
      await renderUpgrade();
      await waitFor(() => expect(mounted).toHaveLength(1));
      await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
      submit();
      expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined. Please check the details or choose the free listing.');
      expect(posted(sent).filter((r) => r.url === '/api/upgrades')).toEqual([]);
      observer.disconnect();
    });
  });
});
