import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { Knex } from 'knex';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertReview, insertTag, insertVendor, updateVendorRow, newVendorRecord } from '../../../../tests/support/rows.ts';
import { computeSearchTerms, rebuildVendorSearchTerms, TERMS, WORD_CATEGORIES, WORDS } from '../search-terms.ts';
import { KnexListingWriteRepository } from './knex-listing-write-repository.ts';
import { KnexRankingRepository } from './knex-ranking-repository.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';
import { candidateWord, KnexVendorSearch } from './knex-vendor-search.ts';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';

const search = (text: string, page = 1, limit = 12, more: Partial<VendorListCriteria> = {}) => ({ page, limit, sortBy: 'reviews' as const, search: text, ...more });
const searchOf = (knex: Knex, searchCap?: number, multiWordCandidates?: number) =>
  new KnexVendorSearch(knex, { narrow: new KnexVendorRepository(knex).narrow, ...(searchCap ? { searchCap } : {}), ...(multiWordCandidates ? { multiWordCandidates } : {}) });

/** The term index as stored, and as a rebuild from the vendors would make it. */
const storedTerms = async (knex: Knex) => {
  const rows = (await knex(TERMS).select('vendor_id', 'term', 'weight', 'category_id', 'review_average', 'review_count')) as Array<Record<string, unknown>>;
  const words = (await knex(WORDS).where('vendor_count', '>', 0).select('term', 'vendor_count')) as Array<Record<string, unknown>>;
  const categories = (await knex(WORD_CATEGORIES).where('vendor_count', '>', 0).select('term', 'category_id', 'vendor_count')) as Array<Record<string, unknown>>;
  return {
    rows: normal(rows),
    words: Object.fromEntries(words.map((w) => [String(w.term), Number(w.vendor_count)])),
    categories: Object.fromEntries(categories.map((w) => [`${String(w.term)}|${String(w.category_id)}`, Number(w.vendor_count)])),
  };
};
const rebuiltTerms = async (knex: Knex) => {
  const rows: Array<Record<string, unknown>> = [];
  const counts = await computeSearchTerms(knex, async (r) => void rows.push(...r));
  return { rows: normal(rows), words: Object.fromEntries(counts.words), categories: Object.fromEntries(counts.categories) };
};
const normal = (rows: Array<Record<string, unknown>>) =>
  rows
    .map((r) => [r.vendor_id, r.term, Number(r.weight), r.category_id, Number(r.review_average), Number(r.review_count)].join('|'))
    .sort();

