import { z } from 'zod';
import { isoTime, listPaginationSchema, namedRefSchema, okMessageSchema, okSchema } from '../shared/answers.ts';
import { CONTACT_STATUSES, CONTACT_TYPES } from './contact-options.ts';

/** POST /api/contact/submit (a claim request too). */
export const contactSubmittedAnswerSchema = okMessageSchema.extend({ id: z.string() });
export type ContactSubmitted = z.infer<typeof contactSubmittedAnswerSchema>;

/** A message as the admin inbox shows it. */
export const adminContactMessageSchema = z.object({
  _id: z.string(),
  type: z.enum(CONTACT_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  businessName: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  notes: z.string().nullable(),
  /** For a granted claim: the listing it was granted for. */
  vendor: namedRefSchema.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminContactMessageDto = z.infer<typeof adminContactMessageSchema>;

/** GET /api/contact (admins). */
export const contactListAnswerSchema = okSchema.extend({ messages: z.array(adminContactMessageSchema), pagination: listPaginationSchema });
/** PUT /api/contact/{id}/status and PUT /api/admin/claims/{id}/grant. */
export const contactMessageUpdatedAnswerSchema = okMessageSchema.extend({ contactMessage: adminContactMessageSchema });
