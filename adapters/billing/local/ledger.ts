/**
 * The books of the local test processor (issue 37, ADR 36): the embedded default's stand-in for Stripe
 * Billing, offline. It keeps customers, cards, subscriptions and invoices, and runs the schedule a
 * processor runs: a trial, then monthly invoices at the introductory price until `priceLockedUntil`, then
 * the regular price; Featured → Premier at once with proration; Premier → Featured and cancels at the end
 * of the period; failed charges retried 3, 5 and 7 days after the first failure; free months. It
 * behaves like Stripe's test mode for Stripe's published test cards:
 *   4242 4242 4242 4242 succeeds · 4000 0000 0000 0341 is accepted but every charge fails ·
 *   4000 0000 0000 0002 is declined when entered.
 * Every operation takes `now` (the processor's clock, which a test or the admin's test clock moves).
 * Each change appends events, which the adapter delivers to our event handler as Stripe's webhooks would.
 */
import type { BillingEvent, CardOnFile, InvoiceLine, PaidTier, PlanStatus, ProcessorInvoice, ProcessorSubscription } from '../../../domain/billing/billing.ts';
import { CardRejectedError } from '../../../domain/billing/card-errors.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { addMonthsUtc, TIER_PLANS } from '../../../domain/subscriptions/tiers.ts';

export type TestCardBehaviour = 'succeeds' | 'fails_at_charge' | 'declined';

/** Stripe's published test numbers that behave other than 'succeeds' (every other valid number succeeds). */
export const TEST_CARD_BEHAVIOUR: Record<string, TestCardBehaviour> = {
  '4000000000000341': 'fails_at_charge',
  '4000000000000002': 'declined',
};

export const behaviourOfCardNumber = (digits: string): TestCardBehaviour => TEST_CARD_BEHAVIOUR[digits] ?? 'succeeds';

/** Days after the first failed charge on which the processor tries again (3 tries over 7 days). */
export const RETRY_DAYS = [3, 5, 7] as const;
/** An incomplete subscription (its first charge failed) expires unpaid after 23 hours, as Stripe's do. */
export const INCOMPLETE_EXPIRES_MS = 23 * 60 * 60 * 1000;
/** Stripe sends customer.subscription.trial_will_end three days before a trial ends. */
export const TRIAL_WILL_END_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LedgerCustomer {
  id: string;
  email: string;
  name: string;
  reference: string;
  defaultCardId: string | null;
  deleted: boolean;
  createdAt: string;
}

export interface LedgerCard extends CardOnFile {
  id: string;
  customerId: string;
  behaviour: TestCardBehaviour;
}

export interface LedgerSubscription {
  id: string;
  customerId: string;
  vendorId: string;
  tier: PaidTier;
  status: PlanStatus;
  trialEnd: string | null;
  /** Periods run monthly from this instant: period k ends at anchor + k months. */
  anchor: string;
  periodIndex: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  scheduledTier: PaidTier | null;
  priceLockedUntil: string;
  discountEndsAt: string | null;
  trialWillEndSent: boolean;
  createdAt: string;
}

export interface LedgerInvoice {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string;
  status: 'open' | 'paid' | 'void';
  amountDueCents: number;
  amountPaidCents: number;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
  paidAt: string | null;
  attemptCount: number;
  firstFailedAt: string | null;
  nextAttemptAt: string | null;
  lines: InvoiceLine[];
  card: { brand: CardOnFile['brand']; last4: string } | null;
}

export interface LedgerEvent {
  seq: number;
  event: BillingEvent;
}

export type LedgerKind = 'customer' | 'card' | 'subscription' | 'invoice' | 'idempotency' | 'setting';
export interface LedgerDocs {
  customer: LedgerCustomer;
  card: LedgerCard;
  subscription: LedgerSubscription;
  invoice: LedgerInvoice;
  idempotency: { id: string; result: string };
  /** The adapter's own settings: the test clock's offset, the last event delivered. */
  setting: { id: string; value: number };
}

