/**
 * The `stripe` billing adapter (issue 37, ADR 36): Stripe Billing through the official SDK.
 *
 * - The card is typed into Stripe Elements in the browser, which confirms a SetupIntent with the publishable
 *   key; our server only reads the SetupIntent back, so no card number or CVV ever reaches it.
 * - A plan is a subscription driven by a subscription schedule (stripe-plan.ts): trial, introductory
 *   price until the price lock ends, regular price, downgrades and cancellations at the period's end, free
 *   months as a coupon on the phases they cover. Stripe runs the schedule, the renewals and the retries.
 * - Webhooks are verified on the raw body with `stripe.webhooks.constructEvent`.
 *
 * Tested against tests/support/stripe-emulator.ts, a loopback server answering exactly these calls.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookSignatureError, type BillingProcessor, type CardProof, type CardSetup, type NewSubscription, type TierChangePreview } from '../../../application/ports/billing-processor.ts';
import type { BillingEvent, CardOnFile, InvoiceStatus, PaidTier, PlanStatus, ProcessorInvoice, ProcessorSubscription } from '../../../domain/billing/billing.ts';
import { CardRejectedError } from '../../../domain/billing/card-errors.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { TIER_PLANS } from '../../../domain/subscriptions/tiers.ts';
import type { CardBrand } from '../../../domain/payments/card.ts';
import { addMonths, isLive, kindAt, phasesOf, planMetadata, priceTier, readPlan, tierAt, type PriceIds, type StripePlan } from './stripe-plan.ts';

export interface StripeBillingOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceIds: PriceIds;
  /** A 100%-off coupon (duration 'forever'); free months put it on the schedule's phases they cover. */
  freeMonthCouponId: string;
  /** Where browsers load Stripe.js from (STRIPE_JS_URL); Stripe's own https://js.stripe.com/endive/stripe.js when absent. */
  jsUrl?: string;
  /** Points the SDK elsewhere (the tests' loopback emulator); Stripe's API when absent. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe.js, as Stripe publishes it (https://docs.stripe.com/js/including): always from js.stripe.com. */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

const toDate = (s: number) => new Date(s * 1000);
const toDateOrNull = (s: number | null | undefined) => (s == null ? null : toDate(s));
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

const BRANDS: Record<string, CardBrand> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex', discover: 'discover' };
export const cardBrandOf = (brand: string | null | undefined): CardBrand => BRANDS[brand ?? ''] ?? 'card';

const cardOf = (pm: Stripe.PaymentMethod | null): CardOnFile | null =>
  pm?.card ? { brand: cardBrandOf(pm.card.brand), last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year } : null;

/** Stripe's subscription statuses in the five this product knows. */
export const planStatusOf = (status: Stripe.Subscription.Status): PlanStatus => {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return status as PlanStatus;
    case 'unpaid':
    case 'paused':
      return 'past_due'; // not collecting: our grace sweep treats it as unpaid
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
};

const INVOICE_STATUSES: readonly string[] = ['draft', 'open', 'paid', 'void', 'uncollectible'];
const invoiceStatusOf = (status: Stripe.Invoice.Status | null): InvoiceStatus => (status && INVOICE_STATUSES.includes(status) ? (status as InvoiceStatus) : 'draft');

const OBJECT_KINDS: Record<string, BillingEvent['object']['kind']> = {
  subscription: 'subscription',
  invoice: 'invoice',
  setup_intent: 'setup_intent',
  payment_method: 'payment_method',
  customer: 'customer',
};

/** The code that names why a card was refused: the decline code for a generic 'card_declined'. */
const declineCode = (error: { code?: string | null; decline_code?: string | null } | null | undefined): string | null =>
  !error ? null : error.code === 'card_declined' ? (error.decline_code ?? 'card_declined') : (error.code ?? error.decline_code ?? null);

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);

