import { useId, useRef, type ChangeEvent } from 'react';
import { CloseIcon, cx } from '@uwd/ui';
import { MAX_REVIEW_PHOTOS } from '@domain/reviews/review-photos';
import { PHOTO_CONTENT_TYPES } from '@domain/listings/photos';
import type { ChosenPhoto } from './useReviewPhotos';
import './review-photo-picker.css';

export interface ReviewPhotoPickerProps {
  photos: readonly ChosenPhoto[];
  /** A message about files that were not added (type, size, too many), or null. */
  notice: string | null;
  /** The server's or the form's message for the photos as a whole, or undefined. */
  error: string | undefined;
  room: number;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * 'Add photos' in the review form (issue 40 §3): a real file input behind a label styled as a button (so the
 * keyboard and screen readers use it as they would any), a preview per chosen photo with its upload's
 * progress or error, and a button to remove it. The form's chunk is lazy, and so is this.
 */
export function ReviewPhotoPicker({ photos, notice, error, room, disabled, onAdd, onRemove }: ReviewPhotoPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const message = error ?? notice;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again after removing it fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <div className={cx('review-photos-field', message && 'review-photos-field--invalid')} data-testid="review-photo-picker">
      <div className="review-photos-field__head">
        <span className="field__label" id={`${inputId}-label`}>
          Photos
        </span>
        <p id={hintId} className="field__hint">
          Optional. Up to {MAX_REVIEW_PHOTOS} PNG, JPEG or WebP photos, shown with your review once it is approved.
        </p>
      </div>

      {photos.length > 0 && (
        <ul className="review-photos-field__list" aria-labelledby={`${inputId}-label`}>
          {photos.map((photo, index) => (
            <li key={photo.key} className={cx('review-photo-chip', `review-photo-chip--${photo.status}`)} data-testid="review-photo-chip">
              {photo.previewUrl ? <img className="review-photo-chip__img" src={photo.previewUrl} alt={`Photo ${index + 1}: ${photo.name}`} /> : <span className="review-photo-chip__img" aria-hidden="true" />}
              {photo.status === 'uploading' && (
                <progress className="review-photo-chip__progress" max={100} value={photo.progress} aria-label={`Uploading photo ${index + 1}`}>
                  {photo.progress}%
                </progress>
              )}
              {photo.status === 'error' && (
                <p className="review-photo-chip__error" role="alert">
                  {photo.error}
                </p>
              )}
              {photo.status === 'done' && <span className="visually-hidden">Photo {index + 1} uploaded</span>}
              <button type="button" className="review-photo-chip__remove" onClick={() => onRemove(photo.key)} aria-label={`Remove photo ${index + 1}`} disabled={disabled}>
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}

      {room > 0 && (
        <div className="review-photos-field__add">
          <input
            ref={input}
            id={inputId}
            type="file"
            className="review-photos-field__input"
            accept={PHOTO_CONTENT_TYPES.join(',')}
            multiple
            disabled={disabled}
            onChange={onChange}
            aria-describedby={cx(hintId, message && errorId) || undefined}
            aria-invalid={message ? true : undefined}
            data-testid="review-photo-input"
          />
          <label htmlFor={inputId} className="review-photos-field__button">
            <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h3l2-2h6l2 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" fill="currentColor" />
            </svg>
            {photos.length === 0 ? 'Add photos' : 'Add more photos'}
          </label>
          <span className="review-photos-field__room" aria-live="polite">
            {photos.length} of {MAX_REVIEW_PHOTOS} added
          </span>
        </div>
      )}

      {message && (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
