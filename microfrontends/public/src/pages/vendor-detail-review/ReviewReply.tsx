import { useId } from 'react';
import type { PublicReview } from '@uwd/api-client';
import './review-reply.css';

/**
 * The vendor's response under a review (issue 18 §5): 'Response from {vendor name}' and the reply as plain
 * text with its line breaks kept (React escapes it: markup in a reply shows as the characters typed).
 */
export function ReviewReply({ reply, vendorName }: { reply: NonNullable<PublicReview['reply']>; vendorName: string }) {
  const labelId = useId();
  return (
    <div className="review-reply" role="group" aria-labelledby={labelId} data-testid="review-reply">
      <p className="review-reply__label" id={labelId}>
        Response from {vendorName}
      </p>
      <p className="review-reply__body">{reply.body}</p>
    </div>
  );
}
