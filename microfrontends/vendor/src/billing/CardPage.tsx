import { useState, type FormEvent } from 'react';
import { useAuthStore } from '@uwd/auth-store';
import { beginCardSetup, isApiError, updateCard, type CardSetup, type CardUpdated } from '@uwd/api-client';
import { Alert, Button, Container, LockIcon, PageLoader, TextField, usePageTitle, useResource } from '@uwd/ui';
import { cardSchema } from '@domain/payments/card';
import { StripeLoadFailed, useOwnDocument, useStripeCard } from '@uwd/ui/stripe';
import { vendorIdOf } from '../lib/account';
import { ArrowLeftIcon } from '../lib/icons';
import { formatCardNumber, formatExpiry, typed } from '../upgrade/card-format';
import { BILLING_TAB_PATH, CARD_PAGE_PATH, cardLabel } from './billing-format';
import './billing.css';

export const CARD_SETUP_FAILED = 'The card form could not be opened.';
export const CARD_SAVE_FAILED = 'Your card could not be saved. Please try again.';
export { STRIPE_LOAD_FAILED } from '@uwd/ui/stripe';
export { useOwnDocument };

const FIELDS = ['creditCard.cardholderName', 'creditCard.cardNumber', 'creditCard.expiryDate', 'creditCard.cvv'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field | 'creditCard', string>>;

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
  const { mountRef, ready, loadFailed, retry, confirm } = useStripeCard(setup);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
      const result = await confirm(setup.clientSecret, name.trim());
      if ('error' in result) {
        setError(result.error.message);
        return;
      }
      onDone(await updateCard(vendorId, { setupIntentId: result.setupIntentId }));
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
      {loadFailed && <StripeLoadFailed onRetry={retry} />}
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
