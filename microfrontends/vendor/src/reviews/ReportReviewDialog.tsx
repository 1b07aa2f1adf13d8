import { useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { callRoute } from '@uwd/api-client';
import { Alert, Button, CloseIcon, SelectField, TextAreaField, cx, wrapTabFocus, type NoticeApi } from '@uwd/ui';
import type { ManagedReview } from '@domain/reviews/review-reply-api';
import { REVIEW_POLICY_LINK_TEXT, REVIEW_POLICY_PATH } from '@domain/reviews/review-policy';
import { REVIEW_REPORT_LIMITS, REVIEW_REPORT_REASONS, REVIEW_REPORT_REASON_LABELS, reviewReportSchema } from '@domain/reviews/review-report';
import { reportReviewRoute, type VendorReviewReport } from '@domain/reviews/review-report-api';
import { failureMessage } from '../inbox/inbox-data';
import { issuesByField, serverFieldErrors, type FieldErrors } from '../inbox/form-errors';

export const REPORT_SEND_FAILED = 'Your report could not be sent. Please try again.';

interface Props {
  vendorId: string;
  review: ManagedReview;
  notice: NoticeApi;
  onReported: (report: VendorReviewReport) => void;
  /** Close, the close button, Escape and a click outside all cancel. */
  onCancel: () => void;
}

/**
 * 'Report review' (issue 40 §4): a reason from the list and the vendor's words, validated with the domain
 * schema, sent to our team's queue. A native <dialog> with showModal: the page behind is inert, Tab cycles
 * inside, and the focus returns to the button that opened it.
 */
export function ReportReviewDialog({ vendorId, review, notice, onReported, onCancel }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const length = text.trim().length;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    reasonRef.current?.focus();
    return () => {
      if (dialog?.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (found.reason) reasonRef.current?.focus();
    else if (found.text) textRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = reviewReportSchema.safeParse({ reason: reason || undefined, text });
    if (!parsed.success) {
      showErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const answer = await callRoute(reportReviewRoute, { params: { id: vendorId, reviewId: review._id }, body: parsed.data });
      notice.success(answer.message);
      onReported(answer.report);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) showErrors(fields);
      setFailure(failureMessage(e, REPORT_SEND_FAILED));
      setSending(false);
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !sending) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="vd-dialog vr-report"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onCancel={(event) => {
        event.preventDefault();
        if (!sending) onCancel();
      }}
      onClick={onBackdrop}
      onKeyDown={(event) => wrapTabFocus(event, dialogRef.current)}
      data-testid="report-review-dialog"
    >
      <form className="vd-dialog__body" onSubmit={(e) => void submit(e)} noValidate aria-busy={sending}>
        <div className="vd-dialog__head">
          <h2 id={`${id}-title`} className="vd-dialog__title">
            Report review
          </h2>
          <button type="button" className="vd-icon-btn" onClick={onCancel} aria-label="Close" disabled={sending}>
            <CloseIcon size={20} />
          </button>
        </div>
        <p id={`${id}-lead`} className="vr-report__lead">
          Our team reads every report and keeps the review or removes it. You cannot remove or hide a review yourself.{' '}
          <a href={REVIEW_POLICY_PATH} target="_blank" rel="noopener">
            {REVIEW_POLICY_LINK_TEXT}
          </a>
        </p>
        <blockquote className="vr-report__quote">
          <span className="vr-report__author">{review.reviewerName}</span>
          {review.title && <strong className="vr-report__title">{review.title}</strong>}
          <span className="vr-report__body">{review.body}</span>
        </blockquote>
        <SelectField
          ref={reasonRef}
          id={`${id}-reason`}
          label="Reason"
          required
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (errors.reason) setErrors((x) => ({ ...x, reason: undefined }));
          }}
        >
          <option value="">Choose a reason</option>
          {REVIEW_REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REVIEW_REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          ref={textRef}
          id={`${id}-text`}
          label="What is wrong with this review?"
          required
          rows={5}
          value={text}
          error={errors.text}
          hint="Only our team reads this. Tell us what you know, e.g. that you have no booking under this name."
          aside={
            <span className={cx('vr-counter', length > REVIEW_REPORT_LIMITS.text && 'vr-counter--over')} data-testid="report-counter">
              {length} / {REVIEW_REPORT_LIMITS.text}
            </span>
          }
          onChange={(e) => {
            setText(e.target.value);
            if (errors.text) setErrors((x) => ({ ...x, text: undefined }));
          }}
        />
        {failure && (
          <Alert tone="error" className="vd-block-gap">
            {failure}
          </Alert>
        )}
        <div className="vd-dialog__actions">
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            {sending ? 'Sending...' : 'Send Report'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
