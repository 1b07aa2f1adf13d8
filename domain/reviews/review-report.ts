import { z } from 'zod';
import { multiLine, oneLine, optionalText, requiredText } from '../shared/text-fields.ts';
import { MODERATION_BUSINESS_DAYS } from './review-policy.ts';

/**
 * A vendor's report of a review (issue 40 §4): the vendor cannot remove or hide a review, but can report it
 * with a reason from a list and its own words. The report waits for an admin, who keeps the review or
 * removes it with a reason; a removed review stays in its place, its text replaced by that reason, and no
 * longer counts toward the rating. One open report per review; a listing reports at most
 * REVIEW_REPORT_LIMITS.perListingPerDay reviews a day.
 */

export const REVIEW_REPORT_REASONS = ['not-a-client', 'spam', 'hate', 'private-information', 'conflict-of-interest', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const isReviewReportReason = (v: unknown): v is ReviewReportReason => (REVIEW_REPORT_REASONS as readonly unknown[]).includes(v);

export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  'not-a-client': 'Not a client',
  spam: 'Spam or advertising',
  hate: 'Hate or harassment',
  'private-information': 'Private information',
  'conflict-of-interest': 'Conflict of interest',
  other: 'Other',
};

export const REVIEW_DECISIONS = ['keep', 'remove'] as const;
export type ReviewDecisionOutcome = (typeof REVIEW_DECISIONS)[number];
export const isReviewDecisionOutcome = (v: unknown): v is ReviewDecisionOutcome => (REVIEW_DECISIONS as readonly unknown[]).includes(v);

export const REVIEW_REPORT_LIMITS = { text: 2000, decisionReason: 300, perListingPerDay: 20, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The admin's decision, with who made it and when. */
export interface ReviewReportDecision {
  outcome: ReviewDecisionOutcome;
  /** Required to remove (shown in place of the review's text); optional to keep (shown to the vendor). */
  reason: string | null;
  decidedBy: { id: string; email: string };
  decidedAt: Date;
}

export interface ReviewReport {
  id: string;
  reviewId: string;
  vendorId: string;
  reason: ReviewReportReason;
  text: string;
  createdAt: Date;
  /** null: open, waiting for an admin. */
  decision: ReviewReportDecision | null;
}

/** What a removed review shows in place of its text. */
export const removedReviewText = (reason: string): string => `Removed by Upstate Wedding Directory: ${reason}`;

export const REVIEW_REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason',
  textRequired: 'Please tell us what is wrong with this review',
  textTooLong: `Please keep it to ${REVIEW_REPORT_LIMITS.text} characters`,
  decisionRequired: 'Please choose Keep or Remove',
  removeReasonRequired: 'Please give the reason shown in place of the review',
  decisionReasonTooLong: `Please keep the reason to ${REVIEW_REPORT_LIMITS.decisionReason} characters`,
  reviewNotFound: 'Review not found',
  notReportable: 'Only a published review can be reported.',
  alreadyReported: 'You have already reported this review. Our team will decide on your report soon.',
  reportNotFound: 'Report not found',
  alreadyDecided: 'This report has already been decided.',
  tooMany: `You can report at most ${REVIEW_REPORT_LIMITS.perListingPerDay} reviews a day. Please try again later.`,
  sent: `Thank you. Our team will look at your report within ${MODERATION_BUSINESS_DAYS} business days.`,
  kept: 'The review is kept. The vendor sees your decision.',
  removed: 'The review is removed. The vendor sees your decision.',
} as const;

/** 'Report review': a reason from the list and the vendor's words. */
export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, REVIEW_REPORT_MESSAGES.reasonRequired),
  text: multiLine('Details', requiredText(REVIEW_REPORT_MESSAGES.textRequired, REVIEW_REPORT_LIMITS.text, REVIEW_REPORT_MESSAGES.textTooLong)),
});
export type ReviewReportInput = z.output<typeof reviewReportSchema>;

/** The admin's decision: keep, or remove with the reason shown in place of the review's text. */
export const reviewReportDecisionSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, REVIEW_REPORT_MESSAGES.decisionRequired),
    reason: oneLine('Reason', optionalText(REVIEW_REPORT_LIMITS.decisionReason, REVIEW_REPORT_MESSAGES.decisionReasonTooLong)),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'remove' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_REPORT_MESSAGES.removeReasonRequired });
  });
export type ReviewReportDecisionInput = z.output<typeof reviewReportDecisionSchema>;

/** A report may be made of a published review that is not already removed. */
export const isReportable = (review: { isPublished: boolean; removal?: unknown }): boolean => review.isPublished && !review.removal;
