/**
 * The `stripe` adapter against the loopback Stripe emulator, as a contract harness: the emulator's test
 * clock is the processor's clock, cards are entered as Stripe.js enters them (confirming the SetupIntent
 * with the publishable key), and every event reaches us as a signed webhook that the adapter verifies.
 */
import type { BillingEvent } from '../../domain/billing/billing.ts';
import { StripeBillingProcessor, type StripeBillingOptions } from '../../adapters/billing/stripe/stripe-billing-processor.ts';
import type { BillingHarness, TestCard } from './billing-processor-contract.ts';
import { StripeEmulator, type TEST_PAYMENT_METHODS } from './stripe-emulator.ts';

export const STRIPE_TEST_CONFIG = {
  secretKey: 'sk_test_emulator',
  publishableKey: 'pk_test_emulator',
  webhookSecret: 'whsec_emulator',
  priceIds: {
    featured: { intro: 'price_featured_intro', regular: 'price_featured_regular' },
    premier: { intro: 'price_premier_intro', regular: 'price_premier_regular' },
  },
  freeMonthCouponId: 'free-month',
} satisfies Omit<StripeBillingOptions, 'host' | 'port' | 'protocol'>;

export const TEST_CARD_METHODS: Record<TestCard, keyof typeof TEST_PAYMENT_METHODS> = {
  succeeds: 'pm_card_visa',
  fails_at_charge: 'pm_card_chargeCustomerFail',
  declined: 'pm_card_chargeDeclined',
};

export interface StripeHarness extends BillingHarness {
  emulator: StripeEmulator;
  processor: StripeBillingProcessor;
}

export const stripeHarness = async (start = new Date('2027-01-15T12:00:00Z')): Promise<StripeHarness> => {
  const events: BillingEvent[] = [];
  const deliveries: Array<{ body: string; signature: string }> = [];
  let processor: StripeBillingProcessor | null = null;
  const emulator = await StripeEmulator.start({
    ...STRIPE_TEST_CONFIG,
    start,
    // Our webhook endpoint's first step: verify the signature on the raw body.
    deliver: (body, signature) => {
      deliveries.push({ body, signature });
      if (processor) events.push(processor.parseWebhook(body, signature));
    },
  });
  processor = new StripeBillingProcessor({ ...STRIPE_TEST_CONFIG, host: emulator.host, port: emulator.port, protocol: 'http' });
  const stripe = processor;
  return {
    emulator,
    processor: stripe,
    now: () => emulator.now(),
    advanceTo: (to) => emulator.advanceTo(to),
    enterCard: async (customerId, card) => {
      const setup = await stripe.beginCardSetup(customerId);
      if (setup.kind !== 'stripe') throw new Error('The stripe adapter sets cards up with a SetupIntent');
      await emulator.confirmAsStripeJs(setup, TEST_CARD_METHODS[card]);
      return { kind: 'stripe', setupIntentId: setup.setupIntentId };
    },
    events: () => events,
    signedWebhook: async (event) => emulator.signedEvent(event.id),
    close: () => emulator.close(),
  };
};
