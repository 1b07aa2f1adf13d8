import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { KnexContactMessageRepository } from './knex-contact-message-repository.ts';

/** An admin's change to a contact message writes the fields it names and leaves the others as they are. */
describe.each(DIALECTS)('KnexContactMessageRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let messages: KnexContactMessageRepository;
  const at = new Date('2026-11-27T12:00:00.000Z');
  const later = new Date('2026-11-28T09:30:00.000Z');

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    messages = new KnexContactMessageRepository(db.knex);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('keeps the notes a change leaves out, clears them when it sets null, and stamps updatedAt', async () => {
    const id = ulid();
    await messages.create({
      id,
      type: 'GENERAL_INQUIRY',
      name: 'Quinn',
      email: 'quinn@example.com',
      phone: null,
      subject: 'Hours?',
      message: 'When are you open?',
      businessName: null,
      status: 'new',
      notes: 'Called her back',
      vendorId: null,
      createdAt: at,
      updatedAt: at,
    });
    await messages.update(id, { status: 'in_progress' }, later);
    expect(await messages.findById(id)).toMatchObject({ status: 'in_progress', notes: 'Called her back', vendorId: null, updatedAt: later, createdAt: at });
    await messages.update(id, { status: 'archived', notes: null }, later);
    expect(await messages.findById(id)).toMatchObject({ status: 'archived', notes: null });
  });
});
