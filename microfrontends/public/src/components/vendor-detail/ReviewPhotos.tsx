import { useMemo, useState } from 'react';
import type { PublicReview, VendorImageDto } from '@uwd/api-client';
import { LazyLightbox, preloadLightbox } from './LazyLightbox';
import './review-photos.css';

export interface ReviewPhotosProps {
  photos: PublicReview['photos'];
  reviewerName: string;
  vendorName: string;
}

/**
 * A published review's photos (issue 40 §3): small thumbnails (the medium size, loaded lazily) that open the
 * vendor page's lightbox on the review's own photos. Its own chunk, fetched only for a review with photos,
 * so the vendor page's first load does not change.
 */
export default function ReviewPhotos({ photos, reviewerName, vendorName }: ReviewPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  const images = useMemo<VendorImageDto[]>(
    () =>
      photos.map((p, i) => ({
        _id: `${i}:${p.url}`,
        url: p.url,
        urls: { original: p.url, medium: p.mediumUrl },
        altText: null,
        caption: null,
        isPrimary: false,
        sortOrder: i,
        width: p.width,
        height: p.height,
      })),
    [photos],
  );
  const label = (i: number) => `Photo ${i + 1} of ${photos.length} from ${reviewerName}'s review`;

  return (
    <>
      <ul className="review-photos" aria-label={`Photos from ${reviewerName}`} data-testid="review-photos">
        {photos.map((p, i) => (
          <li key={p.url} className="review-photos__item">
            <button type="button" className="review-photos__thumb" onClick={() => setOpen(i)} onPointerEnter={preloadLightbox} onFocus={preloadLightbox} aria-label={`Open ${label(i).charAt(0).toLowerCase()}${label(i).slice(1)}`}>
              <img src={p.mediumUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <LazyLightbox images={images} index={open} vendorName={vendorName} altFor={(_image, i) => label(i)} onIndexChange={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
