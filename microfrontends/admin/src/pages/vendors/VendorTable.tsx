import { useEffect, useRef } from 'react';
import { billingStatusOf } from '@domain/billing/admin-billing-api';
import { Link } from 'react-router-dom';
import type { AdminVendorRow } from '@uwd/api-client';
import { Button, cx } from '@uwd/ui';
import { FLAG_TOGGLES, flagValue, startingAt, type VendorFlag } from './vendor-labels';

export type RowBusy = VendorFlag | 'edit';

interface VendorTableProps {
  vendors: AdminVendorRow[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  /** The header checkbox: every listed vendor, or none. */
  onSelectAll: (selected: boolean) => void;
  /**
   * Which row is busy and with what. Its buttons are then disabled with aria-disabled (not the disabled
   * attribute), so the focus stays on the button that was pressed.
   */
  busy: ReadonlyMap<string, RowBusy>;
  onEdit: (vendor: AdminVendorRow) => void;
  onToggle: (vendor: AdminVendorRow, flag: VendorFlag) => void;
  refreshing: boolean;
}

const FLAGS: VendorFlag[] = ['status', 'featured', 'verified'];

/** The vendor's billing (issue 37 §7): 'Trial ends Mar 3', 'Paid', 'Past due', 'Cancels Apr 1' or 'Free'. */
function BillingStatus({ row }: { row: AdminVendorRow }) {
  const { label, tone } = billingStatusOf(row);
  return (
    <>
      {/* On a phone the cards have no column headings. */}
      <span className="avm-billing__label">Billing </span>
      <span className={cx('adm-badge', `adm-badge--${tone}`)} data-testid="vendor-row-billing">
        {label}
      </span>
    </>
  );
}

/**
 * SPEC §2: select checkbox; vendor name with formatted location and 'Starting at $' price; category; email and
 * phone; status badges (Active/Inactive, Featured, Verified); row actions Edit, Activate/Deactivate,
 * Feature/Unfeature, Verify/Unverify. On a narrow screen the table scrolls sideways inside its frame.
 */
export function VendorTable({ vendors, selected, onSelect, onSelectAll, busy, onEdit, onToggle, refreshing }: VendorTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const count = vendors.filter((v) => selected.has(v._id)).length;
  const all = count > 0 && count === vendors.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  return (
    <div className="avm-table-frame" role="region" aria-labelledby="avm-table-caption" tabIndex={0}>
      <table className={cx('avm-table', refreshing && 'avm-table--refreshing')} aria-busy={refreshing || undefined} data-testid="vendor-table">
        <caption id="avm-table-caption" className="visually-hidden">
          Vendors
        </caption>
        <thead>
          <tr>
            <th scope="col" className="avm-table__select">
              <label className="avm-select-all">
                <input ref={allRef} type="checkbox" className="avm-check" checked={all} onChange={(e) => onSelectAll(e.target.checked)} aria-label="Select all listed vendors" />
                {/* Shown on a phone, where the cards have no column headings. */}
                <span className="avm-select-all__text" aria-hidden="true">
                  Select all
                </span>
              </label>
            </th>
            <th scope="col">Vendor</th>
            <th scope="col">Category</th>
            <th scope="col">Contact</th>
            <th scope="col">Status</th>
            <th scope="col">Billing</th>
            <th scope="col" className="avm-table__actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {vendors.map((v) => {
            const rowBusy = busy.get(v._id);
            const isSelected = selected.has(v._id);
            const price = startingAt(v.startingPrice);
            return (
              <tr key={v._id} className={cx(isSelected && 'avm-row--selected', !v.isActive && 'avm-row--inactive')} data-testid="vendor-row" data-vendor-id={v._id} aria-busy={rowBusy ? true : undefined}>
                <td className="avm-table__select">
                  <input
                    id={`avm-select-${v._id}`}
                    type="checkbox"
                    className="avm-check"
                    checked={isSelected}
                    onChange={(e) => onSelect(v._id, e.target.checked)}
                    aria-label={`Select ${v.name}`}
                  />
                </td>
                <th scope="row" className="avm-vendor">
                  <Link to={`/vendors/${v.slug}`} className="avm-vendor__name" target="_blank" rel="noopener noreferrer">
                    {v.name}
                    <span className="visually-hidden"> (public page, opens in a new tab)</span>
                  </Link>
                  <span className="avm-vendor__meta">{v.location?.formattedLocation || [v.location?.city, v.location?.state].filter(Boolean).join(', ') || 'No location'}</span>
                  <span className="avm-vendor__meta">{price ?? 'Contact for pricing'}</span>
                </th>
                <td className="avm-nowrap">{v.category?.name ?? 'Unknown'}</td>
                <td className="avm-contact">
                  {v.email ? (
                    <a href={`mailto:${v.email}`} className="avm-contact__line">
                      {v.email}
                    </a>
                  ) : (
                    <span className="avm-contact__line avm-muted">No email</span>
                  )}
                  {v.phone ? (
                    <a href={`tel:${v.phone.replace(/[^\d+]/g, '')}`} className="avm-contact__line">
                      {v.phone}
                    </a>
                  ) : (
                    <span className="avm-contact__line avm-muted">No phone</span>
                  )}
                </td>
                <td>
                  <ul className="avm-badges" aria-label="Listing status">
                    <li className={cx('adm-badge', v.isActive ? 'adm-badge--success' : 'adm-badge--neutral')}>{v.isActive ? 'Active' : 'Inactive'}</li>
                    {v.isFeatured && <li className="adm-badge adm-badge--pending avm-badge--featured">Featured</li>}
                    {v.isVerified && <li className="adm-badge adm-badge--info">Verified</li>}
                  </ul>
                </td>
                <td className="avm-billing">
                  <BillingStatus row={v} />
                </td>
                <td className="avm-actions">
                  <div className="avm-actions__row">
                    <Button variant="outline" size="sm" onClick={() => !rowBusy && onEdit(v)} aria-disabled={rowBusy ? true : undefined}>
                      {rowBusy === 'edit' && <span className="spinner spinner--inline" aria-hidden="true" />}
                      Edit<span className="visually-hidden"> {v.name}</span>
                    </Button>
                    {FLAGS.map((flag) => {
                      const on = flagValue(v, flag);
                      const words = FLAG_TOGGLES[flag];
                      return (
                        <Button
                          key={flag}
                          variant="ghost"
                          size="sm"
                          className={cx('avm-toggle', `avm-toggle--${flag}`, on && 'avm-toggle--on')}
                          onClick={() => !rowBusy && onToggle(v, flag)}
                          aria-disabled={rowBusy ? true : undefined}
                        >
                          {rowBusy === flag && <span className="spinner spinner--inline" aria-hidden="true" />}
                          {on ? words.on : words.off}
                          <span className="visually-hidden"> {v.name}</span>
                        </Button>
                      );
                    })}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
