import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitApplication } from '@uwd/api-client';
import { useOwnDocument } from '@uwd/ui/stripe';
import { planFromQuery } from '@domain/applications/application';
import { SECURE_CARD_FORM_MESSAGE } from '@domain/billing/plan-change-api';
import type { Tier } from '@domain/subscriptions/tiers';
import type { SubmittedApplication } from './ApplySuccess';
import { planRadioId } from './PlanPicker';
import { emptyValues, fieldId, firstInvalidField, parseApplication, type ApplyValues, type FieldErrors, type FieldPath, type TextPath } from './apply-form';
import type { ConfirmStripeCard } from './StripeCardBlock';
import { CARD_FORM_FAILED, useCardEntry } from './useCardEntry';

/** SPEC §8. */
export const APPLY_FAILED = 'Failed to submit application. Please try again.';
/** SPEC §9: the first invalid field is focused this long after the smooth scroll starts. */
export const SCROLL_FOCUS_DELAY_MS = 500;

/** The control to scroll to and focus for a field (the checked plan radio for the plan group). */
const controlFor = (path: FieldPath, tier: Tier): HTMLElement | null =>
  document.getElementById(path === 'subscriptionTier' ? planRadioId(tier) : fieldId(path));

/** Stripe mode has no card number, expiry or CVV field of ours: their messages are said on the payment block. */
const onPaymentBlock = (fields: FieldErrors): FieldErrors => {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const k = key.startsWith('creditCard.') && key !== 'creditCard.cardholderName' ? 'creditCard' : key;
    out[k] ??= message;
  }
  return out;
};

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
  /** `from`: what had the focus when the messages came (the person may move it before the delayed focus). */
  const [focusRequest, setFocusRequest] = useState<{ path: FieldPath; seq: number; from: Element | null } | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  const tier = values.subscriptionTier;
  const paid = tier !== 'free';

  // How the card is taken (issue 37): SPEC's fields, or Stripe's own field. A card page's CSP names Stripe's
  // origins, so in stripe mode /apply reached inside the SPA loads itself again as a document (ADR 37).
  const card = useCardEntry(paid, values.text.email);
  const stripeMode = card.processor === 'stripe';
  useOwnDocument('/apply', undefined, stripeMode);
  const confirmRef = useRef<ConfirmStripeCard | null>(null);
  const onStripeReady = useCallback((confirm: ConfirmStripeCard | null) => {
    confirmRef.current = confirm;
  }, []);
  /** The SetupIntent Stripe confirmed (kept while its setup is: our API may refuse the rest of the form). */
  const confirmedRef = useRef<{ clientSecret: string; setupIntentId: string } | null>(null);

  // The plan query preselects the tier, also when a link to /apply?plan=… is followed from this page.
  const [seenPlan, setSeenPlan] = useState(planParam);
  if (planParam !== seenPlan) {
    setSeenPlan(planParam);
    const next = planFromQuery(planParam);
    if (values.subscriptionTier !== next) setValues({ ...values, subscriptionTier: next });
  }

  // On failed validation: scroll smoothly to the first invalid field, focus it after 500 ms. Only a new
  // request moves the focus (later edits must not), so `tier` is read when it comes, not watched. A person
  // who has put the focus somewhere meanwhile keeps it (typing the next card into Stripe's field right after
  // a decline: the focus taken mid-typing sent the keys nowhere).
  const controlOf = useEffectEvent((path: FieldPath) => controlFor(path, tier));
  useEffect(() => {
    if (!focusRequest) return;
    const el = controlOf(focusRequest.path);
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    const { from } = focusRequest;
    const timer = window.setTimeout(() => {
      const now = document.activeElement;
      if (now === from || now === null || now === document.body) el.focus({ preventScroll: true });
    }, SCROLL_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusRequest]);

  useEffect(() => {
    if (formError) formErrorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [formError]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    // A card the processor declined is told on the payment block; the card number takes the focus.
    const first = firstInvalidField(next) ?? (next.creditCard ? 'creditCard.cardNumber' : undefined);
    const from = document.activeElement;
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1, from }));
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
    if (paid && !card.processor) {
      showErrors({ creditCard: CARD_FORM_FAILED });
      return;
    }
    const withStripe = paid && stripeMode;
    const parsed = parseApplication(values, withStripe ? 'stripe' : 'local');
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    let { body } = parsed;
    setErrors({});
    setSubmitting(true);
    try {
      if (withStripe) {
        const setup = card.setup.status === 'ready' ? card.setup.value : null;
        if (!setup || !confirmRef.current) {
          // Stripe's field is not open yet (the email was never left, or the setup is on its way).
          card.commitEmail();
          showErrors({ creditCard: SECURE_CARD_FORM_MESSAGE });
          return;
        }
        const { clientSecret } = setup.setup;
        if (confirmedRef.current?.clientSecret !== clientSecret) {
          const result = await confirmRef.current(clientSecret, values.text['creditCard.cardholderName'].trim());
          if ('error' in result) {
            showErrors({ creditCard: result.error.message });
            return;
          }
          confirmedRef.current = { clientSecret, setupIntentId: result.setupIntentId };
        }
        body = { ...body, setupIntentId: confirmedRef.current.setupIntentId, cardToken: setup.cardToken };
      }
      await submitApplication(body);
      setSubmitted({ businessName: body.businessName, email: body.email, tier: body.subscriptionTier });
    } catch (error) {
      const apiError = isApiError(error) ? error.apiError : undefined;
      const fields = apiError?.fields ?? {};
      if (isApiError(error) && error.status === 400 && Object.keys(fields).length > 0) {
        if (withStripe && Object.keys(fields).some((k) => k.startsWith('creditCard'))) {
          // Our API refused the card and removed its customer at the processor: the next try needs a new setup.
          confirmedRef.current = null;
          card.renew();
        }
        showErrors(withStripe ? onPaymentBlock(fields) : fields);
      } else if (isApiError(error) && error.status === 429) setFormError(requestFailureMessage(error, APPLY_FAILED));
      else setFormError(APPLY_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, formError, submitting, submitted, formErrorRef, tier, paid, card, onStripeReady, setText, setTier, setValues, toggleFilter, clearError, switchToFree, onSubmit };
}
