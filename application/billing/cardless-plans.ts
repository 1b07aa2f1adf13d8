/**
 * Paid plans from before billing was real (no processor subscription, issue 37, ADR 36) start at the
 * processor when their vendor adds a card. One whose vendor never does must not run unpaid for ever: when
 * its trial is over (its first payment due) and there is no card on file, the plan falls past due and the
 * owner is asked to add a card ('Add your card to keep …', once); after the same grace as a failed payment
 * (PAST_DUE_GRACE_DAYS) without a card that started it, the listing reverts to the free Standard tier with
 * the 'plan ended' email (once). A card added in time starts the plan at the processor, charged at once and
 * without a new trial (UpdateCard → StartProcessorPlan). Each change is written in one transaction with its
 * email, and each email has an idempotency key.
 */
import { PAST_DUE_GRACE_DAYS } from '../../domain/billing/billing.ts';
import { cancel, isPaidSubscription, publicFlags } from '../../domain/subscriptions/subscription.ts';
import { TIER_PLANS } from '../../domain/subscriptions/tiers.ts';
import { dollars, longDate } from '../mail/email-format.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { UseCaseSettings } from '../wiring.ts';
import { ownerEmail } from '../vendors/owner-email.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export class CollectCardlessPlans {
  static readonly inject = ['UnitOfWork', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: UseCaseSettings,
  ) {}

  async execute(): Promise<{ asked: number; ended: number }> {
    const now = this.clock.now();
    let asked = 0;
    for (const vendorId of await this.uow.run((r) => r.subscriptions.cardlessPlansDue(now, 200))) {
      if (await this.askForCard(vendorId, now)) asked++;
    }
    const before = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS);
    let ended = 0;
    for (const vendorId of await this.uow.run((r) => r.subscriptions.cardDueSince(before, 200))) {
      if (await this.end(vendorId, before, now)) ended++;
    }
    return { asked, ended };
  }

  /** The first payment is due and no card can pay it: past due from now, and the owner is told once. */
  private askForCard(vendorId: string, now: Date): Promise<boolean> {
    return this.uow.run(async (r) => {
      const [plan, customer] = await Promise.all([r.subscriptions.find(vendorId), r.billing.customerOfVendor(vendorId)]);
      if (!plan || plan.processor || plan.tier === 'free' || (plan.status !== 'trialing' && plan.status !== 'active') || plan.cancelAt || customer?.card) return false;
      if (plan.trialEndsAt && plan.trialEndsAt.getTime() > now.getTime()) return false;
      await r.subscriptions.save(vendorId, { ...plan, status: 'past_due', cardDueSince: now }, undefined, now);
      const to = await ownerEmail(r, vendorId);
      if (to) {
        const data = {
          businessName: (await r.ownership.vendorName(vendorId)) ?? '',
          tier: plan.tier,
          monthlyPrice: dollars(plan.monthlyCents || TIER_PLANS[plan.tier].introMonthlyCents),
          graceEnds: longDate(new Date(now.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS)),
          addCardLink: `${this.settings.publicBaseUrl}/vendor/billing/card`,
        };
        const due = plan.trialEndsAt ?? plan.startedAt;
        await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'card-needed', to, data, idempotencyKey: `card-needed:${vendorId}:${due ? due.toISOString() : 'legacy'}` }));
      }
      return true;
    });
  }

  /** No card started the plan within the grace: the listing reverts to the free Standard tier, said once. */
  private end(vendorId: string, before: Date, now: Date): Promise<boolean> {
    return this.uow.run(async (r) => {
      const plan = await r.subscriptions.find(vendorId);
      if (!plan || plan.processor || plan.status !== 'past_due' || !isPaidSubscription(plan) || !plan.cardDueSince || plan.cardDueSince.getTime() > before.getTime()) return false;
      const ended = cancel(plan, now).subscription;
      await r.subscriptions.save(vendorId, { ...ended, cardDueSince: null }, undefined, now);
      await r.listings.setTierFlags(vendorId, publicFlags('free'), now);
      const to = await ownerEmail(r, vendorId);
      if (to) {
        const data = { businessName: (await r.ownership.vendorName(vendorId)) ?? '', tier: plan.tier, reason: 'unpaid' as const };
        await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'plan-ended', to, data, idempotencyKey: `plan-ended:${vendorId}:card-due:${plan.cardDueSince.toISOString()}` }));
      }
      return true;
    });
  }
}
