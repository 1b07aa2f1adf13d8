import type { Knex } from 'knex';
import { searchQueryWords } from '../../../../domain/listings/search-words.ts';
import { SEARCH_RESULT_CAP, type VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { offsetOf } from '../../../../domain/shared/pagination.ts';
import type { VendorSearch, VendorSearchHits } from '../../../../application/ports/vendor-search.ts';
import { dialectOf } from '../connection.ts';
import { num } from '../rows.ts';
import { ftsPhrase, SEARCH_TABLE } from '../search-index.ts';
import { asksUnlistableFacts, unlistedByIdOf, unlistedColumns, unlistedRank } from './unlisted-facts-sql.ts';

type Row = Record<string, unknown>;

/** The list's criteria but the words, applied to the vendors `v` joined in `from` (vendor-criteria-sql.ts). */
export type SearchNarrowing = (criteria: VendorListCriteria, from: Knex.QueryBuilder) => Knex.QueryBuilder;

/**
 * The searchable fields, most relevant first (ADR 38): a match's relevance is the first field that holds every
 * word; then come the matches whose words are spread over fields. Each field's column on MySQL (a FULLTEXT
 * index each) and in the FTS5 table.
 */
const FIELDS = [
  { column: 'v.name', fts: 'name' },
  { column: 'v.tags_text', fts: 'tags' },
  { column: 'v.tagline', fts: 'tagline' },
  { column: 'v.description_text', fts: 'description' },
] as const;
type Field = (typeof FIELDS)[number];
/** The columns of the FULLTEXT index vendors_search_all, in its order (MATCH names them exactly). */
const ALL_COLUMNS = 'v.name, v.tagline, v.description_text, v.tags_text';

/** Within one relevance, the published order of a list (rating, reviews, the day's turn): the rank indexes' order. */
const orderWithin = (t: string) => `${t}.review_average DESC, ${t}.review_count DESC, ${t}.rotation_key, ${t}.id`;

/**
 * How one engine matches a search's words on the vendors `v`: every word (each as a prefix) in `fields` (all
 * four when null). `find`: the engine's index finds the rows; `check`: each row read otherwise is checked;
 * `walk`: the rows are read in the rank index's order, each checked (MySQL; FTS5 finds them all and sorts).
 */
interface Engine {
  /**
   * Whether reading rows in the rank index's order, each checked, pays (MySQL: InnoDB reads a match's row by
   * two lookups); FTS5 finds and sorts every match faster than SQLite would walk, so one statement does it all.
   */
  walks: boolean;
  /** The vendors `v`, with what the match needs joined. */
  from(): Knex.QueryBuilder;
  has(fields: Field | null, how: 'find' | 'check' | 'walk'): Knex.Raw;
}

const engineOf = (knex: Knex, words: string[]): Engine => {
  if (dialectOf(knex) === 'mysql') {
    // BOOLEAN MODE: every word required (+), each a prefix (*). Words are letters and digits only.
    const query = words.map((w) => `+${w}*`).join(' ');
    return {
      walks: true,
      from: () => knex('vendors as v'),
      has: (fields, how) => {
        // A MATCH the optimizer reads the FULLTEXT index by; within an expression, a check of each row read.
        const match = `MATCH(${fields?.column ?? ALL_COLUMNS}) AGAINST (? IN BOOLEAN MODE)`;
        return knex.raw(how === 'find' ? match : `(${match}) + 0 > 0`, [query]);
      },
    };
  }
  const all = words.map((w) => `${ftsPhrase(w)}*`).join(' AND ');
  const inFields = (fields: Field | null) => `{${fields ? fields.fts : FIELDS.map((f) => f.fts).join(' ')}} : (${all})`;
  return {
    walks: false,
    from: () => knex(SEARCH_TABLE).join('vendors as v', 'v.id', `${SEARCH_TABLE}.vendor_id`),
    has: (fields, how) =>
      how === 'check'
        ? knex.raw(`${SEARCH_TABLE}.rowid IN (SELECT rowid FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH ?)`, [inFields(fields)])
        : knex.raw(`${SEARCH_TABLE} MATCH ?`, [inFields(fields)]),
  };
};

/** Whether `v` has every word of a search (the Featured block of a search, a list read). */
export const whereSearchMatches = (knex: Knex, q: Knex.QueryBuilder, search: string): void => {
  const words = searchQueryWords(search);
  const engine = engineOf(knex, words);
  if (!words.length) q.whereRaw('1 = 0');
  else if (dialectOf(knex) === 'mysql') q.where(engine.has(null, 'find'));
  else q.whereIn('v.id', engine.from().select(`${SEARCH_TABLE}.vendor_id`).where(engine.has(null, 'find')));
};

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
  /** How many matches a search reaches and counts (SEARCH_RESULT_CAP; tests lower it). */
  private readonly cap: number;
  private readonly narrow: SearchNarrowing | null;

  constructor(
    private readonly knex: Knex,
    options: { searchCap?: number; narrow?: SearchNarrowing } = {},
  ) {
    this.cap = options.searchCap ?? SEARCH_RESULT_CAP;
    this.narrow = options.narrow ?? null;
  }

  async search(criteria: VendorListCriteria & { search: string }): Promise<VendorSearchHits> {
    const k = this.knex;
    const words = searchQueryWords(criteria.search);
    if (!words.length) return { ids: [], total: 0, totalIsAtLeast: false };
    const engine = engineOf(k, words);
    // Under the 'Guests' or 'Budget' filters, the matches that have not stated a fact asked about come last, marked (issue 36).
    const unlisted = asksUnlistableFacts(criteria);
    const matching = (tier: Tier | null, how: 'find' | 'walk', ...columns: Knex.Raw[]): Knex.QueryBuilder => {
      const from = engine.from();
      const q = (this.narrow ? this.narrow(criteria, from) : from.where('v.is_active', true)).where(engine.has(tier?.field ?? null, how));
      for (const f of tier?.before ?? []) q.whereRaw('NOT (?)', [engine.has(f, 'check')]);
      if (tier && tier.unlisted !== null) q.whereRaw('(?) = ?', [unlistedRank(k, criteria), tier.unlisted]);
      return q.select('v.id', 'v.review_average', 'v.review_count', 'v.rotation_key', ...columns, ...(unlisted ? unlistedColumns(k, criteria) : []));
    };
    const offset = offsetOf(criteria.page, criteria.limit);
    const end = Math.min(offset + criteria.limit, this.cap);
    const counts = (over: string) => [k.raw(`COUNT(*) ${over} AS matches`), ...(unlisted ? [k.raw(`SUM(t.unlisted) ${over} AS unlisted_total`)] : [])];
    /** Up to cap + 1 of these matches (every one: `all`), in this order: how many, and those from `start` up to `want` of them. */
    const part = async (q: Knex.QueryBuilder, order: string, start: number, want: number, all = false): Promise<{ n: number; rows: Row[]; head?: Row }> => {
      const t = (all ? q : q.limit(this.cap + 1)).as('t');
      const rows = want > 0 ? ((await k.from(t).select('t.*', ...counts('OVER ()')).orderByRaw(order).limit(want).offset(start)) as Row[]) : [];
      // A part past the last match has no row to carry the counts: counted alone.
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
    if (whole.n > this.cap && engine.walks) {
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
        if (want > 0) page.push(...(n > this.cap ? ((await matching(tier, 'walk').orderByRaw(orderWithin('v')).limit(want).offset(start)) as Row[]) : rows));
        before += n;
        if (tier.unlisted === 0) listed += n;
        if (before > this.cap) break;
      }
    }
    const total = Math.min(whole.n, this.cap);
    const hits: VendorSearchHits = { ids: page.map((r) => String(r.id)), total, totalIsAtLeast: whole.n > this.cap };
    // The unlisted come last: those among the reachable matches are what the listed ones leave of the cap.
    if (unlisted) hits.unlisted = { total: Math.max(0, total - listed), byId: unlistedByIdOf(page, 'id') };
    return hits;
  }
}
