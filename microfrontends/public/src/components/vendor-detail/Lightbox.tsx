import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { VendorImageDto } from '@uwd/api-client';
import { CloseIcon, wrapTabFocus } from '@uwd/ui';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface LightboxProps {
  images: readonly VendorImageDto[];
  index: number;
  vendorName: string;
  altFor: (image: VendorImageDto, index: number) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal photo viewer on the native <dialog> (showModal): the rest of the page is inert, focus moves to
 * the close button, Tab cycles through the viewer's buttons, and the focus returns to whatever opened it.
 * Escape closes; Left/Right (and Home/End) cycle.
 */
export function Lightbox({ images, index, vendorName, altFor, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const total = images.length;
  const image = images[index];

  // Open as a modal once, remember the opener, give it focus back on close.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog?.open) dialog.close();
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const go = useCallback(
    (delta: number) => {
      if (total < 2) return;
      onIndexChange((index + delta + total) % total);
    },
    [index, total, onIndexChange],
  );

  // Warm the neighbours so cycling does not flash.
  useEffect(() => {
    if (total < 2) return;
    for (const n of [images[(index + 1) % total], images[(index - 1 + total) % total]]) {
      if (n) {
        const img = new Image();
        img.src = n.urls.original || n.url;
      }
    }
  }, [images, index, total]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    switch (event.key) {
      case 'Tab':
        wrapTabFocus(event, dialogRef.current);
        break;
      case 'ArrowRight':
        event.preventDefault();
        go(1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        go(-1);
        break;
      case 'Home':
        event.preventDefault();
        onIndexChange(0);
        break;
      case 'End':
        event.preventDefault();
        onIndexChange(total - 1);
        break;
      default:
    }
  };

  // A click on the dark stage around the photo closes, like most lightboxes.
  const onBackdropClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  if (!image) return null;
  const caption = image.caption?.trim();
  const alt = altFor(image, index);

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="lightbox"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: let React state close it, so focus returns through the same path as the button.
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdropClick}
    >
      <div className="lightbox__bar">
        <h2 id={titleId} className="lightbox__title">
          <span className="visually-hidden">Photos of </span>
          {vendorName}
        </h2>
        <p className="lightbox__counter" data-testid="lightbox-counter">
          {index + 1} / {total}
        </p>
        <button
          ref={closeRef}
          type="button"
          className="lightbox__btn lightbox__close"
          onClick={onClose}
          aria-label="Close photo viewer"
        >
          <CloseIcon size={22} />
        </button>
      </div>

      <div className="lightbox__stage" onClick={onBackdropClick}>
        {total > 1 && (
          <button type="button" className="lightbox__btn lightbox__nav lightbox__nav--prev" onClick={() => go(-1)} aria-label="Previous photo">
            <ChevronLeftIcon size={26} />
          </button>
        )}
        <figure className="lightbox__figure">
          <img
            key={image._id}
            className="lightbox__img"
            src={image.urls.original || image.url}
            alt={alt}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            decoding="async"
          />
          {caption && <figcaption className="lightbox__caption">{caption}</figcaption>}
        </figure>
        {total > 1 && (
          <button type="button" className="lightbox__btn lightbox__nav lightbox__nav--next" onClick={() => go(1)} aria-label="Next photo">
            <ChevronRightIcon size={26} />
          </button>
        )}
      </div>

      <p className="visually-hidden" aria-live="polite">
        Photo {index + 1} of {total}
        {caption ? `: ${caption}` : ''}
      </p>
    </dialog>
  );
}
