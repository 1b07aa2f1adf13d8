import type { User } from '../../domain/identity/user.ts';
import { isPhotoContentType, MAX_PHOTO_BYTES, PHOTO_EXTENSIONS, UPLOAD_URL_TTL_SECONDS } from '../../domain/listings/photos.ts';
import type { VendorImage } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { photoLimitFor, type Tier } from '../../domain/subscriptions/tiers.ts';
import type { Clock } from '../ports/clock.ts';
import { PENDING_UPLOAD_PREFIX, type FileStorage } from '../ports/file-storage.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { ImageProcessor } from '../ports/image-processor.ts';
import type { Logger } from '../ports/logger.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import { findManagedVendor } from './vendor-access.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const PHOTO_NOT_FOUND = 'Photo not found';
const UPLOAD_NOT_FOUND = 'This upload was not found. Please upload the photo again.';

const limitMessage = (limit: number) => `You have reached the photo limit of ${limit} for your plan.`;
const REJECTIONS = {
  'not-an-image': 'This file is not a PNG, JPEG or WebP image.',
  'unsupported-format': 'Only PNG, JPEG and WebP photos are accepted.',
  'too-large': 'This photo has too many pixels. Please upload one under 50 megapixels.',
} as const;

export interface PhotoUploadRequest {
  fileName: string;
  fileType: string;
  fileSize: number;
  altText?: string | null | undefined;
  caption?: string | null | undefined;
}

/** Shared by the photo use cases: the vendor's tier decides its photo limit (SPEC.md §9). */
const tierOf = async (uow: UnitOfWork<'subscriptions'>, vendorId: string): Promise<Tier> => (await uow.run((r) => r.subscriptions.find(vendorId)))?.tier ?? 'free';

/** Photos the vendor has plus uploads still waiting for their bytes (DESIGN.md §6: pending uploads count toward the limit). */
const photosAndPendingUploads = async (r: Repos<'listings'>, vendorId: string, now: Date): Promise<number> =>
  (await r.listings.imageCount(vendorId)) + (await r.listings.pendingUploadCount(vendorId, now));

/**
 * Step 1 of an upload: a presigned URL for one photo. The server picks the key, under
 * PENDING_UPLOAD_PREFIX, which is never served (the bytes are unchecked until confirm); the URL pins the
 * content type and size and expires in minutes; the tier's photo limit, counting pending uploads, is
 * enforced here (and again on confirm).
 */
