import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isCategorySlug } from '@domain/categories/category';
import { compareFlags, type CompareFlag, type CompareFlags, type CoupleWish } from '@domain/couples/compare';
import { PRICE_RANGE_LABELS } from '@domain/listings/vendor';
import type { CompareVendor } from '@uwd/api-client';
import { cx } from '@uwd/ui';
import { formatPrice } from '../../components/VendorCard';
import { categoryBackground } from '../../components/category-visuals';
import { formatStyle } from '../../components/vendor-detail/format';

/** What a row says of a fact the vendor has not stated. */
export const NOT_STATED = 'Not stated';

/** The categories whose capacity is a guest count (the list's 'Guests' reads it: listings/list-facts.ts). */
const CAPACITY_LABELS: Partial<Record<string, string>> = { venues: 'Guest capacity', caterers: 'Most guests served' };

const count = (n: number) => n.toLocaleString('en-US');
const reviewsLabel = (n: number) => `${count(n)} ${n === 1 ? 'review' : 'reviews'}`;

export interface CompareTableProps {
  category: { name: string; slug: string };
  /** The compared vendors, at most COMPARE_LIMIT, in the order saved. */
  vendors: readonly CompareVendor[];
  wish: CoupleWish;
  /** The date the facts were read for: until a new date's read arrives, no vendor is said free or not on it. */
  readDate: string | null;
  /** The vendor page's links carry the couple's facts (carriedFactsQuery). */
  linkQuery?: string;
}

interface Row {
  key: string;
  label: string;
  cell: (v: CompareVendor) => ReactNode;
}

/** While a new date's read is on its way, the date row says so rather than keep the last date's answer. */
export const CHECKING_DATE = 'Checking their calendar…';

function Flag({ flag }: { flag: CompareFlag | null }) {
  if (!flag) return <span className="compare-flag compare-flag--none">{CHECKING_DATE}</span>;
  return (
    <span className={cx('compare-flag', `compare-flag--${flag.tone}`)}>
      <span className="compare-flag__mark" aria-hidden="true">
        {flag.tone === 'good' ? '✓' : flag.tone === 'warning' ? '!' : '?'}
      </span>
      {flag.text}
    </span>
  );
}

function Photo({ vendor }: { vendor: CompareVendor }) {
  const image = vendor.images[0];
  const src = image ? image.urls?.medium || image.url : '';
  if (image && /^(https?:\/\/|\/(?!\/))/i.test(src)) {
    return <img className="compare-photo" src={src} alt={image.altText?.trim() || vendor.name} loading="lazy" decoding="async" width={240} height={160} />;
  }
  return (
    <div className={cx('compare-photo compare-photo--none', categoryBackground(vendor.category.slug))} role="img" aria-label={`${vendor.name}: no photo yet`}>
      <span aria-hidden="true">{vendor.name.replace(/^the\s+/i, '').charAt(0)}</span>
    </div>
  );
}

/** The table's rows, one list for the wide table and the narrow cards, so both say the same. */
const rowsOf = (props: CompareTableProps): Row[] => {
  const { category, vendors, wish, readDate } = props;
  const flagsOf = (v: CompareVendor): CompareFlags => {
    const slug = v.category.slug;
    if (!isCategorySlug(slug)) return { date: null, guests: null, budget: null };
    const unavailableOnDate = readDate === (wish.date ?? null) ? v.unavailableOnDate : null;
    return compareFlags({ name: v.name, category: slug, capacity: v.capacity, startingPrice: v.startingPrice, unavailableOnDate }, wish);
  };
  const capacityLabel = CAPACITY_LABELS[category.slug];
  const serviceKeys = vendors[0]?.serviceFacts ?? [];
  const rows: Row[] = [
    { key: 'photo', label: 'Photo', cell: (v) => <Photo vendor={v} /> },
    { key: 'price', label: 'Starting price', cell: (v) => formatPrice(v.startingPrice) },
    { key: 'range', label: 'Price range', cell: (v) => (v.priceRange === 'not-specified' ? NOT_STATED : PRICE_RANGE_LABELS[v.priceRange]) },
  ];
  if (capacityLabel) rows.push({ key: 'capacity', label: capacityLabel, cell: (v) => (v.capacity === null ? NOT_STATED : `Up to ${count(v.capacity)} guests`) });
  rows.push({ key: 'style', label: 'Style', cell: (v) => formatStyle(v.style) ?? NOT_STATED });
  for (const fact of serviceKeys) {
    rows.push({ key: fact.key, label: fact.label, cell: (v) => v.serviceFacts.find((f) => f.key === fact.key)?.values.join(', ') || NOT_STATED });
  }
  rows.push(
    {
      key: 'rating',
      label: 'Rating',
      cell: (v) => (v.reviewStats.totalReviews ? `${v.reviewStats.averageRating.toFixed(1)} out of 5 (${reviewsLabel(v.reviewStats.totalReviews)})` : 'No reviews yet'),
    },
    { key: 'replies', label: 'Replies', cell: (v) => v.replyTimeLabel ?? 'No reply time yet' },
  );
  if (wish.date) rows.push({ key: 'date', label: 'Wedding date', cell: (v) => <Flag flag={flagsOf(v).date} /> });
  if (wish.guests !== undefined && capacityLabel) rows.push({ key: 'guests', label: 'Guests', cell: (v) => <Flag flag={flagsOf(v).guests} /> });
  if (wish.maxPrice !== undefined) rows.push({ key: 'budget', label: 'Budget', cell: (v) => <Flag flag={flagsOf(v).budget} /> });
  return rows;
};

/**
 * A category's compare table (issue 39 §2): up to COMPARE_LIMIT saved vendors side by side, a row per fact
 * and, with the couple's date, guests or budget, a row per flag (compare.ts). Wide screens get a real table
 * (a column per vendor); narrow ones the same rows as cards to swipe (CSS scroll-snap). Both are drawn, and
 * CSS shows one: the hidden one is out of the accessibility tree (display: none).
 */
export function CompareTable(props: CompareTableProps) {
  const { category, vendors, linkQuery = '' } = props;
  const rows = rowsOf(props);
  const title = `Compare ${category.name.toLowerCase()}`;
  const nameLink = (v: CompareVendor) => <Link to={`/vendors/${encodeURIComponent(v.slug)}${linkQuery}`}>{v.name}</Link>;

  return (
    <div className="compare" data-testid={`compare-${category.slug}`}>
      <div className="compare-table__scroll">
        <table className="compare-table">
          <caption className="compare-table__caption">{title}</caption>
          <thead>
            <tr>
              <td />
              {vendors.map((v) => (
                <th key={v._id} scope="col" className="compare-table__vendor">
                  {nameLink(v)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={`compare-table__row--${row.key}`}>
                <th scope="row">{row.label}</th>
                {vendors.map((v) => (
                  <td key={v._id}>{row.cell(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* The cards' title, as the table's caption (the region is named by its aria-label). */}
      <p className="compare__title" aria-hidden="true">
        {title}
      </p>
      <section className="compare-cards" aria-label={`${title}: swipe for the next vendor`} tabIndex={0}>
        <ul className="compare-cards__list">
          {vendors.map((v) => (
            <li key={v._id} className="compare-card">
              <p className="compare-card__name">{nameLink(v)}</p>
              <dl className="compare-card__facts">
                {rows.map((row) => (
                  <div key={row.key} className={`compare-card__fact compare-card__fact--${row.key}`}>
                    <dt>{row.label}</dt>
                    <dd>{row.cell(v)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
