import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { PlanStatus } from '@uwd/api-client';
import { Alert, Button, wrapTabFocus } from '@uwd/ui';
import { formatPlanDate } from '@domain/subscriptions/subscription';
import type { TierState } from './useDashboardData';

/** How the dashboard names the paid plans in its one-line notes. */
export const SHORT_PLAN_NAMES = { featured: 'Featured', premier: 'Premier' } as const;

const SITE = 'Upstate Wedding Directory';

/** 'February 28, 2027' from an ISO time (UTC, as the emails say it). */
export const planDate = (iso: string): string => formatPlanDate(new Date(iso));

/** The pending upgrade request, or the cancelled plan's end, in one line; null when there is nothing to say. */
export function planNote(tier: TierState): string | null {
  if (tier.status !== 'known') return null;
  const { plan } = tier;
  if (plan.pendingUpgrade) return `Upgrade to ${SHORT_PLAN_NAMES[plan.pendingUpgrade.tier]} requested — we'll confirm by email`;
  if (plan.subscription?.cancelAt && plan.currentTier !== 'free') {
    return `${SHORT_PLAN_NAMES[plan.currentTier]} plan cancelled — ends ${planDate(plan.subscription.cancelAt)}`;
  }
  return null;
}

/** The running paid plan the owner may cancel (not one already cancelled), or null. */
export function cancellablePlan(tier: TierState): { tier: 'featured' | 'premier'; endsAt: string } | null {
  if (tier.status !== 'known') return null;
  const { plan } = tier;
  if (plan.currentTier === 'free' || !plan.subscription || plan.subscription.cancelAt) return null;
  return { tier: plan.currentTier, endsAt: plan.subscription.currentPeriodEnd };
}

/** What cancelling does, in the confirmation's words. */
export const cancelConsequence = (tier: 'featured' | 'premier', endsAt: string): string =>
  `Your ${SHORT_PLAN_NAMES[tier]} plan ends on ${planDate(endsAt)}. Your listing stays on ${SITE} and moves to the free Standard listing then. You won't be charged again.`;

interface CancelPlanDialogProps {
  plan: { tier: 'featured' | 'premier'; endsAt: string };
  cancelling: boolean;
  error: string | null;
  onConfirm: () => void;
  /** 'Keep my plan', Escape and a click outside all close it. */
  onKeep: () => void;
}

/**
 * The confirmation before cancelling (a native modal <dialog>: role dialog, the page behind inert, Tab cycles
 * inside, Escape closes; the focus starts on 'Keep my plan' and returns to the opener).
 */
export function CancelPlanDialog({ plan, cancelling, error, onConfirm, onKeep }: CancelPlanDialogProps) {
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
    dialog?.querySelector<HTMLButtonElement>('[data-keep-plan]')?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !cancelling) onKeep();
  };

  return (
    <dialog
      ref={dialogRef}
      className="vd-dialog vd-dialog--confirm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!cancelling) onKeep();
      }}
      onClick={onBackdrop}
      onKeyDown={(event) => wrapTabFocus(event, dialogRef.current)}
      data-testid="cancel-plan-dialog"
    >
      <div className="vd-dialog__body">
        <h2 id={titleId} className="vd-dialog__title">
          Cancel your {SHORT_PLAN_NAMES[plan.tier]} plan?
        </h2>
        <p id={textId} className="vd-dialog__text">
          {cancelConsequence(plan.tier, plan.endsAt)}
        </p>
        {error && (
          <Alert tone="error" className="vd-block-gap">
            {error}
          </Alert>
        )}
        <div className="vd-dialog__actions">
          <Button data-keep-plan variant="ghost" onClick={onKeep} disabled={cancelling}>
            Keep my plan
          </Button>
          <Button className="vd-danger-btn" onClick={onConfirm} loading={cancelling}>
            Cancel plan
          </Button>
        </div>
      </div>
    </dialog>
  );
}

export type { PlanStatus };

/**
 * SPEC §2: the upgrade link shows for the free and featured tiers, and when the tier could not be checked;
 * not while an upgrade request waits for an admin (the dashboard says so instead).
 */
export const showUpgrade = (tier: TierState): boolean =>
  tier.status === 'failed' || (tier.status === 'known' && tier.tier !== 'premier' && !tier.plan.pendingUpgrade);
