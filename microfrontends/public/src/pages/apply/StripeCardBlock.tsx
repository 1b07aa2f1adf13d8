import { useEffect } from 'react';
import { Alert, Button, LockIcon } from '@uwd/ui';
import { StripeLoadFailed, useStripeCard, type ConfirmedCard } from '@uwd/ui/stripe';
import { fieldId } from './apply-form';
import type { SetupState } from './useCardEntry';

/** What the form calls on submit: confirms the SetupIntent of `clientSecret` with the card in Stripe's field. */
export type ConfirmStripeCard = (clientSecret: string, cardholderName: string) => Promise<ConfirmedCard>;

interface StripeCardBlockProps {
  setup: SetupState;
  /** The email was given (and left): the setup is asked for, or on its way. */
  emailGiven: boolean;
  onRetrySetup: () => void;
  /** Hands the form the confirm function once Stripe's field is mounted (null while it is not). */
  onReady: (confirm: ConfirmStripeCard | null) => void;
}

/**
 * Stripe mode's card on /apply (issue 37 §1): Stripe's own card field, in the place of SPEC.md's card number,
 * expiry and CVV fields. Stripe.js is loaded (lazily, from the setup's URL) once the card setup is there,
 * which is asked for when the email is given; until then the box says so.
 */
export function StripeCardBlock({ setup, emailGiven, onRetrySetup, onReady }: StripeCardBlockProps) {
  const source = setup.status === 'ready' ? setup.value.setup : null;
  const { mountRef, ready, loadFailed, retry, confirm } = useStripeCard(source);

  useEffect(() => {
    onReady(ready ? confirm : null);
    return () => onReady(null);
  }, [ready, confirm, onReady]);

  const waiting =
    setup.status === 'ready' ? (ready || loadFailed ? null : 'Opening the secure card form…') : setup.status === 'loading' || emailGiven ? 'Opening the secure card form…' : 'Enter your email address above to open the secure card form.';

  return (
    <div className="apply-stripe">
      {setup.status === 'error' && (
        <Alert
          tone="error"
          className="apply-inline-alert"
          title={setup.message}
          action={
            <Button variant="outline" size="sm" onClick={onRetrySetup}>
              Try again
            </Button>
          }
        />
      )}
      {loadFailed && <StripeLoadFailed onRetry={retry} />}
      <div className="field">
        <p className="field__label" id="apply-stripe-card-label">
          Card
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        {/* The focus target of a card error: Stripe's frame itself cannot be focused from here. */}
        <div id={fieldId('creditCard.cardNumber')} tabIndex={-1} className="apply-stripe__box" role="group" aria-labelledby="apply-stripe-card-label">
          <div ref={mountRef} className="apply-stripe__element" data-testid="stripe-card-element" />
          {waiting && <p className="apply-stripe__waiting">{waiting}</p>}
        </div>
        <p className="apply-stripe__secure">
          <LockIcon size={14} />
          <span>Your card goes straight to Stripe, our payment processor; it never reaches our server.</span>
        </p>
      </div>
    </div>
  );
}
