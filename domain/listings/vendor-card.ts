/**
 * What a vendor card shows (SPEC §9), as plain data: the public remote's VendorCard and the first view the
 * server draws into the HTML (adapters/http/seo/first-view.ts) both draw this, so their texts, tags, price,
 * rating, photo and badges cannot drift apart. Each side escapes on its own way out (React, escapeHtml).
 */

/** Cards show at most this many tags, then '+N more' (SPEC §9). */
export const MAX_CARD_TAGS = 3;
export const PRICE_ON_REQUEST = 'Contact for pricing';
export const PRICE_LEAD = 'Starting at';
export const NO_REVIEWS_LABEL = 'New to the directory';
export const NO_PHOTO_TEXT = 'Photos coming soon';
export const PREMIER_BADGE = 'Premier Partner';
export const FEATURED_BADGE = 'Featured';
export const VERIFIED_BADGE = 'Verified';
/** A photo without its own size is drawn at this size (the card crops it). */
export const CARD_IMAGE_SIZE = { width: 600, height: 400 } as const;

/** A vendor as a card needs it, whichever shape it came in (the API's DTO or the domain's summary). */
export interface VendorCardInput {
  slug: string;
  name: string;
  categoryName: string;
  /** 'Greenville, SC', or '' when unknown. */
  location: string;
  tagline: string | null;
  tags: readonly string[];
  startingPrice: number | null;
  averageRating: number;
  totalReviews: number;
  isFeatured: boolean;
  isVerified: boolean;
  premierPartner: boolean;
  /** The primary photo (its medium size), if any. */
  image: { src: string; altText: string | null; width: number | null; height: number | null } | null;
  /** 'Usually replies within 3 hours', or null/absent for no reply-time badge. */
  replyTimeLabel?: string | null;
}

export interface VendorCardView {
  name: string;
  /** The vendor page. */
  href: string;
  categoryLabel: string;
  locationLabel: string | null;
  tagline: string | null;
  /** At most MAX_CARD_TAGS. */
  tags: string[];
  /** '+2 more', or null when every tag is shown. */
  moreTagsLabel: string | null;
  /** '$4,500' (after PRICE_LEAD), or PRICE_ON_REQUEST. */
  price: { label: string; onRequest: boolean };
  /** null: NO_REVIEWS_LABEL. */
  rating: { value: string; reviewsLabel: string; spokenLabel: string } | null;
  /** Only http(s) URLs and site paths; anything else is no photo. */
  image: { src: string; alt: string; width: number; height: number } | null;
  /** Drawn instead of a photo. */
  placeholder: { monogram: string; label: string };
  badges: { premier: boolean; featured: boolean; verified: boolean };
  /** The reply-time badge's text, or null. */
  replyTime: string | null;
}

const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$' plus the number ('$4,500'), or 'Contact for pricing' when there is no price (SPEC §9). */
export const formatPrice = (startingPrice: number | null): string =>
  startingPrice === null || !Number.isFinite(startingPrice) ? PRICE_ON_REQUEST : `$${priceFormat.format(startingPrice)}`;

/** Only site-relative paths and http(s) URLs are drawn as a photo. */
export const isDrawableImageUrl = (url: string): boolean => /^(https?:\/\/|\/(?!\/))/i.test(url);

const reviewsLabel = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

export const vendorCardView = (v: VendorCardInput): VendorCardView => {
  const tags = v.tags.slice(0, MAX_CARD_TAGS);
  const more = v.tags.length - tags.length;
  const price = formatPrice(v.startingPrice);
  const rating = v.averageRating.toFixed(1);
  const image = v.image && isDrawableImageUrl(v.image.src) ? v.image : null;
  return {
    name: v.name,
    href: `/vendors/${encodeURIComponent(v.slug)}`,
    categoryLabel: v.categoryName,
    locationLabel: v.location || null,
    tagline: v.tagline || null,
    tags,
    moreTagsLabel: more > 0 ? `+${more} more` : null,
    price: { label: price, onRequest: price === PRICE_ON_REQUEST },
    rating: v.totalReviews
      ? { value: rating, reviewsLabel: `(${reviewsLabel(v.totalReviews)})`, spokenLabel: `Rated ${rating} out of 5 from ${reviewsLabel(v.totalReviews)}` }
      : null,
    image: image
      ? { src: image.src, alt: image.altText?.trim() || v.name, width: image.width ?? CARD_IMAGE_SIZE.width, height: image.height ?? CARD_IMAGE_SIZE.height }
      : null,
    placeholder: { monogram: v.name.replace(/^the\s+/i, '').charAt(0), label: `${v.name}: no photo yet` },
    badges: { premier: v.premierPartner, featured: v.isFeatured, verified: v.isVerified },
    replyTime: v.replyTimeLabel || null,
  };
};
