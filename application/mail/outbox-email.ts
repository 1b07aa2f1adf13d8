import type { EmailJob, OutboxMessage } from '../ports/outbox.ts';

/**
 * An email for the outbox, available at once unless `availableAt` says later (written in the transaction of
 * the change that causes it). The one place an `email.send` message is built. `about`: the record whose
 * personal data it carries (erasing that record removes the email, pending or sent).
 */
export const outboxEmail = (id: string, now: Date, payload: EmailJob, options: { about?: string; availableAt?: Date } = {}): OutboxMessage => ({
  id,
  topic: 'email.send',
  payload,
  createdAt: now,
  availableAt: options.availableAt ?? now,
  attempts: 0,
  ...(options.about ? { about: options.about } : {}),
});
