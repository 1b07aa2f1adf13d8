/**
 * The vendor's Billing tab (issue 37 §6): the plan as the processor holds it, the card on file, invoices
 * and receipts, updating the card (which pays what is past due at once), and 'Resume plan' for a plan
 * cancelled for the end of its period. Only the listing's owner (or an admin) sees or changes it.
 */
import type { User } from '../../domain/identity/user.ts';
import type { CardOnFile } from '../../domain/billing/billing.ts';
import { PAST_DUE_GRACE_DAYS } from '../../domain/billing/billing.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { isPaidSubscription, noSubscription, type Subscription } from '../../domain/subscriptions/subscription.ts';
import type { BillingProcessor, CardProof, CardSetup } from '../ports/billing-processor.ts';
import type { StoredInvoice } from '../ports/billing-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { findManagedVendor } from '../vendors/vendor-access.ts';
import { MirrorPlan } from './sync-billing-event.ts';
import { StartProcessorPlan } from './processor-plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BillingOverview {
  processor: 'stripe' | 'local';
  vendor: { id: string; name: string; slug: string };
  plan: Subscription;
  /** When a past due plan reverts to the free tier unless paid; null otherwise. */
  graceEndsAt: Date | null;
  /** The next charge and its amount; null when none is coming (free, cancelled for the period's end). */
  nextPayment: { at: Date; amountCents: number } | null;
  card: CardOnFile | null;
  invoices: StoredInvoice[];
  freeMonths: Array<{ months: number; reason: string; at: Date }>;
}

export const NO_CARD_ON_FILE = 'There is no card on file for this listing yet.';
export const NO_PLAN_TO_RESUME = 'There is no cancelled plan to resume.';

export class GetBilling {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'BillingProcessor', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'subscriptions'>,
    private readonly processor: BillingProcessor,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorIdOrSlug: string): Promise<BillingOverview> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    const [stored, customer, invoices, freeMonths] = await this.uow.run((r) =>
      Promise.all([r.subscriptions.find(vendor.id), r.billing.customerOfVendor(vendor.id), r.billing.invoices(vendor.id), r.billing.freeMonths(vendor.id)]),
    );
    const plan = stored ?? noSubscription();
    const paid = isPaidSubscription(plan) && plan.tier !== 'free';
    const periodEnd = plan.processor?.currentPeriodEnd ?? plan.trialEndsAt;
    const free = plan.processor?.freeUntil && periodEnd && periodEnd.getTime() < plan.processor.freeUntil.getTime();
    return {
      processor: this.processor.mode,
      vendor: { id: vendor.id, name: vendor.name, slug: vendor.slug },
      plan,
      graceEndsAt: plan.status === 'past_due' && (plan.processor?.pastDueSince ?? plan.cardDueSince) ? new Date((plan.processor?.pastDueSince ?? plan.cardDueSince)!.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS) : null,
      // A plan from before billing due with no card: nothing is charged until one is added.
      nextPayment: paid && plan.cancelAt === null && !plan.cardDueSince && periodEnd ? { at: periodEnd, amountCents: free ? 0 : plan.monthlyCents } : null,
      card: customer?.card ?? null,
      invoices: invoices.filter((i) => i.status !== 'draft'),
      freeMonths,
    };
  }
}

export class GetReceipt {
  static readonly inject = ['VendorRepository', 'UnitOfWork'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing'>,
  ) {}

  async execute(user: User, vendorIdOrSlug: string, invoiceId: string): Promise<{ vendor: { name: string; city: string | null; state: string | null; email: string | null }; invoice: StoredInvoice }> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    const invoice = await this.uow.run((r) => r.billing.invoice(vendor.id, invoiceId));
    if (!invoice) throw new DomainError('NOT_FOUND', 'Invoice not found');
    return { vendor: { name: vendor.name, city: vendor.location.city ?? null, state: vendor.location.state ?? null, email: vendor.email ?? null }, invoice };
  }
}

