import type { User } from '../../domain/identity/user.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import {
  advance,
  cancel,
  cancelAtPeriodEnd,
  changeTier,
  currentPeriodEnd,
  isPaidSubscription,
  noSubscription,
  publicFlags,
  startPaidTier,
  type Subscription,
} from '../../domain/subscriptions/subscription.ts';
import { TIER_PLANS, type Tier } from '../../domain/subscriptions/tiers.ts';
import type { UpgradeTier } from '../../domain/subscriptions/upgrade-request.ts';
import { longDate } from '../mail/email-format.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { findManagedVendor } from '../vendors/vendor-access.ts';
import { ownerEmail } from '../vendors/owner-email.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import { MirrorPlan } from '../billing/sync-billing-event.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export const ONLY_OWNER_CANCELS = 'Only the owner of this listing can cancel its plan.';

export const UPGRADE_ALREADY_PROCESSED = 'This upgrade request was already processed.';



export interface EligibilityAnswer {
  currentTier: Tier;
  pendingUpgrade: { tier: UpgradeTier; requestedAt: Date } | null;
  /** The running paid plan (null on the free tier). */
  subscription: { status: 'trialing' | 'active'; trialEndsAt: Date | null; currentPeriodEnd: Date; cancelAt: Date | null } | null;
}

/**
 * The vendor's plan (GET /api/upgrades/check/{slug}): the tier in force (free when no paid plan runs), the
 * upgrade request waiting for an admin, and the running plan's dates, so the dashboard shows progress.
 */
export class CheckUpgradeEligibility {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'subscriptions' | 'upgradeRequests'>,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, slugOrId: string): Promise<EligibilityAnswer> {
    const vendor = await findManagedVendor(this.vendors, user, slugOrId);
    const now = this.clock.now();
    const [stored, pending] = await this.uow.run((r) => Promise.all([r.subscriptions.find(vendor.id), r.upgradeRequests.findPending(vendor.id)]));
    // The plan as of now, even before the sweep has written a trial or period end.
    const sub: Subscription = advance(stored ?? noSubscription(), now);
    const paid = isPaidSubscription(sub) && sub.tier !== 'free';
    return {
      currentTier: paid ? sub.tier : 'free',
      pendingUpgrade: pending ? { tier: pending.tier, requestedAt: pending.createdAt } : null,
      subscription: paid
        ? { status: sub.status === 'trialing' ? 'trialing' : 'active', trialEndsAt: sub.trialEndsAt, currentPeriodEnd: sub.processor?.currentPeriodEnd ?? currentPeriodEnd(sub, now), cancelAt: sub.cancelAt }
        : null,
    };
  }
}

/**
 * Applies an upgrade request (an admin action, issue 6 adds its route): a paid tier starts its 3-month
 * trial (featured → premier keeps the running trial), and the tier sets the listing's public flags.
 * Since issue 37 a vendor changes its plan itself on the processor (application/billing/change-plan.ts)
 * and no request is made any more; requests made before stay for an admin to apply or decline (ADR 36).
 * The plan an applied request writes is not yet billed: once the vendor has a card on file, the
 * StartPendingPlans sweep starts it at the processor with what is left of its trial.
 */
export class ApplyUpgrade {
  static readonly inject = ['UnitOfWork', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'upgradeRequests' | 'users'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(upgradeRequestId: string): Promise<{ vendorId: string; tier: Tier }> {
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const request = await r.upgradeRequests.find(upgradeRequestId);
      if (!request || !request.vendorId) throw new DomainError('NOT_FOUND', 'Upgrade request not found');
      // The pending → applied transition first, atomically: of two admins applying at once, one goes on.
      if (!(await r.upgradeRequests.markProcessed(request.id, 'applied', now))) throw new DomainError('CONFLICT', UPGRADE_ALREADY_PROCESSED);
      const current = (await r.subscriptions.find(request.vendorId)) ?? noSubscription();
      const next = isPaidSubscription(current) ? changeTier(current, request.tier, now).subscription : startPaidTier(request.tier, now);
      await r.subscriptions.save(request.vendorId, next, request.paymentMethodId, now);
      await r.listings.setTierFlags(request.vendorId, publicFlags(next.tier), now);
      // The upgrade page promises 'we'll confirm by email': to the owner's account email.
      const to = await ownerEmail(r, request.vendorId);
      if (to) {
        const data = { businessName: (await r.ownership.vendorName(request.vendorId)) ?? request.businessName, tier: next.tier, trialEndsAt: next.trialEndsAt ? longDate(next.trialEndsAt) : null };
        await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'upgrade-applied', to, data, idempotencyKey: `upgrade-applied:${request.id}` }));
      }
      return { vendorId: request.vendorId, tier: next.tier };
    });
  }
}

