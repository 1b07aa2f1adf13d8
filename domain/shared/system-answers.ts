import { z } from 'zod';

/** GET /api/health: the process is up. */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
/** GET /api/ready: every dependency's verdict (503 when one fails). */
export const readinessAnswerSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), error: z.string().optional() })),
});

/** One email of the embedded profile's outbox (GET /dev/mailbox.json). */
export const devMailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  sentAt: z.string(),
  idempotencyKey: z.string(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;
export const devMailboxAnswerSchema = z.object({ messages: z.array(devMailboxMessageSchema) });
