import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminStats } from '@uwd/api-client';
import { Card, Skeleton, cx } from '@uwd/ui';
import { ClipboardIcon, InboxIcon, RocketIcon, StarIcon, StoreIcon } from './icons';
import { LoadFailed } from './ui';
import type { LoadState } from './useLoader';

/** SPEC §8 'Admin dashboard'. */
export const STATS_LOAD_FAILED = 'Failed to load dashboard statistics';

export interface StatCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  value: number;
  valueLabel: string;
  rows: Array<{ label: string; value: number }>;
  /** Highlights the card: something is waiting for an admin. */
  attention?: boolean;
  link?: { to: string; label: string };
  /** An in-page action instead of a link (e.g. jump to a section below). */
  jump?: { targetId: string; label: string };
}

const n = (value: number) => value.toLocaleString('en-US');

export function StatCard({ id, title, icon, value, valueLabel, rows, attention, link, jump }: StatCardProps) {
  const headingId = `stat-${id}-title`;
  return (
    <Card as="section" className={cx('adm-stat', attention && 'adm-stat--attention')} aria-labelledby={headingId} data-testid={`stat-${id}`}>
      <div className="adm-stat__top">
        <span className="adm-stat__icon">{icon}</span>
        <h3 id={headingId} className="adm-stat__title">
          {title}
        </h3>
      </div>
      <p className="adm-stat__value">
        <span className="adm-stat__number">{n(value)}</span> <span className="adm-stat__value-label">{valueLabel}</span>
      </p>
      {rows.length > 0 && (
        <dl className="adm-stat__rows">
          {rows.map((r) => (
            <div key={r.label} className="adm-stat__row">
              <dt>{r.label}</dt>
              <dd>{n(r.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {link && (
        <Link to={link.to} className="adm-stat__link">
          {link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
      {jump && (
        <button type="button" className="adm-stat__link adm-linkbutton" onClick={() => jumpTo(jump.targetId)}>
          {jump.label}
          <span aria-hidden="true"> ↓</span>
        </button>
      )}
    </Card>
  );
}

/** Scrolls to a section and moves the focus to it (its heading has tabIndex -1). */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function StatSkeleton() {
  return (
    <div className="adm-stats" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading dashboard statistics…
      </span>
      {Array.from({ length: 5 }, (_, i) => (
        <Card key={i} className="adm-stat" aria-hidden="true">
          <Skeleton width="55%" height="1.1rem" />
          <Skeleton width="40%" height="2.2rem" />
          <Skeleton width="90%" height="0.85rem" />
          <Skeleton width="75%" height="0.85rem" />
        </Card>
      ))}
    </div>
  );
}

/** The cards, in order, each drawn from the stats. */
const CARDS: ReadonlyArray<{ id: string; title: string; icon: ReactNode; card: (s: AdminStats) => Pick<StatCardProps, 'value' | 'valueLabel' | 'rows' | 'attention'> } & Pick<StatCardProps, 'link' | 'jump'>> = [
  {
    id: 'vendors',
    title: 'Vendors',
    icon: <StoreIcon />,
    card: (s) => ({
      value: s.vendors.total,
      valueLabel: 'total',
      rows: [
        { label: 'Active', value: s.vendors.active },
        { label: 'Inactive', value: s.vendors.inactive },
        { label: 'Featured', value: s.vendors.featured },
        { label: 'Verified', value: s.vendors.verified },
      ],
    }),
    link: { to: '/admin/vendors', label: 'Manage vendors' },
  },
  {
    id: 'applications',
    title: 'Applications',
    icon: <ClipboardIcon />,
    card: (s) => ({
      value: s.applications.pending,
      valueLabel: 'pending',
      attention: s.applications.pending > 0,
      rows: [
        { label: 'Total', value: s.applications.total },
        { label: 'Processed', value: s.applications.processed },
      ],
    }),
    link: { to: '/admin/applications', label: 'Review applications' },
  },
  {
    id: 'reviews',
    title: 'Reviews',
    icon: <StarIcon />,
    card: (s) => ({
      value: s.reviews.total,
      valueLabel: 'total',
      attention: s.reviews.unpublished > 0,
      rows: [
        { label: 'Published', value: s.reviews.published },
        { label: 'Unpublished', value: s.reviews.unpublished },
      ],
    }),
    link: { to: '/admin/reviews', label: 'Moderate reviews' },
  },
  {
    id: 'upgrades',
    title: 'Upgrade requests',
    icon: <RocketIcon />,
    card: (s) => ({ value: s.upgradeRequests.pending, valueLabel: 'pending', attention: s.upgradeRequests.pending > 0, rows: [] }),
    jump: { targetId: 'upgrade-requests', label: 'See requests below' },
  },
  {
    id: 'messages',
    title: 'Contact messages',
    icon: <InboxIcon />,
    card: (s) => ({ value: s.contactMessages.new, valueLabel: 'new', attention: s.contactMessages.new > 0, rows: [{ label: 'Open claims', value: s.contactMessages.claimsOpen }] }),
    link: { to: '/admin/messages', label: 'Open messages' },
  },
];

/** The counts of GET /api/admin/stats as cards, with the loading and failure states (Retry). */
export function StatCards({ state, onRetry, extra }: { state: LoadState<AdminStats>; onRetry: () => void; extra?: ReactNode }) {
  if (state.status === 'loading') return <StatSkeleton />;
  if (state.status === 'error') {
    return (
      <LoadFailed className="adm-stats-error" onRetry={onRetry}>
        {STATS_LOAD_FAILED}
      </LoadFailed>
    );
  }
  return (
    <div className="adm-stats" aria-busy={state.refreshing || undefined}>
      {CARDS.map(({ card, ...c }) => (
        <StatCard key={c.id} {...c} {...card(state.data)} />
      ))}
      {extra}
    </div>
  );
}
