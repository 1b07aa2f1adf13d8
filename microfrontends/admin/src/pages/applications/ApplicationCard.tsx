import { Link } from 'react-router-dom';
import type { AdminApplication, ApplicationStatus } from '@uwd/api-client';
import { Button, Card } from '@uwd/ui';
import { externalUrl, formatPrice, telHref } from '@uwd/ui/format';
import { TIER_LABELS, brandLabel, formatDate, formatDateTime, humanize, isoOf } from '../dashboard/format';
import { CardIcon, CheckIcon, ExternalIcon, XIcon } from '../dashboard/icons';
import { Badge, Detail, type BadgeTone } from '../dashboard/ui';

/** The card's description of the Approve action (SPEC §2: approving creates a vendor listing). */
export const APPROVE_HINT = 'Approving creates the vendor listing and its owner account, and emails the owner a login link.';

/** What 'Approve' asks first, as granting a claim and applying an upgrade do: it cannot be undone from here. */
export const approveQuestion = (a: Pick<AdminApplication, 'businessName' | 'ownerName' | 'email'>): string =>
  `Approve "${a.businessName}"? This creates the listing in the directory and an owner account for ${a.ownerName} (${a.email}), and emails them a login link.`;

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'pending' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export type ApplicationAction = 'approve' | 'reject';

interface Props {
  application: AdminApplication;
  /** The action in flight for this card, if any. */
  busy: ApplicationAction | null;
  /** Another action is in flight (this card's buttons wait for it). */
  locked: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One application with every field an admin needs to decide, and Approve / Reject while it is pending. */
export function ApplicationCard({ application: a, busy, locked, onApprove, onReject }: Props) {
  const headingId = `application-${a._id}`;
  const hintId = `application-${a._id}-hint`;
  const status = STATUS[a.status];
  const website = externalUrl(a.website);
  const place = [a.location.city, a.location.state].filter(Boolean).join(', ');
  const social = (['instagram', 'facebook', 'pinterest'] as const).filter((k) => a.socialMedia?.[k]);
  const paid = a.subscriptionTier !== 'free';

  return (
    <Card as="article" className={`adm-item adm-app adm-app--${a.status}`} aria-labelledby={headingId} data-testid="application-card">
      <header className="adm-item__head">
        <div className="adm-item__title-block">
          <h2 id={headingId} className="adm-item__title">
            {a.businessName}
          </h2>
          <p className="adm-item__sub">
            {a.category?.name ?? 'No category'}
            <span aria-hidden="true"> · </span>
            {place}
            {a.location.county && <> ({/county$/i.test(a.location.county.trim()) ? a.location.county : `${a.location.county} County`})</>}
            {a.location.zipCode && <> {a.location.zipCode}</>}
          </p>
        </div>
        <div className="adm-item__badges">
          <Badge tone={status.tone} testId="status">
            {status.label}
          </Badge>
          <Badge tone={paid ? 'brand' : 'neutral'}>{TIER_LABELS[a.subscriptionTier]}</Badge>
        </div>
      </header>

      <p className="adm-item__date">
        Submitted <time dateTime={isoOf(a.createdAt)}>{formatDate(a.createdAt)}</time>
        {a.processedAt && a.status !== 'pending' && (
          <>
            <span aria-hidden="true"> · </span>
            {status.label} <time dateTime={isoOf(a.processedAt)}>{formatDate(a.processedAt)}</time>
          </>
        )}
      </p>

      <dl className="adm-details">
        <Detail label="Owner">{a.ownerName}</Detail>
        <Detail label="Email" span2>
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </Detail>
        <Detail label="Phone">{a.phone ? <a href={telHref(a.phone)}>{a.phone}</a> : '—'}</Detail>
        <Detail label="Website" span2>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="adm-extlink">
              {a.website}
              <ExternalIcon size={14} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            (a.website ?? '—')
          )}
        </Detail>
        <Detail label="Starting price">{formatPrice(a.startingPrice)}</Detail>
        <Detail label="Price range">{a.priceRange ? humanize(a.priceRange) : 'Not specified'}</Detail>
        <Detail label="Years in business">{a.yearsInBusiness ?? '—'}</Detail>
        {/* What approval gives the listing besides the fields above (issue 36). */}
        {a.streetAddress && (
          <Detail label="Street address" span2>
            {a.streetAddress}
          </Detail>
        )}
        {a.filters && a.filters.length > 0 && (
          <Detail label="Styles" wide>
            <ul className="adm-inline-list adm-inline-list--plain">
              {a.filters.map((f) => (
                <li key={f._id}>{f.name}</li>
              ))}
            </ul>
          </Detail>
        )}
        <Detail label="Licensed">{yesNo(a.isLicensed)}</Detail>
        <Detail label="Insured">{yesNo(a.isInsured)}</Detail>
        {social.length > 0 && (
          <Detail label="Social media" wide>
            <span className="adm-inline-list">
              {social.map((k) => (
                <span key={k}>
                  {humanize(k)}: {a.socialMedia[k]}
                </span>
              ))}
            </span>
          </Detail>
        )}
        {paid && (
          <Detail label="Requested plan" wide>
            <span className="adm-card-summary">
              <strong>{TIER_LABELS[a.subscriptionTier]}</strong>
              {a.card ? (
                <>
                  <span aria-hidden="true">·</span>
                  <CardIcon size={16} />
                  <span>
                    {brandLabel(a.card.brand)} •••• {a.card.last4}
                  </span>
                  <span className="text-muted">
                    exp. {String(a.card.expMonth).padStart(2, '0')}/{String(a.card.expYear).slice(-2)}, {a.card.cardholderName}
                  </span>
                </>
              ) : (
                <span className="text-muted">· no card on file</span>
              )}
            </span>
          </Detail>
        )}
      </dl>

      {a.description && (
        <div className="adm-text-block">
          <h3 className="adm-text-block__label">Description</h3>
          <p className="adm-text-block__text">{a.description}</p>
        </div>
      )}
      {a.additionalInfo && (
        <div className="adm-text-block">
          <h3 className="adm-text-block__label">Additional information</h3>
          <p className="adm-text-block__text">{a.additionalInfo}</p>
        </div>
      )}

      {a.status === 'rejected' && (
        <div className="adm-outcome adm-outcome--rejected" data-testid="rejection-reason">
          <h3 className="adm-text-block__label">Rejection reason</h3>
          <p className="adm-text-block__text">{a.rejectionReason || <span className="text-muted">No reason given.</span>}</p>
        </div>
      )}
      {a.status === 'approved' && (
        <div className="adm-outcome adm-outcome--approved">
          {a.vendor ? (
            <p>
              Listing created{a.processedAt && <> {formatDateTime(a.processedAt)}</>}.{' '}
              <Link to={`/vendors/${a.vendor.slug}`}>
                View listing<span className="visually-hidden"> for {a.businessName}</span>
              </Link>
            </p>
          ) : (
            <p>Approved. The listing is no longer in the directory.</p>
          )}
        </div>
      )}

      {a.status === 'pending' && (
        <footer className="adm-item__actions">
          <p id={hintId} className="adm-hint">
            {APPROVE_HINT}
          </p>
          <div className="adm-actions">
            <Button size="sm" loading={busy === 'approve'} disabled={locked} onClick={onApprove} aria-describedby={hintId}>
              <CheckIcon size={16} />
              Approve
            </Button>
            <Button size="sm" variant="outline" loading={busy === 'reject'} disabled={locked} onClick={onReject}>
              <XIcon size={16} />
              Reject
            </Button>
          </div>
        </footer>
      )}
    </Card>
  );
}