/** Where the books are kept: documents by kind and id, and the event log. */
export interface LedgerStore {
  get<K extends LedgerKind>(kind: K, id: string): Promise<LedgerDocs[K] | null>;
  put<K extends LedgerKind>(kind: K, doc: LedgerDocs[K]): Promise<void>;
  /** All documents of a kind, optionally of one customer. */
  list<K extends LedgerKind>(kind: K, customerId?: string): Promise<LedgerDocs[K][]>;
  /** Appends an event; returns its sequence number. */
  appendEvent(event: BillingEvent): Promise<number>;
  eventsAfter(seq: number): Promise<LedgerEvent[]>;
  /** A counter per name (ids, invoice numbers). */
  next(name: string): Promise<number>;
}

export class InMemoryLedgerStore implements LedgerStore {
  private readonly docs = new Map<string, unknown>();
  private readonly events: LedgerEvent[] = [];
  private readonly counters = new Map<string, number>();

  async get<K extends LedgerKind>(kind: K, id: string): Promise<LedgerDocs[K] | null> {
    const doc = this.docs.get(`${kind}:${id}`);
    return doc ? (structuredClone(doc) as LedgerDocs[K]) : null;
  }
  async put<K extends LedgerKind>(kind: K, doc: LedgerDocs[K]): Promise<void> {
    this.docs.set(`${kind}:${doc.id}`, structuredClone(doc));
  }
  async list<K extends LedgerKind>(kind: K, customerId?: string): Promise<LedgerDocs[K][]> {
    const out: LedgerDocs[K][] = [];
    for (const [key, doc] of this.docs) {
      if (!key.startsWith(`${kind}:`)) continue;
      if (customerId !== undefined && (doc as { customerId?: string }).customerId !== customerId) continue;
      out.push(structuredClone(doc) as LedgerDocs[K]);
    }
    return out;
  }
  async appendEvent(event: BillingEvent): Promise<number> {
    const seq = this.events.length + 1;
    this.events.push({ seq, event });
    return seq;
  }
  async eventsAfter(seq: number): Promise<LedgerEvent[]> {
    return this.events.filter((e) => e.seq > seq);
  }
  async next(name: string): Promise<number> {
    const n = (this.counters.get(name) ?? 0) + 1;
    this.counters.set(name, n);
    return n;
  }
}

const iso = (d: Date) => d.toISOString();
const date = (s: string) => new Date(s);
const dateOrNull = (s: string | null) => (s === null ? null : new Date(s));

/** The monthly price of `tier` for a period starting at `at`: introductory while the lock runs. */
export const priceAt = (tier: PaidTier, priceLockedUntil: string, at: Date): number =>
  at.getTime() < date(priceLockedUntil).getTime() ? TIER_PLANS[tier].introMonthlyCents : TIER_PLANS[tier].regularMonthlyCents;

const TIER_RANK: Record<PaidTier, number> = { featured: 1, premier: 2 };

export class Ledger {
  constructor(private readonly store: LedgerStore) {}

  private async id(prefix: string): Promise<string> {
    const n = await this.store.next(prefix);
    return `${prefix}_local${String(n).padStart(8, '0')}`;
  }

  private async emit(type: string, kind: BillingEvent['object']['kind'], objectId: string, customerId: string | null, now: Date): Promise<void> {
    const id = await this.id('evt');
    await this.store.appendEvent({ id, type, object: { kind, id: objectId }, customerId, createdAt: now });
  }

  private async once(key: string | undefined, create: () => Promise<string>): Promise<string> {
    if (key === undefined) return create();
    const seen = await this.store.get('idempotency', key);
    if (seen) return seen.result;
    const result = await create();
    await this.store.put('idempotency', { id: key, result });
    return result;
  }

  private async customer(id: string): Promise<LedgerCustomer> {
    const c = await this.store.get('customer', id);
    if (!c || c.deleted) throw new DomainError('NOT_FOUND', `No such customer: '${id}'`);
    return c;
  }

  private async subscription(id: string): Promise<LedgerSubscription> {
    const s = await this.store.get('subscription', id);
    if (!s) throw new DomainError('NOT_FOUND', `No such subscription: '${id}'`);
    return s;
  }

  private async invoice(id: string): Promise<LedgerInvoice> {
    const i = await this.store.get('invoice', id);
    if (!i) throw new DomainError('NOT_FOUND', `No such invoice: '${id}'`);
    return i;
  }

  async createCustomer(now: Date, input: { email: string; name: string; reference: string }, idempotencyKey?: string): Promise<string> {
    return this.once(idempotencyKey && `customer:${idempotencyKey}`, async () => {
      const id = await this.id('cus');
      await this.store.put('customer', { id, ...input, defaultCardId: null, deleted: false, createdAt: iso(now) });
      await this.emit('customer.created', 'customer', id, id, now);
      return id;
    });
  }

