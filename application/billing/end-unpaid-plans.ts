/**
 * No paid plan runs unpaid past its grace period (issue 37 §3): a plan past due for PAST_DUE_GRACE_DAYS is
 * ended at the processor (nothing more is charged: its open invoices are voided) and the listing reverts to
 * the free Standard tier, with an email, through the same mirror the processor's events use. The vendor can
 * start a plan again later without a new trial.
 */
import { PAST_DUE_GRACE_DAYS } from '../../domain/billing/billing.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { MirrorPlan } from './sync-billing-event.ts';

export const END_UNPAID_PLANS_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class EndUnpaidPlans {
  static readonly inject = ['BillingProcessor', 'UnitOfWork', MirrorPlan, 'Clock', 'Logger'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly mirrorPlan: MirrorPlan,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ ended: number }> {
    const before = new Date(this.clock.now().getTime() - PAST_DUE_GRACE_DAYS * DAY_MS);
    const due = await this.uow.run((r) => r.subscriptions.pastDueSince(before, 100));
    let ended = 0;
    for (const vendorId of due) {
      const plan = await this.uow.run((r) => r.subscriptions.find(vendorId));
      if (!plan?.processor || plan.status !== 'past_due') continue;
      try {
        const sub = await this.processor.cancelNow(plan.processor.subscriptionId);
        await this.uow.run((r) => this.mirrorPlan.run(r, vendorId, sub, this.clock.now()));
        ended++;
      } catch (e) {
        this.logger.warn('Ending an unpaid plan at the payment processor failed; the sweep tries again', { vendorId, error: (e as Error).message });
      }
    }
    return { ended };
  }
}
