import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { ShortlistLink } from '../../../../domain/couples/shortlist-link.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { KnexShortlistLinkRepository } from './knex-shortlist-link-repository.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const at = new Date('2026-12-03T10:00:00.123Z');
const aLink = (n: number, o: Partial<ShortlistLink> = {}): ShortlistLink => ({
  id: `01JSHORTLISTLINK00000000${String(n).padStart(2, '0')}`,
  kind: 'share',
  vendorIds: ['01JVENDORA', '01JVENDORB'],
  tokenHash: sha(`token-${n}`),
  keyHash: sha(`key-${n}`),
  createdAt: at,
  expiresAt: new Date(at.getTime() + 180 * 86_400_000),
  stoppedAt: null,
  ...o,
});

describe.each(DIALECTS)('KnexShortlistLinkRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexShortlistLinkRepository;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexShortlistLinkRepository(db.knex);
  });
  afterAll(async () => db?.destroy());

  it('stores a link and finds it by the hash of its token or of its key, with its vendors in order', async () => {
    const link = aLink(1, { kind: 'keep', vendorIds: ['01JB', '01JA', '01JC'] });
    await repo.create(link);
    expect(await repo.findByTokenHash(link.tokenHash)).toEqual(link);
    expect(await repo.findByKeyHash(link.keyHash)).toEqual(link);
    expect(await repo.findByTokenHash(link.keyHash)).toBeNull();
    expect(await repo.findByKeyHash(sha('nobody'))).toBeNull();
  });

  it('keeps 50 ids of 26 characters', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `01J${String(i).padStart(23, '0')}`);
    const link = aLink(2, { vendorIds: ids });
    await repo.create(link);
    expect((await repo.findByTokenHash(link.tokenHash))?.vendorIds).toEqual(ids);
  });

  it('stops a link once: the time is set and the vendors are forgotten', async () => {
    const link = aLink(3);
    await repo.create(link);
    const stoppedAt = new Date(at.getTime() + 60_000);
    expect(await repo.stop(link.id, stoppedAt)).toBe(true);
    expect(await repo.findByKeyHash(link.keyHash)).toEqual({ ...link, vendorIds: [], stoppedAt });
    expect(await repo.stop(link.id, new Date(at.getTime() + 120_000))).toBe(false);
    expect((await repo.findByTokenHash(link.tokenHash))?.stoppedAt).toEqual(stoppedAt);
    // The other links are untouched.
    expect((await repo.findByTokenHash(aLink(1).tokenHash))?.stoppedAt).toBeNull();
  });

  it('refuses a second link with the same token hash', async () => {
    await expect(repo.create(aLink(4, { tokenHash: aLink(1).tokenHash, keyHash: sha('other') }))).rejects.toThrow();
    expect(await repo.findByKeyHash(sha('other'))).toBeNull();
  });
});
