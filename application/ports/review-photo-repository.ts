import type { ReviewPhoto } from '../../domain/reviews/review-photos.ts';

/**
 * A couple's presigned review photo upload (issue 40 §3): a row of the vendor photos' upload table with the
 * purpose 'review', so the local upload route and the pending-upload sweep treat it as any other, and the
 * vendor's photo limit never counts it. Pending until used by a review or refused; then closed, but kept
 * until its URL has expired (the sweep deletes whatever a late PUT leaves at its key).
 */
export interface ReviewPhotoUpload {
  id: string;
  vendorId: string;
  storageKey: string;
  contentType: string;
  fileSize: number;
  /** The hash of the browser's upload session token. */
  sessionHash: string;
  expiresAt: Date;
  createdAt: Date;
  closedAt: Date | null;
}

/** Review photo uploads and the photos stored with a review, in the review's transaction. */
export interface ReviewPhotoWriteRepository {
  createUpload(upload: Omit<ReviewPhotoUpload, 'closedAt'>): Promise<void>;
  /** The review uploads among these ids (a vendor photo upload is not one). */
  findUploads(uploadIds: readonly string[]): Promise<ReviewPhotoUpload[]>;
  /** Uploads of the session still pending whose URL is valid at `now`. */
  pendingInSession(sessionHash: string, now: Date): Promise<number>;
  /** Marks a pending review upload used or refused; false when it was not pending. */
  closeUpload(uploadId: string, now: Date): Promise<boolean>;
  addPhotos(photos: readonly ReviewPhoto[]): Promise<void>;
}