export class StripeBillingProcessor implements BillingProcessor {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly priceAmounts = new Map<string, Promise<number>>();

  constructor(private readonly options: StripeBillingOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  async createCustomer(input: { email: string; name: string; reference: string }, idempotencyKey: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: input.email, name: input.name, metadata: { reference: input.reference } },
      { idempotencyKey: `customer-${idempotencyKey}` },
    );
    return customer.id;
  }

  async deleteCustomer(customerId: string): Promise<void> {
    try {
      await this.stripe.customers.del(customerId);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async beginCardSetup(customerId: string): Promise<CardSetup> {
    const intent = await this.stripe.setupIntents.create(
      { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
      { idempotencyKey: `setup-${randomUUID()}` },
    );
    if (!intent.client_secret) throw new Error(`Stripe SetupIntent ${intent.id} came without a client secret`);
    return { kind: 'stripe', publishableKey: this.options.publishableKey, clientSecret: intent.client_secret, setupIntentId: intent.id, jsUrl: this.options.jsUrl ?? STRIPE_JS_URL };
  }

  async confirmCard(customerId: string, proof: CardProof): Promise<CardOnFile> {
    // The local processor's card form carries a card number: never accepted here.
    if (proof.kind !== 'stripe') throw new CardRejectedError(null);
    let intent: Stripe.SetupIntent;
    try {
      intent = await this.stripe.setupIntents.retrieve(proof.setupIntentId, { expand: ['payment_method'] });
    } catch (error) {
      if (isMissing(error)) throw new CardRejectedError(null);
      throw error;
    }
    if (idOf(intent.customer) !== customerId) throw new CardRejectedError(null);
    if (intent.status !== 'succeeded') throw new CardRejectedError(declineCode(intent.last_setup_error));
    const pm = typeof intent.payment_method === 'string' ? await this.stripe.paymentMethods.retrieve(intent.payment_method) : intent.payment_method;
    const card = cardOf(pm);
    if (!pm || !card) throw new CardRejectedError(null);
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
    return card;
  }

  async defaultCard(customerId: string): Promise<CardOnFile | null> {
    try {
      const customer = await this.stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] });
      if (customer.deleted) return null;
      const pm = customer.invoice_settings.default_payment_method;
      return cardOf(typeof pm === 'string' ? await this.stripe.paymentMethods.retrieve(pm) : pm);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async startSubscription(input: NewSubscription, idempotencyKey: string): Promise<ProcessorSubscription> {
    const plan: StripePlan = {
      currentStart: 0, // `start_date: 'now'`: the processor's clock starts the plan
      tier: input.tier,
      nextTier: null,
      trialEnd: input.trialEnd ? Math.floor(input.trialEnd.getTime() / 1000) : null,
      priceLockedUntil: Math.floor(input.priceLockedUntil.getTime() / 1000),
      free: null,
      cancelAt: null,
    };
    const metadata = planMetadata(input.vendorId, plan);
    const phases = phasesOf(plan, this.options.priceIds, this.options.freeMonthCouponId, metadata).map(
      ({ start_date: _start, end_date, trial_end: _trialEnd, ...phase }): Stripe.SubscriptionScheduleCreateParams.Phase => ({
        ...phase,
        ...(typeof end_date === 'number' ? { end_date } : {}),
      }),
    );
    const schedule = await this.stripe.subscriptionSchedules.create(
      { customer: input.customerId, start_date: 'now', end_behavior: 'release', metadata, default_settings: { collection_method: 'charge_automatically' }, phases },
      { idempotencyKey: `schedule-${idempotencyKey}` },
    );
    const subscriptionId = idOf(schedule.subscription);
    if (!subscriptionId) throw new Error(`Stripe schedule ${schedule.id} started no subscription`);
    return this.retrieveSubscription(subscriptionId);
  }

  async previewTierChange(subscriptionId: string, tier: PaidTier): Promise<TierChangePreview> {
    const { sub, schedule, plan } = await this.load(subscriptionId);
    const next = this.withTier(plan, tier, sub);
    if (next.effective === 'period_end' || sub.status === 'trialing' || plan.tier === tier) {
      return { effective: next.effective, amountDueNowCents: 0 };
    }
    const item = sub.items.data[0];
    // The invoice the change would make now; a subscription the schedule released is previewed on its own
    // (a preview must not attach a schedule).
    const preview = await this.stripe.invoices.createPreview(
      schedule && isLive(schedule)
        ? { schedule: schedule.id, schedule_details: { phases: this.phases(next.plan, sub), proration_behavior: 'always_invoice' } }
        : {
            subscription: sub.id,
            subscription_details: {
              items: [{ id: item?.id, price: this.options.priceIds[tier][kindAt(plan, this.periodOf(sub).start)] }],
              proration_behavior: 'always_invoice',
            },
          },
    );
    return { effective: 'now', amountDueNowCents: Math.max(0, preview.amount_due) };
  }

  async changeTier(subscriptionId: string, tier: PaidTier): Promise<ProcessorSubscription> {
    const { sub, plan } = await this.load(subscriptionId);
    const next = this.withTier(plan, tier, sub);
    // Up: the current phase changes at once and the difference is invoiced (and charged) now.
    const proration = next.effective === 'now' && plan.tier !== tier && sub.status !== 'trialing' ? 'always_invoice' : 'none';
    await this.writePlan(sub, next.plan, proration);
    return this.retrieveSubscription(subscriptionId);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProcessorSubscription> {
    const { sub, plan } = await this.load(subscriptionId);
    const periodEnd = this.periodOf(sub).end;
    // Stripe refuses cancel_at_period_end on a scheduled subscription: the schedule ends there instead.
    await this.writePlan(sub, { ...plan, cancelAt: cancel ? periodEnd : null }, 'none');
    return this.retrieveSubscription(subscriptionId);
  }

  async cancelNow(subscriptionId: string): Promise<ProcessorSubscription> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
    } catch (error) {
      // Already canceled: nothing more to stop.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    // An open invoice would still be retried and charged: void it.
    for await (const invoice of this.stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 100 })) {
      await this.stripe.invoices.voidInvoice(invoice.id);
    }
    return this.retrieveSubscription(subscriptionId);
  }

  async grantFreeMonths(subscriptionId: string, months: number, reason: string): Promise<ProcessorSubscription> {
    if (!Number.isInteger(months) || months < 1) throw new Error('Free months must be a positive whole number');
    const { sub, plan } = await this.load(subscriptionId);
    const periodEnd = this.periodOf(sub).end;
    // The next N invoices are free: extend a grant still ahead, else start one at the next period.
    const from = plan.free && plan.free.until >= periodEnd ? plan.free.from : periodEnd;
    const until = addMonths(plan.free && plan.free.until >= periodEnd ? plan.free.until : periodEnd, months);
    await this.writePlan(sub, { ...plan, free: { from, until } }, 'none', { free_months_reason: reason.slice(0, 500) });
    return this.retrieveSubscription(subscriptionId);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProcessorSubscription> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
    return this.toSubscription(sub);
  }

  async *listSubscriptions(): AsyncIterable<ProcessorSubscription> {
    for await (const sub of this.stripe.subscriptions.list({ status: 'all', limit: 100, expand: ['data.schedule'] })) {
      const item = sub.items.data[0];
      // Only our plans: a subscription on one of our prices, or carrying our vendor id.
      if (!sub.metadata.vendor_id && !(item && priceTier(this.options.priceIds, item.price.id))) continue;
      yield await this.toSubscription(sub);
    }
  }

  async retrieveInvoice(invoiceId: string): Promise<ProcessorInvoice> {
    return this.toInvoice(await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
  }

  async listInvoices(customerId: string): Promise<ProcessorInvoice[]> {
    const invoices: ProcessorInvoice[] = [];
    for await (const invoice of this.stripe.invoices.list({ customer: customerId, limit: 100, expand: ['data.payments'] })) {
      if (invoice.status === 'draft') continue;
      invoices.push(await this.toInvoice(invoice));
    }
    return invoices.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async retryInvoice(invoiceId: string): Promise<ProcessorInvoice> {
    try {
      await this.stripe.invoices.pay(invoiceId, {}, { idempotencyKey: `pay-${invoiceId}-${randomUUID()}` });
    } catch (error) {
      // A refused card leaves the invoice open with one more attempt: that is the answer.
      if (error instanceof Stripe.errors.StripeCardError) return this.retrieveInvoice(invoiceId);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && !isMissing(error)) {
        const invoice = await this.retrieveInvoice(invoiceId);
        if (invoice.status !== 'open') throw new DomainError('CONFLICT', 'This invoice is not open.');
      }
      throw error;
    }
    return this.retrieveInvoice(invoiceId);
  }

  parseWebhook(rawBody: string, signature: string | null): BillingEvent {
    if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
      throw error;
    }
    const object = event.data.object as unknown as { id?: string; object?: string; customer?: string | { id: string } | null };
    const kind = OBJECT_KINDS[object.object ?? ''] ?? 'other';
    return {
      id: event.id,
      type: event.type,
      object: { kind, id: object.id ?? '' },
      customerId: kind === 'customer' ? (object.id ?? null) : idOf(object.customer),
      createdAt: toDate(event.created),
    };
  }

  // ——— plans ———

  /** A running plan to change (the same refusals as the local processor's). */
  private async load(subscriptionId: string) {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired' || sub.ended_at != null) throw new DomainError('CONFLICT', 'This plan has ended.');
    const schedule = typeof sub.schedule === 'object' && sub.schedule ? sub.schedule : null;
    return { sub, schedule, plan: readPlan(sub, schedule, this.options.priceIds) };
  }

  private periodOf(sub: Stripe.Subscription) {
    const item = sub.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
    return { start: item.current_period_start, end: item.current_period_end };
  }

  /** Up: the tier changes from now on. Down: from the end of the paid period. Same tier: undo a pending change. */
  private withTier(plan: StripePlan, tier: PaidTier, sub: Stripe.Subscription): { plan: StripePlan; effective: 'now' | 'period_end' } {
    if (tier === plan.tier && !plan.nextTier) throw new DomainError('CONFLICT', `The listing is already on the ${TIER_PLANS[tier].name} plan`);
    // Back to the tier held withdraws the downgrade scheduled for the period's end.
    if (tier === plan.tier) return { plan: { ...plan, nextTier: null }, effective: 'period_end' };
    if (tier === 'premier') return { plan: { ...plan, tier, nextTier: null }, effective: 'now' };
    return { plan: { ...plan, nextTier: { tier, at: this.periodOf(sub).end } }, effective: 'period_end' };
  }

  private phases(plan: StripePlan, sub: Stripe.Subscription, extra: Record<string, string> = {}) {
    return phasesOf(plan, this.options.priceIds, this.options.freeMonthCouponId, { ...planMetadata(sub.metadata.vendor_id ?? '', plan), ...extra });
  }

  /** The live schedule of a subscription; one is made from the subscription when it was released. */
  private async scheduleFor(sub: Stripe.Subscription): Promise<Stripe.SubscriptionSchedule> {
    const attached = typeof sub.schedule === 'string' ? await this.stripe.subscriptionSchedules.retrieve(sub.schedule) : sub.schedule;
    if (attached && isLive(attached)) return attached;
    return this.stripe.subscriptionSchedules.create({ from_subscription: sub.id }, { idempotencyKey: `from-${sub.id}-${randomUUID()}` });
  }

  private async writePlan(sub: Stripe.Subscription, plan: StripePlan, proration: 'always_invoice' | 'none', extra: Record<string, string> = {}) {
    const schedule = await this.scheduleFor(sub);
    const currentStart = schedule.current_phase?.start_date ?? plan.currentStart;
    const next = { ...plan, currentStart };
    const metadata = { ...planMetadata(sub.metadata.vendor_id ?? '', next), ...extra };
    await this.stripe.subscriptionSchedules.update(schedule.id, {
      phases: phasesOf(next, this.options.priceIds, this.options.freeMonthCouponId, metadata),
      end_behavior: next.cancelAt != null ? 'cancel' : 'release',
      proration_behavior: proration,
      metadata,
    });
  }

  private priceAmount(priceId: string): Promise<number> {
    let amount = this.priceAmounts.get(priceId);
    if (!amount) {
      amount = this.stripe.prices.retrieve(priceId).then((p) => p.unit_amount ?? 0);
      amount.catch(() => this.priceAmounts.delete(priceId));
      this.priceAmounts.set(priceId, amount);
    }
    return amount;
  }

  private async toSubscription(sub: Stripe.Subscription): Promise<ProcessorSubscription> {
    const schedule = typeof sub.schedule === 'object' && sub.schedule ? sub.schedule : null;
    const plan = readPlan(sub, schedule, this.options.priceIds);
    const period = this.periodOf(sub);
    const item = sub.items.data[0];
    // The next invoice is for the period starting at the current one's end, at the price in force then.
    const ours = plan.priceLockedUntil > 0 && item != null && priceTier(this.options.priceIds, item.price.id) != null;
    const nextAmountCents = ours
      ? await this.priceAmount(this.options.priceIds[tierAt(plan, period.end)][kindAt(plan, period.end)])
      : (item?.price.unit_amount ?? 0);
    return {
      id: sub.id,
      customerId: idOf(sub.customer) ?? '',
      tier: plan.tier,
      status: planStatusOf(sub.status),
      trialEnd: toDateOrNull(sub.trial_end),
      currentPeriodStart: toDate(period.start),
      currentPeriodEnd: toDate(period.end),
      cancelAtPeriodEnd: sub.status !== 'canceled' && (sub.cancel_at_period_end || sub.cancel_at != null || plan.cancelAt != null),
      endedAt: toDateOrNull(sub.ended_at),
      scheduledTier: sub.status === 'canceled' ? null : (plan.nextTier?.tier ?? null),
      priceLockedUntil: plan.priceLockedUntil > 0 ? toDate(plan.priceLockedUntil) : null,
      nextAmountCents,
      discountEndsAt: plan.free ? toDate(plan.free.until) : null,
    };
  }

  private async toInvoice(invoice: Stripe.Invoice): Promise<ProcessorInvoice> {
    const payment = invoice.payments?.data.find((p) => p.is_default) ?? invoice.payments?.data[0];
    const intentId = idOf(payment?.payment.payment_intent);
    let card: ProcessorInvoice['card'] = null;
    if (intentId) {
      const intent = await this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
      const pm = typeof intent.payment_method === 'string' ? null : intent.payment_method;
      const found = cardOf(pm);
      card = found ? { brand: found.brand, last4: found.last4 } : null;
    }
    return {
      id: invoice.id,
      customerId: idOf(invoice.customer) ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      number: invoice.number,
      status: invoiceStatusOf(invoice.status),
      amountDueCents: invoice.amount_due,
      amountPaidCents: invoice.amount_paid,
      periodStart: toDate(invoice.period_start),
      periodEnd: toDate(invoice.period_end),
      createdAt: toDate(invoice.created),
      paidAt: toDateOrNull(invoice.status_transitions.paid_at),
      attemptCount: invoice.attempt_count,
      nextAttemptAt: toDateOrNull(invoice.next_payment_attempt),
      lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amountCents: line.amount })),
      card,
    };
  }
}
