import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailField, multiLine, oneLine, optionalText, requiredText } from '../shared/text-fields.ts';

import { CONTACT_TYPES, type ContactStatus, type ContactType } from './contact-options.ts';

export { CONTACT_STATUSES, CONTACT_TYPES, CONTACT_TYPE_LABELS, type ContactStatus, type ContactType } from './contact-options.ts';

export const CONTACT_LIMITS = { name: 100, phone: 40, subject: 200, message: 5000, businessName: 200 } as const;

/**
 * POST /api/contact/submit and the contact form. The spec leaves the form's messages to the browser's own
 * required handling; the server names each field in the same plain words.
 */
export const contactMessageSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, 'Please choose an inquiry type'),
    name: oneLine('Name', requiredText('Name is required', CONTACT_LIMITS.name)),
    email: emailField(),
    phone: oneLine('Phone', optionalText(CONTACT_LIMITS.phone)),
    subject: oneLine('Subject', requiredText('Subject is required', CONTACT_LIMITS.subject)),
    message: multiLine('Message', requiredText('Message is required', CONTACT_LIMITS.message)),
    businessName: oneLine('Business name', optionalText(CONTACT_LIMITS.businessName)),
  })
  .superRefine(
    (v, ctx) => {
      if (v?.type === 'CLAIM_REQUEST' && !v.businessName) {
        ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Business name is required' });
      }
    },
    { when: () => true },
  )
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

/** The message template the claim form starts with (editable). */
export const claimMessageTemplate = (businessName: string) =>
  `Hello, I am the owner of ${businessName || '[business name]'} and I would like to claim this listing so I can keep its details, photos and services up to date. Please contact me to verify my ownership.`;

export const claimSubject = (businessName: string) => `Claim Request for ${businessName}`;

/**
 * The claim form (SPEC.md §5 "Claim form"): checked in order — name, email, business name, message —
 * then the email pattern; the form shows the first failure.
 */
export const claimFormSchema = z
  .object({
    name: oneLine('Name', requiredText('Name is required', CONTACT_LIMITS.name)),
    email: requiredText('Email is required', EMAIL_MAX_LENGTH, 'Please enter a valid email address'),
    phone: oneLine('Phone', optionalText(CONTACT_LIMITS.phone)),
    businessName: oneLine('Business name', requiredText('Business name is required', CONTACT_LIMITS.businessName)),
    message: multiLine('Message', requiredText('Message is required', CONTACT_LIMITS.message)),
  })
  .superRefine((v, ctx) => {
    if (!EMAIL_PATTERN.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter a valid email address' });
  });

/** The first message of the claim form, in the spec's order, or null when valid. */
export const firstClaimError = (input: unknown): { field: string; message: string } | null => {
  const r = claimFormSchema.safeParse(input);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
};
