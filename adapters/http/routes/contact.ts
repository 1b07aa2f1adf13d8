import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import { contactMessageSchema } from '../../../domain/contact/contact-message.ts';
import { contactListQuerySchema, contactStatusSchema } from '../../../domain/admin/moderation.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { SubmitContactMessage } from '../../../application/contact/submit-contact-message.ts';
import { ListContactMessages, UpdateContactStatus } from '../../../application/admin/contact-messages.ts';
import { clientIp, requireAdmin, type AuthEnv } from '../auth.ts';
import { toAdminContactDto, toListPaginationDto } from '../dto/admin-dto.ts';
import { validate } from '../validation.ts';
import { contactListAnswerSchema, contactMessageUpdatedAnswerSchema, contactSubmittedAnswerSchema } from '../../../domain/contact/contact-answers.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const CONTACT_ROUTE_USE_CASES = {
  submitContactMessage: SubmitContactMessage,
  listContactMessages: ListContactMessages,
  updateContactStatus: UpdateContactStatus,
};

/** What these routes are given besides their use cases. */
export interface ContactRouteOptions {
  trustProxy: boolean;
}

type ContactRouteDeps = UseCaseInstances<typeof CONTACT_ROUTE_USE_CASES> & ContactRouteOptions;

/** POST /submit is public; reading and moving messages along is for admins (SPEC.md §7). */
const contactRoutesOf = (d: ContactRouteDeps) =>
  new Hono<AuthEnv>()
    .post('/submit', validate('json', contactMessageSchema), async (c) => {
      const message = await d.submitContactMessage.execute(c.req.valid('json'), clientIp(c, d.trustProxy));
      return reply(c, contactSubmittedAnswerSchema, { success: true, message: "Thank you for your message! We'll get back to you soon.", id: message.id }, 201);
    })
    .get('/', requireAdmin, validate('query', contactListQuerySchema), async (c) => {
      const page = await d.listContactMessages.execute(c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return reply(c, contactListAnswerSchema, { success: true, messages: page.items.map(toAdminContactDto), pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)) });
    })
    .put('/:id/status', requireAdmin, validate('param', z.object({ id: z.string().min(1).max(191) })), validate('json', contactStatusSchema), async (c) => {
      const message = await d.updateContactStatus.execute(c.req.valid('param').id, c.req.valid('json'));
      return reply(c, contactMessageUpdatedAnswerSchema, { success: true, message: 'Message updated.', contactMessage: toAdminContactDto(message) });
    });

/** The routes, given the use-case resolver and their options. */
export const contactRoutes = (use: UseCases, options: ContactRouteOptions) => contactRoutesOf({ ...resolveAll(use, CONTACT_ROUTE_USE_CASES), ...options });
