import { Link } from 'react-router-dom';
import type { AdminReview } from '@uwd/api-client';
import { Button, Card } from '@uwd/ui';
import { formatDate, isoOf } from '../dashboard/format';
import { Badge, Detail } from '../dashboard/ui';
import { ReviewReplyBlock } from './ReviewReplyBlock';
import { ReviewCardPhotos } from './ReviewCardPhotos';

/** Five stars, filled up to the rating; read out as 'Rated 4 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="adm-stars" role="img" aria-label={`Rated ${r} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={i < r ? 'adm-stars__on' : 'adm-stars__off'}>
          <path d="m12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z" />
        </svg>
      ))}
    </span>
  );
}

interface Props {
  review: AdminReview;
  busy: boolean;
  locked: boolean;
  onToggle: () => void;
  /** 'Remove reply' (the page asks for confirmation). */
  onRemoveReply?: () => void;
}

/** One review as a moderator sees it: the listing, the rating and words, who wrote it, and Publish / Unpublish. */
export function ReviewCard({ review: r, busy, locked, onToggle, onRemoveReply }: Props) {
  const headingId = `review-${r._id}`;
  const heading = r.title || `Review of ${r.vendor.name}`;
  return (
    <Card as="article" className={`adm-item adm-review${r.isPublished ? '' : ' adm-review--hidden'}`} aria-labelledby={headingId} data-testid="review-card">
      <header className="adm-item__head">
        <div className="adm-item__title-block">
          <p className="adm-review__vendor">
            <Link to={`/vendors/${r.vendor.slug}`}>{r.vendor.name}</Link>
          </p>
          <h2 id={headingId} className="adm-item__title">
            {heading}
          </h2>
          <Stars rating={r.rating} />
        </div>
        <div className="adm-item__badges">
          <Badge tone={r.isPublished ? 'success' : 'pending'} testId="status">{r.isPublished ? 'Published' : 'Unpublished'}</Badge>
          {r.removal && (
            <Badge tone="danger" testId="removed">
              Removed
            </Badge>
          )}
        </div>
      </header>

      <p className="adm-text-block__text adm-review__text">{r.text}</p>
      {r.photos.length > 0 && <ReviewCardPhotos photos={r.photos} reviewerName={r.reviewerName} />}
      {r.removal && <p className="adm-hint">Removed after a report: the vendor page shows “{r.removal.reason}” in its place, and it is not counted in the rating.</p>}
      {r.reply && onRemoveReply && <ReviewReplyBlock review={r} reply={r.reply} locked={locked} onRemove={onRemoveReply} />}

      <dl className="adm-details">
        <Detail label="Reviewer">{r.reviewerName}</Detail>
        <Detail label="Email">
          <a href={`mailto:${r.reviewerEmail}`}>{r.reviewerEmail}</a>
        </Detail>
        <Detail label="Verified client">{r.verifiedVia === 'request' ? 'Yes: written through the vendor’s review request link' : r.verifiedVia === 'booking' ? 'Yes: the vendor marked their inquiry Booked' : 'No'}</Detail>
        <Detail label="Wedding date">{r.weddingDate ? <time dateTime={r.weddingDate}>{formatDate(r.weddingDate)}</time> : '—'}</Detail>
        <Detail label="Submitted">
          <time dateTime={isoOf(r.createdAt)}>{formatDate(r.createdAt)}</time>
        </Detail>
        {r.isPublished && r.publishedAt && (
          <Detail label="Published on">
            <time dateTime={isoOf(r.publishedAt)}>{formatDate(r.publishedAt)}</time>
          </Detail>
        )}
      </dl>

      <footer className="adm-item__actions">
        <p className="adm-hint">{r.isPublished ? 'Visible on the vendor page and counted in its rating.' : 'Hidden from the vendor page until published.'}</p>
        <div className="adm-actions">
          <Button size="sm" variant={r.isPublished ? 'outline' : 'primary'} loading={busy} disabled={locked} onClick={onToggle}>
            {r.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
        </div>
      </footer>
    </Card>
  );
}
