/**
 * `@uwd/ui/stripe`: Stripe's own card field for the pages with a card block (/apply in the public remote;
 * /upgrade and 'Update card' in the vendor remote). A sub-path of its own, not the `@uwd/ui` index: only the
 * lazy chunk of a card page bundles it, and Stripe.js itself is injected when a card field opens (ADR 37).
 */
export { loadStripeFrom } from './stripe-loader';
export { useOwnDocument } from './own-document';
export { useStripeCard, type ConfirmedCard, type StripeJsSource } from './useStripeCard';
export { StripeLoadFailed, STRIPE_LOAD_FAILED } from './StripeLoadFailed';
