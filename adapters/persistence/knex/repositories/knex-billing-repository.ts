import type { Knex } from 'knex';
import { INVOICE_STATUSES, type ProcessorInvoice } from '../../../../domain/billing/billing.ts';
import type { CardBrand } from '../../../../domain/payments/card.ts';
import type { BillingCustomer, BillingRepository, StoredInvoice } from '../../../../application/ports/billing-repository.ts';
import { allOf, date, dateOrNull, firstOf, isDuplicateKey, newestFirst, num, strOrNull, type Row } from '../rows.ts';

const customerOf = (r: Row): BillingCustomer => ({
  processorCustomerId: String(r.processor_customer_id),
  applicationId: strOrNull(r.application_id),
  vendorId: strOrNull(r.vendor_id),
  card: r.card_last4
    ? { brand: String(r.card_brand) as CardBrand, last4: String(r.card_last4), expMonth: num(r.card_exp_month), expYear: num(r.card_exp_year) }
    : null,
});

const invoiceOf = (r: Row): StoredInvoice => ({
  id: String(r.processor_invoice_id),
  vendorId: String(r.vendor_id),
  number: strOrNull(r.number),
  status: (INVOICE_STATUSES as readonly string[]).includes(String(r.status)) ? (String(r.status) as StoredInvoice['status']) : 'open',
  amountDueCents: num(r.amount_due_cents),
  amountPaidCents: num(r.amount_paid_cents),
  description: String(r.description),
  periodStart: date(r.period_start),
  periodEnd: date(r.period_end),
  issuedAt: date(r.issued_at),
  paidAt: dateOrNull(r.paid_at),
  attemptCount: num(r.attempt_count),
  nextAttemptAt: dateOrNull(r.next_attempt_at),
  card: r.card_last4 ? { brand: String(r.card_brand) as CardBrand, last4: String(r.card_last4) } : null,
});

export class KnexBillingRepository implements BillingRepository {
  constructor(
    private readonly knex: Knex,
    private readonly newId: () => string,
  ) {}

  async saveCustomer(c: BillingCustomer, now: Date): Promise<void> {
    const row = {
      application_id: c.applicationId,
      vendor_id: c.vendorId,
      card_brand: c.card?.brand ?? null,
      card_last4: c.card?.last4 ?? null,
      card_exp_month: c.card?.expMonth ?? null,
      card_exp_year: c.card?.expYear ?? null,
      updated_at: now,
    };
    const updated = await this.knex('billing_customers').where({ processor_customer_id: c.processorCustomerId }).update(row);
    if (!updated) await this.knex('billing_customers').insert({ id: this.newId(), processor_customer_id: c.processorCustomerId, created_at: now, ...row });
  }

  async customer(processorCustomerId: string): Promise<BillingCustomer | null> {
    return firstOf(this.knex('billing_customers').where({ processor_customer_id: processorCustomerId }), customerOf);
  }

  async customerOfApplication(applicationId: string): Promise<BillingCustomer | null> {
    return firstOf(this.knex('billing_customers').where({ application_id: applicationId }), customerOf);
  }

  async customerOfVendor(vendorId: string): Promise<BillingCustomer | null> {
    return firstOf(this.knex('billing_customers').where({ vendor_id: vendorId }), customerOf);
  }

  async removeCustomer(processorCustomerId: string): Promise<void> {
    await this.knex('billing_customers').where({ processor_customer_id: processorCustomerId }).del();
  }

  async recordEvent(id: string, type: string, now: Date): Promise<boolean> {
    if (await this.knex('billing_events').where({ id }).first('id')) return false;
    try {
      await this.knex('billing_events').insert({ id, type, received_at: now });
      return true;
    } catch (e) {
      // The same event delivered twice at once: the primary key lets one in.
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async saveInvoice(vendorId: string, i: ProcessorInvoice, now: Date): Promise<ProcessorInvoice['status'] | null> {
    const before = (await this.knex('invoices').where({ processor_invoice_id: i.id }).first('status')) as Row | undefined;
    const row = {
      vendor_id: vendorId,
      number: i.number,
      status: i.status,
      amount_due_cents: i.amountDueCents,
      amount_paid_cents: i.amountPaidCents,
      description: i.lines.map((l) => l.description).join('; ').slice(0, 500) || 'Subscription',
      period_start: i.periodStart,
      period_end: i.periodEnd,
      issued_at: i.createdAt,
      paid_at: i.paidAt,
      attempt_count: i.attemptCount,
      next_attempt_at: i.nextAttemptAt,
      card_brand: i.card?.brand ?? null,
      card_last4: i.card?.last4 ?? null,
      updated_at: now,
    };
    if (before) await this.knex('invoices').where({ processor_invoice_id: i.id }).update(row);
    else await this.knex('invoices').insert({ id: this.newId(), processor_invoice_id: i.id, ...row });
    return before ? (String(before.status) as ProcessorInvoice['status']) : null;
  }

  async invoices(vendorId: string): Promise<StoredInvoice[]> {
    return allOf(this.knex('invoices').where({ vendor_id: vendorId }).orderBy(newestFirst('issued_at', 'processor_invoice_id')), invoiceOf);
  }

  async invoice(vendorId: string, id: string): Promise<StoredInvoice | null> {
    return firstOf(this.knex('invoices').where({ vendor_id: vendorId, processor_invoice_id: id }), invoiceOf);
  }

  async recordFreeMonths(e: { id: string; vendorId: string; months: number; reason: string; grantedBy: string | null; at: Date }): Promise<void> {
    await this.knex('billing_free_months').insert({ id: e.id, vendor_id: e.vendorId, months: e.months, reason: e.reason, granted_by_user_id: e.grantedBy, created_at: e.at });
  }

  async freeMonths(vendorId: string): Promise<Array<{ months: number; reason: string; at: Date }>> {
    const rows = (await this.knex('billing_free_months').where({ vendor_id: vendorId }).orderBy('created_at', 'desc')) as Row[];
    return rows.map((r) => ({ months: num(r.months), reason: String(r.reason), at: date(r.created_at) }));
  }
}
