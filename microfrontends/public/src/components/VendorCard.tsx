import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VendorSummary } from '@uwd/api-client';
import { MapPinIcon, Skeleton, cx } from '@uwd/ui';
import { categoryGradient } from './category-visuals';
import './vendor-card.css';

/** Cards show at most this many tags, then '+N more' (SPEC §9). */
export const MAX_CARD_TAGS = 3;

const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$' plus the number ('$4,500'), or 'Contact for pricing' when there is no price (SPEC §9). */
export function formatPrice(startingPrice: number | null): string {
  return startingPrice === null || !Number.isFinite(startingPrice)
    ? 'Contact for pricing'
    : `$${priceFormat.format(startingPrice)}`;
}

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

function Rating({ averageRating, totalReviews }: VendorSummary['reviewStats']) {
  if (!totalReviews) return <span className="listing-card__rating listing-card__rating--none">New to the directory</span>;
  const rating = averageRating.toFixed(1);
  const reviews = `${totalReviews} ${totalReviews === 1 ? 'review' : 'reviews'}`;
  return (
    <span className="listing-card__rating">
      <span className="listing-card__star">
        <StarIcon />
      </span>
      <span className="visually-hidden">
        Rated {rating} out of 5 from {reviews}
      </span>
      <span aria-hidden="true">
        <strong>{rating}</strong> <span className="listing-card__reviews">({reviews})</span>
      </span>
    </span>
  );
}

/** The vendor's primary image, or a placeholder in the category's colours (never a broken image). */
function CardMedia({ vendor }: { vendor: VendorSummary }) {
  const [failed, setFailed] = useState(false);
  const image = vendor.images[0];
  const src = image ? image.urls?.medium || image.url : null;
  return (
    <div className="listing-card__media" style={{ background: categoryGradient(vendor.category.slug) }}>
      {src && !failed ? (
        <img
          src={src}
          alt={image?.altText?.trim() || vendor.name}
          loading="lazy"
          decoding="async"
          width={image?.width ?? 600}
          height={image?.height ?? 400}
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
}

/** A vendor in a list: photo, name (link to the vendor page), category, place, tagline, tags, price, rating, badges. */
export function VendorCard({ vendor, headingLevel = 3, className }: VendorCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const tags = vendor.tags.slice(0, MAX_CARD_TAGS);
  const moreTags = vendor.tags.length - tags.length;
  const price = formatPrice(vendor.startingPrice);
  return (
    <article className={cx('listing-card', vendor.premierPartner && 'listing-card--premier', className)} data-testid="vendor-card">
      <CardMedia vendor={vendor} />
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
          <Link to={`/vendors/${vendor.slug}`} className="listing-card__link">
            {vendor.name}
          </Link>
        </H>
        {vendor.location.formattedLocation && (
          <p className="listing-card__location">
            <MapPinIcon size={15} />
            {vendor.location.formattedLocation}
          </p>
        )}
        {vendor.tagline && <p className="listing-card__tagline">{vendor.tagline}</p>}
        {tags.length > 0 && (
          <ul className="listing-card__tags" aria-label="Specialties">
            {tags.map((tag) => (
              <li key={tag._id} className="listing-card__tag">
                {tag.name}
              </li>
            ))}
            {moreTags > 0 && <li className="listing-card__tag listing-card__tag--more">+{moreTags} more</li>}
          </ul>
        )}
        <div className="listing-card__footer">
          {vendor.startingPrice === null ? (
            <span className="listing-card__price listing-card__price--ask">{price}</span>
          ) : (
            <span className="listing-card__price">
              <span className="listing-card__price-label">Starting at</span> <strong>{price}</strong>
            </span>
          )}
          <Rating {...vendor.reviewStats} />
        </div>
      </div>
    </article>
  );
}

export function VendorCardSkeleton() {
  return (
    <div className="listing-card listing-card--skeleton" aria-hidden="true">
      <Skeleton className="listing-card__media" height="auto" radius="0" />
      <div className="listing-card__body">
        <Skeleton width="35%" height="0.8rem" />
        <Skeleton width="70%" height="1.4rem" />
        <Skeleton width="45%" height="0.9rem" />
        <Skeleton width="100%" height="0.9rem" />
        <Skeleton width="85%" height="0.9rem" />
      </div>
    </div>
  );
}

export interface VendorGridProps {
  vendors: VendorSummary[];
  headingLevel?: 2 | 3;
  /** A label for the list, for assistive technology. */
  label?: string;
  className?: string;
}

/** Cards in a responsive grid: three columns on desktop, two on tablets, one on phones. */
export function VendorGrid({ vendors, headingLevel, label, className }: VendorGridProps) {
  return (
    <ul className={cx('vendor-grid', className)} aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor._id}>
          <VendorCard vendor={vendor} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function VendorGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <ul className={cx('vendor-grid', className)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <VendorCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
