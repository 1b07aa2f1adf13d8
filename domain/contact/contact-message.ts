import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../shared/text-fields.ts';

export const CONTACT_TYPES = ['GENERAL_INQUIRY', 'CLAIM_REQUEST', 'SUPPORT'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The inquiry types as the contact form offers them (SPEC.md §2). */
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  GENERAL_INQUIRY: 'General Inquiry',
  CLAIM_REQUEST: 'Claim My Business Listing',
  SUPPORT: 'Technical Support',
};

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_LIMITS = { name: 100, phone: 40, subject: 200, message: 5000, businessName: 200 } as const;

/**
 * POST /api/contact/submit and the contact form. The spec leaves the form's messages to the browser's own
 * required handling; the server names each field in the same plain words.
 */
export const contactMessageSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, 'Please choose an inquiry type'),
    name: requiredText('Name is required', CONTACT_LIMITS.name),
    email: emailField(),
    phone: optionalText(CONTACT_LIMITS.phone),
    subject: requiredText('Subject is required', CONTACT_LIMITS.subject),
    message: requiredText('Message is required', CONTACT_LIMITS.message),
    businessName: optionalText(CONTACT_LIMITS.businessName),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'CLAIM_REQUEST' && !v.businessName) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Business name is required' });
    }
  })
  .transform((v) => (v.type === 'CLAIM_REQUEST' ? v : { ...v, businessName: undefined }));

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export interface ContactMessage {
  id: string;
  type: ContactType;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  businessName: string | null;
  status: ContactStatus;
  notes: string | null;
  vendorId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
