import type { BillingOverview } from '@uwd/api-client';
import { UpdateCardLink } from './BillingTab';
import { money, planDate } from './billing-format';

/**
 * 'Payment past due' above the dashboard's tabs (issue 37 §3), whichever tab is open: what was not paid, the
 * day the listing reverts to the free Standard listing unless it is, and 'Update card'.
 */
export function PastDueBanner({ billing }: { billing: BillingOverview | null }) {
  if (!billing || billing.plan.status !== 'past_due') return null;
  const { plan, invoices } = billing;
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
