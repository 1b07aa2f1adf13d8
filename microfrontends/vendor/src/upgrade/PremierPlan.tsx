import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getBilling, isApiError, previewPlanChange, requestFailureMessage, submitUpgrade, type BillingOverview } from '@uwd/api-client';
import { Alert, Button, Container, PageLoader, useResource, wrapTabFocus } from '@uwd/ui';
import { formatPlanDate } from '@domain/subscriptions/subscription';
import { TIER_PLANS } from '@domain/subscriptions/tiers';
import { PlanChoice } from './PlanChoice';
import { money, PlanChangeSummary } from './PlanChangeSummary';
import { UpgradeFaq } from './UpgradeFaq';
import { AlreadyPremier } from './UpgradeStates';
import { UPGRADE_FAILED, UPGRADE_NETWORK_FAILED } from './useUpgradeForm';

/** Where a change that waits for the end of the period is shown afterwards: 'Moves to Featured Listing on {date}'. */
export const BILLING_TAB = '/vendor/dashboard?tab=billing';

const PREMIER = TIER_PLANS.premier.name;
const FEATURED = TIER_PLANS.featured.name;
const day = (iso: string) => formatPlanDate(new Date(iso));

interface Props {
  vendorId: string;
  slug: string | null;
  vendorName: string;
  email: string;
}

/** A running Premier Partner plan billed by the processor, which can move down to Featured at the period's end. */
const movable = (plan: BillingOverview['plan'] | null): plan is BillingOverview['plan'] & { currentPeriodEnd: string } =>
  plan !== null && plan.tier === 'premier' && plan.billed && !plan.cancelAt && (plan.status === 'active' || plan.status === 'trialing') && plan.currentPeriodEnd !== null;

/**
 * /upgrade on Premier Partner (issue 37 §2): the move down to Featured Listing, which the processor makes at
 * the end of the paid period — said before the vendor confirms, and asked once more in a confirmation —, or,
 * once that move waits, 'Keep Premier Partner' (asking for the plan held withdraws it). A plan that is not
 * billed by the processor, or already cancelled, has nothing to change to here.
 */
export function PremierPlan({ vendorId, slug, vendorName, email }: Props) {
  const { state } = useResource(`upgrade-billing|${vendorId}`, (signal) => getBilling(vendorId, { signal }));
  if (state.status === 'loading') return <PageLoader label="Loading your plan…" />;
  const plan = state.status === 'ready' ? state.data.plan : null;
  if (!movable(plan)) return <AlreadyPremier vendorName={vendorName} />;
  const send = { vendorId, slug, vendorName, email };
  return (
    <div className="vu-page">
      <header className="vu-hero">
        <Container>
          <Link to="/vendor/dashboard" className="vu-hero__back">
            ← Back to Dashboard
          </Link>
          {vendorName && <p className="eyebrow vu-hero__eyebrow">{vendorName}</p>}
          <h1 className="vu-hero__title">Your Plan</h1>
          <p className="vu-hero__lead">
            {vendorName || 'Your listing'} is a {PREMIER}. You can move to {FEATURED} at the end of the period you have paid for.
          </p>
        </Container>
      </header>
      <Container className="vu-layout">
        {plan.scheduledTier === 'featured' ? <MoveWaiting plan={plan} send={send} /> : <MoveToFeatured periodEnd={plan.currentPeriodEnd} send={send} />}
        <UpgradeFaq note={`A move to ${FEATURED} takes effect at the end of the period you have paid for; we'll confirm by email.`} />
      </Container>
    </div>
  );
}

/** POST /api/upgrades with the card on file (nothing is charged now), then the Billing tab. */
function useSend({ vendorId, slug, vendorName, email }: Props) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (tier: 'featured' | 'premier') => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await submitUpgrade({ businessName: vendorName, email, subscriptionTier: tier, useCardOnFile: true, vendorId, ...(slug ? { slug } : {}) });
      navigate(BILLING_TAB);
    } catch (e) {
      setError(!isApiError(e) ? UPGRADE_NETWORK_FAILED : e.status === 429 ? requestFailureMessage(e, UPGRADE_FAILED) : e.apiError?.message || UPGRADE_FAILED);
      setSending(false);
    }
  };
  return { sending, error, send, clearError: () => setError(null) };
}

