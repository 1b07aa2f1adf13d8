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
  /** Guest capacity (venues) or the most guests served (caterers); null clears it. */
  capacity?: number | null;
  /** The year the business was established; null clears it. */
  yearEstablished?: number | null;
  /** Venues: the street address the location card shows; null clears it. */
  streetAddress?: string | null;
  /** Admins only. */
  location?: { city: string; county: string; state: string; zipCode: string | null; region: string | null };
}

/** The moderation flags an admin sets (a key left out is kept). */
export interface VendorFlags {
  isActive?: boolean;
  isFeatured?: boolean;
  isVerified?: boolean;
  premierPartner?: boolean;
}

/** A new listing (an approved application, or one an admin adds). */
export interface NewVendorRecord {
  id: string;
  name: string;
  slug: string;
  categoryId: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  tagline: string | null;
  description: string | null;
  descriptionText: string | null;
  pricingNotes: string | null;
  location: { city: string; county: string; state: string; zipCode: string | null; region: string | null };
  startingPrice: number | null;
  priceRange: PriceRange;
  /** Guest capacity (venues) or the most guests served (caterers), when stated. */
  capacity?: number | null;
  /** Venues: the street address, when stated. */
  streetAddress?: string | null;
  socialMedia: { instagram: string | null; facebook: string | null; pinterest: string | null };
  yearEstablished: number | null;
  isLicensed: boolean;
  isInsured: boolean;
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  premierPartner: boolean;
}

/**
 * A presigned upload. Pending until confirmed or refused; then closed (`closedAt`), but kept until its URL
 * has expired so the sweep can delete whatever a late PUT leaves at its key.
 */
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
  closedAt?: Date | null;
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
  /** Pending (not closed) uploads of the vendor whose URL is still valid at `now`: they count toward the photo limit. */
  pendingUploadCount(vendorId: string, now: Date): Promise<number>;
  /** Whether an upload with this storage key exists and is still pending (the local upload route's check). */
  isUploadPending(storageKey: string): Promise<boolean>;
  /** Marks a pending upload confirmed or refused; false when it was not pending (already closed, or gone). */
  closeUpload(uploadId: string, now: Date): Promise<boolean>;

  createVendor(vendor: NewVendorRecord, now: Date): Promise<void>;
  /** Slugs in use that equal `base` or start with `base-` (to pick a free one). */
  slugsLike(base: string): Promise<Set<string>>;
  /** The vendor's category, or null when there is no such vendor. */
  categoryOf(vendorId: string): Promise<string | null>;
  setFlags(vendorId: string, flags: VendorFlags, now: Date): Promise<void>;
  /** Deletes the listing and what hangs on it; returns the storage keys of its photos. */
  deleteVendor(vendorId: string): Promise<string[]>;
  /** Ids of the active filters of a category with this key and value. */
  filterIdsByKeyValue(categoryId: string, key: string, value: string): Promise<string[]>;
  /** Adds these filters to the vendor's, keeping the ones it has. */
  addFilters(vendorId: string, filterIds: readonly string[]): Promise<void>;
  /** Removes the vendor's filters of these keys (all of them when no keys are given). */
  removeFilters(vendorId: string, filterKeys?: readonly string[]): Promise<void>;
  /** Recounts the published reviews onto the vendor (average and total), returning them. */
  recomputeReviewStats(vendorId: string, now: Date): Promise<{ averageRating: number; totalReviews: number }>;

  /** The public flags a tier drives (featured placement, Premier Partner). */
  setTierFlags(vendorId: string, flags: { isFeatured: boolean; premierPartner: boolean }, now: Date): Promise<void>;
}
