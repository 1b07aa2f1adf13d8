/**
 * Vendor applications and claim requests (SPEC §2 Apply / Claim listing, §3, §7).
 *
 * Types come from `@domain/*` as type-only imports: this package is a shared singleton the shell loads on
 * every page, and the domain modules pull in zod at run time, so no value is imported from there.
 */
import type { z } from 'zod';
import type { claimFormSchema } from '@domain/contact/contact-message';
import type { applicationSchema } from '@domain/applications/application';
import type { cardSchema } from '@domain/payments/card';
import type { ApplicationSubmitted } from '@domain/applications/application-answers';
import type { ContactSubmitted } from '@domain/contact/contact-answers';
import type { Tier } from '@domain/subscriptions/tiers';
import type { ApplicationCardEntryDto, ApplicationCardSetupDto } from '@domain/billing/plan-change-api';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type ApplicationTier = Tier;

/** The card fields of a paid tier, as the domain's card schema accepts them (MM/YY expiry). */
export type ApplicationCreditCard = z.output<ReturnType<typeof cardSchema>>;

/**
 * The body of POST /api/applications: the application schema's output (trimmed, empty optional fields left
 * out), with the card as typed (`creditCard`, paid tiers only) where the schema's output holds only its
 * summary. The server keeps brand, last 4 digits, expiry and cardholder name, never the rest.
 */
export type ApplicationSubmission = Omit<z.output<ReturnType<typeof applicationSchema>>, 'creditCard'> & { creditCard?: ApplicationCreditCard };

export type ApplicationSubmitResponse = ApplicationSubmitted;

/**
 * Submits a vendor application. 201 → `{ success, message, applicationId }`. A 400 throws `ApiError`
 * whose `apiError.fields` holds dotted keys (`location.city`, `creditCard.cardNumber`); 429 when rate
 * limited; a network failure throws the fetch `TypeError`.
 */
export function submitApplication(body: ApplicationSubmission, options?: CallOptions): Promise<ApplicationSubmitResponse> {
  return http.post<ApplicationSubmitResponse>('/applications', body, options);
}

/**
 * GET /api/applications/card-setup: how /apply takes a paid plan's card — Stripe's own fields ('stripe') or
 * SPEC.md's card fields ('local', the local test processor). Asked before any email is typed; makes nothing.
 */
export async function getApplicationCardEntry(options?: CallOptions): Promise<ApplicationCardEntryDto['processor']> {
  return (await http.get<ApplicationCardEntryDto>('/applications/card-setup', { ...options, cache: 'no-store' })).processor;
}

export type ApplicationCardSetup = Omit<ApplicationCardSetupDto, 'success'>;

/**
 * POST /api/applications/card-setup: in stripe mode the processor's customer (the form's email and business
 * name) and a SetupIntent to confirm in Stripe's fields, with the signed `cardToken` that POST
 * /api/applications takes with its id. Rate-limited per address (429 throws `ApiError`).
 */
export async function beginApplicationCardSetup(applicant: { email: string; businessName?: string }, options?: CallOptions): Promise<ApplicationCardSetup> {
  const { setup, cardToken } = await http.post<ApplicationCardSetupDto>('/applications/card-setup', applicant, options);
  return { setup, cardToken };
}

/** The claim form's fields (the domain's claim schema) and its subject, `claimSubject(businessName)`: 'Claim Request for {businessName}'. */
export type ClaimRequestSubmission = z.output<typeof claimFormSchema> & { subject: string };

export type ClaimRequestResponse = ContactSubmitted;

/**
 * Sends a claim request: a contact message of type CLAIM_REQUEST (SPEC §3 "Claim request") through
 * POST /api/contact/submit. 201 → `{ success, message }`; a 400 throws `ApiError` with `fields`.
 */
export function submitClaimRequest(body: ClaimRequestSubmission, options?: CallOptions): Promise<ClaimRequestResponse> {
  const { name, email, phone, businessName, message, subject } = body;
  return http.post<ClaimRequestResponse>(
    '/contact/submit',
    { type: 'CLAIM_REQUEST', name, email, phone: phone || undefined, subject, message, businessName },
    options,
  );
}
