import type { Knex } from 'knex';
import type { VendorCompareFacts } from '../../../../domain/couples/compare.ts';
import type { Vendor, VendorCore, VendorSummary } from '../../../../domain/listings/vendor.ts';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { offsetOf, type Page } from '../../../../domain/shared/pagination.ts';
import type { CityCount, VendorRepository } from '../../../../application/ports/vendor-repository.ts';
import { dialectOf } from '../connection.ts';
import { TABLE as LISTING_COUNTS } from '../listing-counts.ts';
import { bool, date, json, num, numOrNull, strOrNull, type Row } from '../rows.ts';
import { cardsOf, categorySlugOf, filtersOf, vendorBySlugOrId } from '../vendor-cards.ts';
import { asksUnlistableFacts, factTotalsOf, filtered, inBlock, keptScopeOf, totalIsKeyReads, totalOf, unlistedByIdOf, unlistedColumns, type Criteria } from '../vendor-criteria-sql.ts';

/** The published order (domain/listings/ranking.ts) of the rows `t`: rating, number of reviews, the day's rotation. */
const publishedOrder = (t: string, id = `${t}.id`): Array<{ column: string; order: 'asc' | 'desc' }> => [
  { column: `${t}.review_average`, order: 'desc' },
  { column: `${t}.review_count`, order: 'desc' },
  { column: `${t}.rotation_key`, order: 'asc' },
  { column: id, order: 'asc' },
];

export class KnexVendorRepository implements VendorRepository {
  private readonly dialect;

