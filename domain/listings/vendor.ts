import type { CategorySlug } from '../categories/category.ts';

export const PRICE_RANGES = ['not-specified', 'budget', 'moderate', 'premium', 'luxury'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
/** What each price range is called on every form that offers it (apply, dashboard, admin). */
export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  'not-specified': 'Not specified',
  budget: 'Budget ($)',
  moderate: 'Moderate ($$)',
  premium: 'Premium ($$$)',
  luxury: 'Luxury ($$$$)',
};
export const isPriceRange = (v: string): v is PriceRange => (PRICE_RANGES as readonly string[]).includes(v);

interface VendorLocation {
  city: string;
  county: string;
  state: string;
  region: string | null;
  zipCode: string | null;
}

export interface VendorImage {
  id: string;
  storageKey: string;
  mediumKey: string | null;
  altText: string | null;
  caption: string | null;
  isPrimary: boolean;
  sortOrder: number;
  width: number | null;
  height: number | null;
}

export interface VendorTag {
  id: string;
  name: string;
}

export interface VendorFilterRef {
  id: string;
  name: string;
  slug: string;
  filterKey: string;
  filterValue: string;
}

/** What a vendor card in a list needs. */
export interface VendorSummary {
  id: string;
  name: string;
  slug: string;
  tagline: string | null;
  category: { id: string; name: string; slug: CategorySlug };
  location: VendorLocation;
  startingPrice: number | null;
  priceRange: PriceRange;
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  premierPartner: boolean;
  reviewStats: { averageRating: number; totalReviews: number };
  primaryImage: VendorImage | null;
  tags: VendorTag[];
  /** The reply-time badge's hours (domain/inquiries/reply-time-badge.ts), null for none. */
  replyTimeHours: number | null;
  /** The year of its 'Couples' Choice' award while shown (domain/reviews/awards.ts), null for none. */
  couplesChoiceYear: number | null;
}

/**
 * A listing's identity and the facts a message to it needs (issue 17: the inquiry form, the inbox's fit
 * hints and its owner check), read in one statement: no photos, tags or filters.
 */
export type VendorCore = Pick<VendorSummary, 'id' | 'name' | 'slug' | 'isActive' | 'category' | 'startingPrice'> & {
  ownerUserId: string | null;
  capacity: number | null;
  /** The business email the listing states: where a message goes while the listing has no owner (issue 36). */
  email: string | null;
};

/** The whole public listing. */
export interface Vendor extends VendorSummary {
  email: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  pricingNotes: string | null;
  socialMedia: { instagram: string | null; facebook: string | null; pinterest: string | null; tiktok: string | null };
  attributes: { capacity: number | null; style: string | string[] | null; specialties: string[] };
  yearEstablished: number | null;
  /** Venues: the street address the location card shows above the city (issue 36); null when not stated. */
  streetAddress?: string | null;
  isLicensed: boolean;
  isInsured: boolean;
  images: VendorImage[];
  filters: VendorFilterRef[];
  ownerUserId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** "Greenville, SC" — the formatted location admins and cards show. */
export const formatLocation = (l: Pick<VendorLocation, 'city' | 'state'>): string => [l.city, l.state].filter(Boolean).join(', ');

/** Images in gallery order: by sortOrder, primary first among equals. */
export const orderImages = (images: readonly VendorImage[]): VendorImage[] =>
  [...images].sort((a, b) => a.sortOrder - b.sortOrder || Number(b.isPrimary) - Number(a.isPrimary));

/** The image that represents the vendor: the primary one, else the first in order. */
export const primaryImageOf = (images: readonly VendorImage[]): VendorImage | null =>
  images.find((i) => i.isPrimary) ?? orderImages(images)[0] ?? null;
