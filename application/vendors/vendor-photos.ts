import type { User } from '../../domain/identity/user.ts';
import { isPhotoContentType, MAX_PHOTO_BYTES, PHOTO_EXTENSIONS, UPLOAD_URL_TTL_SECONDS } from '../../domain/listings/photos.ts';
import type { VendorImage } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { photoLimitFor, type Tier } from '../../domain/subscriptions/tiers.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { ImageProcessor } from '../ports/image-processor.ts';
import type { Logger } from '../ports/logger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { GetManagedVendor } from './vendor-access.ts';

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const PHOTO_NOT_FOUND = 'Photo not found';

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
const tierOf = async (uow: UnitOfWork, vendorId: string): Promise<Tier> => (await uow.run((r) => r.subscriptions.find(vendorId)))?.tier ?? 'free';

/**
 * Step 1 of an upload: a presigned URL for one photo. The server picks the key; the URL pins the
 * content type and expires in minutes; the tier's photo limit is enforced here (and again on confirm).
 */
export class RequestPhotoUpload {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, req: PhotoUploadRequest) {
    const vendor = await this.access.execute(user, vendorId);
    if (!isPhotoContentType(req.fileType)) throw new DomainError('VALIDATION_FAILED', NOT_AN_IMAGE_MESSAGE, { fileType: NOT_AN_IMAGE_MESSAGE });
    if (req.fileSize > MAX_PHOTO_BYTES) {
      const message = `Photos can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
      throw new DomainError('VALIDATION_FAILED', message, { fileSize: message });
    }
    const limit = photoLimitFor(await tierOf(this.uow, vendor.id));
    const now = this.clock.now();
    const id = this.ids.next();
    const key = `vendors/${vendor.id}/${id}.${PHOTO_EXTENSIONS[req.fileType]}`;
    await this.uow.run(async (r) => {
      if ((await r.listings.imageCount(vendor.id)) >= limit) throw new DomainError('PHOTO_LIMIT_REACHED', limitMessage(limit));
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
    const signed = await this.storage.presignPut(key, req.fileType, UPLOAD_URL_TTL_SECONDS);
    return { uploadUrl: signed.url, imageId: id, s3Key: key, headers: signed.headers, expiresAt: signed.expiresAt };
  }
}

/**
 * Step 3: the browser has PUT the bytes. The server reads them back, accepts only real PNG/JPEG/WebP,
 * stores them re-encoded without metadata plus a `medium` size, and records the image. Anything else is
 * deleted from storage and refused.
 */
export class ConfirmPhotoUpload {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(user: User, vendorId: string, input: { imageId: string; s3Key: string; altText?: string | null | undefined; caption?: string | null | undefined }): Promise<VendorImage> {
    const vendor = await this.access.execute(user, vendorId);
    const upload = await this.uow.run((r) => r.listings.findUpload(input.imageId));
    if (!upload || upload.vendorId !== vendor.id || upload.storageKey !== input.s3Key) {
      throw new DomainError('NOT_FOUND', 'This upload was not found. Please upload the photo again.');
    }
    const discard = async (message: string, code: 'VALIDATION_FAILED' | 'PHOTO_LIMIT_REACHED' = 'VALIDATION_FAILED') => {
      await this.storage.delete(upload.storageKey).catch((e: unknown) => this.logger.warn('could not delete a refused upload', { key: upload.storageKey, error: String(e) }));
      await this.uow.run((r) => r.listings.deleteUpload(upload.id));
      throw new DomainError(code, message);
    };
    const bytes = await this.storage.get(upload.storageKey);
    if (!bytes) throw new DomainError('VALIDATION_FAILED', 'The photo did not reach storage. Please upload it again.');
    if (bytes.byteLength > MAX_PHOTO_BYTES) return discard(`Photos can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
    const processed = await this.images.process(bytes);
    if (!processed.ok) return discard(REJECTIONS[processed.reason]);

    const limit = photoLimitFor(await tierOf(this.uow, vendor.id));
    const base = upload.storageKey.replace(/\.[a-z]+$/, '');
    const key = `${base}.${PHOTO_EXTENSIONS[processed.contentType as keyof typeof PHOTO_EXTENSIONS] ?? processed.format}`;
    const mediumKey = `${base}-medium.webp`;
    await this.storage.put(key, processed.original, processed.contentType);
    if (key !== upload.storageKey) await this.storage.delete(upload.storageKey);
    await this.storage.put(mediumKey, processed.medium, processed.mediumContentType);
    const now = this.clock.now();
    try {
      return await this.uow.run(async (r) => {
        if ((await r.listings.imageCount(vendor.id)) >= limit) throw new DomainError('PHOTO_LIMIT_REACHED', limitMessage(limit));
        const image = await r.listings.addImage(
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
        await r.listings.deleteUpload(upload.id);
        return image;
      });
    } catch (e) {
      await Promise.all([this.storage.delete(key), this.storage.delete(mediumKey)]).catch(() => undefined);
      await this.uow.run((r) => r.listings.deleteUpload(upload.id)).catch(() => undefined);
      throw e;
    }
  }
}

/** Edit a photo's caption, alt text or primary flag; set primary; delete; reorder. */
export class ManageVendorPhotos {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async update(user: User, vendorId: string, photoId: string, changes: { altText?: string | null | undefined; caption?: string | null | undefined; isPrimary?: boolean | undefined }) {
    const vendor = await this.access.execute(user, vendorId);
    return this.uow.run(async (r) => {
      if (!(await r.listings.findImage(vendor.id, photoId))) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      await r.listings.updateImage(vendor.id, photoId, defined, this.clock.now());
      return (await r.listings.findImage(vendor.id, photoId))!;
    });
  }

  async remove(user: User, vendorId: string, photoId: string): Promise<void> {
    const vendor = await this.access.execute(user, vendorId);
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
    const vendor = await this.access.execute(user, vendorId);
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
