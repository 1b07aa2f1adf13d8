/**
 * A processor event (a verified webhook, or the local test processor's delivery) brought into our records
 * (issue 37 §4). The event only names the object that changed: we read that object's current state from the
 * processor and mirror it, so a replay (each event id is stored once) does nothing and events arriving out of
 * order cannot put an older state over a newer one. The mirror, the listing's tier flags and the emails a
 * person waits for are written in one transaction; each email has an idempotency key, so none goes twice.
 */
import type { BillingEvent, ProcessorInvoice, ProcessorSubscription } from '../../domain/billing/billing.ts';
import { PAST_DUE_GRACE_DAYS } from '../../domain/billing/billing.ts';
import { holdsPlan, mirrorOf, planNews } from '../../domain/billing/plan-mirror.ts';
import { publicFlags } from '../../domain/subscriptions/subscription.ts';
import { TIER_PLANS } from '../../domain/subscriptions/tiers.ts';
import { dollars, longDate } from '../mail/email-format.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { UseCaseSettings } from '../wiring.ts';
import { ownerEmail } from '../vendors/owner-email.ts';
import { PlanEmails, type PlanEmail } from './plan-emails.ts';

type BillingRepos = Repos<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SyncOutcome = 'synced' | 'replayed' | 'ignored';

/** Writes the processor's subscription over our row of the vendor's plan, with the emails it calls for. */
export class MirrorPlan {
  static readonly inject = [PlanEmails] as const;
  constructor(private readonly emails: PlanEmails) {}

  async run(r: BillingRepos, vendorId: string, ps: ProcessorSubscription, now: Date): Promise<void> {
    const previous = await r.subscriptions.find(vendorId);
    // The news of a plan that has been replaced (it ended; a new one runs), or of a subscription that never
    // became a plan (its first payment was never made), changes nothing.
    if (!holdsPlan(previous, ps)) return;
    const next = mirrorOf(ps, previous, now);
    await r.subscriptions.save(vendorId, next, undefined, now);
    await r.listings.setTierFlags(vendorId, publicFlags(next.tier), now);
    const news = planNews(previous, next);
    if (news.length === 0) return;
    await this.emails.toOwner(r, vendorId, now, ({ businessName, billingLink }) =>
      news.flatMap((item): PlanEmail[] => {
        if (item === 'plan-ended' && previous && previous.tier !== 'free') {
          const reason = previous.status === 'past_due' ? ('unpaid' as const) : ('cancelled' as const);
          return [{ template: 'plan-ended', data: { businessName, tier: previous.tier, reason }, idempotencyKey: `plan-ended:${ps.id}` }];
        }
        if (item === 'plan-changed' && next.tier !== 'free') {
          const data = { businessName, tier: next.tier, monthlyPrice: dollars(next.monthlyCents), billingLink };
          return [{ template: 'plan-changed', data, idempotencyKey: `plan-changed:${ps.id}:${next.tier}:${ps.currentPeriodEnd.toISOString()}` }];
        }
        return [];
      }),
    );
  }
}

export class SyncBillingEvent {
  static readonly inject = ['BillingProcessor', 'UnitOfWork', MirrorPlan, 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly mirrorPlan: MirrorPlan,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: UseCaseSettings,
  ) {}

  async execute(event: BillingEvent): Promise<SyncOutcome> {
    // The objects' current state first: reading the processor is a network call, kept out of the transaction.
    let sub: ProcessorSubscription | null = null;
    let invoice: ProcessorInvoice | null = null;
    const kind = event.object.kind;
    if (kind === 'subscription') sub = await this.processor.retrieveSubscription(event.object.id);
    if (kind === 'invoice') {
      invoice = await this.processor.retrieveInvoice(event.object.id);
      if (invoice.subscriptionId) sub = await this.processor.retrieveSubscription(invoice.subscriptionId);
    }
    const customerId = sub?.customerId ?? invoice?.customerId ?? event.customerId;
    const card = (kind === 'payment_method' || kind === 'setup_intent') && customerId ? await this.processor.defaultCard(customerId) : undefined;
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      if (!(await r.billing.recordEvent(event.id, event.type, now))) return 'replayed';
      const customer = customerId ? await r.billing.customer(customerId) : null;
      if (!customer) return 'ignored';
      if (card !== undefined) await r.billing.saveCustomer({ ...customer, card }, now);
      const vendorId = customer.vendorId;
      if (!vendorId) return card !== undefined ? 'synced' : 'ignored';
      if (sub) await this.mirrorPlan.run(r, vendorId, sub, now);
      if (invoice) await this.mirrorInvoice(r, vendorId, invoice, event.type, now);
      return 'synced';
    });
  }

  private async mirrorInvoice(r: BillingRepos, vendorId: string, invoice: ProcessorInvoice, type: string, now: Date): Promise<void> {
    const before = await r.billing.saveInvoice(vendorId, invoice, now);
    const to = await ownerEmail(r, vendorId);
    if (!to) return;
    const businessName = (await r.ownership.vendorName(vendorId)) ?? '';
    const base = this.settings.publicBaseUrl;
    if (invoice.status === 'paid' && invoice.amountPaidCents > 0 && before !== 'paid') {
      const data = {
        businessName,
        invoiceNumber: invoice.number ?? invoice.id,
        amount: dollars(invoice.amountPaidCents),
        paidOn: longDate(invoice.paidAt ?? now),
        description: invoice.lines.map((l) => l.description).join('; ') || TIER_PLANS.featured.name,
        cardLast4: invoice.card?.last4 ?? null,
        receiptLink: `${base}/vendor/billing/receipts/${encodeURIComponent(invoice.id)}`,
      };
      await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'payment-receipt', to, data, idempotencyKey: `payment-receipt:${invoice.id}` }));
    }
    if (type === 'invoice.payment_failed' && invoice.status === 'open') {
      const plan = await r.subscriptions.find(vendorId);
      // Only the plan the listing holds can fall past due: not a subscription whose first charge failed.
      if (!plan || plan.status === 'cancelled' || plan.processor?.subscriptionId !== invoice.subscriptionId) return;
      const since = plan?.processor?.pastDueSince ?? now;
      const data = {
        businessName,
        amount: dollars(invoice.amountDueCents),
        nextAttempt: invoice.nextAttemptAt ? longDate(invoice.nextAttemptAt) : null,
        graceEnds: longDate(new Date(since.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS)),
        cardLast4: invoice.card?.last4 ?? null,
        updateCardLink: `${base}/vendor/dashboard?tab=billing`,
      };
      await r.outbox.add(outboxEmail(this.ids.next(), now, { template: 'payment-failed', to, data, idempotencyKey: `payment-failed:${invoice.id}:${invoice.attemptCount}` }));
    }
  }
}
