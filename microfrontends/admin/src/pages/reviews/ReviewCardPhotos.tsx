import type { AdminReview } from '@uwd/api-client';
import './review-card-photos.css';

/**
 * A review's photos as a moderator sees them (issue 40 §3): they are published and unpublished with the
 * review, so they are checked with it. Each thumbnail opens the full photo in a new tab.
 */
export function ReviewCardPhotos({ photos, reviewerName }: { photos: AdminReview['photos']; reviewerName: string }) {
  return (
    <div className="adm-review-photos">
      <p className="adm-review-photos__label">
        {photos.length} {photos.length === 1 ? 'photo' : 'photos'}, published with the review
      </p>
      <ul className="adm-review-photos__list" data-testid="admin-review-photos">
        {photos.map((p, i) => (
          <li key={p.url}>
            <a href={p.url} target="_blank" rel="noreferrer" className="adm-review-photos__link">
              <img src={p.mediumUrl} alt={`Photo ${i + 1} from ${reviewerName} (opens in a new tab)`} width={112} height={112} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
