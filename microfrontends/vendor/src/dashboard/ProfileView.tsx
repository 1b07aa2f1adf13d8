import { type ReactNode, type RefObject } from 'react';
import { type OwnVendor } from '@uwd/api-client';
import { cx } from '@uwd/ui';
import { asksStreetAddress } from '@domain/listings/street-address';
import { PencilIcon, StarIcon } from '../lib/icons';
import { PRICE_RANGE_LABELS, SOCIAL_KEYS, SOCIAL_LABELS } from './profile-form';
import { RichText } from './RichText';
import { NO_REVIEWS_YET, StatusBadges, formatPrice, formatRating, reviewCount, reviewsText } from './status';

// ---- view mode ----------------------------------------------------------------------------------

/** The Business Profile in view mode: badges, rating, facts and the rich text, with the Edit button. */
export function ProfileView({ vendor, onEdit, editButton }: { vendor: OwnVendor; onEdit: () => void; editButton: RefObject<HTMLButtonElement | null> }) {
  const social = SOCIAL_KEYS.filter((k) => vendor.socialMedia?.[k]);
  const range = vendor.priceRange && vendor.priceRange !== 'not-specified' ? PRICE_RANGE_LABELS[vendor.priceRange] : null;
  return (
    <section className="vd-card" aria-labelledby="profile-title" data-testid="profile-view">
      <div className="vd-card__head">
        <div>
          <h2 id="profile-title" className="vd-card__title">
            Business Profile
          </h2>
          <p className="vd-card__lead">What couples see on your public listing.</p>
        </div>
        <button ref={editButton} type="button" className="btn btn--outline btn--sm" onClick={onEdit}>
          <PencilIcon size={16} />
          Edit Profile
        </button>
      </div>

      <div className="vd-profile-summary">
        <div className="vd-profile-summary__main">
          <p className="vd-profile-summary__name">{vendor.name}</p>
          {vendor.tagline && <p className="vd-profile-summary__tagline">{vendor.tagline}</p>}
          <StatusBadges vendor={vendor} />
        </div>
        {reviewCount(vendor) === 0 ? (
          <p className="vd-rating vd-rating--none">
            <StarIcon size={18} className="vd-rating__star" />
            <span className="vd-rating__count">{NO_REVIEWS_YET}</span>
          </p>
        ) : (
          <p className="vd-rating" aria-label={`Rating ${formatRating(vendor)} from ${reviewsText(reviewCount(vendor))}`}>
            <StarIcon size={18} className="vd-rating__star" />
            <span className="vd-rating__value">{formatRating(vendor)}</span>
            <span className="vd-rating__count">{reviewsText(reviewCount(vendor))}</span>
          </p>
        )}
      </div>

      <dl className="vd-facts">
        <Fact label="Category">{vendor.category?.name}</Fact>
        {asksStreetAddress(vendor.category?.slug) && <Fact label="Street Address">{vendor.streetAddress}</Fact>}
        <Fact label="Location">{vendor.location?.formattedLocation || vendor.location?.city}</Fact>
        <Fact label="Email">{vendor.email}</Fact>
        <Fact label="Phone">{vendor.phone}</Fact>
        <Fact label="Website">
          {vendor.website && (
            <a href={vendor.website} target="_blank" rel="noopener noreferrer">
              {vendor.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </Fact>
        <Fact label="Starting Price">{formatPrice(vendor.startingPrice)}</Fact>
        <Fact label="Price Range">{range}</Fact>
        <Fact label="Social Media">
          {social.length > 0 && (
            <ul className="vd-social-list">
              {social.map((k) => (
                <li key={k}>
                  <span className="vd-social-list__name">{SOCIAL_LABELS[k].label}:</span> {vendor.socialMedia[k]}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>

      <div className="vd-prose-block">
        <h3 className="vd-subtitle">About</h3>
        <RichText html={vendor.description} empty="No description yet. Tell couples what makes your business special." />
      </div>
      <div className="vd-prose-block">
        <h3 className="vd-subtitle">Pricing Notes</h3>
        <RichText html={vendor.pricingNotes} empty="No pricing notes yet." />
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div className="vd-fact">
      <dt>{label}</dt>
      <dd className={cx(empty && 'vd-empty-value')}>{empty ? 'Not provided' : children}</dd>
    </div>
  );
}

