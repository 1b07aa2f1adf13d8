import type { ManagedReview } from '@domain/reviews/review-reply-api';

interface Props {
  photos: ManagedReview['photos'];
  reviewerName: string;
}

/**
 * A review's photos on the dashboard (issue 40 §3): small thumbnails (the medium size, loaded lazily), each a
 * link to the full-size photo in a new tab. Nothing when the review has none.
 */
export function ReviewThumbnails({ photos, reviewerName }: Props) {
  if (photos.length === 0) return null;
  return (
    <ul className="vr-photos" aria-label={`Photos from ${reviewerName}`} data-testid="managed-review-photos">
      {photos.map((p, i) => (
        <li key={p.url}>
          <a className="vr-photos__thumb" href={p.url} target="_blank" rel="noopener noreferrer">
            <img src={p.mediumUrl} alt={`Photo ${i + 1} of ${photos.length} from ${reviewerName}'s review`} width={64} height={64} loading="lazy" decoding="async" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
