/**
 * Starting a vendor's paid plan at the processor (issue 37 §5): approval writes the plan (its trial and
 * price lock) with the listing, in one transaction; then the processor is asked to run that schedule. The
 * call is idempotent (one key per plan), and a sweep retries plans whose start did not reach the processor.
 */
import { isPaidSubscription } from '../../domain/subscriptions/subscription.ts';
import { addMonthsUtc, INTRO_PRICE_LOCK_MONTHS } from '../../domain/subscriptions/tiers.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { MirrorPlan } from './sync-billing-event.ts';

export type StartOutcome = 'started' | 'no-customer' | 'no-card' | 'declined' | 'nothing-to-start';

export class StartProcessorPlan {
  static readonly inject = ['BillingProcessor', 'UnitOfWork', MirrorPlan, 'Clock'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly mirrorPlan: MirrorPlan,
    private readonly clock: Clock,
  ) {}

  async execute(vendorId: string): Promise<StartOutcome> {
    const [plan, customer] = await this.uow.run((r) => Promise.all([r.subscriptions.find(vendorId), r.billing.customerOfVendor(vendorId)]));
    if (!customer) return 'no-customer';
    if (!plan || plan.processor || !isPaidSubscription(plan) || plan.tier === 'free') return 'nothing-to-start';
    const now = this.clock.now();
    const trialEnd = plan.trialEndsAt && plan.trialEndsAt.getTime() > now.getTime() ? plan.trialEndsAt : null;
    // Its first payment is due: without a card it would only fail (CollectCardlessPlans asks for one).
    if (!trialEnd && !customer.card) return 'no-card';
    // Charged at once, a start is one attempt per card: a card that failed does not block the next one.
    const card = !trialEnd && customer.card ? `:card:${customer.card.brand}-${customer.card.last4}-${customer.card.expMonth}-${customer.card.expYear}` : '';
    const sub = await this.processor.startSubscription(
      {
        customerId: customer.processorCustomerId,
        vendorId,
        tier: plan.tier,
        trialEnd,
        priceLockedUntil: plan.priceLockedUntil ?? addMonthsUtc(trialEnd ?? now, INTRO_PRICE_LOCK_MONTHS),
      },
      `plan:${vendorId}:${(plan.startedAt ?? now).toISOString()}${card}`,
    );
    if (sub.status === 'incomplete') {
      // Its first charge failed: nothing starts (the plan stays as it was, past due until its grace ends).
      await this.processor.cancelNow(sub.id);
      return 'declined';
    }
    // The processor's events mirror it too; writing the state read now makes the page right at once.
    await this.uow.run((r) => this.mirrorPlan.run(r, vendorId, sub, this.clock.now()));
    return 'started';
  }
}

export const START_PENDING_PLANS_EVERY_MS = 5 * 60 * 1000;

/** The sweep for plans approved while the processor could not be reached. */
export class StartPendingPlans {
  static readonly inject = ['UnitOfWork', StartProcessorPlan, 'Logger'] as const;
  constructor(
    private readonly uow: UnitOfWork<'subscriptions'>,
    private readonly start: StartProcessorPlan,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ started: number }> {
    const pending = await this.uow.run((r) => r.subscriptions.pendingProcessorStarts(50));
    let started = 0;
    for (const vendorId of pending) {
      try {
        if ((await this.start.execute(vendorId)) === 'started') started++;
      } catch (e) {
        this.logger.warn('Starting a plan at the payment processor failed; the sweep tries again', { vendorId, error: (e as Error).message });
      }
    }
    return { started };
  }
}
