import { useState, type FormEvent } from 'react';
import { callRoute, type AdminReview } from '@uwd/api-client';
import { Alert, Button } from '@uwd/ui';
import { removeReviewReplyRoute } from '@domain/reviews/review-reply-api';
import { Dialog } from '../../components/Dialog';
import { messageOf } from '../dashboard/format';

export const REPLY_REMOVE_FAILED = 'The reply could not be removed. Please try again.';

interface Props {
  review: AdminReview;
  onRemoved: (message: string) => void;
  onClose: () => void;
}

/** 'Remove reply' asks first: the vendor's response leaves the vendor page at once (the vendor may reply again). */
export function RemoveReplyDialog({ review, onRemoved, onClose }: Props) {
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (removing) return;
    setRemoving(true);
    setError(null);
    try {
      const answer = await callRoute(removeReviewReplyRoute, { params: { id: review._id } });
      onRemoved(answer.message);
    } catch (e) {
      setRemoving(false);
      setError(messageOf(e, REPLY_REMOVE_FAILED));
    }
  };

  return (
    <Dialog
      title={`Remove ${review.vendor.name}’s reply?`}
      description="The response disappears from the vendor page at once. The vendor can write a new one."
      onClose={onClose}
      busy={removing}
      onSubmit={(e) => void submit(e)}
      size="sm"
      testId="remove-reply-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={removing}>
            Keep Reply
          </Button>
          <Button type="submit" loading={removing}>
            Remove Reply
          </Button>
        </>
      }
    >
      {review.reply && <blockquote className="adm-reply-quote">{review.reply.body}</blockquote>}
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  );
}
