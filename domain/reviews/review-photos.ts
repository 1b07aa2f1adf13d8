import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '../listings/photos.ts';

/**
 * Photos in reviews (issue 40 §3): a couple adds up to five images to a review through the vendor photos'
 * upload pipeline (signed upload, magic-byte check, re-encoding and the medium size, pending uploads swept).
 * They are stored with the review and shown only when an admin publishes it.
 */

export const MAX_REVIEW_PHOTOS = 5;

/**
 * How many review photo uploads one address may ask for in an hour, and how many one upload session (one
 * review form) may have waiting at once: enough to swap a few photos, not to fill storage.
 */
export const REVIEW_PHOTO_UPLOAD_LIMITS = {
  perIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  pendingPerSession: 10,
} as const;

/** A checked photo of a review, as stored: the re-encoded original, its medium size, its place in the review. */
export interface ReviewPhoto {
  id: string;
  reviewId: string;
  vendorId: string;
  storageKey: string;
  mediumKey: string;
  width: number;
  height: number;
  /** 0 to 4, in the order the couple chose them. */
  position: number;
  createdAt: Date;
}

export const REVIEW_PHOTO_MESSAGES = {
  tooMany: `You can add at most ${MAX_REVIEW_PHOTOS} photos to a review`,
  notFound: 'A photo was not found. Please remove it and add it again.',
  repeated: 'Each photo can be added once',
  notAnImage: 'Please choose a PNG, JPEG or WebP image',
  tooLarge: `Photos can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  sessionFull: 'You have added too many photos. Please send your review or reload the page.',
  notUploaded: 'A photo did not finish uploading. Please remove it and add it again.',
} as const;

/** The ids of a review's photos, from the upload answers (`uploadId`), in order; none when left out. */
export const reviewPhotoIdsField = z
  .array(z.string(REVIEW_PHOTO_MESSAGES.notFound).min(1, REVIEW_PHOTO_MESSAGES.notFound).max(64, REVIEW_PHOTO_MESSAGES.notFound), REVIEW_PHOTO_MESSAGES.notFound)
  .max(MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, REVIEW_PHOTO_MESSAGES.repeated)
  .optional();

/** Whether the browser may offer this file at all (the server checks the bytes again). */
export const isReviewPhotoType = (type: string): boolean => (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

/** Step 1: a signed upload URL for one photo; `session` is the token the first answer gave, when there was one. */
export const reviewPhotoUploadRequestSchema = z.object({
  fileName: z.string('File name is required').min(1, 'File name is required').max(255, 'File name is too long'),
  fileType: z.string(REVIEW_PHOTO_MESSAGES.notAnImage).max(100).refine(isReviewPhotoType, REVIEW_PHOTO_MESSAGES.notAnImage),
  fileSize: z.number('File size is required').int('File size is required').min(1, 'The file is empty').max(MAX_PHOTO_BYTES, REVIEW_PHOTO_MESSAGES.tooLarge),
  session: z.string().min(1).max(128).optional(),
});
export type ReviewPhotoUploadRequest = z.output<typeof reviewPhotoUploadRequestSchema>;
