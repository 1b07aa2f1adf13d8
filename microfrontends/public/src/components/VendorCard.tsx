import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VendorSummary } from '@uwd/api-client';
import { MapPinIcon, cx } from '@uwd/ui';
import { couplesChoiceTitle } from '@domain/reviews/awards';
import { categoryBackground } from './category-visuals';
import { SaveButton } from './SaveButton';
import './vendor-card.css';

/** Cards show at most this many tags, then '+N more' (SPEC §9). */
const MAX_CARD_TAGS = 3;
const PRICE_ON_REQUEST = 'Contact for pricing';
/** A photo without its own size is drawn at this size (the card crops it). */
const CARD_IMAGE_SIZE = { width: 600, height: 400 } as const;

const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$' plus the number ('$4,500'), or 'Contact for pricing' when there is no price (SPEC §9). */
export const formatPrice = (startingPrice: number | null): string =>
  startingPrice === null || !Number.isFinite(startingPrice) ? PRICE_ON_REQUEST : `$${priceFormat.format(startingPrice)}`;

/** Only site-relative paths and http(s) URLs are drawn as a photo. */
const isDrawableImageUrl = (url: string): boolean => /^(https?:\/\/|\/(?!\/))/i.test(url);

const reviewsLabel = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

/** The card's photo: the primary one at its medium size, if it is an http(s) URL or a site path. */
const cardImage = (vendor: VendorSummary) => {
  const image = vendor.images[0];
  const src = image ? image.urls?.medium || image.url : '';
  if (!image || !isDrawableImageUrl(src)) return null;
  return { src, alt: image.altText?.trim() || vendor.name, width: image.width ?? CARD_IMAGE_SIZE.width, height: image.height ?? CARD_IMAGE_SIZE.height };
};

function StarIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.8l2.7 5.9 6.4.7-4.8 4.3 1.3 6.3L12 16.8 6.4 20l1.3-6.3L2.9 9.4l6.4-.7z"
      />
    </svg>
  );
}

function CheckBadgeIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2 14.6 4.3l3.4-.4.9 3.3 3 1.7-1.3 3.1 1.3 3.1-3 1.7-.9 3.3-3.4-.4L12 22l-2.6-2.3-3.4.4-.9-3.3-3-1.7L3.4 12 2.1 8.9l3-1.7.9-3.3 3.4.4z" />
      <path d="m8.2 12.2 2.6 2.6 5-5.2" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The stars and the review count, or 'New to the directory' for a vendor without reviews. */
function Rating({ stats }: { stats: VendorSummary['reviewStats'] }) {
  if (!stats.totalReviews) return <span className="listing-card__rating listing-card__rating--none">New to the directory</span>;
  const value = stats.averageRating.toFixed(1);
  return (
    <span className="listing-card__rating">
      <span className="listing-card__star">
        <StarIcon />
      </span>
      <span className="visually-hidden">{`Rated ${value} out of 5 from ${reviewsLabel(stats.totalReviews)}`}</span>
      <span aria-hidden="true">
        <strong>{value}</strong> <span className="listing-card__reviews">{`(${reviewsLabel(stats.totalReviews)})`}</span>
      </span>
    </span>
  );
}

/**
 * The vendor's primary image, or a placeholder in the category's colours (never a broken image). `eager`:
 * a first screen's card (the server's first view), its photo fetched at once and first.
 */
