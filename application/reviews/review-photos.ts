import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { MAX_PHOTO_BYTES, PHOTO_EXTENSIONS, UPLOAD_URL_TTL_SECONDS, type PhotoContentType } from '../../domain/listings/photos.ts';
import { REVIEW_PHOTO_MESSAGES, REVIEW_PHOTO_UPLOAD_LIMITS, type ReviewPhoto, type ReviewPhotoUploadRequest } from '../../domain/reviews/review-photos.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { findPublicVendor } from '../listings/get-public-vendor.ts';
import type { Clock } from '../ports/clock.ts';
import { PENDING_UPLOAD_PREFIX, type FileStorage } from '../ports/file-storage.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { ImageProcessor } from '../ports/image-processor.ts';
import type { Logger } from '../ports/logger.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { ReviewPhotoUpload } from '../ports/review-photo-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/** A 400 on the review's `photoIds` field: nothing of the review is stored. */
const refused = (message: string) => new DomainError('VALIDATION_FAILED', message, { photoIds: message });

/**
 * Step 1 of a review photo (issue 40 §3), for a couple without an account: a presigned URL for one file,
 * as for a vendor's photo (RequestPhotoUpload): the server picks the key under PENDING_UPLOAD_PREFIX, the
 * URL pins the type and size and expires in minutes. The upload is the review kind, so it never counts
 * toward the vendor's photo limit; instead an address may ask for a few an hour and one upload session (one
 * review form, the token the first answer gives) may have only a few waiting.
 */
export class RequestReviewPhotoUpload {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'FileStorage', 'RateLimiter', 'Secrets', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviewPhotos'>,
    private readonly storage: FileStorage,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(vendorIdOrSlug: string, req: ReviewPhotoUploadRequest, ip: string) {
    const vendor = await findPublicVendor(this.vendors, vendorIdOrSlug);
    const { perIp, pendingPerSession } = REVIEW_PHOTO_UPLOAD_LIMITS;
    const byIp = await this.rateLimiter.hit(`review-photo:ip:${ip}`, perIp.limit, perIp.windowMs);
    if (!byIp.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, byIp.retryAfterMs);

    const session = req.session ? { token: req.session, hash: this.secrets.hash(req.session) } : this.secrets.newToken();
    const contentType = req.fileType as PhotoContentType;
    const now = this.clock.now();
    const id = this.ids.next();
    const key = `${PENDING_UPLOAD_PREFIX}reviews/${vendor.id}/${id}.${PHOTO_EXTENSIONS[contentType]}`;
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    await this.uow.run(async (r) => {
      if ((await r.reviewPhotos.pendingInSession(session.hash, now)) >= pendingPerSession) {
        throw new RateLimitedError(REVIEW_PHOTO_MESSAGES.sessionFull, UPLOAD_URL_TTL_SECONDS * 1000);
      }
      await r.reviewPhotos.createUpload({ id, vendorId: vendor.id, storageKey: key, contentType, fileSize: req.fileSize, sessionHash: session.hash, expiresAt, createdAt: now });
    });
    const signed = await this.storage.presignPut(key, contentType, UPLOAD_URL_TTL_SECONDS, req.fileSize);
    return { uploadId: id, uploadUrl: signed.url, method: signed.method, headers: signed.headers, expiresAt: signed.expiresAt, session: session.token };
  }
}

/** A review's checked photos, waiting for the review's transaction (ReviewPhotoAttachments.prepare). */
export interface PreparedReviewPhotos {
  /** Inside the review's transaction, after the review is created: uses the uploads (a second use loses) and stores the photos. */
  store(r: Repos<'reviewPhotos'>, reviewId: string, now: Date): Promise<void>;
  /** When the review was not stored: deletes the checked files. */
  discard(): Promise<void>;
  /** When it was: deletes the uploaded bytes, which the checked files replace. */
  finish(): Promise<void>;
}

interface CheckedPhoto {
  upload: ReviewPhotoUpload;
  storageKey: string;
  mediumKey: string;
  width: number;
  height: number;
}