/** The processor's customer of the vendor, made on first need (a free listing that upgrades). */
const customerOf = async (uow: UnitOfWork<'billing'>, processor: BillingProcessor, vendor: { id: string; name: string; email: string | null }, accountEmail: string, now: Date): Promise<string> => {
  const existing = await uow.run((r) => r.billing.customerOfVendor(vendor.id));
  if (existing) return existing.processorCustomerId;
  const customerId = await processor.createCustomer({ email: vendor.email ?? accountEmail, name: vendor.name, reference: `vendor:${vendor.id}` }, `vendor:${vendor.id}`);
  await uow.run((r) => r.billing.saveCustomer({ processorCustomerId: customerId, applicationId: null, vendorId: vendor.id, card: null }, now));
  return customerId;
};

export class BeginCardSetup {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'BillingProcessor', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing'>,
    private readonly processor: BillingProcessor,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorIdOrSlug: string): Promise<CardSetup> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    const customerId = await customerOf(this.uow, this.processor, { id: vendor.id, name: vendor.name, email: vendor.email ?? null }, user.email, this.clock.now());
    return this.processor.beginCardSetup(customerId);
  }
}

/**
 * A new card on file ('Update card'): verified by the processor and made the default; an unpaid invoice is
 * tried again with it at once, so a past due plan is paid (its receipt follows from the processor's event).
 */
export class UpdateCard {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'BillingProcessor', 'Clock', StartProcessorPlan] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'subscriptions'>,
    private readonly processor: BillingProcessor,
    private readonly clock: Clock,
    private readonly startPlan: StartProcessorPlan,
  ) {}

  async execute(user: User, vendorIdOrSlug: string, proof: CardProof): Promise<{ card: CardOnFile; paidInvoices: number }> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    const customerId = await customerOf(this.uow, this.processor, { id: vendor.id, name: vendor.name, email: vendor.email ?? null }, user.email, this.clock.now());
    const card = await this.processor.confirmCard(customerId, proof);
    const [customer, invoices] = await this.uow.run((r) => Promise.all([r.billing.customerOfVendor(vendor.id), r.billing.invoices(vendor.id)]));
    if (customer) await this.uow.run((r) => r.billing.saveCustomer({ ...customer, card }, this.clock.now()));
    let paidInvoices = 0;
    for (const invoice of invoices.filter((i) => i.status === 'open')) {
      const retried = await this.processor.retryInvoice(invoice.id);
      if (retried.status === 'paid') paidInvoices++;
    }
    // A plan from before billing was real starts at the processor once it has a card (ADR 36).
    const plan = await this.uow.run((r) => r.subscriptions.find(vendor.id));
    if (plan && !plan.processor && isPaidSubscription(plan) && plan.tier !== 'free') await this.startPlan.execute(vendor.id);
    return { card, paidInvoices };
  }
}

/** 'Resume plan': a plan cancelled for the end of its period runs on. */
export class ResumePlan {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'BillingProcessor', MirrorPlan, 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'billing' | 'listings' | 'outbox' | 'ownership' | 'subscriptions' | 'users'>,
    private readonly processor: BillingProcessor,
    private readonly mirrorPlan: MirrorPlan,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorIdOrSlug: string): Promise<Subscription> {
    const vendor = await findManagedVendor(this.vendors, user, vendorIdOrSlug);
    const plan = await this.uow.run((r) => r.subscriptions.find(vendor.id));
    if (!plan?.processor || !isPaidSubscription(plan) || plan.cancelAt === null) throw new DomainError('CONFLICT', NO_PLAN_TO_RESUME);
    const sub = await this.processor.setCancelAtPeriodEnd(plan.processor.subscriptionId, false);
    await this.uow.run((r) => this.mirrorPlan.run(r, vendor.id, sub, this.clock.now()));
    return (await this.uow.run((r) => r.subscriptions.find(vendor.id))) ?? plan;
  }
}