  constructor(private readonly knex: Knex) {
    this.dialect = dialectOf(knex);
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
        q.orderBy(publishedOrder('v'));
    }
  }

  /**
   * A landing page in the published order (ADR 20): the filter's links in the order of
   * vendor_filters_rank_idx (they carry their vendor's ordering facts), each joined to its vendor by key.
   */
  private landingPage(criteria: Criteria & { filterId: string }): Knex.QueryBuilder {
    const links = this.knex('vendor_filters as vf').join('vendors as v', 'v.id', 'vf.vendor_id').where('vf.filter_id', criteria.filterId).andWhere('vf.is_active', true);
    return filtered(this.knex, criteria, links, { viaLinks: true }).orderBy(publishedOrder('vf', 'vf.vendor_id'));
  }

  /**
   * MySQL: a plain list (a kept scope, no block or filter) in the published order, read from the listing index
   * that holds it (migration 015), named to the planner: its estimates over the 14 vendor indexes cost more
   * than the read. Guests and budget only leave rows of that order out (each part of unlistedLastPage): the
   * same index, else MariaDB reads a category's page from the index of every category's vendors.
   */
  private listingIndexOf(c: Criteria): Knex.QueryBuilder | null {
    const { guests: _guests, maxPrice: _maxPrice, strictFacts: _strict, unlistedOnly: _unlisted, ...scoped } = c;
    const plain = c.block === undefined && c.filterId === undefined && keptScopeOf(scoped) !== null;
    if (this.dialect !== 'mysql' || !plain || (c.sortBy !== 'reviews' && c.sortBy !== 'rating')) return null;
    const byCity = c.city !== undefined;
    const ofCategory = byCity ? 'vendors_category_city_rank_idx' : 'vendors_category_rank_idx';
    const index = c.categoryId !== undefined ? ofCategory : byCity ? 'vendors_city_rank_idx' : 'vendors_rank_idx';
    return this.knex.from(this.knex.raw(`\`vendors\` as \`v\` USE INDEX (${index})`));
  }

  /** The criteria's rows from `offset`, at most `limit` of them, in their order. */
  private pageOf(criteria: Criteria, offset = offsetOf(criteria.page, criteria.limit), limit = criteria.limit): Knex.QueryBuilder {
    const { filterId, block, sortBy } = criteria;
    let q: Knex.QueryBuilder;
    if (filterId !== undefined && block === undefined && (sortBy === 'reviews' || sortBy === 'rating')) q = this.landingPage({ ...criteria, filterId });
    else if (block === 'featured') q = inBlock(this.knex, criteria).orderBy([{ column: 'v.rotation_key' }, { column: 'v.id' }]);
    else {
      // A left join, not an inner one: the vendors stay the outer table, read in a listing index's order.
      const hinted = this.listingIndexOf(criteria);
      q = hinted ? filtered(this.knex, criteria, hinted) : inBlock(this.knex, criteria);
      this.order(q, sortBy);
    }
    return q.limit(limit).offset(offset);
  }

  /**
   * Under the guests or budget filters (issue 36): the page's rows of those that fit (`strictFacts`), then of
   * those that have not stated a fact asked about, each part read in its own order from where the page starts
   * in it (`listed` fit). One ORDER BY on whether a vendor has said would sort every vendor of the list.
   */
  private unlistedLastPage(criteria: Criteria, listed: number): Promise<Row[]> {
    const start = offsetOf(criteria.page, criteria.limit);
    const end = start + criteria.limit;
    const parts: Array<Promise<Row[]>> = [];
    const read = (c: Criteria, offset: number, limit: number) => this.pageOf(c, offset, limit).select('v.id', ...unlistedColumns(this.knex, criteria)) as Promise<Row[]>;
    if (start < listed) parts.push(read({ ...criteria, strictFacts: true }, start, Math.min(end, listed) - start));
    if (end > listed) parts.push(read({ ...criteria, unlistedOnly: true }, Math.max(0, start - listed), end - Math.max(start, listed)));
    return Promise.all(parts).then((rows) => rows.flat());
  }

  /** The criteria's total, read alone (NULL from a kept count: counted). */
  private async totalOf(criteria: Criteria, scope = keptScopeOf(criteria)): Promise<number> {
    const row = (await this.knex.select(this.knex.raw('? AS n', [totalOf(this.knex, criteria, scope)])).first()) as Row | undefined;
    return row?.n === null || row?.n === undefined ? this.totalOf(criteria, null) : num(row.n);
  }

  /**
   * A page of the list (a search's words are one more filter here: a search's own page, in relevance order,
   * is the VendorSearch port's). The page's ids, then their cards by key (vendor-cards.ts); a total read by key
   * comes in the page's statement, another one beside it. The Featured block's total is its size (docs/adr/0018).
   */
  async listPublic(criteria: VendorListCriteria): Promise<Page<VendorSummary>> {
    const page = { page: criteria.page, limit: criteria.limit };
    // Under guests or budget, those that have not stated a fact asked about come last, marked (issue 36).
    if (asksUnlistableFacts(criteria) && criteria.block !== 'featured') {
      const totals = (await factTotalsOf(this.knex, criteria).first()) as Row;
      const [total, unlisted] = [num(totals.n), num(totals.unlisted)];
      const rows = await this.unlistedLastPage(criteria, total - unlisted);
      const items = await this.summariesByIds(rows.map((r) => String(r.id)));
      return { items, ...page, total, unlisted: { total: unlisted, byId: unlistedByIdOf(rows, 'id') } };
    }
    const inPage = totalIsKeyReads(criteria);
    const pageQuery = this.pageOf(criteria).select('v.id');
    if (inPage) pageQuery.select(this.knex.raw('? AS kept_total', [totalOf(this.knex, criteria)]));
    const [rows, counted] = await Promise.all([pageQuery as Promise<Row[]>, criteria.block === 'featured' || inPage ? null : this.totalOf(criteria)]);
    const kept = rows[0]?.kept_total;
    const total = criteria.block === 'featured' ? rows.length : (counted ?? (kept === null || kept === undefined ? await this.totalOf(criteria) : num(kept)));
    const items = await this.summariesByIds(rows.map((r) => String(r.id)));
    return { items, ...page, total };
  }

  /** The cards of these listed vendors (vendor-cards.ts), in the order of `ids`. */
  async summariesByIds(ids: readonly string[]): Promise<VendorSummary[]> {
    const cards = await cardsOf(this.knex, ids);
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card?.isActive ? [card] : [];
    });
  }

  /**
   * The compare facts (issue 39 §2): each read takes every id at once, by key, side by side, so a table of 4 or a
   * shortlist of 50 costs the same few statements. A day is marked when the vendor set it booked or unavailable,
   * as the list's 'Wedding date' leaves such vendors out.
   */
  async compareFactsByIds(ids: readonly string[], date?: string): Promise<VendorCompareFacts[]> {
    if (!ids.length) return [];
    const [cards, rows, filters, marks] = await Promise.all([
      this.summariesByIds(ids),
      this.knex('vendors').whereIn('id', [...ids]).select('id', 'capacity', 'style') as Promise<Row[]>,
      filtersOf(this.knex, ids),
      date ? (this.knex('vendor_unavailable_dates').whereIn('vendor_id', [...ids]).andWhere('day', date).select('vendor_id') as Promise<Row[]>) : [],
    ]);
    const facts = new Map(rows.map((r) => [String(r.id), r]));
    const marked = new Set(marks.map((m) => String(m.vendor_id)));
    return cards.map((card) => ({
      ...card,
      capacity: numOrNull(facts.get(card.id)?.capacity),
      style: json<string | string[] | null>(facts.get(card.id)?.style, null),
      filters: filters.get(card.id) ?? [],
      unavailableOnDate: date ? marked.has(card.id) : null,
    }));
  }

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
      ownerUserId: strOrNull(row.owner_user_id),
      capacity: numOrNull(row.capacity),
      email: (row.email as string | null) || null,
    };
  }

  /** The vendor page: the whole listing, by slug or primary key. */
  async findBySlugOrId(slugOrId: string): Promise<Vendor | null> {
    return vendorBySlugOrId(this.knex, slugOrId);
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
