import type { BillingOverview } from '@uwd/api-client';
import { UpdateCardLink } from './BillingTab';
import { money, planDate, planName } from './billing-format';

/**
 * 'Payment past due' above the dashboard's tabs (issue 37 §3), whichever tab is open: what was not paid, the
 * day the listing reverts to the free Standard listing unless it is, and 'Update card'.
 */
export function PastDueBanner({ billing }: { billing: BillingOverview | null }) {
  if (!billing || billing.plan.status !== 'past_due') return null;
  const { plan, invoices } = billing;
  // A plan from before billing whose first payment fell due with no card on file (ADR 36).
  if (!plan.billed && !billing.card) {
    return (
      <div className="vb-past-due" role="alert" data-testid="past-due-banner">
        <div className="vb-past-due__text">
          <p className="vb-past-due__title">Add your card to keep {planName(plan.tier)}</p>
          <p>
            Your free trial is over and there is no card on file to pay for your plan.{' '}
            {plan.graceEndsAt ? `Add one by ${planDate(plan.graceEndsAt)} or your listing reverts to the free Standard listing then.` : 'Add one to keep your plan.'}
          </p>
        </div>
        <UpdateCardLink label="Add a card" className="vb-past-due__action" />
      </div>
    );
  }
  const unpaid = invoices.find((i) => i.status === 'open');
  return (
    <div className="vb-past-due" role="alert" data-testid="past-due-banner">
      <div className="vb-past-due__text">
        <p className="vb-past-due__title">Payment past due</p>
        <p>
          {unpaid ? `We couldn't take your payment of ${money(unpaid.amountDueCents)}. ` : "We couldn't take your last payment. "}
          {plan.graceEndsAt
            ? `Update your card by ${planDate(plan.graceEndsAt)} or your listing reverts to the free Standard listing then.`
            : 'Update your card to keep your plan.'}
        </p>
      </div>
      <UpdateCardLink className="vb-past-due__action" />
    </div>
  );
}
