import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { created, ok, posted, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { BILLING_LOAD_FAILED, BillingTab, PLAN_KEPT_MESSAGE } from './BillingTab';
import { PastDueBanner } from './PastDueBanner';
import { anInvoice, anOverview } from './test-fixtures';
import { TEST_PROCESSOR_NOTE } from './billing-format';
import { useBilling } from './useBilling';

const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };

/** The dashboard's use of them: one overview, the banner above the tabs and the Billing tab. */
function Harness() {
  const billing = useBilling('v1');
  return (
    <>
      <PastDueBanner billing={billing.state.status === 'ready' ? billing.state.data : null} />
      <BillingTab state={billing.state} retry={billing.retry} reload={billing.reload} vendorId="v1" notice={notice} vendor={{ name: 'Magnolia Hollow Barn', email: 'owner@example.com' }} />
    </>
  );
}

const renderTab = (answers: Answer | Answer[], more: Record<string, Answer> = {}) => {
  const sent = stubApi({ 'GET /api/vendors/v1/billing': answers, ...more });
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
  return sent;
};

describe("the dashboard's Billing tab", () => {
  it("shows a Featured trial: plan and status, 'Trial ends {date}', the card with 'Update card', no invoices yet, and the test processor's note", async () => {
    renderTab(ok(anOverview()));
    expect(await screen.findByText('Featured Listing')).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByTestId('plan-next').textContent).toContain('Trial ends March 1, 2027');
    expect(screen.getByTestId('card-on-file').textContent).toBe('Visa •••• 4242');
    expect(screen.getByRole('link', { name: 'Update card' }).getAttribute('href')).toBe('/vendor/billing/card');
    expect(screen.getByTestId('no-invoices').textContent).toContain('No invoices yet');
    expect(screen.getByTestId('test-processor-note').textContent).toBe(TEST_PROCESSOR_NOTE);
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
  });

  it("says 'Next payment {date}' with the amount, and lists invoices (date, amount, status) each linking to its receipt", async () => {
    renderTab(
      ok(
        anOverview({
          processor: 'stripe',
          plan: { status: 'active', trialEndsAt: null, currentPeriodEnd: '2027-04-01T12:00:00.000Z' },
          nextPayment: { at: '2027-04-01T12:00:00.000Z', amountCents: 2900 },
          invoices: [anInvoice(), anInvoice({ id: 'in_0', status: 'void', paidAt: null, amountPaidCents: 0, issuedAt: '2027-02-01T12:00:00.000Z' })],
          freeMonths: [{ months: 2, reason: 'Sorry for the outage in May', grantedAt: '2027-02-10T12:00:00.000Z' }],
        }),
      ),
    );
    expect((await screen.findByTestId('plan-next')).textContent).toBe('Next payment April 1, 2027 · $29.00');
    const rows = screen.getAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['March 1, 2027', '$29.00', 'Paid', 'Receipt']);
    expect(within(rows[0]!).getByRole('link', { name: 'Receipt for March 1, 2027' }).getAttribute('href')).toBe('/vendor/billing/receipts/in_1');
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['February 1, 2027', '$29.00', 'Void', 'Receipt']);
    expect(screen.getByText(/Sorry for the outage in May/).closest('li')!.textContent).toBe('2 free months — Sorry for the outage in May (given February 10, 2027)');
    expect(screen.queryByTestId('test-processor-note')).toBeNull();
  });

  it("shows a cancelled plan's 'Ends {date}' and 'Resume plan', which resumes it and says so", async () => {
    const cancelled = anOverview({ plan: { status: 'active', cancelAt: '2027-04-01T12:00:00.000Z' }, nextPayment: null });
    const sent = renderTab([ok(cancelled), ok(anOverview({ plan: { status: 'active' } }))], {
      'POST /api/vendors/v1/billing/resume': ok({ success: true, message: 'Your plan will continue. Nothing changes for you.' }),
    });
    expect((await screen.findByTestId('plan-ends')).textContent).toBe('Ends April 1, 2027');
    expect(screen.getByText('Cancelled')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume plan' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalledWith('Your plan will continue. Nothing changes for you.'));
    expect(posted(sent).map((r) => r.url)).toEqual(['/api/vendors/v1/billing/resume']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull());
  });

  it("shows a move to Featured waiting for the period's end, 'Moves to Featured Listing on {date}', and 'Keep Premier Partner' withdraws it", async () => {
    const premier = { tier: 'premier' as const, status: 'active' as const, trialEndsAt: null, currentPeriodEnd: '2027-04-01T12:00:00.000Z', monthlyCents: 12900 };
    const scheduled = anOverview({ plan: { ...premier, scheduledTier: 'featured' }, nextPayment: { at: '2027-04-01T12:00:00.000Z', amountCents: 2900 } });
    const sent = renderTab([ok(scheduled), ok(anOverview({ plan: premier, nextPayment: { at: '2027-04-01T12:00:00.000Z', amountCents: 12900 } }))], {
      'POST /api/upgrades': created({ success: true, message: 'Your plan has changed.', tier: 'premier', effective: 'now', effectiveAt: '2027-03-10T12:00:00.000Z', trialEndsAt: null, amountChargedCents: 0, card: anOverview().card }),
    });
    expect((await screen.findByTestId('plan-scheduled')).textContent).toBe('Moves to Featured Listing on April 1, 2027. Premier Partner stays until then.');
    expect(screen.getByText('Premier Partner')).toBeTruthy();
    // No other change is offered while one waits.
    expect(screen.queryByRole('link', { name: /Featured/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep Premier Partner' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalledWith(PLAN_KEPT_MESSAGE('premier')));
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/upgrades',
        body: { businessName: 'Magnolia Hollow Barn', email: 'owner@example.com', subscriptionTier: 'premier', useCardOnFile: true, vendorId: 'v1' },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('plan-scheduled')).toBeNull());
    expect(screen.getByTestId('plan-next').textContent).toBe('Next payment April 1, 2027 · $129.00');
  });

  it("offers a billed plan a change of plan on /upgrade: Premier 'Move to Featured', Featured 'Upgrade to Premier'", async () => {
    renderTab(ok(anOverview({ plan: { tier: 'premier', status: 'active', trialEndsAt: null, monthlyCents: 12900 } })));
    const link = await screen.findByRole('link', { name: 'Move to Featured' });
    expect(link.getAttribute('href')).toBe('/upgrade');
    cleanup();
    renderTab(ok(anOverview()));
    expect((await screen.findByRole('link', { name: 'Upgrade to Premier' })).getAttribute('href')).toBe('/upgrade');
    cleanup();
    renderTab(ok(anOverview({ plan: { status: 'active', cancelAt: '2027-04-01T12:00:00.000Z' }, nextPayment: null })));
    await screen.findByTestId('plan-ends');
    expect(screen.queryByRole('link', { name: 'Upgrade to Premier' })).toBeNull();
  });

  it('says what a free listing pays, with no card and no Update card', async () => {
    renderTab(ok(anOverview({ plan: { tier: 'free', status: 'none', trialEndsAt: null, monthlyCents: 0, billed: false }, nextPayment: null, card: null })));
    expect(await screen.findByText('Your listing is on the free Standard listing. Nothing is charged.')).toBeTruthy();
    expect(screen.getByText('No card on file.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /card/i })).toBeNull();
  });

  it("shows an error with 'Try again' when the billing cannot be loaded, and loads again on it", async () => {
    renderTab([{ status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'x' } } }, ok(anOverview())]);
    expect(await screen.findByText(BILLING_LOAD_FAILED)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Featured Listing')).toBeTruthy();
  });

  it('shows a spinner while loading', async () => {
    renderTab(ok(anOverview()));
    expect(screen.getByText('Loading your billing…')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Billing' }).getAttribute('aria-busy')).toBe('true');
    await screen.findByText('Featured Listing');
  });
});

describe("the dashboard's 'Payment past due' banner", () => {
  it("says the payment is past due, what was not paid, the day the listing reverts to free, and links 'Update card' to the card form", async () => {
    renderTab(
      ok(
        anOverview({
          plan: { status: 'past_due', trialEndsAt: null, pastDueSince: '2027-03-01T12:00:00.000Z', graceEndsAt: '2027-03-15T12:00:00.000Z' },
          invoices: [anInvoice({ status: 'open', paidAt: null, amountPaidCents: 0, attemptCount: 2 })],
        }),
      ),
    );
    const banner = await screen.findByTestId('past-due-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(within(banner).getByText('Payment past due')).toBeTruthy();
    expect(banner.textContent).toContain("We couldn't take your payment of $29.00.");
    expect(banner.textContent).toContain('Update your card by March 15, 2027 or your listing reverts to the free Standard listing then.');
    expect(within(banner).getByRole('link', { name: 'Update card' }).getAttribute('href')).toBe('/vendor/billing/card');
    expect(within(screen.getByTestId('invoice-row')).getByText('Unpaid')).toBeTruthy();
  });
});
