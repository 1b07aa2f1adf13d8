/**
 * The review written through a review request's link (issue 40 §1): the vendor page's review form without
 * name and email (the request has them), validated with the shared `requestedReviewSchema` so the form and
 * the server give the same messages. Its star picker, words and styles are the vendor page form's.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callRoute, isApiError } from '@uwd/api-client';
import { Alert, Button, TextAreaField, TextField, cx } from '@uwd/ui';
import { REVIEW_LIMITS } from '@domain/reviews/review';
import { requestedReviewSchema } from '@domain/reviews/review-request';
import { reviewThroughRequestRoute } from '@domain/reviews/review-request-api';
import { RATING_WORDS, STARS, localToday } from '../vendor-detail-review/useReviewForm';
import { useReviewPhotos } from '../vendor-detail-review/useReviewPhotos';
import { ReviewPhotoPicker } from '../vendor-detail-review/ReviewPhotoPicker';
import '../vendor-detail-review/review-form.css';

export const REQUESTED_REVIEW_FAILED = 'Failed to submit your review. Please try again.';

type Field = 'rating' | 'title' | 'text' | 'weddingDate';
const FIELD_ORDER: readonly Field[] = ['rating', 'title', 'text', 'weddingDate'];
const idOf = (field: Field) => `requested-review-${field}`;

interface Props {
  token: string;
  /** The vendor's id: the review's photos are uploaded for it (issue 40 §3). */
  vendorId: string;
  vendorName: string;
  /** The review was stored: the page thanks the couple. */
  onSubmitted: (message: string) => void;
  /** The link stopped working meanwhile (used or expired): the page says so. */
  onLinkGone: (message: string) => void;
}

export function RequestedReviewForm({ token, vendorId, vendorName, onSubmitted, onLinkGone }: Props) {
  const [values, setValues] = useState({ rating: null as number | null, title: '', text: '', weddingDate: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [hover, setHover] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ field: Field; seq: number } | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const photos = useReviewPhotos(vendorId);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!focus) return;
    const target = focus.field === 'rating' ? (document.querySelector<HTMLInputElement>('input[name="rating"]:checked') ?? firstStar.current) : document.getElementById(idOf(focus.field));
    target?.focus();
  }, [focus]);

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as Field] ? { ...e, [key]: undefined } : e));
  };

  const showErrors = (entries: Iterable<[string, string]>) => {
    const next: Partial<Record<Field, string>> = {};
    for (const [path, message] of entries) {
      const field = path.split('.')[0] as Field;
      if (FIELD_ORDER.includes(field) && !next[field]) next[field] = message;
    }
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) setFocus((r) => ({ field: first, seq: (r?.seq ?? 0) + 1 }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const parsed = requestedReviewSchema(() => new Date()).safeParse({ ...values, rating: values.rating ?? undefined, photoIds: photos.photoIds.length > 0 ? photos.photoIds : undefined });
    setPhotoError(photos.blocker ?? parsed.error?.issues.find((i) => i.path[0] === 'photoIds')?.message);
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]));
      return;
    }
    if (photos.blocker) return;
    setErrors({});
    setSending(true);
    try {
      const answer = await callRoute(reviewThroughRequestRoute, { params: { token }, body: parsed.data });
      onSubmitted(answer.message);
    } catch (error) {
      setSending(false);
      if (isApiError(error) && (error.status === 404 || error.status === 410)) {
        onLinkGone(error.apiError?.message ?? REQUESTED_REVIEW_FAILED);
        return;
      }
      setFailure(REQUESTED_REVIEW_FAILED);
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      if (fields?.photoIds) setPhotoError(fields.photoIds);
      if (fields) showErrors(Object.entries(fields));
    }
  };

  const shownRating = hover ?? values.rating ?? 0;
  return (
    <form className="review-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={`Review ${vendorName}`} aria-busy={sending} data-testid="requested-review-form">
      <fieldset className="review-form__fields" disabled={sending}>
        <legend className="visually-hidden">Your review</legend>
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
                    ref={n === 1 ? firstStar : undefined}
                    id={n === 1 ? idOf('rating') : undefined}
                    type="radio"
                    name="rating"
                    value={n}
                    className="review-star__input"
                    checked={values.rating === n}
                    onChange={() => set('rating', n)}
                    aria-describedby={errors.rating ? `${idOf('rating')}-error` : undefined}
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
            <p id={`${idOf('rating')}-error`} className="field__error">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <TextField
          id={idOf('title')}
          name="title"
          label="Review Title"
          maxLength={REVIEW_LIMITS.title}
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
          hint="Optional."
        />
        <TextAreaField id={idOf('text')} name="text" label="Your Review" required rows={6} value={values.text} error={errors.text} onChange={(e) => set('text', e.target.value)} />
        <TextField
          id={idOf('weddingDate')}
          name="weddingDate"
          type="date"
          label="Wedding Date"
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
            setPhotoError(undefined);
            photos.add(files);
          }}
          onRemove={(key) => {
            setPhotoError(undefined);
            photos.remove(key);
          }}
        />
      </fieldset>
      {failure && (
        <Alert tone="error" title={failure}>
          Nothing you typed is lost.
        </Alert>
      )}
      <div className="review-form__actions">
        <Button type="submit" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
