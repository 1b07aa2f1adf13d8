import type { VendorImageDto } from '@uwd/api-client';
import { cx } from '@uwd/ui';

/** SPEC §9: the detail page previews images 2 to 7; the last tile says '+N more photos' beyond 7. */
export const PREVIEW_FIRST = 1;
export const PREVIEW_LAST = 7;

export interface GalleryPreviewProps {
  images: readonly VendorImageDto[];
  altFor: (image: VendorImageDto, index: number) => string;
  onOpen: (index: number) => void;
  /** A tile is pointed at or focused: the viewer's code may be fetched ahead of a click. */
  onPreload?: () => void;
}

export function GalleryPreview({ images, altFor, onOpen, onPreload }: GalleryPreviewProps) {
  const preview = images.slice(PREVIEW_FIRST, PREVIEW_LAST);
  const more = images.length - PREVIEW_LAST;
  const total = images.length;
  if (preview.length === 0) return null;
  return (
    <ul className={cx('gallery-grid', `gallery-grid--${Math.min(preview.length, 6)}`)} data-testid="gallery-preview">
      {preview.map((image, i) => {
        const index = i + PREVIEW_FIRST;
        const isLast = i === preview.length - 1;
        const showMore = isLast && more > 0;
        const alt = altFor(image, index);
        return (
          <li key={image._id} className="gallery-grid__item">
            <button
              type="button"
              className="gallery-tile"
              onClick={() => onOpen(index)}
              onPointerEnter={onPreload}
              onFocus={onPreload}
              aria-label={
                showMore
                  ? `+${more} more photos. Open photo ${index + 1} of ${total}: ${alt}`
                  : `Open photo ${index + 1} of ${total}: ${alt}`
              }
              data-testid="gallery-tile"
            >
              <img
                src={image.urls.medium || image.url}
                alt=""
                loading="lazy"
                decoding="async"
                width={image.width ?? 600}
                height={image.height ?? 400}
              />
              {showMore && (
                <span className="gallery-tile__more" aria-hidden="true">
                  +{more} more photos
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
