/**
 * /apply with the processor in stripe mode (issue 37 §1, §5): the card is typed into Stripe's own field, the
 * page never shows or sends card fields, and POST /api/applications gets the SetupIntent's id and the setup's
 * token. With the local test processor, SPEC.md's card fields as before.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badRequest, CATEGORIES, created, ok, posted, stubApi, tooManyRequests } from '../../../../tests/support/components.ts';
import { ApplyPage, SCROLL_FOCUS_DELAY_MS } from './ApplyPage';

const JS_URL = 'http://127.0.0.1:9/apply-stripe.js';
const ENTRY = (processor: 'stripe' | 'local') => ok({ success: true, processor });
const SETUP = created({
  success: true,
  setup: { kind: 'stripe', publishableKey: 'pk_test_x', clientSecret: 'seti_7_secret_x', setupIntentId: 'seti_7', jsUrl: JS_URL },
  cardToken: 'cus_7~signed',
});
const SUBMITTED = created({ success: true, message: 'ok', applicationId: 'a1' });
const DECLINED = 'Your card was declined. Please check the details or choose the free listing.';

/** Stripe.js as the page loads it: jsdom loads no script, so its load is answered here with a stand-in. */
const mounted: HTMLElement[] = [];
let answer: () => Promise<unknown> = async () => ({});
const stripe = { elements: () => ({ create: () => ({ mount: (el: HTMLElement) => mounted.push(el), destroy: vi.fn() }) }), confirmCardSetup: vi.fn(() => answer()) };
let observer: MutationObserver | null = null;
const fakeStripe = (confirm: () => Promise<unknown>) => {
  answer = confirm;
  mounted.length = 0;
  stripe.confirmCardSetup.mockClear();
  observer = new MutationObserver(() => {
    const script = document.head.querySelector(`script[src="${JS_URL}"]`);
    if (script && !(window as { Stripe?: unknown }).Stripe) {
      (window as { Stripe?: unknown }).Stripe = Object.assign(() => stripe, { version: 'endive' });
      script.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
};
afterEach(() => observer?.disconnect());

const renderApply = (path = '/apply?plan=featured') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApplyPage />
    </MemoryRouter>,
  );

const fillBusiness = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Business Name/), 'Magnolia Hollow Barn');
  await screen.findByRole('option', { name: 'Venues' });
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Venues');
  await user.type(screen.getByLabelText(/^Owner Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone Number/), '864-555-0100');
  await user.type(screen.getByLabelText(/^City/), 'Greenville');
  await user.type(screen.getByLabelText(/^County/), 'Greenville');
};

const submit = () => fireEvent.submit(screen.getByTestId('apply-form'));

