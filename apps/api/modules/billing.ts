import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { upgradeRoutes } from '../../../adapters/http/routes/vendor-self-service.ts';
import { billingRoutes } from '../../../adapters/http/routes/billing.ts';
import { planChangeRoutes } from '../../../adapters/http/routes/plan-change.ts';
import { adminBillingRoutes, type TestClock } from '../../../adapters/http/routes/admin-billing.ts';
import { KnexLedgerStore } from '../../../adapters/billing/local/knex-ledger-store.ts';
import { LocalBillingProcessor } from '../../../adapters/billing/local/local-billing-processor.ts';
import { StripeBillingProcessor } from '../../../adapters/billing/stripe/stripe-billing-processor.ts';
import { SyncBillingEvent } from '../../../application/billing/sync-billing-event.ts';
import type { BillingProcessor } from '../../../application/ports/billing-processor.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { TOKENS } from '../tokens.ts';
import { useCases, type AppModule } from './module.ts';

/**
 * Paid plans (issue 37, ADR 36): the payment processor — the local test processor by default, Stripe when
 * BILLING_PROCESSOR=stripe —, upgrade requests and their review, cancelling, trial reminders and the end of
 * cancelled plans. The local processor delivers its events to the same use case Stripe's webhooks reach.
 */
/** The admins' test clock: the local test processor's only (Stripe's test clocks live in its dashboard). */
const testClockOf = (processor: BillingProcessor, clock: Clock): TestClock | null =>
  processor instanceof LocalBillingProcessor ? { now: () => processor.now(), advance: (ms) => processor.advanceClock(ms), appNow: () => clock.now() } : null;

export const billingModule: AppModule = {
  bind(c, config) {
    const billing = config.billing;
    if (billing.kind === 'local') {
      const secret = billing.webhookSecret ?? randomBytes(24).toString('hex');
      c.bind<BillingProcessor>(TOKENS.BillingProcessor).toResolvedValue(
        (knex: Knex, clock: Clock) => {
          const processor = new LocalBillingProcessor(new KnexLedgerStore(knex), clock, secret);
          // Resolved at delivery, not here: the handler itself is built from this processor.
          processor.deliverTo(async (event) => {
            await useCases(c)(SyncBillingEvent).execute(event);
          });
          return processor;
        },
        [TOKENS.Knex, TOKENS.Clock],
      ).inSingletonScope();
    } else {
      c.bind<BillingProcessor>(TOKENS.BillingProcessor).toConstantValue(
        new StripeBillingProcessor({
          secretKey: billing.secretKey,
          publishableKey: billing.publishableKey,
          webhookSecret: billing.webhookSecret,
          priceIds: billing.prices,
          freeMonthCouponId: billing.freeMonthCouponId,
          ...(billing.jsUrl ? { jsUrl: billing.jsUrl } : {}),
          ...(billing.api ?? {}),
        }),
      );
    }
  },

  routes(c, _config, use) {
    return [
      { path: '/upgrades', routes: upgradeRoutes(use, { clock: c.get(TOKENS.Clock) }) },
      { path: '/', routes: billingRoutes(use, c.get<BillingProcessor>(TOKENS.BillingProcessor), c.get(TOKENS.Clock)) },
      { path: '/', routes: planChangeRoutes(use, c.get<BillingProcessor>(TOKENS.BillingProcessor), c.get(TOKENS.Clock)) },
      { path: '/', routes: adminBillingRoutes(use, c.get<BillingProcessor>(TOKENS.BillingProcessor).mode, testClockOf(c.get<BillingProcessor>(TOKENS.BillingProcessor), c.get<Clock>(TOKENS.Clock))) },
    ];
  },
};
