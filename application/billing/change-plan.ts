/**
 * The vendor's own change of plan, run on the processor with no admin in the loop (issue 37 §2, ADR 36).
 * The rule of what a request does is domain/billing/plan-change.ts; here it meets the processor:
 *
 * - the card: the one on file, or a new one verified by the processor first (a declined card is a 400 on
 *   the payment block, and nothing of it is stored);
 * - from the free tier a subscription starts (a trial the first time; charged at once on a restart, and
 *   refused as declined — the plan ended at once — when that first charge fails); a billed plan changes tier
 *   (up at once with proration, down at the end of the paid period);
 * - the processor's answer is mirrored (MirrorPlan) in one transaction with the owner's email, the admins'
 *   notice, the card on file and the close of an upgrade request made before plans ran themselves.
 */
import type { CardOnFile, PaidTier, ProcessorSubscription } from '../../domain/billing/billing.ts';
import { CardRejectedError } from '../../domain/billing/card-errors.ts';
import { CARD_NEEDED_MESSAGE } from '../../domain/billing/plan-change-api.ts';
import { firstChargeCents, planChangeOf, type PlanChange } from '../../domain/billing/plan-change.ts';
import { planChangeKind } from '../../domain/billing/plan-changes-api.ts';
import type { User } from '../../domain/identity/user.ts';
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { isPaidSubscription, noSubscription, type Subscription } from '../../domain/subscriptions/subscription.ts';
import { TIER_PLANS } from '../../domain/subscriptions/tiers.ts';
import { UPGRADE_REQUEST_RATE_LIMIT } from '../../domain/subscriptions/upgrade-request.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import { dollars, longDate } from '../mail/email-format.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { BillingProcessor, CardProof } from '../ports/billing-processor.ts';
import type { BillingCustomer } from '../ports/billing-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { UseCaseSettings } from '../wiring.ts';
import { ownerEmail } from '../vendors/owner-email.ts';
import { findManagedVendor } from '../vendors/vendor-access.ts';
import { MirrorPlan } from './sync-billing-event.ts';

export const ONLY_OWNER_CHANGES_PLAN = 'Only the owner of this listing can change its plan.';

/** How many previews one account may ask for an hour (each is a call to the processor). */
export const PLAN_PREVIEW_RATE_LIMIT = { limit: 120, windowMs: 60 * 60 * 1000 };

export interface PlanPreview {
  tier: PaidTier;
  kind: PlanChange['kind'];
  effective: 'now' | 'period_end';
  effectiveAt: Date;
  trialEndsAt: Date | null;
  amountDueNowCents: number;
  monthlyCents: number;
  card: CardOnFile | null;
}

export interface PlanChanged {
  tier: PaidTier;
  effective: 'now' | 'period_end';
  effectiveAt: Date;
  trialEndsAt: Date | null;
  amountChargedCents: number;
  card: CardOnFile;
  /** The plan held was asked for: the move waiting for the period's end was withdrawn. */
  kept: boolean;
}

const monthlyAfter = (tier: PaidTier, priceLockedUntil: Date | null, at: Date) =>
  priceLockedUntil && at.getTime() >= priceLockedUntil.getTime() ? TIER_PLANS[tier].regularMonthlyCents : TIER_PLANS[tier].introMonthlyCents;

/** GET /api/vendors/{id}/plan-change?tier=…: what confirming would do, before the vendor confirms. */
export class PreviewPlanChange {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'BillingProcessor', 'RateLimiter', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'subscriptions'>,
    private readonly processor: BillingProcessor,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorIdOrSlug: string, tier: PaidTier): Promise<PlanPreview> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    const hit = await this.rateLimiter.hit(`plan-preview:user:${user.id}`, PLAN_PREVIEW_RATE_LIMIT.limit, PLAN_PREVIEW_RATE_LIMIT.windowMs);
    if (!hit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    const now = this.clock.now();
    const [plan, customer] = await this.uow.run((r) => Promise.all([r.subscriptions.find(vendor.id), r.billing.customerOfVendor(vendor.id)]));
    const change = planChangeOf(plan, tier, now);
    const card = customer?.card ?? null;
    if (change.kind === 'start') {
      const firstPayment = change.trialEnd ?? now;
      return {
        tier,
        kind: 'start',
        effective: 'now',
        effectiveAt: now,
        trialEndsAt: change.trialEnd,
        amountDueNowCents: change.trialEnd ? 0 : firstChargeCents(tier, change.priceLockedUntil, now),
        monthlyCents: monthlyAfter(tier, change.priceLockedUntil, firstPayment),
        card,
      };
    }
    const preview = await this.processor.previewTierChange(change.subscriptionId, tier);
    const periodEnd = plan?.processor?.currentPeriodEnd ?? now;
    const effectiveAt = preview.effective === 'now' ? now : periodEnd;
    return {
      tier,
      kind: 'change',
      effective: preview.effective,
      effectiveAt,
      trialEndsAt: null,
      amountDueNowCents: preview.amountDueNowCents,
      monthlyCents: monthlyAfter(tier, plan?.priceLockedUntil ?? null, periodEnd),
      card,
    };
  }
}