function CardMedia({ vendor, eager }: { vendor: VendorSummary; eager: 'first' | boolean }) {
  const [failed, setFailed] = useState(false);
  const image = cardImage(vendor);
  return (
    <div className={cx('listing-card__media', categoryBackground(vendor.category.slug))}>
      {image && !failed ? (
        <img
          src={image.src}
          alt={image.alt}
          loading={eager ? undefined : 'lazy'}
          fetchPriority={eager === 'first' ? 'high' : undefined}
          decoding="async"
          width={image.width}
          height={image.height}
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="listing-card__placeholder" role="img" aria-label={`${vendor.name}: no photo yet`}>
          <span className="listing-card__monogram" aria-hidden="true">
            {vendor.name.replace(/^the\s+/i, '').charAt(0)}
          </span>
          <span className="listing-card__placeholder-text" aria-hidden="true">
            Photos coming soon
          </span>
        </div>
      )}
      {(vendor.premierPartner || vendor.isFeatured) && (
        <ul className="listing-card__flags" aria-label="Listing highlights">
          {vendor.premierPartner && <li className="listing-badge listing-badge--premier">Premier Partner</li>}
          {vendor.isFeatured && <li className="listing-badge listing-badge--featured">Featured</li>}
        </ul>
      )}
    </div>
  );
}

export interface VendorCardProps {
  vendor: VendorSummary;
  /** Heading level of the vendor name: h3 under a section's h2 (default), h2 directly under the page's h1. */
  headingLevel?: 2 | 3;
  className?: string;
  /**
   * A filtered list's date, guests and budget (`?date=…`, carriedFactsQuery), carried on the link to the
   * vendor page (issue 36). Given by the list pages, so the home page's first load carries none of that code.
   */
  linkQuery?: string;
  /** What a filtered list says of the card besides ('Capacity not listed'; drawn by the list pages). */
  marks?: ReactNode;
  /** The photo is not lazy (a first screen); 'first': and it is fetched before the others. */
  eager?: 'first' | boolean;
}

/** A vendor in a list: photo, name (link to the vendor page), category, place, tagline, tags, price, rating, badges, save. */
export function VendorCard({ vendor, headingLevel = 3, className, linkQuery = '', marks, eager = false }: VendorCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const tags = vendor.tags.slice(0, MAX_CARD_TAGS).map((t) => t.name);
  const moreTags = vendor.tags.length - tags.length;
  const price = formatPrice(vendor.startingPrice);
  const location = vendor.location.formattedLocation;
  return (
    <article className={cx('listing-card', vendor.premierPartner && 'listing-card--premier', className)} data-testid="vendor-card">
      <CardMedia vendor={vendor} eager={eager} />
      <div className="listing-card__body">
        <p className="listing-card__meta">
          <span className="listing-card__category">{vendor.category.name}</span>
          {vendor.isVerified && (
            <span className="listing-badge listing-badge--verified">
              <CheckBadgeIcon /> Verified
            </span>
          )}
        </p>
        <H className="listing-card__name">
          <Link to={`/vendors/${encodeURIComponent(vendor.slug)}${linkQuery}`} className="listing-card__link">
            {vendor.name}
          </Link>
        </H>
        {location && (
          <p className="listing-card__location">
            <MapPinIcon size={15} />
            {location}
          </p>
        )}
        {vendor.tagline && <p className="listing-card__tagline">{vendor.tagline}</p>}
        {tags.length > 0 && (
          <ul className="listing-card__tags" aria-label="Specialties">
            {tags.map((tag, i) => (
              <li key={`${i}-${tag}`} className="listing-card__tag">
                {tag}
              </li>
            ))}
            {moreTags > 0 && <li className="listing-card__tag listing-card__tag--more">{`+${moreTags} more`}</li>}
          </ul>
        )}
        {vendor.couplesChoiceYear != null && <p className="listing-card__award">{couplesChoiceTitle(vendor.couplesChoiceYear)}</p>}
        {vendor.replyTimeLabel && <p className="listing-card__reply-time">{vendor.replyTimeLabel}</p>}
        {marks}
        <div className="listing-card__footer">
          {price === PRICE_ON_REQUEST ? (
            <span className="listing-card__price listing-card__price--ask">{price}</span>
          ) : (
            <span className="listing-card__price">
              <span className="listing-card__price-label">Starting at</span> <strong>{price}</strong>
            </span>
          )}
          <Rating stats={vendor.reviewStats} />
        </div>
      </div>
      {/* A control of its own beside the card's link, never inside it (issue 39). */}
      <SaveButton vendor={vendor} />
    </article>
  );
}
