/** POST /api/contact/submit (SPEC §2 Contact, §7). */
import type { z } from 'zod';
import type { contactMessageSchema } from '@domain/contact/contact-message';
import type { ContactSubmitted } from '@domain/contact/contact-answers';
import type { ContactType } from '@domain/contact/contact-options';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type ContactInquiryType = ContactType;

/** The body of POST /contact/submit: what the server's schema accepts, as it stores it (one contract, ADR 13). */
export type ContactSubmission = z.output<typeof contactMessageSchema>;

export type ContactSubmitResponse = ContactSubmitted;

/**
 * Sends a contact message. 201 → `{ success, message }`. A 400 throws `ApiError` whose
 * `apiError.fields` names each invalid field; a network failure throws the fetch `TypeError`.
 */
export function submitContactMessage(body: ContactSubmission, options?: CallOptions): Promise<ContactSubmitResponse> {
  return http.post<ContactSubmitResponse>('/contact/submit', body, options);
}
