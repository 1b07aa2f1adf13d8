/**
 * The vendor's billing (issue 37 §6): the Billing tab's overview, a receipt, starting a card update and saving
 * the card, and resuming a cancelled plan. Answers are typed by domain/billing/billing-api.ts (type-only
 * imports: this package is shared by every remote, and the domain's schemas pull in zod at run time).
 */
import type { BillingOverviewDto, CardSetupDto, CardUpdatedDto, ReceiptDto } from '@domain/billing/billing-api';
import type { OkMessageAnswer } from '@domain/shared/answers';
import type { CardInput } from '@domain/payments/card';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type BillingOverview = BillingOverviewDto;
export type BillingInvoice = BillingOverviewDto['invoices'][number];
export type BillingReceipt = ReceiptDto;
export type CardSetup = CardSetupDto['setup'];
export type CardUpdated = CardUpdatedDto;

/** SPEC.md's card fields, as the local test processor takes them (never sent in Stripe mode): the domain's card schema. */
export type LocalCardFields = CardInput;

const base = (vendorId: string) => `/vendors/${encodeURIComponent(vendorId)}/billing`;

/** GET /api/vendors/{id}/billing: plan, next payment, card on file, invoices, free months. */
export function getBilling(vendorId: string, options?: CallOptions): Promise<BillingOverview> {
  return http.get<BillingOverview>(base(vendorId), { ...options, cache: 'no-store' });
}

/** GET /api/vendors/{id}/billing/invoices/{invoiceId}: one invoice as a receipt. A 404 throws `ApiError`. */
export function getReceipt(vendorId: string, invoiceId: string, options?: CallOptions): Promise<BillingReceipt> {
  return http.get<BillingReceipt>(`${base(vendorId)}/invoices/${encodeURIComponent(invoiceId)}`, { ...options, cache: 'no-store' });
}

/** POST /api/vendors/{id}/billing/card-setup: how this page hands a card to the processor (local fields, or Stripe's SetupIntent). */
export async function beginCardSetup(vendorId: string, options?: CallOptions): Promise<CardSetup> {
  return (await http.post<CardSetupDto>(`${base(vendorId)}/card-setup`, {}, options)).setup;
}

/**
 * PUT /api/vendors/{id}/billing/card: with Stripe only the SetupIntent the browser confirmed in Stripe's
 * fields; with the local test processor the card fields. A 400 throws `ApiError` whose `apiError.fields`
 * names `creditCard.cardNumber` etc. (or `creditCard` for a declined card).
 */
export function updateCard(vendorId: string, body: { setupIntentId: string } | { creditCard: LocalCardFields }, options?: CallOptions): Promise<CardUpdated> {
  return http.put<CardUpdated>(`${base(vendorId)}/card`, body, options);
}

/** POST /api/vendors/{id}/billing/resume: a plan cancelled for the end of its period runs on. */
export function resumePlan(vendorId: string, options?: CallOptions): Promise<OkMessageAnswer> {
  return http.post<OkMessageAnswer>(`${base(vendorId)}/resume`, {}, options);
}
