import { CONTACT_TYPE_LABELS, type ContactMessage, type ContactMessageInput } from '../../domain/contact/contact-message.ts';
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Stores a visitor's message (contact form or claim request) for the admins, and in the same
 * transaction queues the admins' notification and, for a claim, the claimant's acknowledgement.
 */
export class SubmitContactMessage {
  static readonly inject = ['UnitOfWork', 'RateLimiter', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly uow: UnitOfWork<'contactMessages' | 'outbox'>,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { adminEmails: readonly string[] },
  ) {}

  async execute(input: ContactMessageInput, ip = 'unknown'): Promise<ContactMessage> {
    const hit = await this.rateLimiter.hit(`contact:ip:${ip}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs);
    if (!hit.allowed) {
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    }
    const now = this.clock.now();
    const message: ContactMessage = {
      id: this.ids.next(),
      type: input.type,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      businessName: input.businessName ?? null,
      status: 'new',
      notes: null,
      vendorId: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.uow.run(async (r) => {
      await r.contactMessages.create(message);
      if (message.type === 'CLAIM_REQUEST') {
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, { template: 'claim-received', to: message.email, data: { name: message.name, businessName: message.businessName }, idempotencyKey: `claim-received:${message.id}` }),
        );
      }
      for (const admin of this.options.adminEmails) {
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'contact-admin-notification',
            to: admin,
            data: { typeLabel: CONTACT_TYPE_LABELS[message.type], name: message.name, email: message.email, subject: message.subject },
            idempotencyKey: `contact-admin:${message.id}:${admin}`,
          }),
        );
      }
    });
    return message;
  }
}
