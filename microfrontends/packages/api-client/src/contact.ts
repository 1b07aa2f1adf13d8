/** POST /api/contact/submit (SPEC §2 Contact, §7). */
import type { ContactSubmitted } from '@domain/contact/contact-answers';
import type { ContactType } from '@domain/contact/contact-options';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type ContactInquiryType = ContactType;

export interface ContactSubmission {
  type: ContactInquiryType;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  /** Sent for claim requests only. */
  businessName?: string;
}

export type ContactSubmitResponse = ContactSubmitted;

/**
 * Sends a contact message. 201 → `{ success, message }`. A 400 throws `ApiError` whose
 * `apiError.fields` names each invalid field; a network failure throws the fetch `TypeError`.
 */
export function submitContactMessage(body: ContactSubmission, options?: CallOptions): Promise<ContactSubmitResponse> {
  return http.post<ContactSubmitResponse>('/contact/submit', body, options);
}
