/**
 * Stripe.js for the pages with a card block, loaded only when a card field opens in Stripe mode (never in the first load of a
 * page): the script comes from the URL the server names in the card-setup answer (Stripe's
 * https://js.stripe.com/endive/stripe.js in production; the loopback emulator's stand-in in tests), then
 * @stripe/stripe-js (its `pure` entry: it injects nothing of its own) hands back the instance, typed.
 */
import type { Stripe } from '@stripe/stripe-js';

const loading = new Map<string, Promise<void>>();

const injectOnce = (src: string): Promise<void> => {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      if ((window as { Stripe?: unknown }).Stripe) return resolve();
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error('Failed to load Stripe.js'));
      });
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
};

export async function loadStripeFrom(jsUrl: string, publishableKey: string): Promise<Stripe> {
  await injectOnce(jsUrl);
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js not available');
  return stripe;
}