describe('/apply in stripe mode', () => {
  it("shows Stripe's field, not the card fields, and asks for the card setup once, after the email is given", async () => {
    fakeStripe(async () => ({}));
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('stripe'), 'POST /api/applications/card-setup': SETUP });
    const user = userEvent.setup();
    renderApply();
    await screen.findByText(/Enter your email address above to open the secure card form/);
    for (const label of [/^Card Number/, /^Expiry Date/, /^CVV/]) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByLabelText(/^Cardholder Name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to Free Listing' })).toBeTruthy();
    await fillBusiness(user);
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toBe(screen.getByTestId('stripe-card-element'));
    // Typed and left once: one setup, with the email, however many keys were pressed.
    const setups = posted(sent).filter((r) => r.url === '/api/applications/card-setup');
    expect(setups).toEqual([{ method: 'POST', url: '/api/applications/card-setup', body: { email: 'ada@example.com' } }]);
  });

  it('confirms the card in Stripe, then sends the SetupIntent id and token and no card fields', async () => {
    fakeStripe(async () => ({ setupIntent: { id: 'seti_7', status: 'succeeded' } }));
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('stripe'), 'POST /api/applications/card-setup': SETUP, 'POST /api/applications': SUBMITTED });
    const user = userEvent.setup();
    renderApply();
    await fillBusiness(user);
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await waitFor(() => expect(mounted).toHaveLength(1));
    submit();
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_7_secret_x', expect.objectContaining({ payment_method: expect.objectContaining({ billing_details: { name: 'Ada Owner' } }) }));
    const application = posted(sent).find((r) => r.url === '/api/applications')!;
    expect(application.body).toMatchObject({ subscriptionTier: 'featured', email: 'ada@example.com', setupIntentId: 'seti_7', cardToken: 'cus_7~signed' });
    expect(application.body).not.toHaveProperty('creditCard');
  });

  it("says on the payment block that Stripe declined the card, and sends no application", async () => {
    fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('stripe'), 'POST /api/applications/card-setup': SETUP });
    const user = userEvent.setup();
    renderApply();
    await fillBusiness(user);
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await waitFor(() => expect(mounted).toHaveLength(1));
    submit();
    const alert = await screen.findByText(DECLINED);
    expect(alert.closest('[data-testid="payment-section"]')).toBeTruthy();
    expect(posted(sent).filter((r) => r.url === '/api/applications')).toEqual([]);
  });

  it("leaves the focus in Stripe's field when the applicant is already typing the next card as the decline is told", async () => {
    fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
    stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('stripe'), 'POST /api/applications/card-setup': SETUP });
    const user = userEvent.setup();
    renderApply();
    await fillBusiness(user);
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await waitFor(() => expect(mounted).toHaveLength(1));
    // Stripe's frame, as far as the focus goes: a field inside the element it is mounted in.
    const stripeField = Object.assign(document.createElement('input'), { name: 'stripe-card-number' });
    mounted[0]!.append(stripeField);
    submit();
    await screen.findByText(DECLINED);
    stripeField.focus();
    await new Promise((resolve) => setTimeout(resolve, SCROLL_FOCUS_DELAY_MS + 100));
    expect(document.activeElement).toBe(stripeField);
  });

  it("asks for the cardholder's name with the form's other messages, before Stripe is asked anything", async () => {
    fakeStripe(async () => ({ setupIntent: { id: 'seti_7', status: 'succeeded' } }));
    stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('stripe'), 'POST /api/applications/card-setup': SETUP });
    const user = userEvent.setup();
    renderApply();
    await fillBusiness(user);
    await waitFor(() => expect(mounted).toHaveLength(1));
    submit();
    expect(await screen.findByText('Cardholder name is required')).toBeTruthy();
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it('asks for a new setup after our API refused the card (its customer is gone), and says when to try again after a 429', async () => {
    fakeStripe(async () => ({ setupIntent: { id: 'seti_7', status: 'succeeded' } }));
    const sent = stubApi({
      'GET /api/categories': CATEGORIES,
      'GET /api/applications/card-setup': ENTRY('stripe'),
      'POST /api/applications/card-setup': [SETUP, tooManyRequests(600)],
      'POST /api/applications': badRequest({ creditCard: DECLINED }),
    });
    const user = userEvent.setup();
    renderApply();
    await fillBusiness(user);
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await waitFor(() => expect(mounted).toHaveLength(1));
    submit();
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect(await screen.findByText('Too many requests. Please try again in 10 minutes.')).toBeTruthy();
    expect(posted(sent).filter((r) => r.url === '/api/applications/card-setup')).toHaveLength(2);
  });
});

describe('/apply when Stripe.js cannot be loaded', () => {
  it("says so on the payment block with 'Try again', which loads it again", async () => {
    const failingUrl = 'http://127.0.0.1:9/unreachable-stripe.js';
    const failing = created({ success: true, setup: { kind: 'stripe', publishableKey: 'pk_test_x', clientSecret: 'seti_8_secret_x', setupIntentId: 'seti_8', jsUrl: failingUrl }, cardToken: 'cus_8~signed' });
    let loads = 0;
    observer = new MutationObserver(() => {
      const script = document.head.querySelector(`script[src="${failingUrl}"]`);
      if (script && !script.hasAttribute('data-answered')) {
        loads++;
        script.setAttribute('data-answered', '');
        script.dispatchEvent(new Event('error'));
      }
    });
    observer.observe(document.head, { childList: true });
    const saved = (window as { Stripe?: unknown }).Stripe;
    delete (window as { Stripe?: unknown }).Stripe;
    try {
      stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('stripe'), 'POST /api/applications/card-setup': failing });
      const user = userEvent.setup();
      renderApply();
      await fillBusiness(user);
      const payment = screen.getByTestId('payment-section');
      expect(await within(payment).findByText('The secure card form could not be loaded. Please check your connection and try again.')).toBeTruthy();
      await user.click(within(payment).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(loads).toBe(2));
    } finally {
      (window as { Stripe?: unknown }).Stripe = saved;
    }
  });
});

describe('/apply with the local test processor', () => {
  it("shows SPEC's card fields, and asks the processor for nothing before the submit", async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/applications/card-setup': ENTRY('local') });
    const user = userEvent.setup();
    renderApply();
    for (const label of [/^Cardholder Name/, /^Card Number/, /^Expiry Date/, /^CVV/]) expect(await screen.findByLabelText(label)).toBeTruthy();
    await fillBusiness(user);
    expect(screen.queryByTestId('stripe-card-element')).toBeNull();
    expect(posted(sent)).toEqual([]);
  });
});
