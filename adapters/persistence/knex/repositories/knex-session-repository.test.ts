import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertUser } from '../../../../tests/support/rows.ts';
import { KnexSessionRepository } from './knex-auth-repositories.ts';

/** The session read every signed-in request makes (issue 19): the session and its user in one statement. */
describe.each(DIALECTS)('KnexSessionRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let sessions: KnexSessionRepository;
  const at = new Date('2026-11-27T12:00:00.000Z');
  const session = (userId: string) => ({
    id: ulid(),
    userId,
    tokenHash: ulid().padEnd(64, '0'),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 7 * 86_400_000),
    revokedAt: null,
  });

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    sessions = new KnexSessionRepository(db.knex);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('reads a session with its user in one statement', async () => {
    const userId = await insertUser(db.knex, 'admin@sessions.example', { isAdmin: true });
    const s = session(userId);
    await sessions.create(s);
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    db.knex.on('query', listen);
    const found = await sessions.findWithUser(s.tokenHash);
    db.knex.off('query', listen);
    expect(statements).toHaveLength(1);
    const { tokenHash: _hash, ...expected } = s;
    expect(found?.session).toEqual(expected);
    expect(found?.user).toMatchObject({ id: userId, email: 'admin@sessions.example', isAdmin: true, isActive: true, vendorId: null, lastLoginAt: null });
    expect(found?.user?.createdAt).toBeInstanceOf(Date);
  });

  it('answers null for a token no session has', async () => {
    expect(await sessions.findWithUser('f'.repeat(64))).toBeNull();
  });

  it('in a transaction, reads on its connection: a session it wrote and has not committed', async () => {
    const userId = await insertUser(db.knex, 'owner@sessions.example');
    const s = session(userId);
    const found = await db.knex.transaction(async (trx) => {
      const inside = new KnexSessionRepository(trx);
      await inside.create(s);
      return inside.findWithUser(s.tokenHash);
    });
    expect(found?.session.id).toBe(s.id);
    expect(found?.user?.email).toBe('owner@sessions.example');
  });
});
