import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, resumePlan, submitUpgrade, type BillingOverview } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { Alert, Button, Spinner, type NoticeApi, type ResourceState } from '@uwd/ui';
import { CreditCardIcon } from '../lib/icons';
import { CARD_PAGE_PATH, cardLabel, invoiceAmount, invoiceStatus, money, planDate, planName, planStatus, receiptPath, TEST_PROCESSOR_NOTE } from './billing-format';
import './billing.css';

export const BILLING_LOAD_FAILED = 'Your billing could not be loaded.';
export const RESUME_FAILED = 'Your plan could not be resumed. Please try again.';
export const KEEP_FAILED = 'Your plan could not be kept. Please try again.';
/** 'Keep Premier Partner' withdrew the move waiting for the end of the period. */
export const PLAN_KEPT_MESSAGE = (tier: 'featured' | 'premier') => `You keep ${planName(tier)}. Nothing changes for you.`;
/** The page that changes the plan (a document of its own, like the card page: ADR 37). */
export const CHANGE_PLAN_PATH = '/upgrade';

interface Props {
  state: ResourceState<BillingOverview>;
  retry: () => void;
  reload: () => Promise<void>;
  vendorId: string;
  notice: NoticeApi;
  /** The listing's name and email, which a change of plan is sent with. */
  vendor?: { name: string; email: string | null };
}

function Frame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section className="vd-card vb" aria-labelledby="vb-title" aria-busy={busy}>
      <div className="vd-card__head">
        <div>
          <h2 id="vb-title" className="vd-card__title">
            Billing
          </h2>
          <p className="vd-card__lead">Your plan, the card it is charged to, and your invoices with a receipt for each.</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** 'Update card' (or 'Add a card'): a plain link, so the card page loads as a document with its own CSP (ADR 36). */
export function UpdateCardLink({ label = 'Update card', className }: { label?: string; className?: string }) {
  return (
    <a href={CARD_PAGE_PATH} className={`btn btn--outline btn--sm ${className ?? ''}`.trim()}>
      <CreditCardIcon size={16} />
      {label}
    </a>
  );
}

/** The plan's next date in one line: the trial's end, the next payment and its amount, or a cancelled plan's end. */
function PlanDates({ billing }: { billing: BillingOverview }) {
  const { plan, nextPayment } = billing;
  if (plan.tier === 'free' || plan.status === 'none') return <p className="vb-line">Your listing is on the free Standard listing. Nothing is charged.</p>;
  if (plan.cancelAt) return <p className="vb-line" data-testid="plan-ends">Ends {planDate(plan.cancelAt)}</p>;
  if (plan.status === 'trialing' && plan.trialEndsAt) {
    return (
      <p className="vb-line" data-testid="plan-next">
        Trial ends {planDate(plan.trialEndsAt)}
        {nextPayment && <span className="vb-muted"> · then {money(plan.monthlyCents)} a month</span>}
      </p>
    );
  }
  if (nextPayment) {
    return (
      <p className="vb-line" data-testid="plan-next">
        Next payment {planDate(nextPayment.at)} · <strong>{money(nextPayment.amountCents)}</strong>
      </p>
    );
  }
  return null;
}

/** A move to another plan waiting for the end of the paid period (Premier → Featured), in one line. */
function ScheduledMove({ plan }: { plan: BillingOverview['plan'] }) {
  if (!plan.scheduledTier || !plan.currentPeriodEnd || plan.tier === 'free') return null;
  return (
    <p className="vb-line vb-scheduled" data-testid="plan-scheduled">
      Moves to {planName(plan.scheduledTier)} on {planDate(plan.currentPeriodEnd)}. <span className="vb-muted">{planName(plan.tier)} stays until then.</span>
    </p>
  );
}

/** The other paid plan a running, billed plan can change to on /upgrade (none while a change or the plan's end waits). */
function changeOffered(plan: BillingOverview['plan']): string | null {
  if (!plan.billed || plan.cancelAt || plan.scheduledTier || (plan.status !== 'active' && plan.status !== 'trialing')) return null;
  return plan.tier === 'premier' ? 'Move to Featured' : plan.tier === 'featured' ? 'Upgrade to Premier' : null;
}

