import { z } from 'zod';
import { emailField, multiLine, oneLine, requiredText } from '../shared/text-fields.ts';
import type { ReviewReply } from './review-reply.ts';
import { reviewPhotoIdsField } from './review-photos.ts';

export interface Review {
  id: string;
  vendorId: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  title: string | null;
  body: string;
  weddingDate: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  /** The vendor's public reply (issue 18), or null. */
  reply: ReviewReply | null;
  /** When the reviewer was emailed about the reply (once per review, ever); null: not yet. */
  replyNotifiedAt: Date | null;
  /** How the writer is known to be the vendor's client ('Verified client', issue 40 §2); null: not known. */
  verifiedVia: ReviewVerification | null;
  /** Removed by an admin after a report (issue 40 §4): listed in its place with the reason, not counted in the rating. */
  removal?: ReviewRemoval | null;
}

/** An admin's removal of a published review: the reason shown in place of its text, and when. */
export interface ReviewRemoval {
  reason: string;
  removedAt: Date;
}

/** Written through the vendor's review request link, or by a couple whose inquiry the vendor marked 'Booked'. */
export const REVIEW_VERIFICATIONS = ['request', 'booking'] as const;
export type ReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];
export const isReviewVerification = (v: unknown): v is ReviewVerification => (REVIEW_VERIFICATIONS as readonly unknown[]).includes(v);

export interface ReviewSummaryStats {
  averageRating: number;
  totalReviews: number;
  /** Published reviews per star, 1 to 5. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Published reviews by verified clients ('3 verified clients', issue 40 §2). */
  verifiedReviews: number;
}

/** Average of ratings rounded to two decimals (0 when none), as stored on the vendor. */
export const averageRating = (ratings: readonly number[]): number =>
  ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;

/** "Jennifer M." — how a reviewer is shown publicly: first name and last initial. */
export const publicReviewerName = (fullName: string): string => {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? 'A couple';
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`;
};

export const REVIEW_LIMITS = { name: 100, title: 150, text: 5000 } as const;
export const REVIEW_SUBMITTED_MESSAGE = 'Thank you for your review! It will appear on this page once our team has approved it.';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A couple's review from the vendor page (POST /api/vendors/{id}/reviews): one schema for the form and
 * the server. It waits unpublished until an admin publishes it.
 */
export const reviewSubmissionSchema = (now: () => Date = () => new Date()) =>
  z.object({
    name: oneLine('Name', requiredText('Name is required', REVIEW_LIMITS.name)),
    email: emailField(),
    rating: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number('Please choose a rating from 1 to 5').int('Please choose a rating from 1 to 5').min(1, 'Please choose a rating from 1 to 5').max(5, 'Please choose a rating from 1 to 5'),
    ),
    title: oneLine(
      'Title',
      z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v ?? null), z.string('Title must be text').max(REVIEW_LIMITS.title, `Title must be at most ${REVIEW_LIMITS.title} characters`).nullable()),
    ),
    text: multiLine('Your review', requiredText('Please tell couples about your experience', REVIEW_LIMITS.text, `Your review must be at most ${REVIEW_LIMITS.text} characters`)),
    weddingDate: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || null : v ?? null),
      z
        .string('Wedding date must be a date')
        .regex(isoDate, 'Please enter a valid wedding date')
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Please enter a valid wedding date')
        .refine((d) => d <= now().toISOString().slice(0, 10), 'The wedding date cannot be in the future')
        .nullable(),
    ),
    /** Up to five photos (issue 40 §3): the `uploadId`s of the review photo uploads, in order. */
    photoIds: reviewPhotoIdsField,
  });
export type ReviewSubmissionInput = z.output<ReturnType<typeof reviewSubmissionSchema>>;
