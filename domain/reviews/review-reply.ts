import { z } from 'zod';
import { multiLine } from '../shared/text-fields.ts';

/**
 * A vendor's public reply to a published review (issue 18 §5): one per review, editable, plain text of 1 to
 * 1000 characters. It is stored and shown as text, never as HTML: `<b>` in a reply reaches the page as the
 * four characters `<b>` (React escapes it), and emails escape it too.
 */
export const REVIEW_REPLY_MAX = 1000;

export const REVIEW_REPLY_MESSAGES = {
  required: 'Reply is required',
  tooLong: `Reply must be at most ${REVIEW_REPLY_MAX} characters`,
  notPublished: 'Only published reviews can be replied to.',
  removed: 'This review was removed after a report, so it cannot be replied to.',
  notFound: 'Review not found',
} as const;

/** What a reply is once stored: Windows and old-Mac line ends become '\n', the ends are trimmed. */
export const normalizeReplyText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** The characters a reply counts against its limit (the form's live counter shows the same number). */
export const replyLength = (text: string): number => normalizeReplyText(text).length;

/** PUT /api/vendors/{id}/reviews/{reviewId}/reply: one schema for the dashboard's form and the server. */
export const reviewReplySchema = z.object({
  body: multiLine(
    'Reply',
    z.preprocess(
      (v) => (typeof v === 'string' ? normalizeReplyText(v) : v),
      z.string(REVIEW_REPLY_MESSAGES.required).min(1, REVIEW_REPLY_MESSAGES.required).max(REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES.tooLong),
    ),
  ),
});
export type ReviewReplyInput = z.output<typeof reviewReplySchema>;

export interface ReviewReply {
  body: string;
  /** When the vendor first replied (kept when the reply is edited). */
  repliedAt: Date;
  /** The last edit (the first reply's time until then). */
  updatedAt: Date;
}

/** The reply a save leaves: a first reply starts now, an edit keeps when it was first given. */
export const savedReply = (current: ReviewReply | null, body: string, now: Date): ReviewReply => ({ body, repliedAt: current?.repliedAt ?? now, updatedAt: now });

/** The reviewer hears of the vendor's reply once per review, ever (a reply removed and given again sends nothing more). */
export const shouldNotifyReviewer = (review: { reviewerEmail: string; replyNotifiedAt: Date | null }): boolean =>
  review.replyNotifiedAt === null && review.reviewerEmail.trim() !== '';
