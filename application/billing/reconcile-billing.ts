/**
 * The daily reconciliation (issue 37 §4): our plans compared with what the processor holds. A webhook that
 * never arrived (an endpoint down longer than the processor retries) leaves a plan that differs: each
 * difference is logged, counted by kind for the metrics, and repaired by mirroring the processor's state.
 * A plan we think is billed that the processor does not list is logged and counted, not changed.
 */
import { holdsPlan, mirrorOf } from '../../domain/billing/plan-mirror.ts';
import type { Subscription } from '../../domain/subscriptions/subscription.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { MirrorPlan } from './sync-billing-event.ts';

export const RECONCILE_BILLING_EVERY_MS = 24 * 60 * 60 * 1000;

export type DriftKind = 'tier' | 'status' | 'dates' | 'unknown-customer';

export interface ReconciliationReport {
  checked: number;
  drift: Record<DriftKind, number>;
}

const time = (d: Date | null | undefined) => (d ? d.getTime() : null);

/** How our row differs from the processor's state mirrored onto it (none: the same). */
export const driftOf = (ours: Subscription | null, theirs: Subscription): DriftKind[] => {
  if (!ours) return ['status'];
  const kinds: DriftKind[] = [];
  if (ours.tier !== theirs.tier) kinds.push('tier');
  if (ours.status !== theirs.status) kinds.push('status');
  if (
    time(ours.trialEndsAt) !== time(theirs.trialEndsAt) ||
    time(ours.cancelAt) !== time(theirs.cancelAt) ||
    time(ours.processor?.currentPeriodEnd) !== time(theirs.processor?.currentPeriodEnd) ||
    ours.processor?.subscriptionId !== theirs.processor?.subscriptionId
  ) {
    kinds.push('dates');
  }
  return kinds;
};

export class ReconcileBilling {
  static readonly inject = ['BillingProcessor', 'UnitOfWork', MirrorPlan, 'Clock', 'Logger'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly mirrorPlan: MirrorPlan,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { checked: 0, drift: { tier: 0, status: 0, dates: 0, 'unknown-customer': 0 } };
    for await (const sub of this.processor.listSubscriptions()) {
      report.checked++;
      const now = this.clock.now();
      const customer = await this.uow.run((r) => r.billing.customer(sub.customerId));
      if (!customer?.vendorId) {
        // A subscription of a customer we do not know: an application never approved, or data lost here.
        if (sub.status !== 'canceled') {
          report.drift['unknown-customer']++;
          this.logger.warn('Billing drift: the processor bills a customer we do not know', { subscriptionId: sub.id, customerId: sub.customerId });
        }
        continue;
      }
      const vendorId = customer.vendorId;
      const ours = await this.uow.run((r) => r.subscriptions.find(vendorId));
      // Only the vendor's current plan is compared; an older subscription that ended is history.
      if (ours?.processor && ours.processor.subscriptionId !== sub.id) continue;
      // Nor one that never was the listing's plan (its first charge failed): the mirror would not take it up.
      if (!holdsPlan(ours, sub)) continue;
      const kinds = driftOf(ours, mirrorOf(sub, ours, now));
      if (kinds.length === 0) continue;
      for (const kind of kinds) report.drift[kind]++;
      this.logger.warn('Billing drift: our plan differs from the processor; mirroring the processor', { vendorId, subscriptionId: sub.id, kinds });
      await this.uow.run((r) => this.mirrorPlan.run(r, vendorId, sub, now));
    }
    this.logger.info('Billing reconciled with the processor', { checked: report.checked, ...report.drift });
    return report;
  }
}
