import type { CardOnFile, ProcessorInvoice } from '../../domain/billing/billing.ts';

/** The processor's customer of an application (until approval) and then of its vendor. */
export interface BillingCustomer {
  processorCustomerId: string;
  applicationId: string | null;
  vendorId: string | null;
  card: CardOnFile | null;
}

/** An invoice as we mirror it (amounts in cents; the processor's id is the invoice's id). */
export interface StoredInvoice {
  id: string;
  vendorId: string;
  number: string | null;
  status: ProcessorInvoice['status'];
  amountDueCents: number;
  amountPaidCents: number;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  paidAt: Date | null;
  attemptCount: number;
  nextAttemptAt: Date | null;
  card: { brand: CardOnFile['brand']; last4: string } | null;
}

/** Billing records, inside one transaction with the plan they belong to and its emails. */
export interface BillingRepository {
  saveCustomer(customer: BillingCustomer, now: Date): Promise<void>;
  customer(processorCustomerId: string): Promise<BillingCustomer | null>;
  customerOfApplication(applicationId: string): Promise<BillingCustomer | null>;
  customerOfVendor(vendorId: string): Promise<BillingCustomer | null>;
  removeCustomer(processorCustomerId: string): Promise<void>;
  /** Stores a processor event's id; false when it was stored before (a replay). */
  recordEvent(id: string, type: string, now: Date): Promise<boolean>;
  /** Inserts or updates the invoice; returns the status it had before (null: new). */
  saveInvoice(vendorId: string, invoice: ProcessorInvoice, now: Date): Promise<ProcessorInvoice['status'] | null>;
  /** The vendor's invoices, newest first. */
  invoices(vendorId: string): Promise<StoredInvoice[]>;
  invoice(vendorId: string, id: string): Promise<StoredInvoice | null>;
  recordFreeMonths(entry: { id: string; vendorId: string; months: number; reason: string; grantedBy: string | null; at: Date }): Promise<void>;
  freeMonths(vendorId: string): Promise<Array<{ months: number; reason: string; at: Date }>>;
}
