import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { Knex } from 'knex';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertReview, insertTag, insertVendor, updateVendorRow, newVendorRecord } from '../../../../tests/support/rows.ts';
import { KnexListingWriteRepository } from './knex-listing-write-repository.ts';
import { KnexRankingRepository } from './knex-ranking-repository.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';
import { KnexVendorSearch } from './knex-vendor-search.ts';
import { searchNarrowing } from '../vendor-criteria-sql.ts';
import { listOrSearch } from '../../../../application/listings/list-vendors.ts';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';

const search = (text: string, page = 1, limit = 12, more: Partial<VendorListCriteria> = {}) => ({ page, limit, sortBy: 'reviews' as const, search: text, ...more });
const searchOf = (knex: Knex, searchCap?: number) => new KnexVendorSearch(knex, { narrow: searchNarrowing(knex), ...(searchCap ? { searchCap } : {}) });

/** The search port on the database's full-text engine (ADR 38): FTS5 on SQLite, InnoDB FULLTEXT on MariaDB, alike. */
describe.each(DIALECTS)('KnexVendorSearch, the VendorSearch port on the full-text engine [%s]', (dialect) => {
  let db: TestDatabase;
  const ids: Record<string, string> = {};
  let venues: string;
  let music: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    const k = db.knex;
    venues = await insertCategory(k, 'venues', 'Venues', 1);
    music = await insertCategory(k, 'music', 'Music & DJs', 2);
    // Relevance beats rating: the barn of barns is first although the other one is better rated.
    ids.barnOfBarns = await insertVendor(k, venues, { name: 'Barn Barn Hall', tagline: 'The barn', description: '<p>A barn, a barn, a red barn.</p>', review_average: 3, review_count: 2 });
    ids.mentionsBarn = await insertVendor(k, venues, { name: 'Lakeside Lodge', description: '<p>Near an old barn.</p>', review_average: 5, review_count: 40 });
    // Equal relevance: the published order (rating, then reviews) decides.
    ids.chapelA = await insertVendor(k, venues, { name: 'Chapel Hill', review_average: 4, review_count: 3 });
    ids.chapelB = await insertVendor(k, venues, { name: 'Chapel Rock', review_average: 4.5, review_count: 1 });
    ids.chapelC = await insertVendor(k, venues, { name: 'Chapel Green', review_average: 4.5, review_count: 9 });
    ids.dj = await insertVendor(k, music, { name: 'Spin Doctors', review_average: 4, review_count: 1, city: 'Easley' });
    await insertTag(k, ids.dj, 'DJ');
    await updateVendorRow(k, ids.dj, { tags_text: 'DJ' });
    // Prefix words: 'photo' finds 'photography' and 'photobooth'; accents do not matter.
    ids.photography = await insertVendor(k, music, { name: 'Lens Works', tagline: 'Wedding photography', review_average: 4, review_count: 2 });
    ids.photobooth = await insertVendor(k, music, { name: 'Photobooth Fun', review_average: 3, review_count: 1 });
    ids.cafe = await insertVendor(k, venues, { name: 'Café Lumière' });
    // Words other vendors do not have.
    for (let i = 0; i < 6; i++) await insertVendor(k, venues, { name: `Meadow Estate ${i}`, review_average: 4, review_count: i });
    ids.hidden = await insertVendor(k, venues, { name: 'Hidden Barn', is_active: false });
    // A word that begins two words ('garden' → 'garden', 'gardens'); one vendor has both.
    ids.gardens = await insertVendor(k, venues, { name: 'Rose Gardens', description: '<p>A walled garden.</p>', review_average: 3, review_count: 1 });
    ids.gardenGate = await insertVendor(k, venues, { name: 'Garden Gate', review_average: 5, review_count: 1 });
    ids.gardenPath = await insertVendor(k, music, { name: 'Garden Path Strings', review_average: 4, review_count: 1 });
    // A word beginning more words than are probed one by one ('qu': ten of them).
    ids.pineCove = await insertVendor(k, venues, { name: 'Pine Cove', description: '<p>Quail, quaint quake; qualm quart quartz quay queen query quest.</p>' });
    ids.pineHall = await insertVendor(k, venues, { name: 'Pine Hall', description: '<p>Quiet.</p>' });
    ids.pineRow = await insertVendor(k, venues, { name: 'Pine Row' });
  });
  afterAll(async () => db?.destroy());

  it('ranks by relevance first, then by rating and reviews, and leaves inactive listings out', async () => {
    const s = searchOf(db.knex);
    const hits = await s.search(search('barn'));
    expect(hits.ids).toEqual([ids.barnOfBarns, ids.mentionsBarn]);
    expect(hits).toMatchObject({ total: 2, totalIsAtLeast: false });
    // Equal relevance (the name): rating, then reviews.
    expect((await s.search(search('chapel'))).ids).toEqual([ids.chapelC, ids.chapelB, ids.chapelA]);
    expect(await s.search(search('hidden'))).toEqual({ ids: [], total: 0, totalIsAtLeast: false });
  });

  it('matches words by their beginning, without accents', async () => {
    const s = searchOf(db.knex);
    // The name outranks the tagline.
    expect((await s.search(search('photo'))).ids).toEqual([ids.photobooth, ids.photography]);
    expect((await s.search(search('photography'))).ids).toEqual([ids.photography]);
    expect((await s.search(search('cafe lumiere'))).ids).toEqual([ids.cafe]);
    expect((await s.search(search('CAFÉ'))).ids).toEqual([ids.cafe]);
    expect((await s.search(search('photographyx'))).ids).toEqual([]);
    // Several words begin with it: each vendor once, by its best word (the name), then by rating.
    expect(await s.search(search('garden'))).toEqual({ ids: [ids.gardenGate, ids.gardenPath, ids.gardens], total: 3, totalIsAtLeast: false });
    expect(await s.search(search('garden', 2, 2))).toEqual({ ids: [ids.gardens], total: 3, totalIsAtLeast: false });
    expect(await s.search(search('garden', 1, 12, { categoryId: venues }))).toEqual({ ids: [ids.gardenGate, ids.gardens], total: 2, totalIsAtLeast: false });
  });

  it('needs every word (AND)', async () => {
    const s = searchOf(db.knex);
    expect((await s.search(search('barn hall'))).ids).toEqual([ids.barnOfBarns]);
    expect((await s.search(search('barn lodge'))).ids).toEqual([ids.mentionsBarn]);
    expect((await s.search(search('barn chapel'))).ids).toEqual([]);
    expect((await s.search(search('wedding photo'))).ids).toEqual([ids.photography]);
    expect((await s.search(search('photo wedding'))).ids).toEqual([ids.photography]);
    expect((await s.search(search('pine qu'))).ids).toEqual([ids.pineCove, ids.pineHall]);
    expect((await s.search(search('pine quest'))).ids).toEqual([ids.pineCove]);
    expect((await s.search(search('pine quo'))).ids).toEqual([]);
    // Stopwords alone search nothing.
    expect(await s.search(search('the and'))).toMatchObject({ ids: [], total: 0 });
  });

  it('narrows by the list’s other criteria (category, town, the others block)', async () => {
    const s = searchOf(db.knex);
    expect((await s.search(search('photo', 1, 12, { categoryId: music }))).ids).toEqual([ids.photobooth, ids.photography]);
    expect((await s.search(search('photo', 1, 12, { categoryId: venues }))).ids).toEqual([]);
    expect((await s.search(search('chapel', 1, 12, { categoryId: venues }))).ids).toEqual([ids.chapelC, ids.chapelB, ids.chapelA]);
    expect((await s.search(search('dj', 1, 12, { city: 'Easley' }))).ids).toEqual([ids.dj]);
    expect((await s.search(search('barn', 1, 12, { city: 'Easley' }))).ids).toEqual([]);
    expect((await s.search(search('chapel', 1, 12, { block: 'others' }))).ids).toHaveLength(3);
  });

  it('counts matches only up to its cap and says more match; pages past the cap are empty', async () => {
    const s = searchOf(db.knex, 4);
    const first = await s.search(search('meadow', 1, 3));
    expect(first).toMatchObject({ total: 4, totalIsAtLeast: true });
    expect(first.ids).toHaveLength(3);
    const second = await s.search(search('meadow', 2, 3));
    expect(second.ids).toHaveLength(1); // the 4th, the last one reachable
    expect((await s.search(search('meadow', 3, 3))).ids).toEqual([]);
    expect(await s.search(search('meadow', 3, 3))).toMatchObject({ total: 4, totalIsAtLeast: true });
    // The same through the paths that sort candidates: a category, two words.
    expect(await s.search(search('meadow', 1, 3, { categoryId: venues }))).toMatchObject({ total: 4, totalIsAtLeast: true });
    const two = await s.search(search('meadow estate', 2, 3));
    expect(two).toMatchObject({ total: 4, totalIsAtLeast: true });
    expect(two.ids).toHaveLength(1);
    expect(await s.search(search('barn'))).toMatchObject({ total: 2, totalIsAtLeast: false });
    // A word that begins several words: the same cap.
    const small = searchOf(db.knex, 2);
    expect(await small.search(search('garden', 1, 1))).toMatchObject({ ids: [ids.gardenGate], total: 2, totalIsAtLeast: true });
    expect(await small.search(search('garden', 2, 1))).toEqual({ ids: [ids.gardenPath], total: 2, totalIsAtLeast: true });
    expect(await small.search(search('garden', 3, 1))).toEqual({ ids: [], total: 2, totalIsAtLeast: true });
    expect(await small.search(search('garden', 1, 12, { categoryId: venues }))).toEqual({ ids: [ids.gardenGate, ids.gardens], total: 2, totalIsAtLeast: false });
    expect(await small.search(search('pine qu'))).toMatchObject({ total: 2, totalIsAtLeast: false });
    expect(await searchOf(db.knex).search(search('meadow estate'))).toMatchObject({ total: 6, totalIsAtLeast: false });
    // The cap's matches, in the search's order: the same on every path.
    const all = await searchOf(db.knex).search(search('meadow'));
    expect([...first.ids, ...second.ids]).toEqual(all.ids.slice(0, 4));
  });

  it('orders matches of equal relevance, rating and reviews in the day’s turn, as a list does', async () => {
    const k = db.knex;
    const first = await insertVendor(k, venues, { name: 'Tidewater Barn', review_average: 4, review_count: 5, rotation_key: 7 });
    const second = await insertVendor(k, venues, { name: 'Tidewater Hall', review_average: 4, review_count: 5, rotation_key: 3 });
    try {
      expect((await searchOf(k).search(search('tidewater'))).ids).toEqual([second, first]);
    } finally {
      for (const id of [first, second]) await updateVendorRow(k, id, { is_active: false });
    }
  });

  it('gives every page up to the cap as the whole order has it, whether a relevance holds few matches or more than the cap', async () => {
    const k = db.knex;
    // 'zephyr' in a name, in tags, in taglines and in descriptions; 'zephyr gale' also spread over two fields.
    const rows: Array<Record<string, unknown>> = [
      { name: 'Zephyr Gale Hall', review_average: 1, review_count: 1 },
      { name: 'Gale Tent', tags_text: 'Zephyr', review_average: 2, review_count: 1, capacity: 90 },
      { name: 'Tent One', tagline: 'Zephyr weddings', review_average: 3, review_count: 4, capacity: 300 },
      { name: 'Tent Two', category_id: music, tagline: 'Zephyr gale music', review_average: 4.8, review_count: 2 },
      ...[5, 4.5, 4.5, 2, 3.5].map((rating, i) => ({
        name: `Breeze ${i}`,
        category_id: i % 2 ? music : venues,
        tagline: i === 1 ? 'Gale' : null,
        description: '<p>A zephyr breeze.</p>',
        review_average: rating,
        review_count: i,
        ...(i === 2 ? { capacity: 40 } : {}),
      })),
    ];
    const ids: string[] = [];
    for (const row of rows) ids.push(await insertVendor(k, venues, row));
    try {
      for (const [text, more] of [['zephyr', {}], ['zephyr gale', {}], ['zephyr', { categoryId: venues }], ['zephyr', { guests: 120 }], ['zephyr', { block: 'others' }]] as const) {
        const whole = await searchOf(k).search(search(text, 1, 100, more));
        const matches = whole.total;
        expect(matches, text).toBeGreaterThan(2);
        for (const cap of [1, 2, 3, matches - 1, matches, matches + 1]) {
          for (const limit of [1, 2, 5]) {
            for (let page = 1; (page - 1) * limit <= cap; page++) {
              const offset = (page - 1) * limit;
              const got = await searchOf(k, cap).search(search(text, page, limit, more));
              const label = `${text} ${JSON.stringify(more)} cap ${cap} page ${page} of ${limit}`;
              expect(got.ids, label).toEqual(whole.ids.slice(offset, Math.min(offset + limit, cap)));
              expect(got.total, label).toBe(Math.min(matches, cap));
              expect(got.totalIsAtLeast, label).toBe(matches > cap);
              if (whole.unlisted) {
                const listed = matches - whole.unlisted.total;
                expect(got.unlisted?.total, label).toBe(Math.max(0, Math.min(matches, cap) - listed));
                expect(got.unlisted?.byId, label).toEqual(Object.fromEntries(Object.entries(whole.unlisted.byId).filter(([id]) => got.ids.includes(id))));
              }
            }
          }
        }
      }
    } finally {
      for (const id of ids) await updateVendorRow(k, id, { is_active: false });
    }
  });

  it('finds photographers from ‘photo’, two-letter words such as ‘dj’ and accented words either way; relevance, then rating', async () => {
    const k = db.knex;
    const photographers = await insertVendor(k, music, { name: 'Blue Sky Photographers', review_average: 4.9, review_count: 7 });
    const studio = await insertVendor(k, music, { name: 'Studio Nine', tagline: 'Photographers of the Upstate', review_average: 5, review_count: 50 });
    const notes = await insertVendor(k, music, { name: 'Quiet Notes', description: '<p>We work with photographers.</p>', review_average: 5, review_count: 90 });
    const owls = await insertVendor(k, music, { name: 'Night Owl DJs', review_average: 3, review_count: 1 });
    const eclair = await insertVendor(k, venues, { name: 'Éclair Hall' });
    const s = searchOf(k);
    try {
      // The field that holds the words first (name, tags, tagline, description), then rating and reviews.
      expect((await s.search(search('photographers'))).ids).toEqual([photographers, studio, notes]);
      expect((await s.search(search('photo'))).ids).toEqual([photographers, ids.photobooth, studio, ids.photography, notes]);
      expect((await s.search(search('dj'))).ids).toEqual([owls, ids.dj]);
      expect((await s.search(search('DJ', 1, 12, { categoryId: venues }))).ids).toEqual([]);
      expect((await s.search(search('eclair'))).ids).toEqual([eclair]);
      expect((await s.search(search('Éclair hall'))).ids).toEqual([eclair]);
    } finally {
      for (const id of [photographers, studio, notes, owls, eclair]) await updateVendorRow(k, id, { is_active: false });
    }
    expect((await s.search(search('photographers'))).ids).toEqual([]);
  });

  it('gives a search’s page with its cards in the search’s order (listOrSearch); the list read takes the words as a filter', async () => {
    const repo = new KnexVendorRepository(db.knex);
    const listed = (c: VendorListCriteria) => listOrSearch(repo, searchOf(db.knex), c);
    for (const [text, more] of [['barn', {}], ['chapel', { categoryId: venues }], ['barn hall', {}], ['garden', {}], ['dj', { city: 'Easley' }]] as const) {
      const hits = await searchOf(db.knex).search(search(text, 1, 12, more));
      const page = await listed(search(text, 1, 12, more));
      expect(page.items.map((c) => c.id), text).toEqual(hits.ids);
      expect(page.total, text).toBe(hits.total);
    }
    expect((await listed(search('barn'))).items.map((c) => c.name)).toEqual(['Barn Barn Hall', 'Lakeside Lodge']);
    // Search is dispatched in one place: the repository's list read narrows by the words, in the published order.
    expect((await repo.listPublic(search('barn'))).items.map((c) => c.name)).toEqual(['Lakeside Lodge', 'Barn Barn Hall']);
  });

  it('reads the cards of a page by id, in the order given, without inactive listings', async () => {
    const repo = new KnexVendorRepository(db.knex);
    const cards = await repo.summariesByIds([ids.mentionsBarn!, ids.barnOfBarns!, 'NOPE']);
    expect(cards.map((c) => c.id)).toEqual([ids.mentionsBarn, ids.barnOfBarns]);
  });

  it('gives a search’s Featured block (a list read) and its others from the same words', async () => {
    const repo = new KnexVendorRepository(db.knex);
    // The day's turn puts three featured vendors that do not match before the one that does: the search's
    // Featured block is still that one, and its others leave it out.
    await updateVendorRow(db.knex, ids.chapelA!, { is_featured: true, rotation_key: 10 });
    for (const [i, id] of [ids.barnOfBarns!, ids.mentionsBarn!, ids.dj!].entries()) await updateVendorRow(db.knex, id, { is_featured: true, rotation_key: i + 1 });
    try {
      const featured = await repo.listPublic({ page: 1, limit: 3, sortBy: 'reviews', search: 'chap', block: 'featured' });
      expect(featured.items.map((v) => v.id)).toEqual([ids.chapelA]);
      const others = await listOrSearch(repo, searchOf(db.knex), { page: 1, limit: 12, sortBy: 'reviews', search: 'chap', block: 'others' });
      expect(others.items.map((v) => v.id)).toEqual([ids.chapelC, ids.chapelB]);
      const othersInTown = await listOrSearch(repo, searchOf(db.knex), { page: 1, limit: 12, sortBy: 'reviews', search: 'chap', block: 'others', city: 'Greenville' });
      expect(othersInTown.items.map((v) => v.id)).toEqual([ids.chapelC, ids.chapelB]);
    } finally {
      for (const id of [ids.chapelA!, ids.barnOfBarns!, ids.mentionsBarn!, ids.dj!]) await updateVendorRow(db.knex, id, { is_featured: false, rotation_key: 0 });
    }
  });

  it('finds a listing by what every kind of write leaves it', async () => {
    const k = db.knex;
    const writes = new KnexListingWriteRepository(k);
    const ranking = new KnexRankingRepository(k);
    const s = searchOf(k);
    const id = ulid();
    const now = new Date();
    await writes.createVendor(
      newVendorRecord(venues, {
        id,
        name: 'Orchard Gate',
        slug: `orchard-gate-${id.toLowerCase()}`,
        tagline: 'Apples and vows',
        description: '<p>An orchard.</p>',
        descriptionText: 'An orchard.',
        location: { city: 'Greer', county: 'Greenville', state: 'SC', zipCode: null, region: null },
      }),
      now,
    );
    expect((await s.search(search('orchard'))).ids).toEqual([id]);
    await writes.updateProfile(id, { name: 'Pear Gate', tagline: null }, now);
    expect((await s.search(search('orchard'))).ids).toEqual([id]); // still in the description
    expect((await s.search(search('apples'))).ids).toEqual([]);
    await writes.updateProfile(id, { description: '<p>Pears.</p>', descriptionText: 'Pears.' }, now);
    expect((await s.search(search('orchard'))).ids).toEqual([]);
    await writes.updateProfile(id, { categoryId: music }, now);
    expect((await s.search(search('pear', 1, 12, { categoryId: music }))).ids).toEqual([id]);
    await writes.updateProfile(id, { location: { city: 'Easley', county: 'Pickens', state: 'SC', zipCode: null, region: null } }, now);
    await insertReview(k, id, { rating: 4 });
    await writes.recomputeReviewStats(id, now);
    await writes.setFlags(id, { isActive: false }, now);
    expect((await s.search(search('pear'))).ids).toEqual([]);
    await writes.setFlags(id, { isActive: true }, now);
    expect((await s.search(search('pear'))).ids).toEqual([id]);
    await ranking.rotate('2031-01-02');
    await writes.deleteVendor(id);
    expect((await s.search(search('pear'))).ids).toEqual([]);
  });
});