/** The search port on the term index (issue 19, ADR 21 and 24), on SQLite and MariaDB alike. */
describe.each(DIALECTS)('KnexVendorSearch, the VendorSearch port on the term index [%s]', (dialect) => {
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
    expect((await s.search(search('hidden'))).ids).toEqual([]);
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

  it('needs every word (AND), relevance summed over the words', async () => {
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
    // Several words whose rarest passes the cap: only its cap + 1 most relevant are candidates. The count is
    // of the matches found among them, and says 'at least' only past the cap (an honest lower bound).
    expect(await small.search(search('pine qu'))).toMatchObject({ total: 2, totalIsAtLeast: false });
    // Several words examine their rarest word's first candidates; when every one matched, the cap + 1: the
    // same answer as without that first step, here (every meadow is an estate).
    expect(await searchOf(db.knex, 4, 2).search(search('meadow estate', 2, 3))).toEqual(two);
    expect(await searchOf(db.knex, undefined, 2).search(search('meadow estate'))).toMatchObject({ total: 6, totalIsAtLeast: false });
    expect(await searchOf(db.knex, undefined, 2).search(search('pine qu'))).toMatchObject({ ids: [ids.pineCove, ids.pineHall], total: 2 });
    // The cap's matches, in the search's order: the same on every path.
    const all = await searchOf(db.knex).search(search('meadow'));
    expect([...first.ids, ...second.ids]).toEqual(all.ids.slice(0, 4));
  });

  it('finds a two-letter word through the term index, without reading every vendor', async () => {
    const s = searchOf(db.knex);
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    db.knex.on('query', listen);
    try {
      expect((await s.search(search('dj'))).ids).toEqual([ids.dj]);
    } finally {
      db.knex.off('query', listen);
    }
    expect(statements.some((x) => / like |match\s*\(/i.test(x))).toBe(false);
    // One statement: the page with its cards and its count.
    expect(statements).toHaveLength(1);
    expect(statements.every((x) => /vendor_search_(terms|words)/.test(x) && !/from [`"]vendors[`"]/i.test(x))).toBe(true);
  });

  it('tests candidates against the entries of expansions of few vendors as values (past a bound, a derived table), with the answer a point read each gives', async () => {
    // 'gard' → 'garden' (three vendors) and 'gardens' (one): below, 'gardens' is of few vendors, 'garden' not.
    const statements: Array<{ sql: string; bindings: unknown[] }> = [];
    const listen = (q: { sql: string; bindings?: unknown[] }) => statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
    const searchWith = (fewVendors: number, fewEntries?: number) => new KnexVendorSearch(db.knex, { narrow: new KnexVendorRepository(db.knex).narrow, fewVendors, ...(fewEntries === undefined ? {} : { fewEntries }) });
    for (const [text, more] of [['rose gard', {}], ['walled gard', {}], ['gate gard', { categoryId: venues }], ['path gard', {}], ['gard path', {}]] as const) {
      const asPoints = await searchWith(0).search(search(text, 1, 12, more));
      db.knex.on('query', listen);
      try {
        expect(await searchWith(1).search(search(text, 1, 12, more)), text).toEqual(asPoints);
        expect(await searchWith(64).search(search(text, 1, 12, more)), text).toEqual(asPoints);
        expect(await searchWith(1, 0).search(search(text, 1, 12, more)), text).toEqual(asPoints);
      } finally {
        db.knex.off('query', listen);
      }
    }
    expect((await searchWith(1).search(search('rose gard'))).ids).toEqual([ids.gardens]);
    const pages = statements.filter((x) => /COUNT\(\*\) OVER/.test(x.sql) && x.bindings.includes('garden'));
    // As values: 'gardens' (Rose Gardens alone) an IN list of the page's statement, read with the expansions; 'garden' by point.
    const valued = pages.find((x) => /CASE WHEN c\.vendor_id IN \(\?\) THEN \d+ ELSE 0 END/.test(x.sql) && x.bindings.includes(ids.gardens));
    expect(valued, pages.map((x) => x.sql).join('\n')).toBeDefined();
    expect(valued!.sql).not.toMatch(/o0_few/);
    // Past the bound of entries (0 here): 'gardens' in a derived table of its own (by its term, once).
    const derived = pages.find((x) => /o0_few/.test(x.sql) && x.bindings.includes('gardens'));
    expect(derived, pages.map((x) => x.sql).join('\n')).toBeDefined();
    expect(derived!.sql).toMatch(/left join \(select [`"]vendor_id[`"], max\([`"]weight[`"]\) as [`"]weight[`"] from [`"]vendor_search_terms[`"] where [`"]term[`"] in \(\?\) group by [`"]vendor_id[`"]\) as [`"]o0_few[`"]/);
    if (dialect === 'mariadb') {
      const planOf = async (x: { sql: string; bindings: unknown[] }) => ((await db.knex.raw(`EXPLAIN ${x.sql}`, x.bindings as Knex.RawBinding[])) as [Array<{ table: string; type: string; key: string | null }>])[0];
      // Values: no derived table of entries at all; 'garden' a primary-key point per candidate.
      const values = await planOf(valued!);
      expect(values.filter((r) => /^o0_\d+$/.test(r.table)).map((r) => `${r.type}:${r.key}`)).toEqual(['eq_ref:PRIMARY']);
      expect(values.filter((r) => /^<derived/.test(r.table) && r.type === 'ref'), JSON.stringify(values)).toEqual([]);
      // The derived table: joined by its own key (a lookup in memory), not read again per candidate.
      const plan = await planOf(derived!);
      expect(plan.filter((r) => /^<derived/.test(r.table) && r.type === 'ref').map((r) => r.key), JSON.stringify(plan)).toContain('key0');
      expect(plan.filter((r) => /^o0_\d+$/.test(r.table)).map((r) => `${r.type}:${r.key}`)).toEqual(['eq_ref:PRIMARY']);
    }
  });

  it('merges page 1 of a word that begins words of few vendors with their entries, in two statements, as the general path orders it', async () => {
    // 'garden' (three vendors, past a cap of 2) begins 'gardens' (one: Rose Gardens, which has both).
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    const merging = new KnexVendorSearch(db.knex, { narrow: new KnexVendorRepository(db.knex).narrow, searchCap: 2, fewVendors: 1 });
    // The general path: 'gardens' is not of few vendors here.
    const general = new KnexVendorSearch(db.knex, { narrow: new KnexVendorRepository(db.knex).narrow, searchCap: 2, fewVendors: 0 });
    for (const [limit, more] of [[1, {}], [2, {}], [3, {}], [12, {}], [1, { categoryId: venues }], [12, { categoryId: music }]] as const) {
      const expected = await general.search(search('garden', 1, limit, more));
      statements.length = 0;
      db.knex.on('query', listen);
      let got;
      try {
        got = await merging.search(search('garden', 1, limit, more));
      } finally {
        db.knex.off('query', listen);
      }
      expect({ ids: got.ids, total: got.total, totalIsAtLeast: got.totalIsAtLeast }, `${limit} ${JSON.stringify(more)}`).toEqual({ ids: expected.ids, total: expected.total, totalIsAtLeast: expected.totalIsAtLeast });
      if (got.items) expect(got.items.map((c) => c.id)).toEqual(got.ids);
      // The cap passed by 'garden' alone (not in a category of fewer): the word's page, then the few words' entries.
      if (expected.totalIsAtLeast) expect(statements, statements.join('\n')).toHaveLength(2);
    }
    // The word's own vendors on the page: their cards come with the word's page.
    expect((await merging.search(search('garden', 1, 1))).items?.map((c) => c.name)).toEqual(['Garden Gate']);
    // A vendor of 'gardens' alone, best rated: first on the page, and the page's cards are read by id.
    const arbor = await insertVendor(db.knex, venues, { name: 'Gardens Arbor', review_average: 5, review_count: 50 });
    await rebuildVendorSearchTerms(db.knex);
    try {
      const wider = (fewVendors: number) => new KnexVendorSearch(db.knex, { narrow: new KnexVendorRepository(db.knex).narrow, searchCap: 2, fewVendors });
      const got = await wider(2).search(search('garden', 1, 2));
      expect(got).toEqual(await wider(0).search(search('garden', 1, 2)));
      expect(got).toEqual({ ids: [arbor, ids.gardenGate], total: 2, totalIsAtLeast: true });
    } finally {
      await db.knex('vendors').where({ id: arbor }).del();
      await rebuildVendorSearchTerms(db.knex);
    }
  });

  it('reads the page’s stored cards with its matches, in the search’s order, on every path', async () => {
    const s = searchOf(db.knex);
    for (const [text, more] of [['barn', {}], ['chapel', { categoryId: venues }], ['barn hall', {}], ['garden', {}], ['dj', { city: 'Easley' }]] as const) {
      const hits = await s.search(search(text, 1, 12, more));
      const cards = hits.items ?? (await new KnexVendorRepository(db.knex).summariesByIds(hits.ids));
      expect(cards.map((c) => c.id), text).toEqual(hits.ids);
      expect(cards.every((c) => c.isActive && typeof c.name === 'string'), text).toBe(true);
    }
    expect((await s.search(search('barn'))).items?.map((c) => c.name)).toEqual(['Barn Barn Hall', 'Lakeside Lodge']);
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
      const others = await repo.listPublic({ page: 1, limit: 12, sortBy: 'reviews', search: 'chap', block: 'others' });
      expect(others.items.map((v) => v.id)).toEqual([ids.chapelC, ids.chapelB]);
      const othersInTown = await repo.listPublic({ page: 1, limit: 12, sortBy: 'reviews', search: 'chap', block: 'others', city: 'Greenville' });
      expect(othersInTown.items.map((v) => v.id)).toEqual([ids.chapelC, ids.chapelB]);
    } finally {
      for (const id of [ids.chapelA!, ids.barnOfBarns!, ids.mentionsBarn!, ids.dj!]) await updateVendorRow(db.knex, id, { is_featured: false, rotation_key: 0 });
    }
  });

  it('keeps the term index equal to a rebuild after every kind of write', async () => {
    const k = db.knex;
    const writes = new KnexListingWriteRepository(k);
    const ranking = new KnexRankingRepository(k);
    const s = searchOf(k);
    const same = async (what: string) => expect(await storedTerms(k), what).toEqual(await rebuiltTerms(k));
    await same('after the inserts');
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
    await same('create');
    expect((await s.search(search('orchard'))).ids).toEqual([id]);
    await writes.updateProfile(id, { name: 'Pear Gate', tagline: null }, now);
    await same('name and tagline');
    expect((await s.search(search('orchard'))).ids).toEqual([id]); // still in the description
    expect((await s.search(search('apples'))).ids).toEqual([]);
    await writes.updateProfile(id, { description: '<p>Pears.</p>', descriptionText: 'Pears.' }, now);
    await same('description');
    expect((await s.search(search('orchard'))).ids).toEqual([]);
    await writes.updateProfile(id, { categoryId: music }, now);
    await same('category');
    expect((await s.search(search('pear', 1, 12, { categoryId: music }))).ids).toEqual([id]);
    await writes.updateProfile(id, { location: { city: 'Easley', county: 'Pickens', state: 'SC', zipCode: null, region: null } }, now);
    await same('town');
    await insertReview(k, id, { rating: 4 });
    await writes.recomputeReviewStats(id, now);
    await same('review stats');
    await writes.setFlags(id, { isActive: false }, now);
    await same('deactivated');
    expect((await s.search(search('pear'))).ids).toEqual([]);
    await writes.setFlags(id, { isActive: true }, now);
    await same('activated');
    expect((await s.search(search('pear'))).ids).toEqual([id]);
    await ranking.rotate('2031-01-02');
    await same('the daily rotation');
    await writes.deleteVendor(id);
    await same('delete');
    expect((await s.search(search('pear'))).ids).toEqual([]);
    await rebuildVendorSearchTerms(k);
    await same('a rebuild');
  });
});

/** Which search word's entries are a search's candidates (ADR 24): what reading them costs, exactness first. */
describe('candidateWord', () => {
  const of = (words: Record<string, number[]>) => new Map(Object.entries(words).map(([w, counts]) => [w, counts.map((vendors) => ({ vendors }))]));

  it('takes the rarest word when every one of its vendors is examined at once (an exact count and page)', () => {
    expect(candidateWord(['rest', 'quaint'], of({ rest: [3458, 1, 1, 2, 3], quaint: [300] }))).toBe('quaint');
    expect(candidateWord(['rest', 'quaint'], of({ rest: [3458, 1, 1, 2, 3], quaint: [290, 5, 5] }))).toBe('quaint');
  });

  it('takes the word whose candidates read fewest entries of the other words, past the first candidates', () => {
    // 'Travelers Rest': as many vendors each; 'rest' begins five words, four of them of few vendors.
    expect(candidateWord(['travelers', 'rest'], of({ travelers: [3458], rest: [3458, 1, 1, 2, 3] }))).toBe('travelers');
    // … of many vendors: each candidate of 'travelers' would read five entries, each of 'rest' one.
    expect(candidateWord(['travelers', 'rest'], of({ travelers: [3458], rest: [3458, 900, 900, 900, 900] }))).toBe('rest');
    // 'terrace lighting': 'terrace' and 'terraces' have fewer vendors than 'lighting', whose candidates are one list.
    expect(candidateWord(['terrace', 'lighting'], of({ terrace: [8880, 1], lighting: [8984] }))).toBe('lighting');
    // Both past the cap: the cap + 1 of either are read; the rarest among equals.
    expect(candidateWord(['fountain', 'inn'], of({ fountain: [3504], inn: [3503] }))).toBe('inn');
    expect(candidateWord(['six', 'mile'], of({ six: [3549, 1], mile: [3546, 2] }))).toBe('mile');
  });

  it('weighs a word of few vendors by its own count, not the cap', () => {
    // 'veil' has 600 vendors; 'lace' 5 000 in one expansion. 600 candidates reading one entry each beat 1 001.
    expect(candidateWord(['veil', 'lace'], of({ veil: [600], lace: [5000] }))).toBe('veil');
    // With the first candidates raised past 600, the rarest is taken outright.
    expect(candidateWord(['veil', 'lace'], of({ veil: [600, 600], lace: [5000] }), { firstCandidates: 1200 })).toBe('veil');
  });
});
