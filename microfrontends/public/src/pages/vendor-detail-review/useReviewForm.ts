import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, requestFailureMessage } from '@uwd/api-client';
import { useReviewPhotos } from './useReviewPhotos';

export const REVIEW_SUBMIT_FAILED = 'Failed to submit your review. Please try again.';

export interface Values {
  name: string;
  email: string;
  rating: number | null;
  title: string;
  text: string;
  weddingDate: string;
}

export type Field = keyof Values;
export type Errors = Partial<Record<Field, string>>;

const FIELD_ORDER: readonly Field[] = ['name', 'email', 'rating', 'title', 'text', 'weddingDate'];
export const STARS = [1, 2, 3, 4, 5] as const;
export const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** Today as YYYY-MM-DD in the visitor's time zone (the latest wedding date the picker offers). */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const errorsFrom = (entries: Iterable<[string, string]>): Errors => {
  const errors: Errors = {};
  for (const [path, message] of entries) {
    const field = path.split('.')[0] as Field;
    if (FIELD_ORDER.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
};

/** What a shared schema's `safeParse` answers (zod's shape), so each form brings its own schema. */
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

export interface ReviewFormOptions<T> {
  vendorId: string;
  /**
   * The vendor page's form asks for the name and email (and starts on the name); a review request's link
   * knows them, so its form has neither.
   */
  contact: boolean;
  /** The fields' ids: `{idPrefix}-{field}`. */
  idPrefix: string;
  /** The shared schema the server checks with too, so both give the same messages. */
  schema: { safeParse(input: unknown): Parsed<T> };
  /** Sends the checked review; what follows a success is the caller's. */
  send: (review: T) => Promise<void>;
  /** A failed send the caller deals with itself (a review link that stopped working): true when it did. */
  takeOver?: (error: unknown) => boolean;
}

/**
 * A review form's state, shared by the vendor page's form and the review request link's (issue 40 §1): the
 * values, the shared schema's messages with the first invalid field focused, the photos (issue 40 §3,
 * uploaded as they are chosen, sent as `photoIds`) and the submit (the server's 400 fields, a 429's wait,
 * the failure; nothing typed is lost).
 */
export function useReviewForm<T>({ vendorId, contact, idPrefix, schema, send, takeOver }: ReviewFormOptions<T>) {
  const [values, setValues] = useState<Values>({ name: '', email: '', rating: null, title: '', text: '', weddingDate: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: Field; seq: number } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const photos = useReviewPhotos(vendorId);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const fieldId = (field: Field) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (contact) nameRef.current?.focus();
  }, [contact]);

  useEffect(() => {
    if (!focusRequest) return;
    const id = (field: Field) => `${idPrefix}-${field}`;
    const target =
      focusRequest.field === 'rating'
        ? (document.querySelector<HTMLInputElement>('input[name="rating"]:checked') ?? document.getElementById(id('rating')))
        : document.getElementById(id(focusRequest.field));
    target?.scrollIntoView({ block: 'center', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    target?.focus({ preventScroll: true });
  }, [focusRequest, idPrefix]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) setFocusRequest((r) => ({ field: first, seq: (r?.seq ?? 0) + 1 }));
  };

  const set = <K extends Field>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const parsed = schema.safeParse({ ...values, rating: values.rating ?? undefined, photoIds: photos.photoIds.length > 0 ? photos.photoIds : undefined });
    setPhotoError(photos.blocker ?? (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'photoIds')?.message));
    if (!parsed.success) {
      showErrors(errorsFrom(parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message])));
      return;
    }
    if (photos.blocker) return;
    setErrors({});
    setSending(true);
    try {
      await send(parsed.data);
    } catch (error) {
      // Whatever happens, nothing typed is lost: the values stay as they are.
      setSending(false);
      if (takeOver?.(error)) return;
      if (isApiError(error) && error.status === 429) {
        setFailure(requestFailureMessage(error, REVIEW_SUBMIT_FAILED));
        return;
      }
      setFailure(REVIEW_SUBMIT_FAILED);
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      if (fields?.photoIds) setPhotoError(fields.photoIds);
      if (fields && Object.keys(fields).length > 0) showErrors(errorsFrom(Object.entries(fields)));
    }
  };

  return { contact, values, errors, sending, failure, nameRef, fieldId, set, onSubmit, photos, photoError, clearPhotoError: () => setPhotoError(undefined) };
}

export type ReviewFormState = ReturnType<typeof useReviewForm>;
