import type { EmailJob, OutboxMessage } from '../ports/outbox.ts';

/**
 * An email for the outbox, available at once (written in the transaction of the change that causes it).
 * The one place an `email.send` message is built.
 */
export const outboxEmail = (id: string, now: Date, payload: EmailJob): OutboxMessage => ({
  id,
  topic: 'email.send',
  payload,
  createdAt: now,
  availableAt: now,
  attempts: 0,
});
