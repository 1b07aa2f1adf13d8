import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VendorSummary } from '@uwd/api-client';
import { MapPinIcon, cx } from '@uwd/ui';
import {
  FEATURED_BADGE,
  NO_PHOTO_TEXT,
  NO_REVIEWS_LABEL,
  PREMIER_BADGE,
  PRICE_LEAD,
  VERIFIED_BADGE,
  vendorCardView,
  type VendorCardView,
} from '@domain/listings/vendor-card';
import { categoryGradient } from './category-visuals';
import './vendor-card.css';

/** The card's view of a vendor from the API: the same view model the server's first view draws. */
export const cardViewOf = (vendor: VendorSummary): VendorCardView => {
  const image = vendor.images[0];
  return vendorCardView({
    slug: vendor.slug,
    name: vendor.name,
    categoryName: vendor.category.name,
    location: vendor.location.formattedLocation,
    tagline: vendor.tagline,
    tags: vendor.tags.map((t) => t.name),
    startingPrice: vendor.startingPrice,
    averageRating: vendor.reviewStats.averageRating,
    totalReviews: vendor.reviewStats.totalReviews,
    isFeatured: vendor.isFeatured,
    isVerified: vendor.isVerified,
    premierPartner: vendor.premierPartner,
    image: image ? { src: image.urls?.medium || image.url, altText: image.altText, width: image.width, height: image.height } : null,
    replyTimeLabel: vendor.replyTimeLabel,
  });
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

function Rating({ rating }: { rating: VendorCardView['rating'] }) {
  if (!rating) return <span className="listing-card__rating listing-card__rating--none">{NO_REVIEWS_LABEL}</span>;
  return (
    <span className="listing-card__rating">
      <span className="listing-card__star">
        <StarIcon />
      </span>
      <span className="visually-hidden">{rating.spokenLabel}</span>
      <span aria-hidden="true">
        <strong>{rating.value}</strong> <span className="listing-card__reviews">{rating.reviewsLabel}</span>
      </span>
    </span>
  );
}

/** The vendor's primary image, or a placeholder in the category's colours (never a broken image). */
function CardMedia({ card, categorySlug }: { card: VendorCardView; categorySlug: string }) {
  const [failed, setFailed] = useState(false);
  const { image, placeholder, badges } = card;
  return (
    <div className="listing-card__media" style={{ background: categoryGradient(categorySlug) }}>
      {image && !failed ? (
        <img
          src={image.src}
          alt={image.alt}
          loading="lazy"
          decoding="async"
          width={image.width}
          height={image.height}
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="listing-card__placeholder" role="img" aria-label={placeholder.label}>
          <span className="listing-card__monogram" aria-hidden="true">
            {placeholder.monogram}
          </span>
          <span className="listing-card__placeholder-text" aria-hidden="true">
            {NO_PHOTO_TEXT}
          </span>
        </div>
      )}
      {(badges.premier || badges.featured) && (
        <ul className="listing-card__flags" aria-label="Listing highlights">
          {badges.premier && <li className="listing-badge listing-badge--premier">{PREMIER_BADGE}</li>}
          {badges.featured && <li className="listing-badge listing-badge--featured">{FEATURED_BADGE}</li>}
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
}

/** A vendor in a list: photo, name (link to the vendor page), category, place, tagline, tags, price, rating, badges. */
export function VendorCard({ vendor, headingLevel = 3, className, linkQuery = '', marks }: VendorCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const card = cardViewOf(vendor);
  return (
    <article className={cx('listing-card', card.badges.premier && 'listing-card--premier', className)} data-testid="vendor-card">
      <CardMedia card={card} categorySlug={vendor.category.slug} />
      <div className="listing-card__body">
        <p className="listing-card__meta">
          <span className="listing-card__category">{card.categoryLabel}</span>
          {card.badges.verified && (
            <span className="listing-badge listing-badge--verified">
              <CheckBadgeIcon /> {VERIFIED_BADGE}
            </span>
          )}
        </p>
        <H className="listing-card__name">
          <Link to={`${card.href}${linkQuery}`} className="listing-card__link">
            {card.name}
          </Link>
        </H>
        {card.locationLabel && (
          <p className="listing-card__location">
            <MapPinIcon size={15} />
            {card.locationLabel}
          </p>
        )}
        {card.tagline && <p className="listing-card__tagline">{card.tagline}</p>}
        {card.tags.length > 0 && (
          <ul className="listing-card__tags" aria-label="Specialties">
            {card.tags.map((tag, i) => (
              <li key={`${i}-${tag}`} className="listing-card__tag">
                {tag}
              </li>
            ))}
            {card.moreTagsLabel && <li className="listing-card__tag listing-card__tag--more">{card.moreTagsLabel}</li>}
          </ul>
        )}
        {card.replyTime && <p className="listing-card__reply-time">{card.replyTime}</p>}
        {marks}
        <div className="listing-card__footer">
          {card.price.onRequest ? (
            <span className="listing-card__price listing-card__price--ask">{card.price.label}</span>
          ) : (
            <span className="listing-card__price">
              <span className="listing-card__price-label">{PRICE_LEAD}</span> <strong>{card.price.label}</strong>
            </span>
          )}
          <Rating rating={card.rating} />
        </div>
      </div>
    </article>
  );
}
