import { Link } from 'react-router-dom';
import type { OwnVendor } from '@uwd/api-client';
import { cx } from '@uwd/ui';
import { EyeIcon, ImageIcon, ShareIcon, StarIcon } from '../lib/icons';
import { InquiriesLink } from '../inbox/InquiriesLink';
import { TIER_LABELS, formatRating, reviewCount, statusItems } from './status';
import type { TierState } from './useDashboardData';
import { planNote } from './plan';
import { AwardBadgeCard } from './AwardBadgeCard';

interface SidebarProps {
  vendor: OwnVendor;
  tier: TierState;
  photoCount: number;
  filterCount: number;
  onManagePhotos: () => void;
  onShare: () => void;
  sharing: boolean;
  /** Present only while a paid plan runs that is not cancelled yet. */
  onCancelPlan?: () => void;
}

const STATUS_NAMES = { active: 'Listing', verified: 'Verification', featured: 'Placement' } as const;

/** Quick Stats, Quick Actions and Profile Status (SPEC §2). */
export function Sidebar({ vendor, tier, photoCount, filterCount, onManagePhotos, onShare, sharing, onCancelPlan }: SidebarProps) {
  const note = planNote(tier);
  const reviews = reviewCount(vendor);
  return (
    <aside className="vd-aside" aria-label="Listing overview">
      <section className="vd-aside__card" aria-labelledby="stats-title">
        <h2 id="stats-title" className="vd-aside__title">
          Quick Stats
        </h2>
        <dl className="vd-stats">
          <div className="vd-stat">
            <dt>Photos</dt>
            <dd>{photoCount}</dd>
          </div>
          <div className="vd-stat">
            <dt>Rating</dt>
            <dd className={cx(reviews === 0 && 'vd-stat__none')}>{reviews === 0 ? 'None yet' : formatRating(vendor)}</dd>
          </div>
          <div className="vd-stat">
            <dt>Reviews</dt>
            <dd>{reviews}</dd>
          </div>
          <div className="vd-stat">
            <dt>Filters</dt>
            <dd>{filterCount}</dd>
          </div>
        </dl>
      </section>

      {vendor.couplesChoiceYear != null && <AwardBadgeCard slug={vendor.slug} year={vendor.couplesChoiceYear} />}

      <section className="vd-aside__card" aria-labelledby="actions-title">
        <h2 id="actions-title" className="vd-aside__title">
          Quick Actions
        </h2>
        <ul className="vd-actions">
          <li>
            <button type="button" className="vd-action" onClick={onManagePhotos}>
              <ImageIcon size={18} />
              Manage Photos
            </button>
          </li>
          <li>
            <Link className="vd-action" to={`/vendors/${encodeURIComponent(vendor.slug)}`}>
              <EyeIcon size={18} />
              View Public Profile
            </Link>
          </li>
          <li>
            <button type="button" className="vd-action" onClick={onShare} disabled={sharing}>
              <ShareIcon size={18} />
              Share Profile
            </button>
          </li>
          <li>
            <InquiriesLink vendorId={vendor._id} />
          </li>
        </ul>
      </section>

      <section className="vd-aside__card" aria-labelledby="status-title">
        <h2 id="status-title" className="vd-aside__title">
          Profile Status
        </h2>
        <dl className="vd-status-list">
          {statusItems(vendor).map((item) => (
            <div key={item.key} className="vd-status-row">
              <dt>{STATUS_NAMES[item.key]}</dt>
              <dd>
                <span className={cx('vd-dot', item.on ? 'vd-dot--on' : 'vd-dot--off')} aria-hidden="true" />
                {item.label}
              </dd>
            </div>
          ))}
          {tier.status === 'known' && (
            <div className="vd-status-row">
              <dt>Plan</dt>
              <dd data-testid="plan-tier">
                <StarIcon size={14} className="vd-status-row__icon" />
                {TIER_LABELS[tier.tier]}
              </dd>
            </div>
          )}
        </dl>
        {note && <p className="vd-aside__plan-note">{note}</p>}
        {onCancelPlan && (
          <button type="button" className="vd-cancel-plan" onClick={onCancelPlan}>
            Cancel plan
          </button>
        )}
        {!vendor.isActive && <p className="vd-aside__note">Your listing is pending review. It appears in the directory once it is approved.</p>}
      </section>
    </aside>
  );
}
