import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardSetup } from '@uwd/api-client';
import { Alert, Button, TextField } from '@uwd/ui';
import { cardErrorFor } from '@domain/billing/card-errors';
import { STRIPE_LOAD_FAILED, useOwnDocument } from '../billing/CardPage';
import { loadStripeFrom } from '../billing/stripe-loader';

type StripeSetup = Extract<CardSetup, { kind: 'stripe' }>;

/** A card Stripe refused, or a missing cardholder name: told on the payment block. */
export class CardEntryError extends Error {}

/** What the form calls on submit: confirms the card in Stripe's field and answers the SetupIntent's id. */
export type ConfirmCard = () => Promise<string>;

/**
 * Stripe mode's card on /upgrade (issue 37 §1): Stripe's own card field (Stripe.js loaded lazily from the URL
 * the card setup names, as the Billing tab's card page does), with the cardholder's name. Confirming happens
 * in the browser with the publishable key; only the SetupIntent's id goes to our API. The page is a
 * document of its own, so its CSP (opened for Stripe on /upgrade) applies.
 */
export function StripeCardField({ setup, onConfirm }: { setup: StripeSetup; onConfirm: (confirm: ConfirmCard | null) => void }) {
  useOwnDocument('/upgrade');
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

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

  useEffect(() => {
    if (!ready) {
      onConfirm(null);
      return;
    }
    onConfirm(async () => {
      if (!name.trim()) {
        setNameError('Cardholder name is required');
        throw new CardEntryError('Cardholder name is required');
      }
      const result = await ready.stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card: ready.card, billing_details: { name: name.trim() } } });
      if (result.error) throw new CardEntryError(cardErrorFor(result.error.code).message);
      return result.setupIntent.id;
    });
  }, [ready, name, setup.clientSecret, onConfirm]);

  return (
    <div className="vu-cardfields" data-testid="stripe-card">
      {loadFailed && (
        <Alert
          tone="error"
          title={STRIPE_LOAD_FAILED}
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setLoadFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          }
        />
      )}
      <TextField
        id="upgrade-creditCard-cardholderName"
        name="cardholderName"
        label="Cardholder Name"
        autoComplete="cc-name"
        maxLength={100}
        required
        value={name}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(undefined);
        }}
      />
      <div className="vu-stripe">
        <span className="vu-stripe__label">Card</span>
        <div ref={mountRef} className="vu-stripe__element" data-testid="stripe-card-element" />
      </div>
    </div>
  );
}