/** POST /api/upgrades: the change itself. `proof` null: the card on file. */
export class ChangePlan {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'BillingProcessor', MirrorPlan, 'RateLimiter', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'upgradeRequests' | 'users'>,
    private readonly processor: BillingProcessor,
    private readonly mirrorPlan: MirrorPlan,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: UseCaseSettings,
  ) {}

  async execute(user: User, vendorIdOrSlug: string, tier: PaidTier, proof: CardProof | null): Promise<PlanChanged> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    // The owner's own decision, charged to the owner's card; an admin looks, but does not buy for them.
    if (user.vendorId !== vendor.id && vendor.ownerUserId !== user.id) throw new DomainError('FORBIDDEN', ONLY_OWNER_CHANGES_PLAN);
    const hit = await this.rateLimiter.hit(`upgrade:user:${user.id}`, this.settings.requestsPerHour || UPGRADE_REQUEST_RATE_LIMIT.limit, UPGRADE_REQUEST_RATE_LIMIT.windowMs);
    if (!hit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    const now = this.clock.now();
    const [plan, stored] = await this.uow.run((r) => Promise.all([r.subscriptions.find(vendor.id), r.billing.customerOfVendor(vendor.id)]));
    const change = planChangeOf(plan, tier, now);

    // The card first: nothing starts or changes on a card the processor refuses.
    let customer: BillingCustomer | null = stored;
    let newCard: CardOnFile | null = null;
    if (proof) {
      const customerId = stored?.processorCustomerId ?? (await this.processor.createCustomer({ email: vendor.email ?? user.email, name: vendor.name, reference: `vendor:${vendor.id}` }, `vendor:${vendor.id}`));
      newCard = await this.processor.confirmCard(customerId, proof);
      customer = { processorCustomerId: customerId, applicationId: stored?.applicationId ?? null, vendorId: vendor.id, card: newCard };
    }
    const card = newCard ?? customer?.card ?? null;
    if (!customer || !card) throw new DomainError('VALIDATION_FAILED', CARD_NEEDED_MESSAGE, { creditCard: CARD_NEEDED_MESSAGE });
    if (newCard) {
      const keep = customer;
      await this.uow.run((r) => r.billing.saveCustomer(keep, now));
    }

    let sub: ProcessorSubscription;
    let effective: 'now' | 'period_end' = 'now';
    let charged = 0;
    if (change.kind === 'start') {
      sub = await this.processor.startSubscription(
        { customerId: customer.processorCustomerId, vendorId: vendor.id, tier, trialEnd: change.trialEnd, priceLockedUntil: change.priceLockedUntil },
        `plan:${vendor.id}:${now.toISOString()}`,
      );
      if (!change.trialEnd) {
        // A restart is paid at once; a first charge that fails ends the plan there, as a declined card.
        if (sub.status === 'past_due' || sub.status === 'incomplete') {
          const ended = await this.processor.cancelNow(sub.id);
          await this.uow.run((r) => this.mirrorPlan.run(r, vendor.id, ended, this.clock.now()));
          throw new CardRejectedError('card_declined');
        }
        charged = firstChargeCents(tier, change.priceLockedUntil, now);
      }
    } else {
      const preview = await this.processor.previewTierChange(change.subscriptionId, tier);
      sub = await this.processor.changeTier(change.subscriptionId, tier);
      effective = preview.effective;
      charged = preview.amountDueNowCents;
    }

    // Kept for the admins' 'Plan changes'. Asking for the plan held withdraws the move waiting for the period's end: nothing waits now.
    const fromTier = plan && isPaidSubscription(plan) ? plan.tier : 'free';
    const kind = planChangeKind(fromTier, tier);
    if (kind === 'keep') effective = 'now';
    const effectiveAt = effective === 'now' ? now : sub.currentPeriodEnd;
    await this.uow.run(async (r) => {
      await this.mirrorPlan.run(r, vendor.id, sub, now);
      await r.subscriptions.recordPlanChange(vendor.id, { kind, fromTier, toTier: tier, changedAt: now, effectiveAt });
      const pending = await r.upgradeRequests.findPending(vendor.id);
      if (pending) await r.upgradeRequests.markProcessed(pending.id, 'applied', now);
      const mirrored = (await r.subscriptions.find(vendor.id)) ?? noSubscription();
      await this.email(r, vendor, user, sub, change, effectiveAt, mirrored, now, kind === 'keep');
    });
    return { tier, effective, effectiveAt, trialEndsAt: change.kind === 'start' ? change.trialEnd : null, amountChargedCents: charged, card, kept: kind === 'keep' };
  }

  private async email(
    r: Parameters<Parameters<typeof this.uow.run>[0]>[0],
    vendor: Vendor,
    user: User,
    sub: ProcessorSubscription,
    change: PlanChange,
    effectiveAt: Date,
    plan: Subscription,
    now: Date,
    kept = false,
  ): Promise<void> {
    const to = (await ownerEmail(r, vendor.id)) ?? user.email;
    const tier = change.tier;
    const planName = TIER_PLANS[tier].name;
    const billingLink = `${this.settings.publicBaseUrl}/vendor/dashboard?tab=billing`;
    let what: string;
    if (kept) {
      const other = TIER_PLANS[tier === 'premier' ? 'featured' : 'premier'].name;
      what = `keeps ${planName}; the move to ${other} is withdrawn`;
      const data = { businessName: vendor.name, tier, monthlyPrice: dollars(plan.monthlyCents || sub.nextAmountCents), billingLink };
      await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'plan-changed', to, data, idempotencyKey: `plan-kept:${sub.id}:${now.toISOString()}` }));
    } else if (change.kind === 'start' && change.trialEnd) {
      what = `started ${planName} with a free trial until ${longDate(change.trialEnd)}`;
      const data = { businessName: vendor.name, tier, trialEndsAt: longDate(change.trialEnd) };
      await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'upgrade-applied', to, data, idempotencyKey: `plan-started:${sub.id}` }));
    } else {
      const later = effectiveAt.getTime() > now.getTime();
      what = later ? `moves to ${planName} on ${longDate(effectiveAt)}` : change.kind === 'start' ? `restarted ${planName}` : `moved up to ${planName}`;
      const monthly = later ? TIER_PLANS[tier].introMonthlyCents : plan.monthlyCents || sub.nextAmountCents;
      const data = { businessName: vendor.name, tier, monthlyPrice: dollars(later ? sub.nextAmountCents || monthly : monthly), billingLink, ...(later ? { effectiveOn: longDate(effectiveAt) } : {}) };
      // The same key as MirrorPlan's for a tier that changed now: one email, whichever writes it first.
      const key = later ? `plan-change-scheduled:${sub.id}:${tier}:${effectiveAt.toISOString()}` : `plan-changed:${sub.id}:${tier}:${sub.currentPeriodEnd.toISOString()}`;
      await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'plan-changed', to, data, idempotencyKey: key }));
    }
    for (const admin of this.settings.adminEmails) {
      await r.outbox.add(
        outboxEmail(this.ids.next(), now, {
          template: 'contact-admin-notification',
          to: admin,
          data: { typeLabel: 'Plan changed', name: vendor.name, email: to, subject: `Plan changed: ${vendor.name} ${what}`, message: `Vendor ${vendor.slug} ${what}.`, shownAt: 'plan-changes' },
          idempotencyKey: `plan-change-admin:${sub.id}:${tier}:${now.toISOString()}:${admin}`,
        }),
      );
    }
  }
}
