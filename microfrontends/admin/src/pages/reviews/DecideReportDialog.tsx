import { useRef, useState, type FormEvent } from 'react';
import { callRoute } from '@uwd/api-client';
import { Alert, Button, TextAreaField } from '@uwd/ui';
import { REVIEW_REPORT_LIMITS, removedReviewText, reviewReportDecisionSchema, type ReviewDecisionOutcome } from '@domain/reviews/review-report';
import { decideReviewReportRoute, type AdminReviewReport } from '@domain/reviews/review-report-api';
import { Dialog } from '../../components/Dialog';
import { messageOf } from '../dashboard/format';

export const DECISION_FAILED = 'The decision could not be saved. Please try again.';

interface Props {
  report: AdminReviewReport;
  outcome: ReviewDecisionOutcome;
  onDecided: (message: string) => void;
  onClose: () => void;
}

/**
 * 'Keep' or 'Remove' on a reported review (issue 40 §4). Removing needs the reason the vendor page shows in
 * place of the review's text ('Removed by Upstate Wedding Directory: {reason}'); keeping may say why, for the
 * vendor. The decision is recorded with the signed-in admin and the time.
 */
export function DecideReportDialog({ report, outcome, onDecided, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const removing = outcome === 'remove';
  const vendor = report.review.vendor.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = reviewReportDecisionSchema.safeParse({ decision: outcome, reason });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'reason')?.message);
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setSaving(true);
    try {
      const answer = await callRoute(decideReviewReportRoute, { params: { id: report._id }, body: parsed.data });
      onDecided(answer.message);
    } catch (e) {
      setSaving(false);
      setFailure(messageOf(e, DECISION_FAILED));
    }
  };

  return (
    <Dialog
      title={removing ? `Remove this review of ${vendor}?` : `Keep this review of ${vendor}?`}
      description={
        removing
          ? 'The review stays in its place on the vendor page with your reason instead of its text, and no longer counts toward the rating. The vendor sees your decision.'
          : 'The review stays on the vendor page as it is. The vendor sees your decision and the reason, if you give one.'
      }
      onClose={onClose}
      busy={saving}
      onSubmit={(e) => void submit(e)}
      initialFocus={reasonRef}
      size="sm"
      testId="decide-report-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {removing ? 'Remove Review' : 'Keep Review'}
          </Button>
        </>
      }
    >
      <TextAreaField
        ref={reasonRef}
        id="decision-reason"
        label={removing ? 'Reason shown on the vendor page' : 'Reason for the vendor (optional)'}
        required={removing}
        rows={3}
        maxLength={REVIEW_REPORT_LIMITS.decisionReason}
        value={reason}
        error={error}
        hint={removing ? `Shown as “${removedReviewText(reason.trim() || '…')}”` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          if (error) setError(undefined);
        }}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
    </Dialog>
  );
}
