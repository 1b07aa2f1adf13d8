import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitApplication } from '@uwd/api-client';
import { planFromQuery } from '@domain/applications/application';
import type { Tier } from '@domain/subscriptions/tiers';
import type { SubmittedApplication } from './ApplySuccess';
import { planRadioId } from './PlanPicker';
import { emptyValues, fieldId, firstInvalidField, parseApplication, type ApplyValues, type FieldErrors, type FieldPath, type TextPath } from './apply-form';

/** SPEC §8. */
export const APPLY_FAILED = 'Failed to submit application. Please try again.';
/** SPEC §9: the first invalid field is focused this long after the smooth scroll starts. */
export const SCROLL_FOCUS_DELAY_MS = 500;

/** The control to scroll to and focus for a field (the checked plan radio for the plan group). */
const controlFor = (path: FieldPath, tier: Tier): HTMLElement | null =>
  document.getElementById(path === 'subscriptionTier' ? planRadioId(tier) : fieldId(path));

/**
 * The apply form's state: the values (the plan from ?plan=), the shared schema's messages with the first
 * invalid field scrolled to and focused, and the submit (the server's 400 fields, a 429's wait, or the
 * application it answered for the success screen).
 */
export function useApplyForm() {
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  const [values, setValues] = useState<ApplyValues>(() => emptyValues(planFromQuery(planParam)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ path: FieldPath; seq: number } | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  const tier = values.subscriptionTier;
  const paid = tier !== 'free';

  // The plan query preselects the tier, also when a link to /apply?plan=… is followed from this page.
  const [seenPlan, setSeenPlan] = useState(planParam);
  if (planParam !== seenPlan) {
    setSeenPlan(planParam);
    const next = planFromQuery(planParam);
    if (values.subscriptionTier !== next) setValues({ ...values, subscriptionTier: next });
  }

  // On failed validation: scroll smoothly to the first invalid field, focus it after 500 ms. Only a new
  // request moves the focus (later edits must not), so `tier` is read when it comes, not watched.
  const controlOf = useEffectEvent((path: FieldPath) => controlFor(path, tier));
  useEffect(() => {
    if (!focusRequest) return;
    const el = controlOf(focusRequest.path);
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    const timer = window.setTimeout(() => el.focus({ preventScroll: true }), SCROLL_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusRequest]);

  useEffect(() => {
    if (formError) formErrorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [formError]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    // A card the processor declined is told on the payment block; the card number takes the focus.
    const first = firstInvalidField(next) ?? (next.creditCard ? 'creditCard.cardNumber' : undefined);
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1 }));
    else setFormError(Object.values(next)[0] ?? APPLY_FAILED);
  }, []);

  const clearError = (path: string) => setErrors((e) => (e[path] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));

  const setText = (path: TextPath, value: string) => {
    // Another category has other style facts: the ones ticked belong to the category left.
    setValues((v) => ({ ...v, text: { ...v.text, [path]: value }, ...(path === 'category' && value !== v.text.category ? { filterIds: [] } : {}) }));
    clearError(path);
  };

  const toggleFilter = (id: string, on: boolean) => {
    setValues((v) => ({ ...v, filterIds: on ? [...v.filterIds.filter((f) => f !== id), id] : v.filterIds.filter((f) => f !== id) }));
    clearError('filterIds');
  };

  const setTier = (next: Tier) => {
    setValues((v) => ({ ...v, subscriptionTier: next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'subscriptionTier' && (next !== 'free' || !k.startsWith('creditCard.')))));
  };

  const switchToFree = () => {
    setTier('free');
    // The button disappears with the payment block: move the focus to the free plan it selected.
    window.setTimeout(() => {
      const radio = document.getElementById(planRadioId('free'));
      radio?.focus({ preventScroll: true });
      radio?.closest('fieldset')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const parsed = parseApplication(values);
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    const { body } = parsed;
    setErrors({});
    setSubmitting(true);
    try {
      await submitApplication(body);
      setSubmitted({ businessName: body.businessName, email: body.email, tier: body.subscriptionTier });
    } catch (error) {
      const apiError = isApiError(error) ? error.apiError : undefined;
      const fields = apiError?.fields ?? {};
      if (isApiError(error) && error.status === 400 && Object.keys(fields).length > 0) showErrors(fields);
      else if (isApiError(error) && error.status === 429) setFormError(requestFailureMessage(error, APPLY_FAILED));
      else setFormError(APPLY_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, formError, submitting, submitted, formErrorRef, tier, paid, setText, setTier, setValues, toggleFilter, clearError, switchToFree, onSubmit };
}