/**
 * The photos a review carries (`photoIds`, the upload ids), checked as a vendor's photo is on confirm
 * (ConfirmPhotoUpload): each must be a pending review upload for this vendor; its bytes are read back, only a
 * real PNG, JPEG or WebP is accepted, re-encoded without metadata plus the medium size, under keys no upload
 * URL reaches. Shared by every way a couple submits a review (the vendor page, a review request link): call
 * `prepare` before the review's transaction, `store` inside it, then `finish` (stored) or `discard` (not).
 * A bad, foreign or used id, or bytes that are not an image, refuse the review with a message on `photoIds`.
 */
export class ReviewPhotoAttachments {
  static readonly inject = ['UnitOfWork', 'FileStorage', 'ImageProcessor', 'IdGenerator', 'Logger'] as const;
  constructor(
    private readonly uow: UnitOfWork<'reviewPhotos'>,
    private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly ids: IdGenerator,
    private readonly logger: Logger,
  ) {}

  async prepare(vendorId: string, photoIds: readonly string[], now: Date): Promise<PreparedReviewPhotos> {
    if (photoIds.length === 0) return { store: async () => undefined, discard: async () => undefined, finish: async () => undefined };
    const found = await this.uow.run((r) => r.reviewPhotos.findUploads(photoIds));
    const uploads = photoIds.map((id) => found.find((u) => u.id === id));
    if (uploads.some((u) => !u || u.vendorId !== vendorId || u.closedAt)) throw refused(REVIEW_PHOTO_MESSAGES.notFound);

    const checked: CheckedPhoto[] = [];
    const discard = () => this.deleteQuietly(checked.flatMap((p) => [p.storageKey, p.mediumKey]));
    try {
      for (const upload of uploads as ReviewPhotoUpload[]) checked.push(await this.check(upload, now));
    } catch (e) {
      await discard();
      throw e;
    }
    return {
      store: async (r, reviewId, at) => {
        const photos: ReviewPhoto[] = [];
        for (const [position, p] of checked.entries()) {
          if (!(await r.reviewPhotos.closeUpload(p.upload.id, at))) throw refused(REVIEW_PHOTO_MESSAGES.notFound);
          photos.push({ id: this.ids.next(), reviewId, vendorId, storageKey: p.storageKey, mediumKey: p.mediumKey, width: p.width, height: p.height, position, createdAt: at });
        }
        await r.reviewPhotos.addPhotos(photos);
      },
      discard,
      finish: () => this.deleteQuietly(checked.map((p) => p.upload.storageKey)),
    };
  }

  /** One upload's bytes, checked and stored under their own keys; bytes that are not a photo close the upload and go. */
  private async check(upload: ReviewPhotoUpload, now: Date): Promise<CheckedPhoto> {
    const bytes = await this.storage.get(upload.storageKey);
    if (!bytes) throw refused(REVIEW_PHOTO_MESSAGES.notUploaded);
    const drop = async (message: string): Promise<never> => {
      await this.uow.run((r) => r.reviewPhotos.closeUpload(upload.id, now));
      await this.deleteQuietly([upload.storageKey]);
      throw refused(message);
    };
    if (bytes.byteLength > MAX_PHOTO_BYTES) return drop(REVIEW_PHOTO_MESSAGES.tooLarge);
    const processed = await this.images.process(bytes);
    if (!processed.ok) return drop(REVIEW_PHOTO_MESSAGES.notAnImage);
    const base = `reviews/${upload.vendorId}/${this.ids.next()}`;
    const storageKey = `${base}.${PHOTO_EXTENSIONS[processed.contentType as PhotoContentType] ?? processed.format}`;
    const mediumKey = `${base}-medium.webp`;
    await this.storage.put(storageKey, processed.original, processed.contentType);
    await this.storage.put(mediumKey, processed.medium, processed.mediumContentType);
    return { upload, storageKey, mediumKey, width: processed.width, height: processed.height };
  }

  private async deleteQuietly(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn('could not delete a review photo file', { key, error: String(e) }));
    }
  }
}
