import type { Knex } from 'knex';
import { isSubscriptionStatus, type Subscription } from '../../../../domain/subscriptions/subscription.ts';
import { isTier } from '../../../../domain/subscriptions/tiers.ts';
import type { UpgradeTier } from '../../../../domain/subscriptions/upgrade-request.ts';
import type { DueReminder, NewPlanChange, SubscriptionRepository, UpgradeRequest, UpgradeRequestRepository } from '../../../../application/ports/subscription-repository.ts';
import { columnsOf, date, dateOrNull, firstOf, isDuplicateKey, num, strOrNull, type Row } from '../rows.ts';

const subscriptionOf = (r: Row): Subscription => {
  const tier = String(r.tier);
  const status = String(r.status);
  return {
    tier: isTier(tier) ? tier : 'free',
    status: isSubscriptionStatus(status) ? status : 'none',
    startedAt: dateOrNull(r.trial_started_at),
    trialEndsAt: dateOrNull(r.trial_ends_at),
    reminderSentAt: dateOrNull(r.reminder_sent_at),
    priceLockedUntil: dateOrNull(r.intro_price_locked_until),
    monthlyCents: num(r.monthly_price_cents),
    cancelledAt: dateOrNull(r.cancelled_at),
    cancelAt: dateOrNull(r.cancel_at),
    processor:
      r.processor_subscription_id && r.processor_customer_id
        ? {
            subscriptionId: String(r.processor_subscription_id),
            customerId: String(r.processor_customer_id),
            currentPeriodEnd: date(r.current_period_end),
            pastDueSince: dateOrNull(r.past_due_since),
            scheduledTier: r.scheduled_tier === 'featured' || r.scheduled_tier === 'premier' ? r.scheduled_tier : null,
            freeUntil: dateOrNull(r.free_until),
          }
        : null,
    // A plan from before billing, due with no card on file: the same column as a billed plan's past due.
    ...(!r.processor_subscription_id && r.past_due_since ? { cardDueSince: date(r.past_due_since) } : {}),
  };
};

