import type { Knex } from 'knex';
import { searchQueryWords } from '../../../../domain/listings/search-words.ts';
import { SEARCH_RESULT_CAP, type VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { offsetOf } from '../../../../domain/shared/pagination.ts';
import type { VendorSearch, VendorSearchHits } from '../../../../application/ports/vendor-search.ts';
import { num, type Row } from '../rows.ts';
import { engineOf, FIELDS, type Field } from '../search-index.ts';
import { asksUnlistableFacts, unlistedByIdOf, unlistedColumns, unlistedRank, type SearchNarrowing } from '../vendor-criteria-sql.ts';

/** Within one relevance, the published order of a list (rating, reviews, the day's turn): the rank indexes' order. */
const orderWithin = (t: string) => `${t}.review_average DESC, ${t}.review_count DESC, ${t}.rotation_key, ${t}.id`;

/** One relevance of a search (with the guests or budget filters: among the listed matches or the unlisted). */
interface Tier {
  /** The field that holds every word (null: spread over fields) and those before it, which do not. */
  field: Field | null;
  before: readonly Field[];
  unlisted: 0 | 1 | null;
}

/**
 * The VendorSearch port on the database's own full-text engine (docs/adr/0038-search-on-the-database-engine.md):
 * InnoDB FULLTEXT on MySQL/MariaDB, FTS5 on SQLite (search-index.ts). The matches narrowed by the list's other
 * criteria, in order: the unlisted last (guests, budget), then relevance, then the published order. Only the
 * cap's first matches are reachable, and counted; the cards are read by id.
 *
 * The work follows the cap, not the matches (a town or a common word matches a third of a large directory):
 * one statement reads up to cap + 1 matches from the full-text index, with their relevance; when there are no
 * more, that is the whole answer, ordered and counted. Past the cap ('1,000+'), the page is found relevance by
 * relevance: up to cap + 1 of its matches from its own field's index or, when it has more, its best read in the
 * rank index's order (the published order), each row checked. The other matches are neither read nor counted.
 * SQLite's FTS5 finds and orders every match in the one statement (Engine.walks).
 */
export class KnexVendorSearch implements VendorSearch {
  constructor(
    private readonly knex: Knex,
    /** searchCap: how many matches a search reaches and counts (SEARCH_RESULT_CAP; tests lower it). */
    private readonly options: { searchCap?: number; narrow?: SearchNarrowing } = {},
  ) {}

  async search(criteria: VendorListCriteria & { search: string }): Promise<VendorSearchHits> {
    const k = this.knex;
    const { searchCap: cap = SEARCH_RESULT_CAP, narrow } = this.options;
    const words = searchQueryWords(criteria.search);
    if (!words.length) return { ids: [], total: 0, totalIsAtLeast: false };
    const engine = engineOf(k, words);
    // Under the 'Guests' or 'Budget' filters, the matches that have not stated a fact asked about come last, marked (issue 36).
    const unlisted = asksUnlistableFacts(criteria);
    const matching = (tier: Tier | null, how: 'find' | 'walk', ...columns: Knex.Raw[]): Knex.QueryBuilder => {
      const from = engine.from();
      const q = (narrow ? narrow(criteria, from) : from.where('v.is_active', true)).where(engine.has(tier?.field ?? null, how));
      for (const f of tier?.before ?? []) q.whereRaw('NOT (?)', [engine.has(f, 'check')]);
      if (tier && tier.unlisted !== null) q.whereRaw('(?) = ?', [unlistedRank(k, criteria), tier.unlisted]);
      return q.select('v.id', 'v.review_average', 'v.review_count', 'v.rotation_key', ...columns, ...(unlisted ? unlistedColumns(k, criteria) : []));
    };
    const offset = offsetOf(criteria.page, criteria.limit);
    const end = Math.min(offset + criteria.limit, cap);
    const counts = (over: string) => [k.raw(`COUNT(*) ${over} AS matches`), ...(unlisted ? [k.raw(`SUM(t.unlisted) ${over} AS unlisted_total`)] : [])];
    /** Up to cap + 1 of these matches (every one: `all`), in this order: how many, and those from `start` up to `want` of them. */
    const part = async (q: Knex.QueryBuilder, order: string, start: number, want: number, all = false): Promise<{ n: number; rows: Row[]; head?: Row }> => {
      const t = (all ? q : q.limit(cap + 1)).as('t');
      const rows = want > 0 ? ((await k.from(t).select('t.*', ...counts('OVER ()')).orderByRaw(order).limit(want).offset(start)) as Row[]) : [];
      // No row from the first match: the part has none. A part past the last match has no row to carry the counts: counted alone.
      if (!rows[0] && start === 0 && want > 0) return { n: 0, rows };
      const head = rows[0] ?? ((await k.from(t).select(...counts('')).first()) as Row);
      return { n: num(head.matches), rows, head };
    };

    // Up to cap + 1 matches (FTS5: all), found by the full-text index, each with its relevance: every match when no more.
    const relevance = k.raw(`CASE ${FIELDS.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END AS relevance`, FIELDS.flatMap((f, i) => [
      // One word is in the description when it is in no field before it.
      i === FIELDS.length - 1 && words.length === 1 ? k.raw('1 = 1') : engine.has(f, 'check'),
      FIELDS.length - i,
    ]));
    const whole = await part(matching(null, 'find', relevance), `${unlisted ? 't.unlisted, ' : ''}t.relevance DESC, ${orderWithin('t')}`, offset, end - offset, !engine.walks);
    let page = whole.rows;
    let listed = whole.n - num(whole.head?.unlisted_total);
    if (whole.n > cap && engine.walks) {
      // More than the cap: relevance by relevance (the listed first) up to the page; then only the listed are
      // counted (the unlisted part), up to the cap.
      const relevances = [...FIELDS.map((field, i) => ({ field, before: FIELDS.slice(0, i) })), ...(words.length > 1 ? [{ field: null, before: FIELDS }] : [])];
      const tiers: Tier[] = (unlisted ? ([0, 1] as const) : [null]).flatMap((u) => relevances.map((r) => ({ ...r, unlisted: u })));
      page = [];
      listed = 0;
      let before = 0;
      for (const tier of tiers) {
        const want = end - Math.max(offset, before);
        if (want <= 0 && tier.unlisted !== 0) break;
        const start = Math.max(0, offset - before);
        const { n, rows } = await part(matching(tier, 'find'), orderWithin('t'), start, want);
        if (want > 0) page.push(...(n > cap ? ((await matching(tier, 'walk').orderByRaw(orderWithin('v')).limit(want).offset(start)) as Row[]) : rows));
        before += n;
        if (tier.unlisted === 0) listed += n;
        if (before > cap) break;
      }
    }
    const total = Math.min(whole.n, cap);
    const hits: VendorSearchHits = { ids: page.map((r) => String(r.id)), total, totalIsAtLeast: whole.n > cap };
    // The unlisted come last: those among the reachable matches are what the listed ones leave of the cap.
    if (unlisted) hits.unlisted = { total: Math.max(0, total - listed), byId: unlistedByIdOf(page, 'id') };
    return hits;
  }
}
