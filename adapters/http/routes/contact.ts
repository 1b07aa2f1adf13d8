import { Hono } from 'hono';
import { z } from 'zod';
import { contactMessageSchema } from '../../../domain/contact/contact-message.ts';
import { contactListQuerySchema, contactStatusSchema } from '../../../domain/admin/moderation.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import type { SubmitContactMessage } from '../../../application/contact/submit-contact-message.ts';
import type { ListContactMessages, UpdateContactStatus } from '../../../application/admin/contact-messages.ts';
import { clientIp, requireAdmin, type AuthEnv } from '../auth.ts';
import { toAdminContactDto, toListPaginationDto } from '../dto/admin-dto.ts';
import { validate } from '../validation.ts';
import { contactListAnswerSchema, contactMessageUpdatedAnswerSchema, contactSubmittedAnswerSchema } from '../../../domain/contact/contact-answers.ts';
import { answer } from '../route-answers.ts';

export interface ContactRouteDeps {
  submitContactMessage: SubmitContactMessage;
  listContactMessages: ListContactMessages;
  updateContactStatus: UpdateContactStatus;
  trustProxy: boolean;
}

/** POST /submit is public; reading and moving messages along is for admins (SPEC.md §7). */
export const contactRoutes = (d: ContactRouteDeps) =>
  new Hono<AuthEnv>()
    .post('/submit', validate('json', contactMessageSchema), async (c) => {
      const message = await d.submitContactMessage.execute(c.req.valid('json'), clientIp(c, d.trustProxy));
      return c.json(answer(contactSubmittedAnswerSchema, { success: true, message: "Thank you for your message! We'll get back to you soon.", id: message.id }), 201);
    })
    .get('/', requireAdmin, validate('query', contactListQuerySchema), async (c) => {
      const page = await d.listContactMessages.execute(c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(
        answer(contactListAnswerSchema, { success: true, messages: page.items.map(toAdminContactDto), pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)) }),
      );
    })
    .put('/:id/status', requireAdmin, validate('param', z.object({ id: z.string().min(1).max(191) })), validate('json', contactStatusSchema), async (c) => {
      const message = await d.updateContactStatus.execute(c.req.valid('param').id, c.req.valid('json'));
      return c.json(answer(contactMessageUpdatedAnswerSchema, { success: true, message: 'Message updated.', contactMessage: toAdminContactDto(message) }));
    });
