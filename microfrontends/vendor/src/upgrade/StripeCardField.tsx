import { useEffect, useState } from 'react';
import type { CardSetup } from '@uwd/api-client';
import { TextField } from '@uwd/ui';
import { StripeLoadFailed, useOwnDocument, useStripeCard } from '@uwd/ui/stripe';

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
  const { mountRef, ready, loadFailed, retry, confirm } = useStripeCard(setup);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

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
      const result = await confirm(setup.clientSecret, name.trim());
      if ('error' in result) throw new CardEntryError(result.error.message);
      return result.setupIntentId;
    });
  }, [ready, name, setup.clientSecret, onConfirm, confirm]);

  return (
    <div className="vu-cardfields" data-testid="stripe-card">
      {loadFailed && <StripeLoadFailed onRetry={retry} />}
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
