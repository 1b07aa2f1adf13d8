import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertTag, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';

const search = (text: string, page = 1, limit = 12) => ({ page, limit, sortBy: 'reviews' as const, search: text });

/** The search port on the database's full-text index (issue 19, ADR 21), on SQLite FTS5 and MariaDB FULLTEXT. */
describe.each(DIALECTS)('KnexVendorRepository as the VendorSearch port [%s]', (dialect) => {
  let db: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    const k = db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const music = await insertCategory(k, 'music', 'Music & DJs', 2);
    // Relevance beats rating: the barn of barns is first although the other one is better rated.
    ids.barnOfBarns = await insertVendor(k, venues, { name: 'Barn Barn Hall', tagline: 'The barn', description: '<p>A barn, a barn, a red barn.</p>', review_average: 3, review_count: 2 });
    ids.mentionsBarn = await insertVendor(k, venues, { name: 'Lakeside Lodge', description: '<p>Near an old barn.</p>', review_average: 5, review_count: 40 });
    // Equal relevance: the published order (rating, then reviews) decides.
    ids.chapelA = await insertVendor(k, venues, { name: 'Chapel Hill', review_average: 4, review_count: 3 });
    ids.chapelB = await insertVendor(k, venues, { name: 'Chapel Rock', review_average: 4.5, review_count: 1 });
    ids.dj = await insertVendor(k, music, { name: 'Spin Doctors', review_average: 4, review_count: 1 });
    await insertTag(k, ids.dj, 'DJ');
    await k('vendors').where({ id: ids.dj }).update({ tags_text: 'DJ' });
    // Words other vendors do not have (the full-text weights of a word found everywhere are nil).
    for (let i = 0; i < 6; i++) await insertVendor(k, venues, { name: `Meadow Estate ${i}`, review_average: 4, review_count: i });
    await insertVendor(k, venues, { name: 'Hidden Barn', is_active: false });
  });
  afterAll(async () => db?.destroy());

  it('ranks by relevance first, then by rating and reviews, and leaves inactive listings out', async () => {
    const repo = new KnexVendorRepository(db.knex);
    const hits = await repo.search(search('barn'));
    expect(hits.ids).toEqual([ids.barnOfBarns, ids.mentionsBarn]);
    expect(hits).toMatchObject({ total: 2, totalIsAtLeast: false });
    expect((await repo.search(search('chapel'))).ids).toEqual([ids.chapelB, ids.chapelA]);
  });

  it('counts matches only up to its cap and says more match; pages past the cap are empty', async () => {
    const repo = new KnexVendorRepository(db.knex, { searchCap: 4 });
    const first = await repo.search(search('meadow', 1, 3));
    expect(first).toMatchObject({ total: 4, totalIsAtLeast: true });
    expect(first.ids).toHaveLength(3);
    const second = await repo.search(search('meadow', 2, 3));
    expect(second.ids).toHaveLength(1); // the 4th, the last one reachable
    expect((await repo.search(search('meadow', 3, 3))).ids).toEqual([]);
    expect(await repo.search(search('barn'))).toMatchObject({ total: 2, totalIsAtLeast: false });
  });

  it('finds a two-letter word through the full-text index, without reading every vendor', async () => {
    const repo = new KnexVendorRepository(db.knex);
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    db.knex.on('query', listen);
    try {
      expect((await repo.search(search('dj'))).ids).toEqual([ids.dj]);
    } finally {
      db.knex.off('query', listen);
    }
    expect(statements.some((s) => / like /i.test(s))).toBe(false);
  });

  it('reads the cards of a page by id, in the order given, without inactive listings', async () => {
    const repo = new KnexVendorRepository(db.knex);
    const cards = await repo.summariesByIds([ids.mentionsBarn!, ids.barnOfBarns!, 'NOPE']);
    expect(cards.map((c) => c.id)).toEqual([ids.mentionsBarn, ids.barnOfBarns]);
  });
});
