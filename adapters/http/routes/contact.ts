import { Hono } from 'hono';
import { contactMessageSchema } from '../../../domain/contact/contact-message.ts';
import type { SubmitContactMessage } from '../../../application/contact/submit-contact-message.ts';
import { clientIp } from '../auth.ts';
import { validate } from '../validation.ts';

export interface ContactRouteDeps {
  submitContactMessage: SubmitContactMessage;
  trustProxy: boolean;
}

export const contactRoutes = (d: ContactRouteDeps) =>
  new Hono().post('/submit', validate('json', contactMessageSchema), async (c) => {
    const message = await d.submitContactMessage.execute(c.req.valid('json'), clientIp(c, d.trustProxy));
    return c.json({ success: true, message: "Thank you for your message! We'll get back to you soon.", id: message.id }, 201);
  });
