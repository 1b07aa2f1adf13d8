import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useAuthStore } from '@uwd/auth-store';
import { beginCardSetup, isApiError, updateCard, type CardSetup, type CardUpdated } from '@uwd/api-client';
import { Alert, Button, Container, LockIcon, PageLoader, TextField, usePageTitle, useResource } from '@uwd/ui';
import { cardSchema } from '@domain/payments/card';
import { cardErrorFor } from '@domain/billing/card-errors';
import { vendorIdOf } from '../lib/account';
import { ArrowLeftIcon } from '../lib/icons';
import { formatCardNumber, formatExpiry, typed } from '../upgrade/card-format';
import { BILLING_TAB_PATH, CARD_PAGE_PATH, cardLabel } from './billing-format';
import { loadStripeFrom } from './stripe-loader';
import './billing.css';

export const CARD_SETUP_FAILED = 'The card form could not be opened.';
export const CARD_SAVE_FAILED = 'Your card could not be saved. Please try again.';
export const STRIPE_LOAD_FAILED = 'The secure card form could not be loaded. Please check your connection and try again.';

const FIELDS = ['creditCard.cardholderName', 'creditCard.cardNumber', 'creditCard.expiryDate', 'creditCard.cvv'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field | 'creditCard', string>>;

/**
 * A card page's CSP opens Stripe's origins, and a page the SPA reaches keeps the policy of the document it
 * started on: so the card page is always a document of its own (links to it and from it are plain links),
 * and should the SPA reach it anyway (history), it loads itself again as a document (ADR 36).
 */
const reloadDocument = () => window.location.replace(window.location.href);

export function useOwnDocument(path: string, reload: () => void = reloadDocument) {
  const [ok] = useState(() => {
    const entry = typeof performance !== 'undefined' ? (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined) : undefined;
    if (!entry) return true;
    try {
      return new URL(entry.name).pathname === path;
    } catch {
      return true;
    }
  });
  useEffect(() => {
    if (!ok) reload();
  }, [ok, reload]);
  return ok;
}

const BackLink = () => (
  <a href={BILLING_TAB_PATH} className="vb-back">
    <ArrowLeftIcon size={16} />
    Back to Billing
  </a>
);

/** 'Update card' (issue 37 §3, §6): the local test processor's card fields, or Stripe's own card field. */
export function CardPage() {
  usePageTitle('Update card');
  const own = useOwnDocument(CARD_PAGE_PATH);
  const vendorId = vendorIdOf(useAuthStore((s) => s.user));
  const [done, setDone] = useState<CardUpdated | null>(null);
  const { state, retry } = useResource(own && vendorId ? `card-setup|${vendorId}` : null, (signal) => beginCardSetup(vendorId!, { signal }));

  if (!vendorId) {
    return (
      <Container size="narrow" className="vb-page">
        <Alert tone="info" title="No listing on this account">Only a listing's owner can change its card.</Alert>
      </Container>
    );
  }
  if (state.status === 'loading') return <PageLoader label="Opening the card form…" />;

  return (
    <Container size="narrow" className="vb-page">
      <BackLink />
      <section className="vd-card" aria-labelledby="card-title">
        <div className="vd-card__head">
          <div>
            <h1 id="card-title" className="vd-card__title">
              Update card
            </h1>
            <p className="vd-card__lead">The new card pays your plan from now on. A payment that is past due is taken from it at once.</p>
          </div>
        </div>
        {done ? (
          <div data-testid="card-updated">
            <Alert tone="success" title={done.message}>
              Card on file: {cardLabel(done.card)}.
            </Alert>
            <div className="vb-form-actions">
              <a href={BILLING_TAB_PATH} className="btn btn--primary">
                Back to Billing
              </a>
            </div>
          </div>
        ) : state.status === 'error' ? (
          <Alert
            tone="error"
            title={CARD_SETUP_FAILED}
            action={
              <Button variant="outline" size="sm" onClick={retry}>
                Try again
              </Button>
            }
          >
            {isApiError(state.error) && state.error.apiError?.message ? state.error.apiError.message : 'Please check your connection and try again.'}
          </Alert>
        ) : state.data.kind === 'stripe' ? (
          <StripeCardForm setup={state.data} vendorId={vendorId} onDone={setDone} />
        ) : (
          <LocalCardForm vendorId={vendorId} onDone={setDone} />
        )}
      </section>
    </Container>
  );
}

const fieldId = (path: string) => `card-${path.replace('.', '-')}`;

/** The local test processor: SPEC.md's card fields, checked with the apply form's schema and messages. */
export function LocalCardForm({ vendorId, onDone }: { vendorId: string; onDone: (answer: CardUpdated) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ 'creditCard.cardholderName': '', 'creditCard.cardNumber': '', 'creditCard.expiryDate': '', 'creditCard.cvv': '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (path: Field, value: string) => {
    setValues((v) => ({ ...v, [path]: value }));
    setErrors((e) => (e[path] || e.creditCard ? { ...e, [path]: undefined, creditCard: undefined } : e));
  };
  const show = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const bind = (path: Field) => ({ id: fieldId(path), value: values[path], error: errors[path] });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const creditCard = {
      cardholderName: values['creditCard.cardholderName'],
      cardNumber: values['creditCard.cardNumber'],
      expiryDate: values['creditCard.expiryDate'],
      cvv: values['creditCard.cvv'],
    };
    const parsed = cardSchema(() => new Date()).safeParse(creditCard);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = ['creditCard', ...issue.path.map(String)].join('.') as Field;
        next[key] ??= issue.message;
      }
      show(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onDone(await updateCard(vendorId, { creditCard }));
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
      if (fields && Object.keys(fields).length > 0) show(fields as Errors);
      else setErrors({ creditCard: isApiError(error) && error.status < 500 && error.apiError?.message ? error.apiError.message : CARD_SAVE_FAILED });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="card-title" data-testid="local-card-form">
      {errors.creditCard && (
        <div className="vb-block-error">
          <Alert tone="error">{errors.creditCard}</Alert>
        </div>
      )}
      <TextField
        {...bind('creditCard.cardholderName')}
        name="cardholderName"
        label="Cardholder Name"
        autoComplete="cc-name"
        maxLength={100}
        required
        onChange={(e) => set('creditCard.cardholderName', e.target.value)}
      />
      <TextField
        {...bind('creditCard.cardNumber')}
        name="cardNumber"
        label="Card Number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        required
        onChange={(e) => set('creditCard.cardNumber', typed(e, formatCardNumber, /[^\d ]/g))}
      />
      <div className="vb-pair">
        <TextField
          {...bind('creditCard.expiryDate')}
          name="expiryDate"
          label="Expiry Date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          hint="MM/YY"
          maxLength={5}
          required
          onChange={(e) => set('creditCard.expiryDate', typed(e, formatExpiry, /[^\d/]/g))}
        />
        <TextField
          {...bind('creditCard.cvv')}
          name="cvv"
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          hint="3 or 4 digits"
          maxLength={4}
          required
          onChange={(e) => set('creditCard.cvv', e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="vb-form-actions">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save card'}
        </Button>
      </div>
    </form>
  );
}

type StripeSetup = Extract<CardSetup, { kind: 'stripe' }>;

/**
 * Stripe mode: the card is typed into Stripe's own field (an iframe of Stripe's), confirmed in the browser
 * with Stripe.js (`confirmCardSetup`), and only the SetupIntent's id is sent to our API: no card number or
 * CVV ever reaches it.
 */
export function StripeCardForm({ setup, vendorId, onDone }: { setup: StripeSetup; vendorId: string; onDone: (answer: CardUpdated) => void }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeFrom(setup.jsUrl, setup.publishableKey).then(
      (stripe) => {
        if (cancelled || !mountRef.current) return;
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        setReady({ stripe, card });
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [setup.jsUrl, setup.publishableKey, attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || saving) return;
    if (!name.trim()) {
      setError('Cardholder name is required');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const result = await ready.stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card: ready.card, billing_details: { name: name.trim() } } });
      if (result.error) {
        setError(cardErrorFor(result.error.code).message);
        return;
      }
      onDone(await updateCard(vendorId, { setupIntentId: result.setupIntent.id }));
    } catch (e) {
      setError(isApiError(e) && e.status < 500 && e.apiError?.message ? e.apiError.message : CARD_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="card-title" data-testid="stripe-card-form">
      {error && (
        <div className="vb-block-error">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {loadFailed && (
        <Alert
          tone="error"
          title={STRIPE_LOAD_FAILED}
          action={
            <Button variant="outline" size="sm" onClick={() => {
                setLoadFailed(false);
                setAttempt((n) => n + 1);
              }}>
              Try again
            </Button>
          }
        />
      )}
      <TextField id="card-stripe-name" name="cardholderName" label="Cardholder Name" autoComplete="cc-name" maxLength={100} required value={name} onChange={(e) => setName(e.target.value)} />
      <div className="field">
        <p className="field__label" id="card-stripe-label">
          Card
        </p>
        <div ref={mountRef} className="vb-stripe-field" aria-labelledby="card-stripe-label" data-testid="stripe-card-element" />
        <p className="vb-muted vb-small vb-secure">
          <LockIcon size={14} />
          <span>Your card goes straight to Stripe, our payment processor; it never reaches our server.</span>
        </p>
      </div>
      <div className="vb-form-actions">
        <Button type="submit" disabled={!ready || saving}>
          {saving ? 'Saving…' : 'Save card'}
        </Button>
      </div>
    </form>
  );
}
