import type { OwnVendor, SubscriptionTier } from '@uwd/api-client';
import { cx } from '@uwd/ui';

/** SPEC §2: rating with one decimal out of 5, e.g. '4.8 / 5'. */
export const formatRating = (vendor: Pick<OwnVendor, 'reviewStats'>): string => `${(Number(vendor.reviewStats?.averageRating) || 0).toFixed(1)} / 5`;

/** How many published reviews the listing has (0 when the figures are missing). */
export const reviewCount = (vendor: Pick<OwnVendor, 'reviewStats'>): number => Number(vendor.reviewStats?.totalReviews) || 0;

/** '1 review', '12 reviews'. */
export const reviewsText = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'review' : 'reviews'}`;

/** What a listing without reviews shows instead of '0.0 / 5 · 0 reviews' (issue 36 §12). */
export const NO_REVIEWS_YET = 'No reviews yet';

/** SPEC §9: '$' plus the number, otherwise 'Contact for pricing'. */
export const formatPrice = (price: number | null | undefined): string =>
  price === null || price === undefined || !Number.isFinite(price) ? 'Contact for pricing' : `$${price.toLocaleString('en-US')}`;

export const TIER_LABELS: Record<SubscriptionTier, string> = { free: 'Standard (Free)', featured: 'Featured', premier: 'Premier Partner' };

export interface StatusItem {
  key: 'active' | 'verified' | 'featured';
  label: string;
  on: boolean;
}

/**
 * SPEC §2: Active or Pending, Verified or Unverified, Featured or Standard; a Premier plan's listing carries
 * its plan's own badge, 'Premier Partner' (SPEC §9), not 'Featured' (issue 36 §12).
 */
export const statusItems = (vendor: OwnVendor): StatusItem[] => [
  { key: 'active', label: vendor.isActive ? 'Active' : 'Pending', on: vendor.isActive },
  { key: 'verified', label: vendor.isVerified ? 'Verified' : 'Unverified', on: vendor.isVerified },
  {
    key: 'featured',
    label: vendor.premierPartner ? TIER_LABELS.premier : vendor.isFeatured ? 'Featured' : 'Standard',
    on: vendor.isFeatured || vendor.premierPartner,
  },
];

export function StatusBadges({ vendor, className }: { vendor: OwnVendor; className?: string }) {
  return (
    <ul className={cx('vd-badges', className)} aria-label="Listing status">
      {statusItems(vendor).map((item) => (
        <li key={item.key} className={cx('vd-badge', `vd-badge--${item.key}`, item.on ? 'vd-badge--on' : 'vd-badge--off')}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
