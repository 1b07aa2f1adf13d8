import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VendorDetail } from '@uwd/api-client';
import { MapPinIcon, ShieldCheckIcon, SparkleIcon } from '@uwd/ui';
import { hasRichText } from '@uwd/ui/rich-text-content';
import { formatPrice } from '@uwd/ui/format';
import { formatStyle, plural, priceRangeOf, yearsInBusiness } from './format';
import { AwardIcon, BadgeCheckIcon, CheckIcon, CrownIcon } from './icons';
import { RichText } from '../RichText';
import { couplesChoiceTitle } from '@domain/reviews/awards';
import { COUPLES_CHOICE_ANCHOR, REVIEW_POLICY_PATH } from '@domain/reviews/review-policy';
import { SaveButton } from '../SaveButton';
import { StarRating } from './StarRating';

export function VendorBadges({ vendor }: { vendor: VendorDetail }) {
  const badges: Array<{ key: string; label: string; icon: ReactNode; tone: string }> = [];
  if (vendor.premierPartner) badges.push({ key: 'premier', label: 'Premier Partner', icon: <CrownIcon size={15} />, tone: 'premier' });
  if (vendor.isFeatured) badges.push({ key: 'featured', label: 'Featured', icon: <SparkleIcon size={15} />, tone: 'featured' });
  if (vendor.isVerified) badges.push({ key: 'verified', label: 'Verified', icon: <BadgeCheckIcon size={15} />, tone: 'verified' });
  if (vendor.isLicensed) badges.push({ key: 'licensed', label: 'Licensed', icon: <AwardIcon size={15} />, tone: 'plain' });
  if (vendor.isInsured) badges.push({ key: 'insured', label: 'Insured', icon: <ShieldCheckIcon size={15} />, tone: 'plain' });
  if (badges.length === 0) return null;
  return (
    <ul className="vendor-badges" aria-label="Badges" data-testid="vendor-badges">
      {badges.map((b) => (
        <li key={b.key} className={`vendor-badge vendor-badge--${b.tone}`}>
          {b.icon}
          {b.label}
        </li>
      ))}
    </ul>
  );
}

export function VendorIntro({ vendor }: { vendor: VendorDetail }) {
  const { totalReviews, averageRating } = vendor.reviewStats;
  return (
    <header className="vendor-intro">
      <VendorBadges vendor={vendor} />
      <div className="vendor-intro__title">
        <h1 className="vendor-intro__name">{vendor.name}</h1>
        <SaveButton vendor={vendor} look="labelled" />
      </div>
      {vendor.tagline && <p className="vendor-intro__tagline">{vendor.tagline}</p>}
      <ul className="vendor-intro__meta">
        <li>
          <Link to={`/${vendor.category.slug}`} className="vendor-intro__category">
            {vendor.category.name}
          </Link>
        </li>
        <li className="vendor-intro__location">
          <MapPinIcon size={17} />
          {vendor.location.formattedLocation || [vendor.location.city, vendor.location.state].filter(Boolean).join(', ')}
        </li>
        {totalReviews > 0 && (
          <li>
            <a href="#reviews" className="vendor-intro__rating">
              <StarRating rating={averageRating} size={16} label={null} />
              <span>
                {averageRating.toFixed(1)} <span className="text-muted">({plural(totalReviews, 'review')})</span>
              </span>
            </a>
          </li>
        )}
        {vendor.replyTimeLabel && (
          <li className="vendor-intro__reply-time" data-testid="reply-time">
            {vendor.replyTimeLabel}
          </li>
        )}
        {vendor.couplesChoiceYear != null && (
          <li data-testid="couples-choice">
            <Link to={`${REVIEW_POLICY_PATH}#${COUPLES_CHOICE_ANCHOR}`} className="vendor-intro__award" title="How the award is earned">
              {couplesChoiceTitle(vendor.couplesChoiceYear)}
            </Link>
          </li>
        )}
      </ul>
    </header>
  );
}

