import type { AdminReview } from '@uwd/api-client';
import { Button } from '@uwd/ui';
import { formatDate, isoOf } from '../dashboard/format';
import './review-reply.css';

interface Props {
  review: AdminReview;
  reply: NonNullable<AdminReview['reply']>;
  locked: boolean;
  onRemove: () => void;
}

/** The vendor's response under a review, as the vendor page shows it, with 'Remove reply' (it asks first). */
export function ReviewReplyBlock({ review, reply, locked, onRemove }: Props) {
  const edited = reply.updatedAt !== reply.repliedAt;
  return (
    <div className="adm-review-reply" data-testid="review-reply">
      <p className="adm-review-reply__label">Response from {review.vendor.name}</p>
      <p className="adm-review-reply__body">{reply.body}</p>
      <div className="adm-review-reply__foot">
        <p className="adm-hint">
          Replied <time dateTime={isoOf(reply.repliedAt)}>{formatDate(reply.repliedAt)}</time>
          {edited && (
            <>
              {' '}
              · edited <time dateTime={isoOf(reply.updatedAt)}>{formatDate(reply.updatedAt)}</time>
            </>
          )}
        </p>
        <Button size="sm" variant="outline" disabled={locked} onClick={onRemove} aria-label={`Remove ${review.vendor.name}’s reply to ${review.reviewerName}`}>
          Remove reply
        </Button>
      </div>
    </div>
  );
}
