import { useRef, type ReactNode } from 'react';
import type { VendorSummary } from '@uwd/api-client';
import { Skeleton, cx } from '@uwd/ui';
import { useAppearances } from '../lib/useAppearances';
import { VendorCard } from './VendorCard';

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
  /** A filtered list's facts to carry on each card's link (VendorCard's linkQuery). */
  linkQuery?: string;
  /** What to mark on a vendor's card (by id), e.g. the facts it has not stated under the list's filters. */
  marksOf?: ((vendorId: string) => ReactNode) | undefined;
  /** A first screen (the server's first view): no lazy photos, the first one fetched first. */
  eager?: boolean;
}

/** Cards in a responsive grid: three columns on desktop, two on tablets, one on phones. */
export function VendorGrid({ vendors, headingLevel, label, className, linkQuery, marksOf, eager = false }: VendorGridProps) {
  // Cards seen on screen count as list appearances (issue 18).
  const list = useRef<HTMLUListElement>(null);
  useAppearances(list, vendors);
  return (
    <ul ref={list} className={cx('vendor-grid', className)} aria-label={label}>
      {vendors.map((vendor, i) => (
        <li key={vendor._id} data-vendor-id={vendor._id}>
          <VendorCard vendor={vendor} headingLevel={headingLevel} linkQuery={linkQuery} marks={marksOf?.(vendor._id)} eager={eager && (i === 0 ? 'first' : true)} />
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
