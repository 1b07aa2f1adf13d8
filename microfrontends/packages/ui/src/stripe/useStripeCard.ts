import { useCallback, useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { cardErrorFor, type CardField } from '@domain/billing/card-errors';
import { loadStripeFrom } from './stripe-loader';

/** What Stripe.js is loaded from, with which key (a card setup's answer in Stripe mode). */
export interface StripeJsSource {
  jsUrl: string;
  publishableKey: string;
}

/** A confirmed SetupIntent, or the card error in SPEC.md §5's words and the field it belongs to. */
export type ConfirmedCard = { setupIntentId: string } | { error: { field: CardField; message: string } };

/**
 * Stripe's own card field (an iframe of Stripe's): Stripe.js is loaded lazily from the setup's URL, the card
 * element mounted in `mountRef`, and `confirm` confirms a SetupIntent with it in the browser, so only the
 * SetupIntent's id ever goes to our API. `loadFailed` with `retry` when Stripe.js could not be loaded.
 */
export function useStripeCard(source: StripeJsSource | null) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const jsUrl = source?.jsUrl;
  const publishableKey = source?.publishableKey;

  useEffect(() => {
    if (!jsUrl || !publishableKey) return;
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeFrom(jsUrl, publishableKey).then(
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
      setReady(null);
    };
  }, [jsUrl, publishableKey, attempt]);

  const retry = useCallback(() => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  /** Confirms the SetupIntent of `clientSecret` with the card typed in Stripe's field. */
  const confirm = useCallback(
    async (clientSecret: string, cardholderName: string): Promise<ConfirmedCard> => {
      if (!ready) throw new Error('Stripe.js is not ready');
      const result = await ready.stripe.confirmCardSetup(clientSecret, { payment_method: { card: ready.card, billing_details: { name: cardholderName } } });
      if (result.error) return { error: cardErrorFor(result.error.code) };
      return { setupIntentId: result.setupIntent.id };
    },
    [ready],
  );

  return { mountRef, ready, loadFailed, retry, confirm };
}
