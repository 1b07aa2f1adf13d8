import type { PublicReviewDto, ReviewPhotoDto, ReviewReplyDto } from '../../../domain/reviews/review-answers.ts';
import type { ReviewPhoto } from '../../../domain/reviews/review-photos.ts';
import type { ReviewReply } from '../../../domain/reviews/review-reply.ts';
import { publicReviewerName, type Review } from '../../../domain/reviews/review.ts';
import { removedReviewText } from '../../../domain/reviews/review-report.ts';
import type { MediaUrl } from './vendor-dto.ts';

/** A review's photos in their order, with URLs built as the vendor's images' are. */
export const toReviewPhotoDtos = (photos: readonly ReviewPhoto[], media: MediaUrl): ReviewPhotoDto[] =>
  [...photos].sort((a, b) => a.position - b.position).map((p) => ({ url: media(p.storageKey), mediumUrl: media(p.mediumKey), width: p.width, height: p.height }));

/** A published review as the public sees it: no reviewer email, the name shortened; `photos` its photos' answers. */
export const toPublicReviewDto = (r: Review, photos: ReviewPhotoDto[] = []): PublicReviewDto => ({
  _id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  reviewerName: publicReviewerName(r.reviewerName),
  weddingDate: r.weddingDate,
  createdAt: r.createdAt.toISOString(),
  reply: r.reply ? { body: r.reply.body, repliedAt: r.reply.repliedAt.toISOString() } : null,
  verified: r.verifiedVia !== null,
  photos,
  // Removed after a report (issue 40 §4): in its place, the reason instead of the words and photos.
  ...(r.removal ? { title: null, body: removedReviewText(r.removal.reason), photos: [], removed: true } : {}),
});

/** The reply with its last edit (the owner's list, the admins'). */
export const toReviewReplyDto = (reply: ReviewReply | null): ReviewReplyDto | null =>
  reply ? { body: reply.body, repliedAt: reply.repliedAt.toISOString(), updatedAt: reply.updatedAt.toISOString() } : null;
