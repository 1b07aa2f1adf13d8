import type { VendorImage } from '../../domain/listings/vendor.ts';
import type { PriceRange } from '../../domain/listings/vendor.ts';

/** Profile fields a write may change; a key left out is kept, null clears it. */
export interface VendorProfileChanges {
  name?: string;
  tagline?: string | null;
  description?: string | null;
  /** The plain text of `description` (full-text search reads it); set whenever description is. */
  descriptionText?: string | null;
  pricingNotes?: string | null;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  categoryId?: string;
  socialMedia?: { instagram?: string | null; facebook?: string | null; pinterest?: string | null; tiktok?: string | null };
  startingPrice?: number | null;
  priceRange?: PriceRange;
}

/** A presigned upload that has not been confirmed yet. */
export interface PhotoUpload {
  id: string;
  vendorId: string;
  storageKey: string;
  contentType: string;
  fileSize: number;
  altText: string | null;
  caption: string | null;
  expiresAt: Date;
  createdAt: Date;
}

export interface NewVendorImage extends VendorImage {
  vendorId: string;
  contentType: string;
  byteSize: number;
}

/** Writes to a listing made by its owner (and later by admins). */
export interface ListingWriteRepository {
  updateProfile(vendorId: string, changes: VendorProfileChanges, now: Date): Promise<void>;
  /** Makes exactly these filters the vendor's (an empty list clears them). */
  replaceFilters(vendorId: string, filterIds: readonly string[]): Promise<void>;
  /** Ids of the active filters of a category among `filterIds`. */
  activeFiltersOfCategory(categoryId: string, filterIds: readonly string[]): Promise<string[]>;

  imageCount(vendorId: string): Promise<number>;
  /** Adds an image at the end of the order; the first image of a vendor becomes its primary one. */
  addImage(image: Omit<NewVendorImage, 'sortOrder' | 'isPrimary'>, now: Date): Promise<VendorImage>;
  findImage(vendorId: string, imageId: string): Promise<(VendorImage & { contentType: string }) | null>;
  updateImage(vendorId: string, imageId: string, changes: { altText?: string | null; caption?: string | null; isPrimary?: boolean }, now: Date): Promise<void>;
  deleteImage(vendorId: string, imageId: string): Promise<void>;
  /** Sets sort orders 0…n-1 in the given order; `imageIds` must be exactly the vendor's images. */
  setImageOrder(vendorId: string, imageIds: readonly string[], now: Date): Promise<void>;
  imageIds(vendorId: string): Promise<string[]>;

  createUpload(upload: PhotoUpload): Promise<void>;
  findUpload(uploadId: string): Promise<PhotoUpload | null>;
  deleteUpload(uploadId: string): Promise<void>;

  /** The public flags a tier drives (featured placement, Premier Partner). */
  setTierFlags(vendorId: string, flags: { isFeatured: boolean; premierPartner: boolean }, now: Date): Promise<void>;
}
