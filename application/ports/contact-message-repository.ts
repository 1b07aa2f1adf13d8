import type { ContactMessage, ContactStatus } from '../../domain/contact/contact-message.ts';

export interface ContactMessageRepository {
  create(message: ContactMessage): Promise<void>;
  findById(id: string): Promise<ContactMessage | null>;
  /** Keys left out are kept. */
  update(id: string, changes: { status?: ContactStatus; notes?: string | null; vendorId?: string | null }, at: Date): Promise<void>;
}
