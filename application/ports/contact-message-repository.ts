import type { ContactMessage } from '../../domain/contact/contact-message.ts';

export interface ContactMessageRepository {
  create(message: ContactMessage): Promise<void>;
  findById(id: string): Promise<ContactMessage | null>;
}
