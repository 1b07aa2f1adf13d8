import { plainTextOf } from '../../../domain/listings/search-text.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { createKnex } from './connection.ts';
import { migrateLatest, migrateRollbackAll } from './migrator.ts';
import { migrations } from './migrations/index.ts';

const TABLES = [
  'categories',
  'vendors',
  'tags',
  'vendor_tags',
  'vendor_images',
  'photo_uploads',
  'seo_filters',
  'vendor_filters',
  'users',
  'sessions',
  'login_tokens',
  'auth_codes',
  'payment_methods',
  'applications',
  'subscriptions',
  'upgrade_requests',
  'reviews',
  'contact_messages',
  'outbox',
  'mail_deliveries',
  'inquiries',
  'inquiry_messages',
  'inquiry_thread_links',
  'remembered_browsers',
  'saved_replies',
  'vendor_daily_stats',
  'listing_counts',
] as const;

const DROP_FULLTEXT = '20261127_024_drop_fulltext';
const FULL_TEXT_SEARCH = '20261202_038_full_text_search';
const ONE_STORED_CARD = '20261202_039_one_stored_card';
const CARDS_FROM_TABLES = '20261202_041_cards_from_tables';
/** The answer-shaped texts once stored on the vendor row (ADR 28, 30), dropped by migration 039. */
const ANSWER_COLUMNS = ['card_answer', 'page_answer', 'admin_answer'];

/** The vendors a word of SQLite's FTS5 search table finds (ADR 38). */
const searchMatch = async (knex: Knex, word: string): Promise<string[]> =>
  ((await knex.raw('SELECT vendor_id FROM vendor_search WHERE vendor_search MATCH ? ORDER BY vendor_id', [word])) as Array<{ vendor_id: string }>).map((r) => r.vendor_id);


const now = (): Date => new Date();

const userTables = async (knex: Knex): Promise<string[]> =>
  ((await knex.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")) as Array<{
    name: string;
  }>).map((r) => r.name);

const insertCategory = async (knex: Knex, id = 'C1'): Promise<void> => {
  await knex('categories').insert({
    id,
    name: 'Venues',
    slug: `venues-${id}`,
    description: 'Places',
    created_at: now(),
    updated_at: now(),
  });
};

const insertVendor = async (knex: Knex, id: string, fields: Record<string, unknown> = {}): Promise<void> => {
  await knex('vendors').insert({
    id,
    name: `Vendor ${id}`,
    slug: `vendor-${id.toLowerCase()}`,
    category_id: 'C1',
    city: 'Greenville',
    county: 'Greenville County',
    created_at: now(),
    updated_at: now(),
    ...fields,
    ...(typeof fields.description === 'string' ? { description_text: plainTextOf(fields.description) } : {}),
  });
};

/**
 * Migrations 016 and 050 on marks stored before them: back to 015, two marks without copies, then 016 and 050
 * again — each mark gets its vendor's category (016), status, price and capacity (050), and the
 * (day, category_id, is_active, starting_price, capacity, vendor_id) index replaces the day index.
 */
const fillsMarkCopies = async (knex: Knex, category: string): Promise<void> => {
  const [m016, m050] = [migrations['20261125_016_unavailable_category']!, migrations['20261204_050_mark_facts']!];
  await m050.down!(knex);
  await m016.down!(knex);
  await insertVendor(knex, 'VM1', { is_active: false, starting_price: 3000, capacity: null });
  await knex('vendor_unavailable_dates').insert([
    { vendor_id: 'VM1', day: '2027-06-05', kind: 'booked' },
    { vendor_id: 'VM1', day: '2027-06-06', kind: 'unavailable' },
  ]);
  await m016.up(knex);
  await m050.up(knex);
  const marks = (await knex('vendor_unavailable_dates').where('vendor_id', 'VM1').orderBy('day').select('category_id', 'is_active', 'starting_price', 'capacity')) as Array<Record<string, unknown>>;
  expect(marks.map((m) => [String(m.category_id), Number(m.is_active), m.starting_price, m.capacity])).toEqual([
    [category, 0, 3000, null],
    [category, 0, 3000, null],
  ]);
  await knex('vendors').where('id', 'VM1').delete();
};