  async deleteCustomer(now: Date, customerId: string): Promise<void> {
    const c = await this.store.get('customer', customerId);
    if (!c || c.deleted) return;
    for (const sub of await this.store.list('subscription', customerId)) {
      if (sub.endedAt === null) await this.cancelNow(now, sub.id);
    }
    await this.store.put('customer', { ...c, deleted: true, defaultCardId: null });
    await this.emit('customer.deleted', 'customer', customerId, customerId, now);
  }

  /** Verifies a card (not charged) and makes it the customer's default; a declined card stores nothing. */
  async attachCard(now: Date, customerId: string, card: CardOnFile & { behaviour: TestCardBehaviour }): Promise<CardOnFile> {
    const c = await this.customer(customerId);
    if (card.behaviour === 'declined') throw new CardRejectedError('card_declined');
    const id = await this.id('pm');
    const { behaviour, ...summary } = card;
    await this.store.put('card', { id, customerId, behaviour, ...summary });
    await this.store.put('customer', { ...c, defaultCardId: id });
    await this.emit('setup_intent.succeeded', 'payment_method', id, customerId, now);
    return summary;
  }

  async defaultCard(customerId: string): Promise<CardOnFile | null> {
    const c = await this.store.get('customer', customerId);
    if (!c || c.deleted || !c.defaultCardId) return null;
    const card = await this.store.get('card', c.defaultCardId);
    return card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null;
  }

  async startSubscription(
    now: Date,
    input: { customerId: string; vendorId: string; tier: PaidTier; trialEnd: Date | null; priceLockedUntil: Date },
    idempotencyKey?: string,
  ): Promise<string> {
    return this.once(idempotencyKey && `subscription:${idempotencyKey}`, async () => {
      await this.customer(input.customerId);
      const id = await this.id('sub');
      const trial = input.trialEnd !== null && input.trialEnd.getTime() > now.getTime();
      const anchor = trial ? input.trialEnd! : now;
      const sub: LedgerSubscription = {
        id,
        customerId: input.customerId,
        vendorId: input.vendorId,
        tier: input.tier,
        status: trial ? 'trialing' : 'active',
        trialEnd: trial ? iso(input.trialEnd!) : null,
        anchor: iso(anchor),
        periodIndex: 0,
        currentPeriodStart: iso(now),
        currentPeriodEnd: iso(trial ? anchor : addMonthsUtc(anchor, 1)),
        cancelAtPeriodEnd: false,
        endedAt: null,
        scheduledTier: null,
        priceLockedUntil: iso(input.priceLockedUntil),
        discountEndsAt: null,
        trialWillEndSent: false,
        createdAt: iso(now),
      };
      if (!trial) sub.periodIndex = 1;
      await this.store.put('subscription', sub);
      await this.emit('customer.subscription.created', 'subscription', id, sub.customerId, now);
      if (!trial) await this.invoicePeriod(now, sub);
      return id;
    });
  }

  /** The invoice for the period the subscription just entered, charged at once. */
  private async invoicePeriod(now: Date, sub: LedgerSubscription): Promise<void> {
    const start = date(sub.currentPeriodStart);
    const free = sub.discountEndsAt !== null && start.getTime() < date(sub.discountEndsAt).getTime();
    const price = priceAt(sub.tier, sub.priceLockedUntil, start);
    const lines: InvoiceLine[] = [{ description: `${TIER_PLANS[sub.tier].name} (monthly)`, amountCents: price }];
    if (free) lines.push({ description: 'Free month', amountCents: -price });
    await this.createInvoice(now, sub, lines, start, date(sub.currentPeriodEnd));
  }

