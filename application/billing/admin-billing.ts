/**
 * The admins' side of billing (issue 37 §7): revenue at a glance, and free months for a vendor.
 */
import type { User } from '../../domain/identity/user.ts';
import { NO_BILLED_PLAN } from '../../domain/billing/admin-billing-api.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { longDate } from '../mail/email-format.ts';
import type { AdminReadRepository, RevenueFigures } from '../ports/admin-repositories.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { PlanEmails } from './plan-emails.ts';
import { MirrorPlan } from './sync-billing-event.ts';

/** Revenue at a glance on /admin, from our mirror of the processor's plans and invoices. */
export class GetRevenue {
  static readonly inject = ['AdminReadRepository', 'Clock'] as const;
  constructor(
    private readonly reads: AdminReadRepository,
    private readonly clock: Clock,
  ) {}

  /** `processorNow`: the local test processor's clock, which an admin may have moved ahead of ours. */
  execute(months: number, processorNow?: Date): Promise<RevenueFigures> {
    return this.reads.revenue(processorNow ?? this.clock.now(), months);
  }
}

/**
 * An admin gives a vendor free months on its billed plan (a coupon at the processor), with a reason: the
 * grant is recorded, the plan mirrored from what the processor now holds, and the owner emailed, in one
 * transaction. A listing without a running plan at the processor is refused (409), nothing changed.
 */
export class GrantFreeMonths {
  static readonly inject = ['BillingProcessor', 'UnitOfWork', MirrorPlan, PlanEmails, 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly mirrorPlan: MirrorPlan,
    private readonly planEmails: PlanEmails,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(admin: User, vendorId: string, input: { months: number; reason: string }): Promise<{ businessName: string; freeUntil: Date | null }> {
    const { businessName, plan } = await this.uow.run(async (r) => ({ businessName: await r.ownership.vendorName(vendorId), plan: await r.subscriptions.find(vendorId) }));
    if (businessName === null) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    const running = plan && (plan.status === 'trialing' || plan.status === 'active' || plan.status === 'past_due') && plan.tier !== 'free';
    if (!running || !plan.processor) throw new DomainError('CONFLICT', NO_BILLED_PLAN);
    // The processor first (a network call, kept out of the transaction); its answer is what we mirror.
    const ps = await this.processor.grantFreeMonths(plan.processor.subscriptionId, input.months, input.reason);
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      const id = this.ids.next();
      await r.billing.recordFreeMonths({ id, vendorId, months: input.months, reason: input.reason, grantedBy: admin.id, at: now });
      await this.mirrorPlan.run(r, vendorId, ps, now);
      const freeUntil = ps.discountEndsAt ? longDate(ps.discountEndsAt) : null;
      await this.planEmails.toOwner(r, vendorId, now, (owner) => [{ template: 'free-months', data: { ...owner, months: input.months, freeUntil }, idempotencyKey: `free-months:${id}` }]);
    });
    return { businessName, freeUntil: ps.discountEndsAt };
  }
}
