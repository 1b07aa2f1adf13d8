import type { Knex } from 'knex';
import type { ContactMessage, ContactStatus, ContactType } from '../../../../domain/contact/contact-message.ts';
import type { ContactMessageRepository } from '../../../../application/ports/contact-message-repository.ts';
import { columnsOf, date, firstOf, strOrNull, type Row } from '../rows.ts';

export const toMessage = (r: Row): ContactMessage => ({
  id: String(r.id),
  type: String(r.type) as ContactType,
  name: String(r.name),
  email: String(r.email),
  phone: strOrNull(r.phone),
  subject: String(r.subject),
  message: String(r.message),
  businessName: strOrNull(r.business_name),
  status: String(r.status) as ContactStatus,
  notes: strOrNull(r.notes),
  vendorId: strOrNull(r.vendor_id),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

export class KnexContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly knex: Knex) {}

  async create(m: ContactMessage): Promise<void> {
    await this.knex('contact_messages').insert(columnsOf(m));
  }

  async findById(id: string): Promise<ContactMessage | null> {
    return firstOf(this.knex('contact_messages').where({ id }), toMessage);
  }

  async update(id: string, c: { status?: ContactStatus; notes?: string | null; vendorId?: string | null }, at: Date): Promise<void> {
    // A field left undefined is not written: knex leaves undefined values out of an UPDATE.
    await this.knex('contact_messages').where({ id }).update({ ...columnsOf(c), updated_at: at });
  }
}