/** An admin's cancel: back to the free Standard tier at once; the listing stays in the directory. */
export class CancelSubscription {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'Clock', 'BillingProcessor', MirrorPlan] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly clock: Clock,
    private readonly processor: BillingProcessor,
    private readonly mirrorPlan: MirrorPlan,
  ) {}

  async execute(user: User, vendorId: string): Promise<{ tier: Tier }> {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    const now = this.clock.now();
    const stored = await this.uow.run((r) => r.subscriptions.find(vendor.id));
    // A plan billed by the processor ends there, at once: nothing more is charged (issue 37).
    if (stored?.processor && isPaidSubscription(stored)) {
      const ended = await this.processor.cancelNow(stored.processor.subscriptionId);
      await this.uow.run((r) => this.mirrorPlan.run(r, vendor.id, ended, this.clock.now()));
      return { tier: 'free' };
    }
    return this.uow.run(async (r) => {
      const current = await r.subscriptions.find(vendor.id);
      if (!current || !isPaidSubscription(current)) throw new DomainError('CONFLICT', 'There is no paid plan to cancel.');
      const { subscription } = cancel(current, now);
      await r.subscriptions.save(vendor.id, subscription, undefined, now);
      await r.listings.setTierFlags(vendor.id, publicFlags(subscription.tier), now);
      return { tier: subscription.tier };
    });
  }
}

/**
 * The vendor's own cancel (POST /api/vendors/{id}/subscription/cancel): the paid plan runs to the end of its
 * trial or billing period and then reverts to the free Standard tier (domain `cancelAtPeriodEnd`; the sweep
 * `EndCancelledPlans` applies it); the listing stays. The owner's account and the admins are emailed in the
 * same transaction.
 */
export class CancelOwnPlan {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'IdGenerator', 'Clock', 'Settings', 'BillingProcessor', MirrorPlan] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { adminEmails: readonly string[] },
    private readonly processor: BillingProcessor,
    private readonly mirrorPlan: MirrorPlan,
  ) {}

  async execute(user: User, vendorId: string): Promise<{ tier: UpgradeTier; endsAt: Date }> {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    // The owner's own decision; an admin ends a plan from the admin vendor screen (CancelSubscription).
    if (user.vendorId !== vendor.id && vendor.ownerUserId !== user.id) throw new DomainError('FORBIDDEN', ONLY_OWNER_CANCELS);
    const now = this.clock.now();
    const stored = await this.uow.run((r) => r.subscriptions.find(vendor.id));
    // A plan billed by the processor: it ends it at the end of the paid period (issue 37 §2), checked as below.
    const billed = stored?.processor ? (cancelAtPeriodEnd(stored, now), await this.processor.setCancelAtPeriodEnd(stored.processor.subscriptionId, true)) : null;
    return this.uow.run(async (r) => {
      let subscription: Subscription;
      let endsAt: Date;
      if (billed) {
        await this.mirrorPlan.run(r, vendor.id, billed, now);
        subscription = (await r.subscriptions.find(vendor.id)) ?? noSubscription();
        endsAt = billed.currentPeriodEnd;
      } else {
        ({ subscription, endsAt } = cancelAtPeriodEnd((await r.subscriptions.find(vendor.id)) ?? noSubscription(), now));
        await r.subscriptions.save(vendor.id, subscription, undefined, now);
      }
      const tier: UpgradeTier = subscription.tier === 'premier' ? 'premier' : 'featured';
      // Kept for the admin dashboard's 'Recent cancellations', where the admins' email points.
      await r.subscriptions.recordCancellation(vendor.id, tier, now, endsAt);
      const planName = TIER_PLANS[tier].name;
      const date = longDate(endsAt);
      const key = `plan-cancelled:${vendor.id}:${endsAt.toISOString()}`;
      const to = (await ownerEmail(r, vendor.id)) ?? user.email;
      await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'plan-cancelled', to, data: { businessName: vendor.name, tier, endsAt: date }, idempotencyKey: key }));
      for (const admin of this.options.adminEmails) {
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'contact-admin-notification',
            to: admin,
            data: { typeLabel: 'Plan cancelled', name: vendor.name, email: to ?? user.email, subject: `Plan cancelled: ${vendor.name} (${planName}) ends ${date}`, message: `Vendor ${vendor.slug} cancelled ${planName}; it ends on ${date}.`, shownAt: 'recent-cancellations' },
            idempotencyKey: `${key}:${admin}`,
          }),
        );
      }
      return { tier, endsAt };
    });
  }
}

export const END_CANCELLED_PLANS_EVERY_MS = 60 * 60 * 1000;

/**
 * The sweep for plans cancelled for the end of their period: once that instant passes, the subscription
 * is written as cancelled (domain `advance`) and the listing's public flags revert to the free tier.
 */
export class EndCancelledPlans {
  static readonly inject = ['UnitOfWork', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ ended: number }> {
    const now = this.clock.now();
    const due = await this.uow.run((r) => r.subscriptions.dueCancellations(now, 200));
    let ended = 0;
    for (const vendorId of due) {
      const done = await this.uow.run(async (r) => {
        const stored = await r.subscriptions.find(vendorId);
        if (!stored || !isPaidSubscription(stored)) return false;
        const next = advance(stored, now);
        if (isPaidSubscription(next)) return false;
        await r.subscriptions.save(vendorId, next, undefined, now);
        await r.listings.setTierFlags(vendorId, publicFlags(next.tier), now);
        // The owner was told the date; they hear when it happened, in the same transaction.
        const to = await ownerEmail(r, vendorId);
        if (to) {
          const data = { businessName: (await r.ownership.vendorName(vendorId)) ?? '', tier: stored.tier };
          await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'plan-ended', to, data, idempotencyKey: `plan-ended:${vendorId}:${(stored.cancelAt ?? now).toISOString()}` }));
        }
        return true;
      });
      if (done) ended++;
    }
    return { ended };
  }
}