function MoveToFeatured({ periodEnd, send: target }: { periodEnd: string; send: Props }) {
  const { state } = useResource(`plan-change|${target.vendorId}|featured`, (signal) => previewPlanChange(target.vendorId, 'featured', { signal }));
  const preview = state.status === 'ready' ? state.data : null;
  const { sending, error, send, clearError } = useSend(target);
  const [confirming, setConfirming] = useState(false);
  const effectiveAt = preview?.effectiveAt ?? periodEnd;
  const monthly = money(preview?.monthlyCents ?? TIER_PLANS.featured.introMonthlyCents);

  return (
    <div className="vu-form" data-testid="upgrade-form">
      <div className="vu-status" role="note" data-testid="current-plan">
        <span className="vu-status__dot" aria-hidden="true" />
        <p>
          You're currently on the <strong>{PREMIER}</strong> plan. {FEATURED} keeps you at the top of your category with the Featured Vendor badge, for{' '}
          {monthly}/month.
        </p>
      </div>
      <PlanChoice tier="featured" currentTier="premier" onChange={() => undefined} trial={false} />
      <PlanChangeSummary preview={preview} loading={state.status === 'loading'} from="premier" />
      <div className="vu-submit">
        <Button
          size="lg"
          className="vu-submit__button"
          onClick={() => {
            clearError();
            setConfirming(true);
          }}
        >
          Switch to {FEATURED}
        </Button>
        <p className="vu-submit__note">
          Nothing is charged today. From {day(effectiveAt)} your card on file pays {monthly}/month instead of the {PREMIER} price.
        </p>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Move to ${FEATURED} on ${day(effectiveAt)}?`}
          confirmLabel="Move to Featured"
          keepLabel={`Keep ${PREMIER}`}
          busy={sending}
          error={error}
          onConfirm={() => void send('featured')}
          onKeep={() => setConfirming(false)}
        >
          {PREMIER} stays until {day(effectiveAt)}, with your homepage placement and {PREMIER} badge. Then your listing is a {FEATURED} at {monthly}/month.
          Nothing is charged today.
        </ConfirmDialog>
      )}
    </div>
  );
}

function MoveWaiting({ plan, send: target }: { plan: BillingOverview['plan'] & { currentPeriodEnd: string }; send: Props }) {
  const { sending, error, send } = useSend(target);
  return (
    <div className="vu-form" data-testid="upgrade-form">
      <div className="vu-status" role="note" data-testid="current-plan">
        <span className="vu-status__dot" aria-hidden="true" />
        <p>
          Your plan moves to <strong>{FEATURED}</strong> on {day(plan.currentPeriodEnd)}. {PREMIER} stays until then.
        </p>
      </div>
      <section className="vu-section" aria-labelledby="keep-premier-title">
        <h2 id="keep-premier-title" className="vu-section__title">
          Changed your mind?
        </h2>
        <p className="vu-keep__text">
          Keep {PREMIER} and nothing changes: your plan continues at {money(plan.monthlyCents)}/month, with homepage placement and the {PREMIER} badge.
        </p>
        {error && (
          <Alert tone="error" className="vu-keep__error">
            {error}
          </Alert>
        )}
        <Button onClick={() => void send('premier')} loading={sending}>
          Keep {PREMIER}
        </Button>
      </section>
    </div>
  );
}

interface ConfirmProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  /** The keep button, Escape and a click outside all close it. */
  onKeep: () => void;
}

/**
 * The confirmation before the move (a native modal <dialog>: the page behind inert, Tab cycles inside, Escape
 * closes; the focus starts on the keep button and returns to the opener), as the dashboard's cancel asks.
 */
function ConfirmDialog({ title, children, confirmLabel, keepLabel, busy, error, onConfirm, onKeep }: ConfirmProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog?.querySelector<HTMLButtonElement>('[data-keep]')?.focus();
    return () => {
      if (dialog?.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !busy) onKeep();
  };

  return (
    <dialog
      ref={dialogRef}
      className="vu-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onKeep();
      }}
      onClick={onBackdrop}
      onKeyDown={(event) => wrapTabFocus(event, dialogRef.current)}
      data-testid="plan-change-dialog"
    >
      <div className="vu-dialog__body">
        <h2 id={titleId} className="vu-dialog__title">
          {title}
        </h2>
        <p id={textId} className="vu-dialog__text">
          {children}
        </p>
        {error && (
          <Alert tone="error" className="vu-dialog__error">
            {error}
          </Alert>
        )}
        <div className="vu-dialog__actions">
          <Button data-keep variant="ghost" onClick={onKeep} disabled={busy}>
            {keepLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
