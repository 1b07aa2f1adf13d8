import type { Knex } from 'knex';
import { GUEST_CAPACITY_CATEGORIES } from '../../../domain/listings/list-facts.ts';
import type { UnlistedFact } from '../../../domain/listings/unlisted-facts.ts';
import type { VendorListCriteria } from '../../../domain/listings/vendor-list-query.ts';
import { FEATURED_PER_PAGE } from '../../../domain/listings/ranking.ts';
import { categoryCityKey, dayScopeOf, TABLE as LISTING_COUNTS, type ScopeKey } from './listing-counts.ts';
import type { Row } from './rows.ts';
import { whereSearchMatches } from './search-index.ts';

/**
 * The list's criteria as SQL on the vendors `v`, shared by the list (KnexVendorRepository) and the search
 * (KnexVendorSearch, which matches the words itself). `strictFacts`: only the vendors whose stated facts fit
 * the guests and budget (a paid place in the Featured block is for a vendor that fits); `unlistedOnly`: only
 * those that have not stated a fact asked about (their count, issue 36).
 */
export type Criteria = VendorListCriteria & { strictFacts?: boolean; unlistedOnly?: boolean };

/** The criteria's vendors (`v`), from `vendors` or from a table joined to it (a landing page's links). */
export const filtered = (knex: Knex, c: Criteria, from = knex('vendors as v'), { viaLinks = false } = {}): Knex.QueryBuilder => {
  const q = from.where('v.is_active', true);
  if (c.categoryId) q.where('v.category_id', c.categoryId);
  if (c.city) q.where('v.city', c.city);
  if (c.featured !== undefined) q.where('v.is_featured', c.featured);
  if (c.premierPartner !== undefined) q.where('v.premier_partner', c.premierPartner);
  if (c.filterId && !viaLinks) {
    q.whereExists((sub) => sub.select(knex.raw('1')).from('vendor_filters as vf').whereRaw('vf.vendor_id = v.id').andWhere('vf.filter_id', c.filterId));
  }
  if (c.search !== undefined) whereSearchMatches(knex, q, c.search);
  // An anti-join, not NOT EXISTS: MariaDB makes that a semi-join materialising every mark of the day.
  if (c.date) {
    const day = c.date;
    q.leftJoin('vendor_unavailable_dates as ud', (j) => j.on('ud.vendor_id', '=', 'v.id').andOnVal('ud.day', '=', day)).whereNull('ud.vendor_id');
  }
  whereFactsFit(knex, q, c);
  if (c.unlistedOnly) q.whereRaw('(?) = 1', [unlistedRank(knex, c)]);
  return q;
};

/**
 * The guests and budget of the criteria on the rows `t` (the vendors, or the day's marks, which carry their
 * vendor's facts: migration 050). A stated fact that does not fit leaves the row out; one not stated keeps
 * it, unless strict (issue 36).
 */
const whereFactsFit = (knex: Knex, q: Knex.QueryBuilder, c: Criteria, t = 'v'): Knex.QueryBuilder => {
  if (c.guests !== undefined) {
    const guests = c.guests;
    q.where((w) => {
      w.where(`${t}.capacity`, '>=', guests);
      if (!c.strictFacts) w.orWhereNull(`${t}.capacity`);
      w.orWhereRaw(`(?) NOT IN ?`, [categoryOf(knex, c, t), capacityCategoryIds(knex)]);
    });
  }
  if (c.maxPrice !== undefined) {
    const maxPrice = c.maxPrice;
    if (c.strictFacts) q.where(`${t}.starting_price`, '<=', maxPrice);
    else q.where((w) => w.where(`${t}.starting_price`, '<=', maxPrice).orWhereNull(`${t}.starting_price`));
  }
  return q;
};

/** The Featured block (docs/adr/0018): the criteria's featured vendors that fit, in the day's turn. */
const featuredBlock = (knex: Knex, c: Criteria): Knex.QueryBuilder => {
  const { block: _block, unlistedOnly: _unlisted, ...rest } = c;
  return filtered(knex, { ...rest, featured: true, strictFacts: true })
    .select('v.id')
    .orderBy([{ column: 'v.rotation_key' }, { column: 'v.id' }])
    .limit(FEATURED_PER_PAGE);
};

/**
 * The vendors of the criteria's block of the list page (all of them without one), narrowed by `rows` (the
 * criteria, or some of them) on the vendors joined in `from`; the block is always the criteria's own.
 */
export const inBlock = (knex: Knex, c: Criteria, rows: Criteria = c, from?: Knex.QueryBuilder): Knex.QueryBuilder => {
  const q = filtered(knex, c.block === 'featured' ? { ...rows, featured: true, strictFacts: true } : rows, from);
  // A derived table: MySQL takes no LIMIT directly inside IN.
  if (c.block === 'others') q.whereNotIn('v.id', knex.select('fb.id').from(featuredBlock(knex, c).as('fb')));
  return q;
};

