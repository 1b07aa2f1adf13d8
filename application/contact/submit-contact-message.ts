import type { ContactMessage, ContactMessageInput } from '../../domain/contact/contact-message.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContactMessageRepository } from '../ports/contact-message-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';

/** Stores a visitor's message (contact form or claim request) as a new message for the admins. */
export class SubmitContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: ContactMessageInput): Promise<ContactMessage> {
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
    await this.messages.create(message);
    return message;
  }
}
