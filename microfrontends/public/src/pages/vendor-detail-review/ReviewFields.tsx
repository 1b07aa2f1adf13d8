/**
 * A review's fields, drawn the same in the vendor page's form and in the review request link's (issue 40 §1):
 * the name and email when the form asks for them, the star rating, the title, the review with its length,
 * the wedding date and the photos (issue 40 §3). The state is useReviewForm's.
 */
import { useState } from 'react';
import { TextAreaField, TextField, cx } from '@uwd/ui';
import { REVIEW_LIMITS } from '@domain/reviews/review';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';
import { RATING_WORDS, STARS, localToday, type ReviewFormState } from './useReviewForm';
import { ReviewPhotoPicker } from './ReviewPhotoPicker';
import './review-form.css';

export function ReviewFields({ form }: { form: ReviewFormState }) {
  const { contact, values, errors, sending, nameRef, fieldId, set, photos, photoError, clearPhotoError } = form;
  const [hover, setHover] = useState<number | null>(null);
  const shownRating = hover ?? values.rating ?? 0;
  const textLength = values.text.trim().length;
  const textState = textLength > REVIEW_LIMITS.text ? 'over' : textLength > REVIEW_LIMITS.text * 0.9 ? 'warning' : null;
  const ratingDescribedBy = errors.rating ? `${fieldId('rating')}-error` : undefined;

  return (
    <fieldset className="review-form__fields" disabled={sending}>
      <legend className="visually-hidden">Your review</legend>
      {contact && (
        <div className="review-form__grid">
          <TextField
            ref={nameRef}
            id={fieldId('name')}
            name="name"
            label="Your Name"
            required
            autoComplete="name"
            maxLength={REVIEW_LIMITS.name}
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
            hint="Shown as your first name and last initial."
          />
          <TextField
            id={fieldId('email')}
            name="email"
            type="email"
            maxLength={EMAIL_MAX_LENGTH}
            label="Email"
            required
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.target.value)}
            hint="Never shown publicly."
          />
        </div>
      )}

      <fieldset className={cx('review-rating', errors.rating && 'review-rating--invalid')}>
        <legend className="field__label review-rating__legend">
          Your Rating
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="review-rating__row">
          <div className="review-rating__stars" onPointerLeave={() => setHover(null)}>
            {STARS.map((n) => (
              <label key={n} className={cx('review-star', shownRating >= n && 'review-star--on')} onPointerEnter={() => setHover(n)}>
                <input
                  id={n === 1 ? fieldId('rating') : undefined}
                  type="radio"
                  name="rating"
                  value={n}
                  className="review-star__input"
                  checked={values.rating === n}
                  onChange={() => set('rating', n)}
                  aria-describedby={ratingDescribedBy}
                  aria-required={true}
                  aria-invalid={errors.rating ? true : undefined}
                />
                <svg className="review-star__icon" width={34} height={34} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
                </svg>
                <span className="visually-hidden">
                  {n} {n === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </div>
          <span className="review-rating__word" aria-hidden="true">
            {shownRating ? RATING_WORDS[shownRating] : 'Choose from 1 to 5 stars'}
          </span>
        </div>
        {errors.rating && (
          <p id={`${fieldId('rating')}-error`} className="field__error">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <TextField
        id={fieldId('title')}
        name="title"
        label="Review Title"
        maxLength={REVIEW_LIMITS.title}
        placeholder="e.g. The perfect day, start to finish"
        value={values.title}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
        hint="Optional."
      />
      <TextAreaField
        id={fieldId('text')}
        name="text"
        label="Your Review"
        required
        rows={6}
        className="review-form__text"
        placeholder="What was it like to work with them? What should other couples know?"
        value={values.text}
        error={errors.text}
        onChange={(e) => set('text', e.target.value)}
        hint={
          <span className={cx('review-form__counter', textState && `review-form__counter--${textState}`)}>
            {textLength.toLocaleString('en-US')} / {REVIEW_LIMITS.text.toLocaleString('en-US')} characters
          </span>
        }
      />
      <TextField
        id={fieldId('weddingDate')}
        name="weddingDate"
        type="date"
        label="Wedding Date"
        className="review-form__date"
        max={localToday()}
        value={values.weddingDate}
        error={errors.weddingDate}
        onChange={(e) => set('weddingDate', e.target.value)}
        hint="Optional."
      />
      <ReviewPhotoPicker
        photos={photos.photos}
        notice={photos.notice}
        error={photoError}
        room={photos.room}
        disabled={sending}
        onAdd={(files) => {
          clearPhotoError();
          photos.add(files);
        }}
        onRemove={(key) => {
          clearPhotoError();
          photos.remove(key);
        }}
      />
    </fieldset>
  );
}