  private async createInvoice(now: Date, sub: LedgerSubscription, lines: InvoiceLine[], periodStart: Date, periodEnd: Date): Promise<LedgerInvoice> {
    const id = await this.id('in');
    const n = await this.store.next(`invoice-number:${sub.customerId}`);
    const amount = Math.max(0, lines.reduce((sum, l) => sum + l.amountCents, 0));
    const invoice: LedgerInvoice = {
      id,
      number: `${sub.customerId.slice(-6).toUpperCase()}-${String(n).padStart(4, '0')}`,
      customerId: sub.customerId,
      subscriptionId: sub.id,
      status: 'open',
      amountDueCents: amount,
      amountPaidCents: 0,
      periodStart: iso(periodStart),
      periodEnd: iso(periodEnd),
      createdAt: iso(now),
      paidAt: null,
      attemptCount: 0,
      firstFailedAt: null,
      nextAttemptAt: null,
      lines,
      card: null,
    };
    await this.store.put('invoice', invoice);
    await this.emit('invoice.finalized', 'invoice', id, sub.customerId, now);
    return this.attempt(now, invoice);
  }

  /** One payment attempt on an open invoice with the customer's default card. */
  private async attempt(now: Date, invoice: LedgerInvoice): Promise<LedgerInvoice> {
    const customer = await this.store.get('customer', invoice.customerId);
    const card = customer?.defaultCardId ? await this.store.get('card', customer.defaultCardId) : null;
    const next: LedgerInvoice = { ...invoice, card: card ? { brand: card.brand, last4: card.last4 } : null };
    if (invoice.amountDueCents === 0 || (card && card.behaviour === 'succeeds')) {
      Object.assign(next, { status: 'paid', amountPaidCents: invoice.amountDueCents, paidAt: iso(now), nextAttemptAt: null });
      if (invoice.amountDueCents > 0) next.attemptCount = invoice.attemptCount + 1;
      await this.store.put('invoice', next);
      await this.emit('invoice.paid', 'invoice', next.id, next.customerId, now);
      await this.settle(now, next.subscriptionId);
      return next;
    }
    const sub = await this.subscription(next.subscriptionId);
    // As Stripe: a subscription whose very first charge fails (no trial) is `incomplete`, not past due. It is
    // not retried; it becomes active if that invoice is paid, and expires unpaid after INCOMPLETE_EXPIRES_MS.
    const incomplete = sub.status === 'incomplete' || (sub.status === 'active' && sub.trialEnd === null && sub.periodIndex === 1 && invoice.attemptCount === 0 && !(await this.hasPaid(sub)));
    const firstFailedAt = invoice.firstFailedAt ?? iso(now);
    const retry = incomplete ? undefined : RETRY_DAYS.map((d) => new Date(date(firstFailedAt).getTime() + d * DAY_MS)).find((t) => t.getTime() > now.getTime());
    Object.assign(next, { attemptCount: invoice.attemptCount + 1, firstFailedAt, nextAttemptAt: retry ? iso(retry) : null });
    await this.store.put('invoice', next);
    await this.emit('invoice.payment_failed', 'invoice', next.id, next.customerId, now);
    const status = incomplete ? 'incomplete' : 'past_due';
    if (sub.endedAt === null && sub.status !== status) {
      await this.store.put('subscription', { ...sub, status });
      await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, now);
    }
    return next;
  }

  private async hasPaid(sub: LedgerSubscription): Promise<boolean> {
    return (await this.store.list('invoice', sub.customerId)).some((i) => i.subscriptionId === sub.id && i.status === 'paid');
  }

  /** A subscription whose invoices are all paid is active again (or at last, when it was incomplete). */
  private async settle(now: Date, subscriptionId: string): Promise<void> {
    const sub = await this.subscription(subscriptionId);
    if ((sub.status !== 'past_due' && sub.status !== 'incomplete') || sub.endedAt !== null) return;
    const open = (await this.store.list('invoice', sub.customerId)).some((i) => i.subscriptionId === sub.id && i.status === 'open');
    if (open) return;
    await this.store.put('subscription', { ...sub, status: 'active' });
    await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, now);
  }

  /** Runs what fell due by `now`: trial ends, renewals, price steps, scheduled changes, retries. */
  async tick(now: Date): Promise<void> {
    for (const listed of await this.store.list('subscription')) {
      if (listed.endedAt !== null) continue;
      let sub = listed;
      const t = now.getTime();
      if (sub.status === 'incomplete') {
        // Stripe's `incomplete_expired`: its first invoice is voided and nothing more is billed.
        if (t >= date(sub.createdAt).getTime() + INCOMPLETE_EXPIRES_MS) await this.cancelNow(new Date(date(sub.createdAt).getTime() + INCOMPLETE_EXPIRES_MS), sub.id);
        continue;
      }
      if (sub.status === 'trialing' && !sub.trialWillEndSent && sub.trialEnd && t >= date(sub.trialEnd).getTime() - TRIAL_WILL_END_DAYS * DAY_MS && t < date(sub.trialEnd).getTime()) {
        sub = { ...sub, trialWillEndSent: true };
        await this.store.put('subscription', sub);
        await this.emit('customer.subscription.trial_will_end', 'subscription', sub.id, sub.customerId, now);
      }
      while (sub.endedAt === null && date(sub.currentPeriodEnd).getTime() <= t) {
        const boundary = date(sub.currentPeriodEnd);
        if (sub.cancelAtPeriodEnd) {
          sub = { ...sub, status: 'canceled', endedAt: iso(boundary) };
          await this.store.put('subscription', sub);
          await this.voidOpenInvoices(now, sub);
          await this.emit('customer.subscription.deleted', 'subscription', sub.id, sub.customerId, now);
          break;
        }
        const periodIndex = sub.periodIndex + 1;
        sub = {
          ...sub,
          tier: sub.scheduledTier ?? sub.tier,
          scheduledTier: null,
          status: sub.status === 'trialing' ? 'active' : sub.status,
          periodIndex,
          currentPeriodStart: iso(boundary),
          currentPeriodEnd: iso(addMonthsUtc(date(sub.anchor), periodIndex)),
        };
        await this.store.put('subscription', sub);
        await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, boundary);
        await this.invoicePeriod(boundary, sub);
        sub = await this.subscription(sub.id);
      }
    }
    for (const listed of await this.store.list('invoice')) {
      let invoice = listed;
      while (invoice.status === 'open' && invoice.nextAttemptAt !== null && date(invoice.nextAttemptAt).getTime() <= now.getTime()) {
        invoice = await this.attempt(date(invoice.nextAttemptAt), invoice);
      }
    }
  }

  private async voidOpenInvoices(now: Date, sub: LedgerSubscription): Promise<void> {
    for (const invoice of await this.store.list('invoice', sub.customerId)) {
      if (invoice.subscriptionId !== sub.id || invoice.status !== 'open') continue;
      await this.store.put('invoice', { ...invoice, status: 'void', nextAttemptAt: null });
      await this.emit('invoice.voided', 'invoice', invoice.id, invoice.customerId, now);
    }
  }

  private live(sub: LedgerSubscription): void {
    if (sub.endedAt !== null) throw new DomainError('CONFLICT', 'This plan has ended.');
  }

  /** Up: at once, the price difference for the rest of the period (nothing in a trial). Down: at the period's end. */
  async previewTierChange(now: Date, subscriptionId: string, tier: PaidTier): Promise<{ effective: 'now' | 'period_end'; amountDueNowCents: number }> {
    const sub = await this.subscription(subscriptionId);
    this.live(sub);
    if (tier === sub.tier && sub.scheduledTier === null) throw new DomainError('CONFLICT', `The listing is already on the ${TIER_PLANS[tier].name} plan`);
    if (TIER_RANK[tier] <= TIER_RANK[sub.tier]) return { effective: 'period_end', amountDueNowCents: 0 };
    return { effective: 'now', amountDueNowCents: this.proration(sub, tier, now) };
  }

  private proration(sub: LedgerSubscription, tier: PaidTier, now: Date): number {
    if (sub.status === 'trialing') return 0;
    const start = date(sub.currentPeriodStart).getTime();
    const end = date(sub.currentPeriodEnd).getTime();
    const left = Math.max(0, Math.min(1, (end - now.getTime()) / (end - start)));
    const from = priceAt(sub.tier, sub.priceLockedUntil, date(sub.currentPeriodStart));
    const to = priceAt(tier, sub.priceLockedUntil, date(sub.currentPeriodStart));
    const free = sub.discountEndsAt !== null && start < date(sub.discountEndsAt).getTime();
    return free ? 0 : Math.max(0, Math.round((to - from) * left));
  }

  async changeTier(now: Date, subscriptionId: string, tier: PaidTier): Promise<void> {
    const preview = await this.previewTierChange(now, subscriptionId, tier);
    const sub = await this.subscription(subscriptionId);
    if (preview.effective === 'period_end') {
      // Back to the tier already held withdraws a scheduled downgrade.
      await this.store.put('subscription', { ...sub, scheduledTier: tier === sub.tier ? null : tier });
      await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, now);
      return;
    }
    const next = { ...sub, tier, scheduledTier: null };
    await this.store.put('subscription', next);
    await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, now);
    if (preview.amountDueNowCents > 0) {
      const lines = [{ description: `${TIER_PLANS[sub.tier].name} → ${TIER_PLANS[tier].name}, rest of the period`, amountCents: preview.amountDueNowCents }];
      await this.createInvoice(now, next, lines, now, date(sub.currentPeriodEnd));
    }
  }

  async setCancelAtPeriodEnd(now: Date, subscriptionId: string, cancel: boolean): Promise<void> {
    const sub = await this.subscription(subscriptionId);
    this.live(sub);
    await this.store.put('subscription', { ...sub, cancelAtPeriodEnd: cancel });
    await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, now);
  }

  async cancelNow(now: Date, subscriptionId: string): Promise<void> {
    const sub = await this.subscription(subscriptionId);
    if (sub.endedAt !== null) return;
    const ended = { ...sub, status: 'canceled' as const, endedAt: iso(now) };
    await this.store.put('subscription', ended);
    await this.voidOpenInvoices(now, ended);
    await this.emit('customer.subscription.deleted', 'subscription', sub.id, sub.customerId, now);
  }

  /** The next `months` monthly invoices are free (after any free months already given). */
  async grantFreeMonths(now: Date, subscriptionId: string, months: number): Promise<void> {
    const sub = await this.subscription(subscriptionId);
    this.live(sub);
    const from = [sub.currentPeriodEnd, sub.discountEndsAt].filter((d): d is string => d !== null).map(date);
    const base = new Date(Math.max(...from.map((d) => d.getTime())));
    await this.store.put('subscription', { ...sub, discountEndsAt: iso(addMonthsUtc(base, months)) });
    await this.emit('customer.subscription.updated', 'subscription', sub.id, sub.customerId, now);
  }

  async retryInvoice(now: Date, invoiceId: string): Promise<void> {
    const invoice = await this.invoice(invoiceId);
    if (invoice.status !== 'open') throw new DomainError('CONFLICT', 'This invoice is not open.');
    await this.attempt(now, invoice);
  }

  async subscriptionView(id: string): Promise<ProcessorSubscription> {
    const s = await this.subscription(id);
    const nextStart = date(s.currentPeriodEnd);
    return {
      id: s.id,
      customerId: s.customerId,
      tier: s.tier,
      status: s.status,
      trialEnd: dateOrNull(s.trialEnd),
      currentPeriodStart: date(s.currentPeriodStart),
      currentPeriodEnd: date(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      endedAt: dateOrNull(s.endedAt),
      scheduledTier: s.scheduledTier,
      priceLockedUntil: date(s.priceLockedUntil),
      nextAmountCents: priceAt(s.scheduledTier ?? s.tier, s.priceLockedUntil, nextStart),
      discountEndsAt: dateOrNull(s.discountEndsAt),
    };
  }

  async subscriptionIds(): Promise<string[]> {
    return (await this.store.list('subscription')).map((s) => s.id);
  }

  async vendorOf(subscriptionId: string): Promise<string> {
    return (await this.subscription(subscriptionId)).vendorId;
  }

  async invoiceView(id: string): Promise<ProcessorInvoice> {
    return toInvoice(await this.invoice(id));
  }

  async invoicesOf(customerId: string): Promise<ProcessorInvoice[]> {
    const all = await this.store.list('invoice', customerId);
    return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map(toInvoice);
  }

  eventsAfter(seq: number): Promise<LedgerEvent[]> {
    return this.store.eventsAfter(seq);
  }
}

const toInvoice = (i: LedgerInvoice): ProcessorInvoice => ({
  id: i.id,
  customerId: i.customerId,
  subscriptionId: i.subscriptionId,
  number: i.number,
  status: i.status,
  amountDueCents: i.amountDueCents,
  amountPaidCents: i.amountPaidCents,
  periodStart: date(i.periodStart),
  periodEnd: date(i.periodEnd),
  createdAt: date(i.createdAt),
  paidAt: dateOrNull(i.paidAt),
  attemptCount: i.attemptCount,
  nextAttemptAt: dateOrNull(i.nextAttemptAt),
  lines: i.lines,
  card: i.card,
});