export class KnexSubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly knex: Knex,
    private readonly newId: () => string,
  ) {}

  async find(vendorId: string): Promise<Subscription | null> {
    return firstOf(
      this.knex('subscriptions as s').leftJoin('billing_customers as bc', 'bc.vendor_id', 's.vendor_id').where('s.vendor_id', vendorId).select('s.*', 'bc.processor_customer_id'),
      subscriptionOf,
    );
  }

  async save(vendorId: string, s: Subscription, paymentMethodId: string | null | undefined, now: Date): Promise<void> {
    const row: Row = {
      tier: s.tier,
      status: s.status === 'none' ? 'cancelled' : s.status,
      trial_started_at: s.startedAt,
      trial_ends_at: s.trialEndsAt,
      intro_price_locked_until: s.priceLockedUntil,
      monthly_price_cents: s.monthlyCents,
      reminder_sent_at: s.reminderSentAt,
      cancelled_at: s.cancelledAt,
      cancel_at: s.cancelAt,
      ...(s.processor !== undefined
        ? {
            processor_subscription_id: s.processor?.subscriptionId ?? null,
            current_period_end: s.processor?.currentPeriodEnd ?? null,
            past_due_since: s.processor?.pastDueSince ?? s.cardDueSince ?? null,
            scheduled_tier: s.processor?.scheduledTier ?? null,
            free_until: s.processor?.freeUntil ?? null,
            next_amount_cents: s.processor ? s.monthlyCents : null,
          }
        : {}),
      updated_at: now,
      ...(paymentMethodId !== undefined ? { payment_method_id: paymentMethodId } : {}),
    };
    const updated = await this.knex('subscriptions').where({ vendor_id: vendorId }).update(row);
    if (!updated) await this.knex('subscriptions').insert({ id: this.newId(), vendor_id: vendorId, created_at: now, ...row });
  }

  async dueReminders(now: Date, horizon: Date, limit: number): Promise<DueReminder[]> {
    const rows = (await this.knex('subscriptions as s')
      .join('vendors as v', 'v.id', 's.vendor_id')
      .leftJoin('users as u', 'u.id', 'v.owner_user_id')
      .leftJoin('payment_methods as p', 'p.id', 's.payment_method_id')
      // The card on file at the processor (issue 37) is the one the first payment goes to.
      .leftJoin('billing_customers as bc', 'bc.vendor_id', 's.vendor_id')
      .where('s.status', 'trialing')
      .whereNull('s.reminder_sent_at')
      .whereNull('s.cancel_at')
      .where('s.trial_ends_at', '>', now)
      .where('s.trial_ends_at', '<=', horizon)
      .orderBy('s.trial_ends_at')
      .limit(limit)
      .select('s.*', 'v.name as business_name', 'v.email as vendor_email', 'u.email as owner_email', 'p.last4', 'bc.card_last4')) as Row[];
    return rows.map((r) => ({
      vendorId: String(r.vendor_id),
      subscription: subscriptionOf(r),
      businessName: String(r.business_name),
      email: strOrNull(r.owner_email ?? r.vendor_email),
      cardLast4: strOrNull(r.card_last4 ?? r.last4),
    }));
  }

  async claimReminder(vendorId: string, now: Date): Promise<boolean> {
    const due = this.knex('subscriptions').where({ vendor_id: vendorId, status: 'trialing' }).whereNull('reminder_sent_at').whereNull('cancel_at');
    return (await due.update({ reminder_sent_at: now, updated_at: now })) === 1;
  }

  async dueCancellations(now: Date, limit: number): Promise<string[]> {
    return this.knex('subscriptions')
      .whereIn('status', ['trialing', 'active'])
      // The processor ends a billed plan itself (its event says so).
      .whereNull('processor_subscription_id')
      .whereNotNull('cancel_at')
      .where('cancel_at', '<=', now)
      .orderBy('cancel_at')
      .limit(limit)
      .pluck('vendor_id');
  }

  async pendingProcessorStarts(limit: number): Promise<string[]> {
    return this.knex('subscriptions as s')
      .join('billing_customers as bc', 'bc.vendor_id', 's.vendor_id')
      .whereIn('s.status', ['trialing', 'active', 'past_due'])
      .whereNot('s.tier', 'free')
      .whereNull('s.processor_subscription_id')
      .orderBy('s.updated_at')
      .limit(limit)
      .pluck('s.vendor_id');
  }

  async cardlessPlansDue(now: Date, limit: number): Promise<string[]> {
    return this.unbilledPaidPlansQuery()
      .whereNull('s.cancel_at')
      .where((q) => q.whereNull('s.trial_ends_at').orWhere('s.trial_ends_at', '<=', now))
      .whereNull('bc.card_last4')
      .limit(limit)
      .pluck('s.vendor_id');
  }

  async unbilledPaidPlans(limit: number): Promise<string[]> {
    return this.unbilledPaidPlansQuery().whereNull('bc.id').limit(limit).pluck('s.vendor_id');
  }

  /** Paid plans the processor does not bill yet, with their vendor's billing customer when there is one. */
  private unbilledPaidPlansQuery() {
    return this.knex('subscriptions as s')
      .leftJoin('billing_customers as bc', 'bc.vendor_id', 's.vendor_id')
      .whereIn('s.status', ['trialing', 'active'])
      .whereNot('s.tier', 'free')
      .whereNull('s.processor_subscription_id')
      .orderBy('s.vendor_id');
  }

  async cardDueSince(before: Date, limit: number): Promise<string[]> {
    return this.pastDueQuery(before).whereNull('processor_subscription_id').limit(limit).pluck('vendor_id');
  }

  async pastDueSince(before: Date, limit: number): Promise<string[]> {
    return this.pastDueQuery(before).whereNotNull('processor_subscription_id').limit(limit).pluck('vendor_id');
  }

  /** Plans past due since `before`: billed ones (a failed payment) and ones from before billing (no card). */
  private pastDueQuery(before: Date) {
    return this.knex('subscriptions').where('status', 'past_due').where('past_due_since', '<=', before).orderBy('past_due_since');
  }

  async recordCancellation(vendorId: string, tier: UpgradeTier, cancelledAt: Date, endsAt: Date): Promise<void> {
    await this.knex('plan_cancellations').insert({ id: this.newId(), vendor_id: vendorId, tier, cancelled_at: cancelledAt, ends_at: endsAt });
  }

  async recordPlanChange(vendorId: string, c: NewPlanChange): Promise<void> {
    await this.knex('plan_changes').insert({ id: this.newId(), vendor_id: vendorId, ...columnsOf(c) });
  }
}

export const requestOf = (r: Row): UpgradeRequest => ({
  id: String(r.id),
  vendorId: strOrNull(r.vendor_id),
  slug: strOrNull(r.slug),
  businessName: String(r.business_name),
  email: String(r.email),
  tier: r.subscription_tier === 'premier' ? 'premier' : 'featured',
  paymentMethodId: strOrNull(r.payment_method_id),
  status: r.status === 'applied' || r.status === 'rejected' ? r.status : 'pending',
  createdAt: date(r.created_at),
});

export class KnexUpgradeRequestRepository implements UpgradeRequestRepository {
  constructor(private readonly knex: Knex) {}

  async create(u: UpgradeRequest): Promise<boolean> {
    try {
      const { tier, ...fields } = u;
      await this.knex('upgrade_requests').insert({
        ...columnsOf(fields),
        subscription_tier: tier,
        pending_vendor_id: u.status === 'pending' ? u.vendorId : null,
        updated_at: u.createdAt,
      });
      return true;
    } catch (e) {
      // The unique pending_vendor_id: this listing already has a pending request (a concurrent one, too).
      if (u.status === 'pending' && isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async find(id: string): Promise<UpgradeRequest | null> {
    return firstOf(this.knex('upgrade_requests').where({ id }), requestOf);
  }

  async findPending(vendorId: string): Promise<UpgradeRequest | null> {
    return firstOf(this.knex('upgrade_requests').where({ vendor_id: vendorId, status: 'pending' }).orderBy('created_at', 'desc'), requestOf);
  }

  async markProcessed(id: string, status: 'applied' | 'rejected', now: Date): Promise<boolean> {
    return (await this.knex('upgrade_requests').where({ id, status: 'pending' }).update({ status, processed_at: now, updated_at: now, pending_vendor_id: null })) === 1;
  }
}
