import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callRoute } from '@uwd/api-client';
import { Button, TextAreaField, cx, type NoticeApi } from '@uwd/ui';
import { saveReviewReplyRoute, type ManagedReview } from '@domain/reviews/review-reply-api';
import { REVIEW_REPLY_MAX, replyLength, reviewReplySchema } from '@domain/reviews/review-reply';
import { failureMessage } from '../inbox/inbox-data';
import { issuesByField, serverFieldErrors } from '../inbox/form-errors';

export const REPLY_SAVE_FAILED = 'Your response could not be saved. Please try again.';

interface Props {
  vendorId: string;
  review: ManagedReview;
  notice: NoticeApi;
  onSaved: (review: ManagedReview) => void;
  onCancel: () => void;
}

/**
 * The reply box under a review: the text (the current reply when editing) with a live 'n / 1000' counter,
 * validated with the domain schema before it is sent; Save publishes it, Cancel closes without saving.
 */
export function ReplyForm({ vendorId, review, notice, onSaved, onCancel }: Props) {
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const length = replyLength(body);
  const over = length > REVIEW_REPLY_MAX;

  // Opening the form puts the cursor in the box (keyboard users continue typing at once).
  useEffect(() => boxRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = reviewReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(issuesByField(parsed.error).body);
      boxRef.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const answer = await callRoute(saveReviewReplyRoute, { params: { id: vendorId, reviewId: review._id }, body: parsed.data });
      notice.success(answer.message);
      onSaved(answer.review);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields?.body) setError(fields.body);
      notice.error(failureMessage(e, REPLY_SAVE_FAILED));
      setSaving(false);
    }
  };

  return (
    <form className="vr-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Response to ${review.reviewerName}`}>
      <TextAreaField
        ref={boxRef}
        id={`${id}-reply`}
        label="Your public response"
        rows={5}
        value={body}
        error={error}
        hint="Shown under the review on your public page. Plain text; line breaks are kept."
        aside={
          <span className={cx('vr-counter', over && 'vr-counter--over')} data-testid="reply-counter">
            {length} / {REVIEW_REPLY_MAX}
          </span>
        }
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !saving) onCancel();
        }}
      />
      <div className="vr-form__actions">
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
