import { useState } from 'react';
import { cancelVendorSubscription, type AdminVendor } from '@uwd/api-client';
import { Alert, Button } from '@uwd/ui';
import { formatPlanDate } from '@domain/subscriptions/subscription';
import { TIER_LABELS, apiMessage } from './vendor-labels';
import { FreeMonthsForm } from './FreeMonthsForm';

/** The edit modal's 'Plan and Owner': the tier (and a pending cancel), the owner account and Cancel subscription. */
export function VendorPlanSection({ vendor, tier, busy, planNote, onCancelPlan }: { vendor: AdminVendor; tier: AdminVendor['subscriptionTier']; busy: string | null; planNote: { tone: 'success' | 'error'; text: string } | null; onCancelPlan: () => void }) {
  return (
    <section className="avm-edit-section" aria-labelledby="ve-account">
      <h3 id="ve-account" className="avm-edit-section__title">
        Plan and Owner
      </h3>
      <dl className="avm-facts">
        <div>
          <dt>Plan</dt>
          <dd data-testid="vendor-tier">
            {TIER_LABELS[tier]}
            {tier === vendor.subscriptionTier && vendor.planCancelAt && (
              <span className="adm-badge adm-badge--neutral avm-cancels" data-testid="vendor-plan-cancels">
                Cancels {formatPlanDate(new Date(vendor.planCancelAt))}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Owner account</dt>
          <dd>{vendor.ownerEmail ?? <span className="avm-muted">None (not claimed)</span>}</dd>
        </div>
      </dl>
      {tier !== 'free' && (
        <Button variant="outline" size="sm" className="avm-danger-outline" onClick={onCancelPlan} disabled={busy !== null} loading={busy === 'cancel-plan'}>
          Cancel subscription
        </Button>
      )}
      {planNote && (
        <Alert tone={planNote.tone} className="avm-plan-note">
          {planNote.text}
        </Alert>
      )}
      {tier !== 'free' && <FreeMonthsForm vendorId={vendor._id} disabled={busy !== null} />}
    </section>
  );
}

type Busy = null | 'save' | 'delete' | 'cancel-plan';

/** Cancelling the vendor's paid plan from the modal (after a confirmation): the tier now, and what happened. */
export function usePlanCancel({ vendor, busy, setBusy }: { vendor: AdminVendor; busy: Busy; setBusy: (busy: Busy) => void }) {
  const [tier, setTier] = useState(vendor.subscriptionTier);
  const [planNote, setPlanNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const cancelPlan = async () => {
    if (busy) return;
    if (!window.confirm(`Cancel the ${TIER_LABELS[tier]} plan of ${vendor.name}? The listing goes back to the free Standard tier and stays in the directory.`)) return;
    setBusy('cancel-plan');
    setPlanNote(null);
    try {
      const res = await cancelVendorSubscription(vendor._id);
      setTier(res.tier ?? 'free');
      setPlanNote({ tone: 'success', text: res.message || 'The listing is back on the free Standard tier.' });
    } catch (error) {
      setPlanNote({ tone: 'error', text: apiMessage(error) ?? 'Failed to cancel the subscription. Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  return { tier, planNote, cancelPlan };
}