const ftsMatch = async (knex: Knex, query: string): Promise<string[]> =>
  ((await knex.raw(
    'SELECT v.id FROM vendors_fts f JOIN vendors v ON v.rowid = f.rowid WHERE vendors_fts MATCH ? ORDER BY v.id',
    [query],
  )) as Array<{ id: string }>).map((r) => r.id);

describe('migrations on SQLite', () => {
  let dir: string;
  let knex: Knex;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-migrations-'));
    knex = createKnex({ client: 'sqlite', filename: path.join(dir, 'test.db') });
    await migrateLatest(knex);
  });

  afterAll(async () => {
    await knex?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('registers the migrations in order', () => {
    const names = Object.keys(migrations);
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort()).toEqual(names);
  });

  it('creates every table of the data model, the search’s FTS5 table, and no FTS index of 005 (dropped by 024)', async () => {
    const tables = await userTables(knex);
    for (const table of TABLES) expect(tables).toContain(table);
    expect(tables).toContain('vendor_search');
    expect(tables).not.toContain('vendors_fts');
    expect(tables).not.toContain('vendor_search_terms');
    const triggers = (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'trigger'")) as Array<{ name: string }>;
    expect(triggers.map((t) => t.name)).toEqual([]);
  });

  it('kept the FTS index in sync with vendors on insert, update and delete until 024 (whose down re-creates it)', async () => {
    await migrations[DROP_FULLTEXT]!.down!(knex);
    await insertCategory(knex);
    await insertVendor(knex, 'V1', {
      description: '<p>Ceremonies on the lawn above <strong>Lake Jocassee</strong>.</p>',
      tags_text: 'Waterfront, Elopements',
    });
    await insertVendor(knex, 'V2', { tagline: 'A barn in the foothills', description: '<p>Hayloft dances.</p>' });

    expect(await ftsMatch(knex, 'jocassee')).toEqual(['V1']);
    expect(await ftsMatch(knex, 'elopements')).toEqual(['V1']);
    expect(await ftsMatch(knex, 'foothills')).toEqual(['V2']);
    expect(await ftsMatch(knex, 'hayloft')).toEqual(['V2']);

    await knex('vendors').where({ id: 'V1' }).update({ description: '<p>Now on Lake Keowee.</p>', description_text: 'Now on Lake Keowee.' });
    expect(await ftsMatch(knex, 'jocassee')).toEqual([]);
    expect(await ftsMatch(knex, 'keowee')).toEqual(['V1']);

    // Updating a column outside the index leaves it intact.
    await knex('vendors').where({ id: 'V1' }).update({ review_count: 3, review_average: 4.67 });
    expect(await ftsMatch(knex, 'keowee')).toEqual(['V1']);

    await knex('vendors').where({ id: 'V1' }).delete();
    expect(await ftsMatch(knex, 'keowee')).toEqual([]);
    expect(await ftsMatch(knex, 'hayloft')).toEqual(['V2']);

    await migrations[DROP_FULLTEXT]!.up(knex);
    expect(await userTables(knex)).not.toContain('vendors_fts');
    // With the triggers gone, a vendor's write touches no FTS table.
    await knex('vendors').where({ id: 'V2' }).update({ tagline: 'A loft' });
  });

  it('keeps no stored copy of a vendor’s card: 039 drops the answer columns and the card copies, 041 the cards (issue 38)', async () => {
    const columns = async () => ((await knex.raw('PRAGMA table_info(vendors)')) as Array<{ name: string }>).map((c) => c.name);
    for (const gone of ['card', 'details']) expect(await columns()).not.toContain(gone);
    await migrations[CARDS_FROM_TABLES]!.down!(knex);
    expect(await columns()).toEqual(expect.arrayContaining(['card', 'details']));
    for (const gone of ANSWER_COLUMNS) expect(await columns()).not.toContain(gone);
    expect(await userTables(knex)).not.toEqual(expect.arrayContaining(['landing_cards']));
    expect(await userTables(knex)).not.toEqual(expect.arrayContaining(['category_cards']));
    // Its down brings them back (empty), its up drops them again.
    await migrations[ONE_STORED_CARD]!.down!(knex);
    expect(await columns()).toEqual(expect.arrayContaining(ANSWER_COLUMNS));
    expect(await userTables(knex)).toEqual(expect.arrayContaining(['landing_cards', 'category_cards']));
    await migrations[ONE_STORED_CARD]!.up(knex);
    for (const gone of ANSWER_COLUMNS) expect(await columns()).not.toContain(gone);
    expect((await userTables(knex)).filter((t) => t === 'landing_cards' || t === 'category_cards')).toEqual([]);
    await migrations[CARDS_FROM_TABLES]!.up(knex);
    for (const gone of ['card', 'details']) expect(await columns()).not.toContain(gone);
  });

  it('applies the column defaults', async () => {
    const v = (await knex('vendors').where({ id: 'V2' }).first()) as Record<string, unknown>;
    expect(v.state).toBe('SC');
    expect(v.price_range).toBe('not-specified');
    expect(Number(v.is_active)).toBe(1);
    expect(Number(v.is_featured)).toBe(0);
    expect(Number(v.review_average)).toBe(0);
    expect(Number(v.review_count)).toBe(0);
  });

  it('cascades a vendor delete to its children and nulls optional links', async () => {
    await insertVendor(knex, 'V3');
    await knex('users').insert({ id: 'U1', email: 'owner@example.com', vendor_id: 'V3', created_at: now(), updated_at: now() });
    await knex('vendors').where({ id: 'V3' }).update({ owner_user_id: 'U1' });
    await knex('vendor_images').insert({
      id: 'I1',
      vendor_id: 'V3',
      storage_key: 'vendors/v3/1.jpg',
      content_type: 'image/jpeg',
      created_at: now(),
      updated_at: now(),
    });
    await knex('reviews').insert({
      id: 'R1',
      vendor_id: 'V3',
      reviewer_name: 'A',
      reviewer_email: 'a@example.com',
      rating: 5,
      body: 'Lovely',
      created_at: now(),
      updated_at: now(),
    });
    await knex('contact_messages').insert({
      id: 'M1',
      type: 'CLAIM_REQUEST',
      name: 'A',
      email: 'a@example.com',
      subject: 'Claim Request for Vendor V3',
      message: 'Mine',
      vendor_id: 'V3',
      created_at: now(),
      updated_at: now(),
    });

    await knex('vendors').where({ id: 'V3' }).delete();

    expect(await knex('vendor_images').where({ vendor_id: 'V3' })).toHaveLength(0);
    expect(await knex('reviews').where({ vendor_id: 'V3' })).toHaveLength(0);
    expect((await knex('users').where({ id: 'U1' }).first())?.vendor_id).toBeNull();
    expect((await knex('contact_messages').where({ id: 'M1' }).first())?.vendor_id).toBeNull();
  });

  it("cascades a vendor delete to its inquiries, their messages and thread links, and its saved replies", async () => {
    await insertVendor(knex, 'V4');
    const t = now();
    await knex('inquiries').insert({
      id: 'Q1',
      vendor_id: 'V4',
      couple_name: 'Avery',
      email: 'avery@example.com',
      guest_count: 120,
      budget: 'not-sure',
      state: 'delivered',
      last_message_at: t,
      last_message_by: 'couple',
      created_at: t,
      updated_at: t,
    });
    await knex('inquiry_messages').insert({ id: 'QM1', inquiry_id: 'Q1', author: 'couple', body: 'Hello there, is June open?', created_at: t });
    await knex('inquiry_thread_links').insert({ id: 'QL1', inquiry_id: 'Q1', token_hash: 'a'.repeat(64), created_at: t, expires_at: t });
    await knex('saved_replies').insert({ id: 'SR1', vendor_id: 'V4', title: 'Thanks', body: 'Thank you!', created_at: t, updated_at: t });
    const q = (await knex('inquiries').where({ id: 'Q1' }).first()) as Record<string, unknown>;
    expect(q.status).toBe('new');
    expect(Number(q.vendor_unread)).toBe(1);
    expect(Number(q.date_undecided)).toBe(0);

    await knex('vendors').where({ id: 'V4' }).delete();

    for (const table of ['inquiries', 'inquiry_messages', 'inquiry_thread_links', 'saved_replies']) expect(await knex(table)).toHaveLength(0);
  });

  it('refuses to delete a category that still has vendors', async () => {
    await expect(knex('categories').where({ id: 'C1' }).delete()).rejects.toThrow(/FOREIGN KEY/);
  });

  it('rejects a review rating outside 1–5', async () => {
    await expect(
      knex('reviews').insert({
        id: 'R9',
        vendor_id: 'V2',
        reviewer_name: 'A',
        reviewer_email: 'a@example.com',
        rating: 6,
        body: 'Too good',
        created_at: now(),
        updated_at: now(),
      }),
    ).rejects.toThrow(/CHECK/);
  });

  it('gives the marks stored before migrations 016 and 050 their vendor’s category, status, price and capacity', async () => {
    // Category C1 and its vendors are the earlier tests' (a category with vendors cannot go).
    await fillsMarkCopies(knex, 'C1');
    const indexes = ((await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'vendor_unavailable_dates' AND name NOT LIKE 'sqlite_%'")) as Array<{ name: string }>).map((r) => r.name);
    expect(indexes).toEqual(['vendor_unavailable_dates_day_facts_idx']);
  });

  it('labels the inquiry emails stored before migration 030 with their inquiry (a reply through its message), and no other email', async () => {
    const OUTBOX_ABOUT = '20261129_030_outbox_about';
    await migrations[OUTBOX_ABOUT]!.down!(knex);
    const t = now();
    await insertVendor(knex, 'V30');
    await knex('inquiries').insert({ id: 'Q30', vendor_id: 'V30', couple_name: 'Avery', email: 'avery@example.com', guest_count: 80, budget: 'not-sure', state: 'delivered', last_message_at: t, last_message_by: 'vendor', created_at: t, updated_at: t });
    await knex('inquiry_messages').insert({ id: 'QM30', inquiry_id: 'Q30', author: 'vendor', body: 'June is open.', created_at: t });
    const email = (id: string, idempotencyKey: string) =>
      knex('outbox').insert({ id, topic: 'email.send', payload: JSON.stringify({ template: 'x', to: 'avery@example.com', data: {}, idempotencyKey }), created_at: t, available_at: t, attempts: 0 });
    await email('O30A', 'inquiry-new:Q30');
    await email('O30B', 'inquiry-reply:QM30');
    await email('O30C', 'login-link:R30');
    await migrations[OUTBOX_ABOUT]!.up(knex);
    const about = await knex('outbox').whereIn('id', ['O30A', 'O30B', 'O30C']).orderBy('id').select('id', 'about');
    expect(about).toEqual([
      { id: 'O30A', about: 'inquiry:Q30' },
      { id: 'O30B', about: 'inquiry:Q30' },
      { id: 'O30C', about: null },
    ]);
  });

  it('rolls everything back, then migrates up again', async () => {
    await migrateRollbackAll(knex);
    const afterDown = await userTables(knex);
    expect(afterDown.filter((t) => !t.startsWith('knex_migrations'))).toEqual([]);

    await migrateLatest(knex);
    const tables = await userTables(knex);
    for (const table of TABLES) expect(tables).toContain(table);

    expect(tables).not.toContain('vendors_fts');

    await insertCategory(knex);
    await insertVendor(knex, 'V9', { description: '<p>Table Rock sunsets.</p>' });
    // Migration 038 fills the FTS5 table from the active vendors already stored.
    expect(await searchMatch(knex, 'sunsets')).toEqual([]);
    await migrations[FULL_TEXT_SEARCH]!.down!(knex);
    expect(await userTables(knex)).not.toContain('vendor_search');
    await migrations[FULL_TEXT_SEARCH]!.up(knex);
    expect(await searchMatch(knex, 'sunsets')).toEqual(['V9']);
    expect(await searchMatch(knex, 'rock')).toEqual(['V9']);
  });
});

describe('migrations on MariaDB', () => {
  let db: TestDatabase;

  const tables = async (): Promise<string[]> => {
    const [rows] = (await db.knex.raw(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
    )) as [Array<{ name: string }>];
    return rows.map((r) => r.name);
  };

  const fullText = async (word: string): Promise<string[]> => {
    const [rows] = (await db.knex.raw(
      'SELECT id FROM vendors WHERE MATCH(name, tagline, description_text, tags_text) AGAINST (? IN BOOLEAN MODE) ORDER BY id',
      [word],
    )) as [Array<{ id: string }>];
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    db = await createTestDatabase('mariadb', { migrate: false });
  });

  afterAll(async () => {
    await db?.destroy();
  });

  const hasFullText = async (): Promise<boolean> => {
    const [rows] = (await db.knex.raw("SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'vendors' AND index_name = 'vendors_fulltext'")) as [Array<{ n: number | string }>];
    return Number(rows[0]?.n ?? 0) > 0;
  };

  it('migrates up, down and up again; 024 drops the first FULLTEXT index (its down re-creates it), 038 adds the search’s', async () => {
    await migrateLatest(db.knex);
    for (const table of TABLES) expect(await tables()).toContain(table);

    const [columns] = (await db.knex.raw(
      "SELECT column_name AS name, column_type AS type FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'vendors'",
    )) as [Array<{ name: string; type: string }>];
    const typeOf = (name: string) => columns.find((c) => c.name === name)?.type;
    expect(typeOf('description')).toBe('mediumtext');
    expect(typeOf('created_at')).toBe('datetime(3)');
    expect(typeOf('review_average')).toBe('decimal(3,2)');
    // No stored copy of a vendor's card (migrations 039 and 041, issue 38): cards are read from the tables.
    for (const gone of [...ANSWER_COLUMNS, 'card', 'details']) expect(typeOf(gone)).toBeUndefined();
    expect((await tables()).filter((t) => t === 'landing_cards' || t === 'category_cards')).toEqual([]);

    await insertCategory(db.knex);
    await insertVendor(db.knex, 'V1', { description: '<p>Ceremonies above Lake Jocassee.</p>' });
    expect(await hasFullText()).toBe(false);
    await migrations[DROP_FULLTEXT]!.down!(db.knex);
    await insertVendor(db.knex, 'V3', { description: '<p>Ceremonies above Lake Keowee.</p>' });
    expect(await fullText('keowee')).toEqual(['V3']);
    await migrations[DROP_FULLTEXT]!.up(db.knex);
    expect(await hasFullText()).toBe(false);

    await migrateRollbackAll(db.knex);
    expect((await tables()).filter((t) => !t.startsWith('knex_migrations'))).toEqual([]);

    await migrateLatest(db.knex);
    await insertCategory(db.knex);
    await insertVendor(db.knex, 'V2', { tagline: 'Sunsets at Table Rock' });
    expect(await hasFullText()).toBe(false);
    // Migration 038's FULLTEXT indexes, kept by InnoDB: a vendor written after them is found.
    expect(await fullText('sunsets')).toEqual(['V2']);
    expect(await tables()).not.toContain('vendor_search_terms');
    await fillsMarkCopies(db.knex, 'C1');
    // (Three full migrations and five FULLTEXT indexes built twice: slow on a busy machine.)
  }, 90_000);

  it('repairs a knex lock table that two processes filled with two rows, instead of waiting forever', async () => {
    // What knex's own set-up left when two processes created knex_migrations_lock at once (about one start
    // in seven here): every later lock attempt updated both rows and counted as "already locked".
    await migrateLatest(db.knex);
    await db.knex('knex_migrations_lock').insert({ is_locked: 0 });
    expect(await db.knex('knex_migrations_lock').count({ n: '*' }).first()).toMatchObject({ n: 2 });
    await expect(migrateLatest(db.knex, { waitMs: 3_000 })).resolves.toEqual([]);
    expect(await db.knex('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
  });
});

describe.each(['sqlite', 'mariadb'] as const)('two processes migrating at once (%s)', (dialect) => {
  let db: TestDatabase;
  let second: Knex;

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrate: false });
    // A second connection pool, as a second process (API replica or `npm run migrate`) would have.
    second = createKnex(db.config, { pool: { min: 0, max: 2 } });
  });
  afterAll(async () => {
    await second?.destroy();
    await db?.destroy();
  });

  it('applies every migration exactly once: one takes the knex lock, the other waits and finds nothing left', async () => {
    const [a, b] = await Promise.all([migrateLatest(db.knex), migrateLatest(second)]);
    const all = Object.keys(migrations).sort();
    expect([...a, ...b].sort()).toEqual(all);
    const rows = (await db.knex('knex_migrations').select('name')) as Array<{ name: string }>;
    expect(rows.map((r) => r.name).sort()).toEqual(all);
    const [lock] = (await db.knex('knex_migrations_lock').select('is_locked')) as Array<{ is_locked: number }>;
    expect(Number(lock?.is_locked)).toBe(0);
    // Every migration on MariaDB, DDL by DDL: seconds on a quiet machine, more on a busy 2-core one.
  }, 90_000);
});