/** The dashboard's 'Billing' tab (issue 37 §6). The overview is loaded by the dashboard (its past-due banner reads it too). */
export function BillingTab({ state, retry, reload, vendorId, notice, vendor }: Props) {
  const [resuming, setResuming] = useState(false);
  const [keeping, setKeeping] = useState(false);
  const userEmail = useAuthStore((s) => s.user?.email);

  if (state.status === 'loading') {
    return (
      <Frame busy>
        <div className="vb-loading">
          <Spinner label="Loading your billing" />
          <span aria-hidden="true">Loading your billing…</span>
        </div>
      </Frame>
    );
  }
  if (state.status === 'error') {
    return (
      <Frame busy={false}>
        <Alert
          tone="error"
          title={BILLING_LOAD_FAILED}
          action={
            <Button variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      </Frame>
    );
  }

  const billing = state.data;
  const { plan, card, invoices, freeMonths } = billing;
  const paid = plan.tier !== 'free' && plan.status !== 'none';

  const resume = async () => {
    setResuming(true);
    try {
      const answer = await resumePlan(vendorId);
      notice.success(answer.message);
      await reload();
    } catch (error) {
      notice.error(isApiError(error) && error.apiError?.message ? error.apiError.message : RESUME_FAILED);
    } finally {
      setResuming(false);
    }
  };

  // Asking for the plan already held withdraws the move waiting for the period's end (POST /api/upgrades).
  const keep = async (tier: 'featured' | 'premier') => {
    setKeeping(true);
    try {
      await submitUpgrade({ businessName: vendor?.name ?? '', email: vendor?.email || userEmail || '', subscriptionTier: tier, useCardOnFile: true, vendorId });
      notice.success(PLAN_KEPT_MESSAGE(tier));
      await reload();
    } catch (error) {
      notice.error(isApiError(error) && error.apiError?.message ? error.apiError.message : KEEP_FAILED);
    } finally {
      setKeeping(false);
    }
  };
  const change = changeOffered(plan);

  return (
    <Frame busy={state.refreshing}>
      {billing.processor === 'local' && (
        <p className="vb-test-note" data-testid="test-processor-note">
          {TEST_PROCESSOR_NOTE}
        </p>
      )}

      <div className="vb-grid">
        <section className="vb-box" aria-labelledby="vb-plan-title">
          <h3 id="vb-plan-title" className="vb-box__title">
            Plan
          </h3>
          <p className="vb-plan">
            <span className="vb-plan__name">{planName(plan.tier)}</span>
            {paid && <span className={`vb-status vb-status--${plan.cancelAt && plan.status !== 'past_due' ? 'cancelled' : plan.status}`}>{planStatus(plan)}</span>}
          </p>
          <PlanDates billing={billing} />
          {!plan.cancelAt && <ScheduledMove plan={plan} />}
          {plan.cancelAt && paid && (
            <div className="vb-actions">
              <Button size="sm" onClick={() => void resume()} disabled={resuming}>
                {resuming ? 'Resuming…' : 'Resume plan'}
              </Button>
            </div>
          )}
          {!plan.cancelAt && plan.scheduledTier && plan.tier !== 'free' && (
            <div className="vb-actions">
              <Button size="sm" onClick={() => void keep(plan.tier as 'featured' | 'premier')} disabled={keeping}>
                {keeping ? 'Keeping…' : `Keep ${planName(plan.tier)}`}
              </Button>
            </div>
          )}
          {change && (
            <div className="vb-actions">
              <a href={CHANGE_PLAN_PATH} className="btn btn--outline btn--sm">
                {change}
              </a>
            </div>
          )}
        </section>

        <section className="vb-box" aria-labelledby="vb-card-title">
          <h3 id="vb-card-title" className="vb-box__title">
            Card
          </h3>
          {card ? (
            <>
              <p className="vb-card-line">
                <CreditCardIcon size={20} />
                <span data-testid="card-on-file">{cardLabel(card)}</span>
              </p>
              <p className="vb-muted vb-small">
                Expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
              </p>
              <div className="vb-actions">
                <UpdateCardLink />
              </div>
            </>
          ) : (
            <>
              <p className="vb-line vb-muted">No card on file.</p>
              {paid && (
                <div className="vb-actions">
                  <UpdateCardLink label="Add a card" />
                </div>
              )}
            </>
          )}
        </section>
      </div>

      {freeMonths.length > 0 && (
        <section className="vb-section" aria-labelledby="vb-free-title">
          <h3 id="vb-free-title" className="vb-box__title">
            Free months
          </h3>
          <ul className="vb-free">
            {freeMonths.map((f) => (
              <li key={`${f.grantedAt}-${f.reason}`}>
                <strong>
                  {f.months} free {f.months === 1 ? 'month' : 'months'}
                </strong>{' '}
                — {f.reason} <span className="vb-muted">(given {planDate(f.grantedAt)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="vb-section" aria-labelledby="vb-invoices-title">
        <h3 id="vb-invoices-title" className="vb-box__title">
          Invoices
        </h3>
        {invoices.length === 0 ? (
          <p className="vb-empty" data-testid="no-invoices">
            <strong>No invoices yet.</strong>{' '}
            {plan.status === 'trialing' ? 'Nothing is charged during your free trial; your first invoice comes when it ends.' : 'Each payment is listed here with a receipt to print.'}
          </p>
        ) : (
          <div className="vb-table-wrap" data-testid="invoices-table">
            <table className="vb-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Receipt</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => {
                  const date = planDate(invoice.paidAt ?? invoice.issuedAt);
                  return (
                    <tr key={invoice.id} data-testid="invoice-row">
                      <td>{date}</td>
                      <td>{money(invoiceAmount(invoice))}</td>
                      <td>
                        <span className={`vb-status vb-status--${invoice.status}`}>{invoiceStatus(invoice)}</span>
                      </td>
                      <td>
                        <Link to={receiptPath(invoice.id)} aria-label={`Receipt for ${date}`}>
                          Receipt
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Frame>
  );
}
