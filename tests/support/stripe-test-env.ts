/**
 * The Stripe settings of a test that runs the app with NODE_ENV=production (which refuses the local test
 * processor): test-mode keys and ids, and an API address on the loopback where nothing answers — these
 * tests make no billing call. A test that bills in production starts the loopback emulator instead.
 */
export const STRIPE_TEST_ENV: Record<string, string> = {
  BILLING_PROCESSOR: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  STRIPE_PRICE_FEATURED_INTRO: 'price_featured_intro',
  STRIPE_PRICE_FEATURED_REGULAR: 'price_featured_regular',
  STRIPE_PRICE_PREMIER_INTRO: 'price_premier_intro',
  STRIPE_PRICE_PREMIER_REGULAR: 'price_premier_regular',
  STRIPE_FREE_MONTH_COUPON: 'coupon_free_month',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};
