import type { Knex } from 'knex';
import type { Vendor, VendorCore, VendorSummary } from '../../../../domain/listings/vendor.ts';
import { GUEST_CAPACITY_CATEGORIES, type VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { offsetOf, type Page } from '../../../../domain/shared/pagination.ts';
import { FEATURED_PER_PAGE } from '../../../../domain/listings/ranking.ts';
import type { CityCount, VendorRepository } from '../../../../application/ports/vendor-repository.ts';
import type { AdminVendorCriteria, AdminVendorRow } from '../../../../application/ports/admin-repositories.ts';
import { dialectOf } from '../connection.ts';
import { categoryCityKey, dayScopeOf, TABLE as LISTING_COUNTS, type ScopeKey } from '../listing-counts.ts';
import { bool, date, num, numOrNull } from '../rows.ts';
import { cardOf, categorySlugOf, detailsOf, PAGE_SOURCE_COLUMNS, toVendor } from '../vendor-cards.ts';
import { listAdminVendors } from './knex-admin-vendor-table.ts';
import { KnexVendorSearch, whereSearchMatches } from './knex-vendor-search.ts';
import { asksUnlistableFacts, unlistedByIdOf, unlistedColumns, unlistedRank } from './unlisted-facts-sql.ts';

type Row = Record<string, unknown>;

/**
 * The list's criteria (a search among them: KnexVendorSearch, ADR 38). `strictFacts`: only the vendors whose
 * stated facts fit the guests and budget (the Featured block: a paid place is for a vendor that fits);
 * `unlistedOnly`: only those that have not stated a fact asked about (their count, issue 36).
 */
type Criteria = VendorListCriteria & { strictFacts?: boolean; unlistedOnly?: boolean };

/**
 * What the vendor page reads besides its card and details (issue 19, ADR 23): the columns it shows that are
 * not on the card, never the search copies (description_text, tags_text: as long again as the description)
 * or the ranking's bookkeeping.
 */
const DETAIL_COLUMNS = ['v.card', 'v.details', ...PAGE_SOURCE_COLUMNS];

/** The listing indexes (MySQL) that hold the published order of a plain list, by what it is narrowed to (migration 015). */
const listingIndexName = (byCategory: boolean, byCity: boolean): string =>
  byCategory ? (byCity ? 'vendors_category_city_rank_idx' : 'vendors_category_rank_idx') : byCity ? 'vendors_city_rank_idx' : 'vendors_rank_idx';

/** A scope's kept count (ADR 20) as an expression: bindings scope, key. */
const KEPT_COUNT = `COALESCE((SELECT lc.vendor_count FROM ${LISTING_COUNTS} lc WHERE lc.scope = ? AND lc.scope_key = ?), 0)`;
/** A landing page's kept count, null when the filter is not of the category: bindings filter id, category id. */
const KEPT_FILTER_COUNT = `(SELECT COALESCE(lc.vendor_count, 0) FROM seo_filters f LEFT JOIN ${LISTING_COUNTS} lc ON lc.scope = 'filter' AND lc.scope_key = f.id WHERE f.id = ? AND f.category_id = ?)`;

/** Whether the criteria look at a vendor's facts beyond its category (and being listed). */
const hasVendorFacts = (c: Omit<VendorListCriteria, 'date' | 'block'>): boolean =>
  c.city !== undefined || c.featured !== undefined || c.premierPartner !== undefined || c.filterId !== undefined || c.search !== undefined || c.guests !== undefined || c.maxPrice !== undefined;

export class KnexVendorRepository implements VendorRepository {
  private readonly dialect;

  /** A search's page among the list's criteria (the VendorSearch adapter, ADR 38). */
  private readonly searcher: KnexVendorSearch;

  constructor(
    private readonly knex: Knex,
    options: { searchCap?: number } = {},
  ) {
    this.dialect = dialectOf(knex);
    this.searcher = new KnexVendorSearch(knex, { narrow: this.narrow, ...options });
  }

  /** The criteria's vendors (`v`), from `vendors` or from another table joined to it (the day's marks). */
  private filtered(criteria: Criteria, from: Knex.QueryBuilder = this.knex('vendors as v'), { viaLinks = false } = {}): Knex.QueryBuilder {
    const q = from.where('v.is_active', true);
    if (criteria.categoryId) q.where('v.category_id', criteria.categoryId);
    if (criteria.city) q.where('v.city', criteria.city);
    if (criteria.featured !== undefined) q.where('v.is_featured', criteria.featured);
    if (criteria.premierPartner !== undefined) q.where('v.premier_partner', criteria.premierPartner);
    if (criteria.filterId && !viaLinks) {
      q.whereExists((sub) => sub.select(this.knex.raw('1')).from('vendor_filters as vf').whereRaw('vf.vendor_id = v.id').andWhere('vf.filter_id', criteria.filterId));
    }
    if (criteria.search !== undefined) whereSearchMatches(this.knex, q, criteria.search);
    // The three facts couples search by (issue 18, ADR 17): one primary-key probe per candidate for the date.
    // An anti-join, not NOT EXISTS: MariaDB turns that into a semi-join that first materialises every mark
    // of the day (thousands) to return a page of twelve; the left join probes the vendors a page reads.
    if (criteria.date) {
      const date = criteria.date;
      q.leftJoin('vendor_unavailable_dates as ud', (j) => {
        j.on('ud.vendor_id', '=', 'v.id').andOnVal('ud.day', '=', date);
      }).whereNull('ud.vendor_id');
    }
    // Guests and budget (issue 36, passesListFacts): a stated fact that does not fit leaves the vendor out;
    // one not stated keeps it (after those that fit: orderUnlistedLast), unless the criteria are strict.
    if (criteria.guests !== undefined) {
      const guests = criteria.guests;
      q.where((w) => {
        w.where('v.capacity', '>=', guests);
        if (!criteria.strictFacts) w.orWhereNull('v.capacity');
        w.orWhereNotIn('v.category_id', (sub) => sub.select('cg.id').from('categories as cg').whereIn('cg.slug', GUEST_CAPACITY_CATEGORIES));
      });
    }
    if (criteria.maxPrice !== undefined) {
      const maxPrice = criteria.maxPrice;
      if (criteria.strictFacts) q.where('v.starting_price', '<=', maxPrice);
      else q.where((w) => w.where('v.starting_price', '<=', maxPrice).orWhereNull('v.starting_price'));
    }
    if (criteria.unlistedOnly) q.whereRaw('(?) = 1', [unlistedRank(this.knex, criteria)]);
    return q;
  }

  /**
   * The Featured block's vendors for these criteria (docs/adr/0018): featured ones in the day's turn
   * (rotation_key, from the featured-turn indexes of migration 015), at most FEATURED_PER_PAGE.
   */
  private featuredBlock(criteria: Criteria): Knex.QueryBuilder {
    const { block: _block, unlistedOnly: _unlisted, ...rest } = criteria;
    return this.filtered({ ...rest, featured: true, strictFacts: true })
      .select('v.id')
      .orderBy([{ column: 'v.rotation_key' }, { column: 'v.id' }])
      .limit(FEATURED_PER_PAGE);
  }

  /**
   * The criteria's rows, narrowed to one block of the list page when asked. `withoutDate`: the same rows
   * before the wedding date leaves anyone out (the block itself is still the one of that date).
   */
  private blockFiltered(criteria: Criteria, { withoutDate = false } = {}): Knex.QueryBuilder {
    const { date: _date, ...undated } = criteria;
    const rows = withoutDate ? undated : criteria;
    if (criteria.block === 'featured') return this.filtered({ ...rows, featured: true, strictFacts: true });
    const q = this.filtered(rows);
    // Everyone but the block's vendors (a derived table: MySQL takes no LIMIT directly inside IN).
    if (criteria.block === 'others') q.whereNotIn('v.id', this.knex.select('fb.id').from(this.featuredBlock(criteria).as('fb')));
    return q;
  }

  /**
   * How many rows the criteria match (docs/adr/0017). Without a wedding date: the kept count of the
   * criteria's scope (listing_counts, ADR 20) when there is one, else an index count. With one, the total
   * without the date minus the candidates who marked that day: by the category alone (or all), both are
   * kept on write (the day's marks of active vendors: scopes 'day_category' and 'day'), two primary-key
   * reads; with other facts (town, guests, budget, search…) the day's marks of the category (index (day,
   * category_id, vendor_id), migration 016) joined to their vendors, in one statement. Exact: a vendor has
   * at most one mark a day (the primary key), and the 'others' block leaves out a Featured block chosen
   * among the vendors free that day, so no marked vendor is in it.
   */
  private async countOf(criteria: Criteria): Promise<number> {
    const count = (q: Knex.QueryBuilder) => q.clone().clearSelect().count({ n: '*' });
    const { date, block, ...rest } = criteria;
    const kept = block === 'featured' ? null : await this.keptCount(criteria);
    const undated = kept ?? count(this.blockFiltered(criteria, { withoutDate: true }));
    if (!date) return kept ?? num(((await (undated as Knex.QueryBuilder).first()) as Row | undefined)?.n);
    if (kept !== null && !hasVendorFacts(rest)) {
      const day = dayScopeOf(date, rest.categoryId);
      const r = (await this.knex(LISTING_COUNTS).where({ scope: day.scope, scope_key: day.key }).first('vendor_count')) as Row | undefined;
      return kept - num(r?.vendor_count);
    }
    const marksOfDay = this.knex('vendor_unavailable_dates as ud').where('ud.day', date);
    if (rest.categoryId) marksOfDay.where('ud.category_id', rest.categoryId);
    const marked = this.filtered(block === 'featured' ? { ...rest, featured: true, strictFacts: true } : rest, marksOfDay.join('vendors as v', 'v.id', 'ud.vendor_id'));
    const row = (await this.knex.select(this.knex.raw('? - ? as n', [undated, count(marked)])).first()) as Row | undefined;
    return num(row?.n);
  }

  /** The kept count (listing_counts) that is these criteria's scope, if one is (every vendor, a category, a town, a landing page). */
  private scopeOf(c: Criteria): ScopeKey | null {
    if (c.featured !== undefined || c.premierPartner !== undefined || c.search !== undefined || c.guests !== undefined || c.maxPrice !== undefined) return null;
    if (c.filterId !== undefined) return c.categoryId !== undefined && c.city === undefined ? { scope: 'filter', key: c.filterId } : null;
    if (c.city !== undefined) return c.categoryId !== undefined ? { scope: 'category_city', key: categoryCityKey(c.categoryId, c.city) } : { scope: 'city', key: c.city };
    if (c.categoryId !== undefined) return { scope: 'category', key: c.categoryId };
    return { scope: 'all', key: '' };
  }

  /**
   * The undated total of the criteria from the kept counts (null when no kept count is theirs): one
   * primary-key read, less the Featured block's vendors for the 'others' block (at most 3, from its index).
   */
  private async keptCount(criteria: Criteria): Promise<number | null> {
    const scope = this.scopeOf(criteria);
    if (!scope) return null;
    let kept: number;
    if (scope.scope === 'filter') {
      // A landing page's count is of its filter's category: kept only when the criteria's category is the filter's.
      const r = (await this.knex('seo_filters as f')
        .leftJoin(`${LISTING_COUNTS} as lc`, (j) => j.onVal('lc.scope', '=', 'filter').andOn('lc.scope_key', '=', 'f.id'))
        .where('f.id', scope.key)
        .first('f.category_id', 'lc.vendor_count')) as Row | undefined;
      if (!r || String(r.category_id) !== criteria.categoryId) return null;
      kept = num(r.vendor_count);
    } else {
      const r = (await this.knex(LISTING_COUNTS).where({ scope: scope.scope, scope_key: scope.key }).first('vendor_count')) as Row | undefined;
      kept = num(r?.vendor_count);
    }
    if (criteria.block !== 'others') return kept;
    const block = (await this.knex.from(this.featuredBlock(criteria).as('fb')).count({ n: '*' }).first()) as Row | undefined;
    return kept - num(block?.n);
  }

  /** Under the guests or budget filters, the vendors that have not stated a fact asked about come last (issue 36). */
  private orderUnlistedLast(q: Knex.QueryBuilder, criteria: Criteria): void {
    if (asksUnlistableFacts(criteria) && !criteria.strictFacts) q.orderByRaw('(?) ASC', [unlistedRank(this.knex, criteria)]);
  }

  private order(q: Knex.QueryBuilder, sortBy: VendorListCriteria['sortBy']): void {
    switch (sortBy) {
      case 'name':
        q.orderBy([{ column: 'v.name' }, { column: 'v.id' }]);
        return;
      case 'newest':
        q.orderBy([{ column: 'v.created_at', order: 'desc' }, { column: 'v.id', order: 'desc' }]);
        return;
      case 'price-asc':
        q.orderByRaw('v.starting_price IS NULL, v.starting_price ASC, v.id ASC');
        return;
      case 'price-desc':
        q.orderByRaw('v.starting_price IS NULL, v.starting_price DESC, v.id ASC');
        return;
      case 'reviews':
      case 'rating':
        // The published order (domain/listings/ranking.ts): rating, number of reviews, the day's rotation.
        q.orderBy([
          { column: 'v.review_average', order: 'desc' },
          { column: 'v.review_count', order: 'desc' },
          { column: 'v.rotation_key', order: 'asc' },
          { column: 'v.id', order: 'asc' },
        ]);
    }
  }

  /**
   * A landing page in the published order (ADR 20): the filter's links in the order of
   * vendor_filters_rank_idx (they carry their vendor's ordering facts), each joined to its vendor by primary
   * key, so a page reads its own links instead of every vendor of the filter.
   */
  private landingPage(criteria: Criteria & { filterId: string }): Knex.QueryBuilder {
    const links = this.knex('vendor_filters as vf').join('vendors as v', 'v.id', 'vf.vendor_id').where('vf.filter_id', criteria.filterId).andWhere('vf.is_active', true);
    const q = this.filtered(criteria, links, { viaLinks: true });
    this.orderUnlistedLast(q, criteria);
    return q.orderBy([
      { column: 'vf.review_average', order: 'desc' },
      { column: 'vf.review_count', order: 'desc' },
      { column: 'vf.rotation_key', order: 'asc' },
      { column: 'vf.vendor_id', order: 'asc' },
    ]);
  }

  async listPublic(listCriteria: VendorListCriteria): Promise<Page<VendorSummary>> {
    const criteria: Criteria = listCriteria;
    if (criteria.search !== undefined && criteria.block !== 'featured') {
      // A search, in the search's order (relevance first) and with its capped count (ADR 38).
      const hits = await this.searcher.search({ ...criteria, search: criteria.search });
      return {
        items: await this.summariesByIds(hits.ids),
        page: criteria.page,
        limit: criteria.limit,
        total: hits.total,
        ...(hits.totalIsAtLeast ? { totalIsAtLeast: true } : {}),
        ...(hits.unlisted ? { unlisted: hits.unlisted } : {}),
      };
    }
    const byLinks = criteria.filterId !== undefined && criteria.block === undefined && (criteria.sortBy === 'reviews' || criteria.sortBy === 'rating');
    // A left join (every vendor has its category) keeps vendors the outer table, so the page is read in the
    // order of a listing index and the read stops after `limit` rows; with an inner join the planner may
    // start from the six categories and sort every active vendor to return twelve.
    // Each vendor's card is stored on its row (ADR 23): the page is its rows' `card`, nothing joined or read
    // after it. Where the total is a kept count (ADR 20) it comes in the same statement.
    const hinted = byLinks ? null : this.listingIndexOf(criteria);
    const pageQuery = (byLinks ? this.landingPage({ ...criteria, filterId: criteria.filterId! }) : hinted ? this.filtered(criteria, hinted) : this.blockFiltered(criteria)).select('v.card');
    const kept = criteria.block === undefined ? this.keptTotalColumn(criteria) : null;
    if (kept) pageQuery.select(kept);
    // Which of the page's vendors have not stated a fact the filters ask about (they come last, marked; issue 36).
    const marksUnlisted = asksUnlistableFacts(criteria) && criteria.block !== 'featured';
    if (marksUnlisted) pageQuery.select('v.id as vendor_id', ...unlistedColumns(this.knex, criteria));
    // (A landing page is already in the order of its links' index.)
    if (!byLinks && criteria.block === 'featured') pageQuery.orderBy([{ column: 'v.rotation_key' }, { column: 'v.id' }]);
    else if (!byLinks) {
      this.orderUnlistedLast(pageQuery, criteria);
      this.order(pageQuery, criteria.sortBy);
    }
    pageQuery.limit(criteria.limit).offset(offsetOf(criteria.page, criteria.limit));
    let rows: Row[];
    let total: number;
    if (criteria.block === 'featured') {
      // The Featured block is page 1's and capped (docs/adr/0018): its answer is the block itself, so its
      // total is its size; counting every featured vendor of the criteria would be thrown away.
      rows = (await pageQuery) as Row[];
      total = rows.length;
    } else if (kept) {
      // The kept total came with the page; a page past the end (no rows) or a filter of another category
      // (no kept count: null) counts as before.
      rows = (await pageQuery) as Row[];
      const t = rows[0]?.kept_total;
      total = t === null || t === undefined ? await this.countOf(criteria) : num(t);
    } else {
      // The total is a kept count (ADR 20) or an index count, and the page a top-N read of an index.
      [rows, total] = await Promise.all([pageQuery as Promise<Row[]>, this.countOf(criteria)]);
    }
    const unlisted = marksUnlisted ? { total: await this.countOf({ ...criteria, unlistedOnly: true }), byId: unlistedByIdOf(rows) } : null;
    return { items: rows.map((r) => cardOf(r.card)), page: criteria.page, limit: criteria.limit, total, ...(unlisted ? { unlisted } : {}) };
  }

  /**
   * MySQL: a plain list page in the published order (every vendor, a category, a town, a category in a town;
   * on a wedding date or not; no block or other fact) read from the one listing index that holds its order, named to the
   * planner (USE INDEX). Without it, MariaDB estimates a range on each of the 14 vendor indexes that start
   * with the category or with is_active, by dives into each: at 100 000 vendors that planning cost about
   * 0.6 ms of the server's time a request, twice the read itself (0.25 ms; ANALYZE FORMAT=JSON, ADR 23).
   * Null for any other list (the planner chooses), and on SQLite.
   */
  private listingIndexOf(c: Criteria): Knex.QueryBuilder | null {
    if (this.dialect !== 'mysql' || c.block !== undefined || (c.sortBy !== 'reviews' && c.sortBy !== 'rating')) return null;
    if (c.featured !== undefined || c.premierPartner !== undefined || c.filterId !== undefined || c.search !== undefined || c.guests !== undefined || c.maxPrice !== undefined) return null;
    return this.knex.from(this.knex.raw(`\`vendors\` as \`v\` USE INDEX (${listingIndexName(c.categoryId !== undefined, c.city !== undefined)})`));
  }

  /**
   * The kept count of the criteria's scope (listing_counts, ADR 20) as a column of the page's statement
   * (`kept_total`), or null when no kept count is theirs. A landing page's count is kept for its filter's
   * category only: the column is null when the criteria's category is another.
   */
  private keptTotalColumn(criteria: Criteria): Knex.Raw | null {
    const scope = this.scopeOf(criteria);
    if (!scope) return null;
    if (criteria.date) {
      // On a wedding date (by a category alone, or all): the kept total less the kept count of the day's
      // marks of active vendors (scopes 'day_category' and 'day', ADR 20), as countOf takes them.
      const { date, block: _block, ...rest } = criteria;
      if (hasVendorFacts(rest)) return null;
      const day = dayScopeOf(date, rest.categoryId);
      return this.knex.raw(
        `${KEPT_COUNT} - ${KEPT_COUNT} AS kept_total`,
        [scope.scope, scope.key, day.scope, day.key],
      );
    }
    if (scope.scope === 'filter') {
      return this.knex.raw(
        `${KEPT_FILTER_COUNT} AS kept_total`,
        [scope.key, criteria.categoryId ?? ''],
      );
    }
    return this.knex.raw(`${KEPT_COUNT} AS kept_total`, [scope.scope, scope.key]);
  }

  /** The stored cards of these vendors (ADR 23), by primary key, in the order of `ids`. */
  async summariesByIds(ids: readonly string[]): Promise<VendorSummary[]> {
    if (!ids.length) return [];
    const rows = (await this.knex('vendors as v').whereIn('v.id', [...ids]).andWhere('v.is_active', true).select('v.id', 'v.card')) as Row[];
    const byId = new Map(rows.map((r) => [String(r.id), r.card]));
    return ids.flatMap((id) => (byId.has(id) ? [cardOf(byId.get(id))] : []));
  }

  /**
   * The list's criteria on the vendors `v` joined in `from` (the search's candidates, KnexVendorSearch, ADR
   * 24): everything but the words, which the search matches itself; the 'others' block leaves out the
   * Featured block of the same search (words included).
   */
  readonly narrow = (criteria: VendorListCriteria, from: Knex.QueryBuilder): Knex.QueryBuilder => {
    const { search: _search, block, ...rest } = criteria;
    const q = this.filtered(block === 'featured' ? { ...rest, featured: true, strictFacts: true } : rest, from);
    if (block === 'others') q.whereNotIn('v.id', this.knex.select('fb.id').from(this.featuredBlock(criteria).as('fb')));
    return q;
  };

  async findCoreBySlugOrId(slugOrId: string): Promise<VendorCore | null> {
    const row = (await this.knex('vendors as v')
      .join('categories as c', 'c.id', 'v.category_id')
      .select('v.id', 'v.name', 'v.slug', 'v.is_active', 'v.owner_user_id', 'v.starting_price', 'v.capacity', 'v.email', 'c.id as category_id', 'c.name as category_name', 'c.slug as category_slug')
      .where('v.slug', slugOrId)
      .orWhere('v.id', slugOrId)
      .first()) as Row | undefined;
    if (!row) return null;
    return {
      id: String(row.id),
      name: String(row.name),
      slug: String(row.slug),
      isActive: bool(row.is_active),
      category: { id: String(row.category_id), name: String(row.category_name), slug: categorySlugOf(row.category_slug) },
      startingPrice: numOrNull(row.starting_price),
      ownerUserId: (row.owner_user_id as string | null) ?? null,
      capacity: numOrNull(row.capacity),
      email: (row.email as string | null) || null,
    };
  }

  /** The vendor page: one read of its row (ADR 23: card and details stored on it), by slug or primary key. */
  async findBySlugOrId(slugOrId: string): Promise<Vendor | null> {
    const row = (await this.knex('vendors as v').select(DETAIL_COLUMNS).where('v.slug', slugOrId).orWhere('v.id', slugOrId).first()) as Row | undefined;
    return row ? toVendor(row, cardOf(row.card), detailsOf(row.details)) : null;
  }

  /** The admin vendor table (issue 19, ADR 26): knex-admin-vendor-table.ts. */
  async listForAdmin(c: AdminVendorCriteria): Promise<Page<AdminVendorRow>> {
    return listAdminVendors(this.knex, c);
  }

  /** A range read of the (is_active, slug, updated_at) index (migration 006): no vendor row is touched. */
  async listActiveSlugs(after: string | null, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    const q = this.knex('vendors').where('is_active', true).select('slug', 'updated_at').orderBy('slug').limit(limit);
    if (after !== null) q.where('slug', '>', after);
    return ((await q) as Row[]).map((r) => ({ slug: String(r.slug), updatedAt: date(r.updated_at) }));
  }

  /** Hops through the same index a page at a time: each step reads one page of index entries. */
  async activeSlugCursors(pageSize: number): Promise<Array<string | null>> {
    const cursors: Array<string | null> = [null];
    for (let after: string | null = null; ; ) {
      // The last slug of this page and, if there is one, the first of the next.
      const q = this.knex('vendors').where('is_active', true).select('slug').orderBy('slug').offset(pageSize - 1).limit(2);
      if (after !== null) q.where('slug', '>', after);
      const rows = (await q) as Row[];
      if (rows.length < 2) return cursors;
      after = String(rows[0]!.slug);
      cursors.push(after);
    }
  }

  /** The towns from the kept counts (ADR 20): a range of the counts' primary key, not a grouping of the vendors. */
  async listCities(categoryId?: string): Promise<CityCount[]> {
    const q = this.knex(LISTING_COUNTS).where('vendor_count', '>', 0).select('scope_key', 'vendor_count');
    if (categoryId) q.where('scope', 'category_city').andWhere('scope_key', 'like', `${categoryId}|%`);
    else q.where('scope', 'city');
    const prefix = categoryId ? categoryId.length + 1 : 0;
    const rows = ((await q) as Row[]).map((r) => ({ city: String(r.scope_key).slice(prefix), vendorCount: num(r.vendor_count) }));
    // Most vendors first, then by name (the code point order of the grouping it replaces, on both databases).
    return rows.sort((a, b) => b.vendorCount - a.vendorCount || (a.city < b.city ? -1 : a.city > b.city ? 1 : 0));
  }
}