/** The search's candidates (KnexVendorSearch): every criterion but the words (which the search matches) on the vendors `v` joined in `from`. */
export const searchNarrowing = (knex: Knex) => (c: VendorListCriteria, from: Knex.QueryBuilder) => {
  const { search: _search, ...rest } = c;
  return inBlock(knex, c, rest, from);
};
export type SearchNarrowing = ReturnType<typeof searchNarrowing>;

/** The scope of the criteria's kept count (listing_counts, ADR 20), if they have one; null: counted. */
export const keptScopeOf = (c: Criteria): ScopeKey | null => {
  if (c.featured !== undefined || c.premierPartner !== undefined || c.search !== undefined || c.guests !== undefined || c.maxPrice !== undefined) return null;
  if (c.unlistedOnly || c.block === 'featured') return null;
  if (c.filterId !== undefined) return c.categoryId !== undefined && c.city === undefined ? { scope: 'filter', key: c.filterId } : null;
  if (c.city !== undefined) return c.categoryId ? { scope: 'category_city', key: categoryCityKey(c.categoryId, c.city) } : { scope: 'city', key: c.city };
  if (c.categoryId !== undefined) return { scope: 'category', key: c.categoryId };
  return { scope: 'all', key: '' };
};

/** Whether the criteria's total is kept counts alone, read by key: cheap enough to come in the page's statement. */
export const totalIsKeyReads = (c: Criteria): boolean => keptScopeOf(c) !== null && c.block === undefined && !(c.date && (c.city || c.filterId));

const counted = (q: Knex.QueryBuilder) => q.clearSelect().count({ n: '*' });
const kept = (knex: Knex, s: ScopeKey) => knex.raw('COALESCE(?, 0)', [knex(LISTING_COUNTS).where({ scope: s.scope, scope_key: s.key }).select('vendor_count')]);

/** The day's marks (`ud`), of the category if given, read by their index. */
const dayMarks = (knex: Knex, day: string, categoryId: string | undefined): Knex.QueryBuilder => {
  const marks = knex('vendor_unavailable_dates as ud').where('ud.day', day);
  if (categoryId) marks.where('ud.category_id', categoryId);
  return marks;
};

/** The vendors among the criteria's (but the date) that marked the day: the day's marks, joined. */
const markedOn = (knex: Knex, day: string, c: Criteria): Knex.QueryBuilder => {
  const { block: _block, date: _date, ...rest } = c;
  return filtered(knex, rest, dayMarks(knex, day, c.categoryId).join('vendors as v', 'v.id', 'ud.vendor_id'));
};

/**
 * The criteria's total as one expression: the kept count of `scope` (less the Featured block for the
 * 'others' block), else counted through an index. On a wedding date, less the vendors who marked the day
 * (kept too, by a category alone or all). Exact: one mark a vendor a day, and the Featured block is chosen
 * among the vendors free that day. NULL for a landing page whose filter is of another category.
 */
export const totalOf = (knex: Knex, c: Criteria, scope = keptScopeOf(c)): Knex.Raw => {
  const { date, ...undated } = c;
  const parts: Array<Knex.QueryBuilder | Knex.Raw> = [];
  if (!scope) parts.push(counted(inBlock(knex, c, undated)));
  else if (scope.scope === 'filter') {
    // A landing page's count is kept for the filter's own category only.
    parts.push(knex('seo_filters as f').where('f.id', scope.key).andWhere('f.category_id', c.categoryId ?? '').select(kept(knex, scope)));
  } else parts.push(kept(knex, scope));
  if (scope && c.block === 'others') parts.push(counted(knex.from(featuredBlock(knex, c).as('fb'))));
  if (date) parts.push(scope && !c.city && !c.filterId ? kept(knex, dayScopeOf(date, c.categoryId)) : counted(markedOn(knex, date, undated)));
  return knex.raw(parts.map(() => '?').join(' - '), parts);
};

/** Whether the day's marks alone answer which of the criteria's vendors marked it: no town, filter, flag or words. */
const marksAnswer = (c: Criteria): boolean => c.city === undefined && c.filterId === undefined && c.featured === undefined && c.premierPartner === undefined && c.search === undefined;

/** How many rows `t` of `q` there are, and how many of them have not stated a fact asked about. */
const totalsOver = (knex: Knex, q: Knex.QueryBuilder, c: Criteria, t: string): Knex.QueryBuilder =>
  q.clearSelect().select(knex.raw('COUNT(*) AS n'), knex.raw('COALESCE(SUM(?), 0) AS unlisted', [unlistedRank(knex, c, t)]));

/**
 * Under the guests or budget filters (no kept count holds them): the criteria's total and how many of it have
 * not stated a fact asked about, in one statement. Counted through an index on the undated criteria, less,
 * on a wedding date, the active vendors among the day's marks that fit: one range of the marks' index
 * (vendor_unavailable_dates_day_facts_idx), as the marks carry their vendor's status, price and capacity
 * (migration 050). Exact: one mark a vendor a day, and the Featured block is chosen among the vendors free
 * that day. Criteria the marks cannot answer (a town, a filter…) leave the day's marks out of the vendors
 * read (NOT IN an uncorrelated subquery: a lookup table built once).
 */