export class RequestPhotoUpload {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'FileStorage', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'listings' | 'subscriptions'>,
    private readonly storage: FileStorage,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, req: PhotoUploadRequest) {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    if (!isPhotoContentType(req.fileType)) throw new DomainError('VALIDATION_FAILED', NOT_AN_IMAGE_MESSAGE, { fileType: NOT_AN_IMAGE_MESSAGE });
    if (req.fileSize > MAX_PHOTO_BYTES) {
      const message = `Photos can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
      throw new DomainError('VALIDATION_FAILED', message, { fileSize: message });
    }
    const limit = photoLimitFor(await tierOf(this.uow, vendor.id));
    const now = this.clock.now();
    const id = this.ids.next();
    const key = `${PENDING_UPLOAD_PREFIX}vendors/${vendor.id}/${id}.${PHOTO_EXTENSIONS[req.fileType]}`;
    await this.uow.run(async (r) => {
      if ((await photosAndPendingUploads(r, vendor.id, now)) >= limit) throw new DomainError('PHOTO_LIMIT_REACHED', limitMessage(limit));
      await r.listings.createUpload({
        id,
        vendorId: vendor.id,
        storageKey: key,
        contentType: req.fileType,
        fileSize: req.fileSize,
        altText: req.altText ?? null,
        caption: req.caption ?? null,
        expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
        createdAt: now,
      });
    });
    const signed = await this.storage.presignPut(key, req.fileType, UPLOAD_URL_TTL_SECONDS, req.fileSize);
    return { uploadUrl: signed.url, imageId: id, s3Key: key, headers: signed.headers, expiresAt: signed.expiresAt };
  }
}

/**
 * Step 3: the browser has PUT the bytes. The server reads them back, accepts only real PNG/JPEG/WebP,
 * stores them re-encoded without metadata plus a `medium` size under a new key no upload URL reaches (a
 * fresh id, never derived from the upload's key), records the image and closes the upload, so its URL
 * cannot write again (the local route refuses; on S3 a late PUT lands at the old key, which nothing serves
 * and the sweep deletes). Anything else is deleted from storage and refused.
 */
export class ConfirmPhotoUpload {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'FileStorage', 'ImageProcessor', 'IdGenerator', 'Clock', 'Logger'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'listings' | 'subscriptions'>,
    private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(user: User, vendorId: string, input: { imageId: string; s3Key: string; altText?: string | null | undefined; caption?: string | null | undefined }): Promise<VendorImage> {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    const upload = await this.uow.run((r) => r.listings.findUpload(input.imageId));
    if (!upload || upload.closedAt || upload.vendorId !== vendor.id || upload.storageKey !== input.s3Key) {
      throw new DomainError('NOT_FOUND', UPLOAD_NOT_FOUND);
    }
    const dropUploaded = () =>
      this.storage.delete(upload.storageKey).catch((e: unknown) => this.logger.warn('could not delete an uploaded file', { key: upload.storageKey, error: String(e) }));
    // Closed, not deleted: the row stays until its URL has expired, so the sweep removes a late PUT's file.
    const close = () => this.uow.run((r) => r.listings.closeUpload(upload.id, this.clock.now()));
    const discard = async (message: string) => {
      await close();
      await dropUploaded();
      throw new DomainError('VALIDATION_FAILED', message);
    };
    const bytes = await this.storage.get(upload.storageKey);
    if (!bytes) throw new DomainError('VALIDATION_FAILED', 'The photo did not reach storage. Please upload it again.');
    if (bytes.byteLength > MAX_PHOTO_BYTES) return discard(`Photos can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
    const processed = await this.images.process(bytes);
    if (!processed.ok) return discard(REJECTIONS[processed.reason]);

    const limit = photoLimitFor(await tierOf(this.uow, vendor.id));
    const base = `vendors/${vendor.id}/${this.ids.next()}`;
    const key = `${base}.${PHOTO_EXTENSIONS[processed.contentType as keyof typeof PHOTO_EXTENSIONS] ?? processed.format}`;
    const mediumKey = `${base}-medium.webp`;
    await this.storage.put(key, processed.original, processed.contentType);
    await this.storage.put(mediumKey, processed.medium, processed.mediumContentType);
    const now = this.clock.now();
    try {
      const image = await this.uow.run(async (r) => {
        // Closing first makes a second confirm of the same upload lose, and leaves it out of the pending count.
        if (!(await r.listings.closeUpload(upload.id, now))) throw new DomainError('NOT_FOUND', UPLOAD_NOT_FOUND);
        if ((await photosAndPendingUploads(r, vendor.id, now)) >= limit) throw new DomainError('PHOTO_LIMIT_REACHED', limitMessage(limit));
        return r.listings.addImage(
          {
            id: upload.id,
            vendorId: vendor.id,
            storageKey: key,
            mediumKey,
            altText: input.altText ?? upload.altText,
            caption: input.caption ?? upload.caption,
            width: processed.width,
            height: processed.height,
            contentType: processed.contentType,
            byteSize: processed.original.byteLength,
          },
          now,
        );
      });
      await dropUploaded();
      return image;
    } catch (e) {
      await Promise.all([this.storage.delete(key), this.storage.delete(mediumKey)]).catch(() => undefined);
      await close().catch(() => undefined);
      await dropUploaded();
      throw e;
    }
  }
}

/**
 * Whether the upload at a storage key still waits for its bytes: the local upload route asks before it
 * stores anything, so the URL of a confirmed or refused upload cannot write again (DESIGN.md §6 Uploads).
 */
export class CheckPendingUpload {
  static readonly inject = ['UnitOfWork'] as const;
  constructor(private readonly uow: UnitOfWork<'listings'>) {}

  execute(storageKey: string): Promise<boolean> {
    return this.uow.run((r) => r.listings.isUploadPending(storageKey));
  }
}

/** Edit a photo's caption, alt text or primary flag; set primary; delete; reorder. */
export class ManageVendorPhotos {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'FileStorage', 'Clock', 'Logger'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'listings'>,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async update(user: User, vendorId: string, photoId: string, changes: { altText?: string | null | undefined; caption?: string | null | undefined; isPrimary?: boolean | undefined }) {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    return this.uow.run(async (r) => {
      if (!(await r.listings.findImage(vendor.id, photoId))) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      await r.listings.updateImage(vendor.id, photoId, defined, this.clock.now());
      return (await r.listings.findImage(vendor.id, photoId))!;
    });
  }

  async remove(user: User, vendorId: string, photoId: string): Promise<void> {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    const image = await this.uow.run(async (r) => {
      const found = await r.listings.findImage(vendor.id, photoId);
      if (!found) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
      await r.listings.deleteImage(vendor.id, photoId);
      return found;
    });
    for (const key of [image.storageKey, image.mediumKey]) {
      if (key) await this.storage.delete(key).catch((e: unknown) => this.logger.warn('could not delete a photo file', { key, error: String(e) }));
    }
  }

  async reorder(user: User, vendorId: string, photoOrder: readonly string[]): Promise<void> {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    await this.uow.run(async (r) => {
      const current = await r.listings.imageIds(vendor.id);
      const same = current.length === photoOrder.length && new Set(photoOrder).size === photoOrder.length && photoOrder.every((id) => current.includes(id));
      if (!same) {
        const message = "The new order must list each of the vendor's photos exactly once";
        throw new DomainError('VALIDATION_FAILED', message, { photoOrder: message });
      }
      await r.listings.setImageOrder(vendor.id, photoOrder, this.clock.now());
    });
  }
}
