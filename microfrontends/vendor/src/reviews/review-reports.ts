import { useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { vendorReviewReportsRoute, type VendorReviewReport } from '@domain/reviews/review-report-api';

/**
 * The listing's reports of reviews (issue 40 §4), loaded with the Reviews tab: each review's latest report
 * and our team's decision on it. A report just sent is added at once. A failed load shows no report (the
 * 'Report review' button still works: the server refuses a second open report with its own message).
 */
export function useReviewReports(vendorId: string, active: boolean) {
  const { state } = useResource(active ? `review-reports|${vendorId}` : null, (signal) =>
    callRoute(vendorReviewReportsRoute, { params: { id: vendorId }, signal, cache: 'no-store' }),
  );
  const [sent, setSent] = useState<VendorReviewReport[]>([]);
  const loaded = state.status === 'ready' ? state.data.reports : [];
  const all = [...sent, ...loaded];
  return {
    /** The review's latest report (newest first), or null. */
    reportOf: (reviewId: string): VendorReviewReport | null => all.find((r) => r.reviewId === reviewId) ?? null,
    add: (report: VendorReviewReport) => setSent((s) => [report, ...s]),
  };
}