export function DetailSection({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="vendor-section" aria-labelledby={`${id}-title`} id={id} data-testid={testId}>
      <h2 id={`${id}-title`} className="vendor-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AboutSection({ vendor }: { vendor: VendorDetail }) {
  return (
    <DetailSection id="about" title="About" testId="vendor-about">
      {hasRichText(vendor.description) ? (
        <RichText html={vendor.description ?? ''} />
      ) : (
        <p className="text-muted">
          {vendor.name} is a {vendor.category.name.toLowerCase()} business in {vendor.location.city}. Send a message to
          learn more about their services.
        </p>
      )}
    </DetailSection>
  );
}

export function DetailsSection({ vendor }: { vendor: VendorDetail }) {
  const rows: Array<{ term: string; value: ReactNode }> = [];
  rows.push({ term: 'Starting Price', value: formatPrice(vendor.startingPrice) });
  const range = priceRangeOf(vendor.priceRange);
  if (range) {
    rows.push({
      term: 'Price Range',
      value: (
        <>
          <span className="details__symbol" aria-hidden="true">
            {range.symbol}
          </span>{' '}
          {range.label}
        </>
      ),
    });
  }
  if (vendor.attributes?.capacity) {
    rows.push({ term: 'Capacity', value: `Up to ${vendor.attributes.capacity.toLocaleString('en-US')} guests` });
  }
  if (vendor.yearEstablished) {
    const years = yearsInBusiness(vendor.yearEstablished);
    rows.push({
      term: 'Years in Business',
      value: years > 0 ? `${plural(years, 'year')} (est. ${vendor.yearEstablished})` : `Established ${vendor.yearEstablished}`,
    });
  }
  const style = formatStyle(vendor.attributes?.style);
  if (style) rows.push({ term: 'Style', value: style });
  rows.push({
    term: 'Licensed & Insured',
    value:
      vendor.isLicensed && vendor.isInsured
        ? 'Licensed and insured'
        : vendor.isLicensed
          ? 'Licensed'
          : vendor.isInsured
            ? 'Insured'
            : 'Not stated',
  });

  return (
    <DetailSection id="details" title="Details" testId="vendor-details">
      <dl className="details">
        {rows.map((row) => (
          <div key={row.term} className="details__item">
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {hasRichText(vendor.pricingNotes) && (
        <div className="pricing-notes" data-testid="pricing-notes">
          <h3 className="pricing-notes__title">Pricing Notes</h3>
          <RichText html={vendor.pricingNotes ?? ''} />
        </div>
      )}
    </DetailSection>
  );
}

export function SpecialtiesSection({ vendor }: { vendor: VendorDetail }) {
  const specialties = (vendor.attributes?.specialties ?? []).filter((s) => s.trim());
  if (specialties.length === 0) return null;
  return (
    <DetailSection id="specialties" title="Specialties" testId="vendor-specialties">
      <ul className="specialties">
        {specialties.map((s) => (
          <li key={s}>
            <span className="specialties__check" aria-hidden="true">
              <CheckIcon size={16} />
            </span>
            {s}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

export function FeaturesSection({ vendor }: { vendor: VendorDetail }) {
  const filters = (vendor.filters ?? []).map((f) => f.filter).filter((f) => f && f.slug);
  const tags = vendor.tags ?? [];
  if (filters.length === 0 && tags.length === 0) return null;
  return (
    <DetailSection id="features" title="Features & Amenities" testId="vendor-features">
      <ul className="feature-chips">
        {filters.map((f) => (
          <li key={f._id}>
            <Link to={`/${vendor.category.slug}/${f.slug}`} className="feature-chip feature-chip--link">
              {f.name}
            </Link>
          </li>
        ))}
        {tags.map((t) => (
          <li key={t._id ?? t.id ?? t.name}>
            <span className="feature-chip">{t.name}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
