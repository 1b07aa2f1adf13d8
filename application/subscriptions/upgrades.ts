import type { User } from '../../domain/identity/user.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import { summarizeCard } from '../../domain/payments/card.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { cancel, changeTier, isPaidSubscription, noSubscription, publicFlags, startPaidTier } from '../../domain/subscriptions/subscription.ts';
import { TIER_PLANS, type Tier } from '../../domain/subscriptions/tiers.ts';
import type { UpgradeRequestInput } from '../../domain/subscriptions/upgrade-request.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { EmailJob, OutboxMessage } from '../ports/outbox.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { GetManagedVendor } from '../vendors/vendor-access.ts';

export const UPGRADE_ALREADY_PROCESSED = 'This upgrade request was already processed.';

export const UPGRADE_RECEIVED_MESSAGE =
  'Thank you so much! The upgrade will take effect within the next few days. Your Featured/Premier tier starts then with a 3-month free trial. We\'ll send a reminder email 7 days before your first payment.';

const emailMessage = (ids: IdGenerator, now: Date, to: string, payload: Omit<EmailJob, 'to'>): OutboxMessage => ({
  id: ids.next(),
  topic: 'email.send',
  payload: { ...payload, to },
  createdAt: now,
  availableAt: now,
  attempts: 0,
});

/** The vendor's current tier (GET /api/upgrades/check/{slug}): free when no paid plan is running. */
export class CheckUpgradeEligibility {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(user: User, slugOrId: string): Promise<{ currentTier: Tier }> {
    const vendor = await this.access.execute(user, slugOrId);
    const sub = await this.uow.run((r) => r.subscriptions.find(vendor.id));
    return { currentTier: sub && isPaidSubscription(sub) ? sub.tier : 'free' };
  }
}

/**
 * A vendor asks for Featured or Premier. The card is reduced to its summary; the request waits for an
 * admin to apply it ('within the next few days'); the vendor and the admins are emailed, all in one
 * transaction.
 */
export class RequestUpgrade {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { adminEmails: readonly string[] },
  ) {}

  async execute(user: User, input: UpgradeRequestInput): Promise<{ id: string }> {
    const target = input.vendorId ?? input.slug ?? user.vendorId;
    if (!target) throw new DomainError('VALIDATION_FAILED', 'Please sign in to your listing first', { vendorId: 'Please sign in to your listing first' });
    const vendor = await this.access.execute(user, target);
    const now = this.clock.now();
    const card = { id: this.ids.next(), ...summarizeCard(input.creditCard) };
    const id = this.ids.next();
    await this.uow.run(async (r) => {
      const current = await r.subscriptions.find(vendor.id);
      if (current && isPaidSubscription(current) && current.tier === input.subscriptionTier) {
        throw new DomainError('CONFLICT', `Your listing is already on the ${TIER_PLANS[current.tier].name} plan.`);
      }
      await r.paymentMethods.create(card.id, card, now);
      await r.upgradeRequests.create({
        id,
        vendorId: vendor.id,
        slug: vendor.slug,
        businessName: input.businessName,
        email: normalizeEmail(input.email),
        tier: input.subscriptionTier,
        paymentMethodId: card.id,
        status: 'pending',
        createdAt: now,
      });
      const data = { businessName: input.businessName, tier: input.subscriptionTier, cardLast4: card.last4 };
      await r.outbox.add(emailMessage(this.ids, now, normalizeEmail(input.email), { template: 'upgrade-received', data, idempotencyKey: `upgrade-received:${id}` }));
      for (const admin of this.options.adminEmails) {
        await r.outbox.add(
          emailMessage(this.ids, now, admin, {
            template: 'contact-admin-notification',
            data: { typeLabel: 'Upgrade request', name: input.businessName, email: normalizeEmail(input.email), subject: `Upgrade request: ${input.businessName} → ${TIER_PLANS[input.subscriptionTier].name}`, message: `Vendor ${vendor.slug} asks for ${TIER_PLANS[input.subscriptionTier].name}. Card ending ${card.last4}.` },
            idempotencyKey: `upgrade-admin:${id}:${admin}`,
          }),
        );
      }
    });
    return { id };
  }
}

/**
 * Applies an upgrade request (an admin action, issue 6 adds its route): a paid tier starts its 3-month
 * trial (featured → premier keeps the running trial), and the tier sets the listing's public flags.
 */
export class ApplyUpgrade {
  constructor(
    private readonly uow: UnitOfWork,
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
      return { vendorId: request.vendorId, tier: next.tier };
    });
  }
}

/** Cancelling a paid plan: back to the free Standard tier; the listing stays in the directory. */
export class CancelSubscription {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string): Promise<{ tier: Tier }> {
    const vendor = await this.access.execute(user, vendorId);
    const now = this.clock.now();
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