export const factTotalsOf = (knex: Knex, c: Criteria): Knex.QueryBuilder => {
  const { date, ...undated } = c;
  const q = inBlock(knex, c, undated);
  if (!date) return totalsOver(knex, q, c, 'v');
  if (!marksAnswer(c)) return totalsOver(knex, q.whereNotIn('v.id', dayMarks(knex, date, c.categoryId).select('ud.vendor_id')), c, 'v');
  const marks = dayMarks(knex, date, c.categoryId).andWhere('ud.is_active', true);
  const marked = totalsOver(knex, whereFactsFit(knex, marks, c, 'ud'), c, 'ud');
  return knex
    .from(totalsOver(knex, q, c, 'v').as('a'))
    .crossJoin(knex.raw('(?) AS m', [marked]))
    .select(knex.raw('a.n - m.n AS n'), knex.raw('a.unlisted - m.unlisted AS unlisted'));
};

/**
 * The 'Guests' and 'Budget' filters on the vendors `v` as SQL (issue 36, ADR 17, passesListFacts and
 * unlistedFactsOf): a listing whose stated fact does not fit is left out; one that has not stated it is kept,
 * after those that fit, and its card is marked. The same on SQLite and MySQL/MariaDB.
 */

/** The ids of the categories whose vendors state a capacity (GUEST_CAPACITY_CATEGORIES). */
const capacityCategoryIds = (knex: Knex): Knex.QueryBuilder => knex('categories as cg').select('cg.id').whereIn('cg.slug', GUEST_CAPACITY_CATEGORIES);

/**
 * The category of the row `t` (a vendor, or a mark: it carries its vendor's): the criteria's own when they name
 * one, a constant, so that whether it asks for a capacity is found once per statement, not once per row.
 */
const categoryOf = (knex: Knex, c: Pick<VendorListCriteria, 'categoryId'>, t = 'v'): Knex.Raw => (c.categoryId ? knex.raw('?', [c.categoryId]) : knex.raw(`${t}.category_id`));

/** `t` is of a venue or caterer without a stated capacity (a 0/1 expression). */
const capacityUnlisted = (knex: Knex, c: Pick<VendorListCriteria, 'categoryId'>, t: string): Knex.Raw =>
  knex.raw(`CASE WHEN ${t}.capacity IS NULL AND (?) IN ? THEN 1 ELSE 0 END`, [categoryOf(knex, c, t), capacityCategoryIds(knex)]);
const priceUnlisted = (knex: Knex, t: string): Knex.Raw => knex.raw(`CASE WHEN ${t}.starting_price IS NULL THEN 1 ELSE 0 END`);

/** Whether the criteria ask about a fact a listing may not have stated (guests, budget). */
export const asksUnlistableFacts = (c: Pick<VendorListCriteria, 'guests' | 'maxPrice'>): boolean => c.guests !== undefined || c.maxPrice !== undefined;

/** The facts of the criteria the unlisted flags read (and the category, when they name one). */
type FactCriteria = Pick<VendorListCriteria, 'guests' | 'maxPrice' | 'categoryId'>;

/** The 0/1 expressions of what `t` (`v`, or a mark) has not stated of what the criteria ask, each null when not asked. */
const flagsOf = (knex: Knex, c: FactCriteria, t = 'v'): { capacity: Knex.Raw | null; price: Knex.Raw | null } => ({
  capacity: c.guests !== undefined ? capacityUnlisted(knex, c, t) : null,
  price: c.maxPrice !== undefined ? priceUnlisted(knex, t) : null,
});

/** 1 when `t` (`v`, or a mark) has not stated a fact the criteria ask about, else 0 (the listing's place: after those that fit). */
export const unlistedRank = (knex: Knex, c: FactCriteria, t = 'v'): Knex.Raw => {
  const { capacity, price } = flagsOf(knex, c, t);
  if (capacity && price) return knex.raw('CASE WHEN (?) + (?) > 0 THEN 1 ELSE 0 END', [capacity, price]);
  return capacity ?? price ?? knex.raw('0');
};

/** The columns a page selects to mark its cards: unlisted (the rank), unlisted_capacity, unlisted_price. */
export const unlistedColumns = (knex: Knex, c: FactCriteria): Knex.Raw[] => {
  const { capacity, price } = flagsOf(knex, c);
  return [knex.raw('(?) AS unlisted', [unlistedRank(knex, c)]), knex.raw('(?) AS unlisted_capacity', [capacity ?? knex.raw('0')]), knex.raw('(?) AS unlisted_price', [price ?? knex.raw('0')])];
};

/** The facts each row has not stated (the columns unlistedColumns selects), by vendor id; only those with some. */
export const unlistedByIdOf = (rows: Row[], idColumn = 'vendor_id'): Record<string, UnlistedFact[]> => {
  const factsOf = (r: Row): UnlistedFact[] => (['capacity', 'price'] as const).filter((f) => Number(r[`unlisted_${f}`]) === 1);
  return Object.fromEntries(rows.map((r) => [String(r[idColumn]), factsOf(r)] as const).filter(([, facts]) => facts.length > 0));
};
