import { useState } from 'react';
import { cancelOwnPlan, isApiError } from '@uwd/api-client';
import { type NoticeApi } from '@uwd/ui';
export const CANCEL_PLAN_FAILED = "We couldn't cancel your plan. Please try again.";

/** Cancelling a paid plan from the dashboard: the confirmation's open state, the request and its error. */
export function useCancelPlan({ vendorId, notice, reloadPlan }: { vendorId: string; notice: NoticeApi; reloadPlan: () => void }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const confirmCancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      const result = await cancelOwnPlan(vendorId);
      setCancelOpen(false);
      notice.success(result.message);
      reloadPlan();
    } catch (error) {
      setCancelError((isApiError(error) && error.apiError?.message) || CANCEL_PLAN_FAILED);
    } finally {
      setCancelling(false);
    }
  };

  return { cancelOpen, setCancelOpen, cancelling, cancelError, setCancelError, confirmCancel };
}
