import { REVIEW_REPORT_REASON_LABELS } from '@domain/reviews/review-report';
import { MODERATION_BUSINESS_DAYS } from '@domain/reviews/review-policy';
import type { VendorReviewReport } from '@domain/reviews/review-report-api';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The review's report as its vendor sees it: waiting for our team, or our decision with its reason. */
export function ReportStatus({ report }: { report: VendorReviewReport }) {
  const reported = `You reported this review on ${dateText(report.createdAt)} (${REVIEW_REPORT_REASON_LABELS[report.reason]}).`;
  const d = report.decision;
  if (!d) {
    return (
      <p className="vr-report-status vr-report-status--open" data-testid="report-status">
        {reported} Our team will decide within {MODERATION_BUSINESS_DAYS} business days.
      </p>
    );
  }
  return (
    <p className={`vr-report-status vr-report-status--${d.outcome}`} data-testid="report-status">
      {reported}{' '}
      <strong>{d.outcome === 'keep' ? `Our team kept the review on ${dateText(d.decidedAt)}.` : `Our team removed the review on ${dateText(d.decidedAt)}.`}</strong>
      {d.reason && ` Reason: ${d.reason}`}
    </p>
  );
}
