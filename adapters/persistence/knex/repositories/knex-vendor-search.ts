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

/** The list's criteria but the words, applied to the vendors `v` joined in `from` (KnexVendorRepository.narrow). */
export type SearchNarrowing = (criteria: VendorListCriteria, from: Knex.QueryBuilder) => Knex.QueryBuilder;

/**
 * Relevance (ADR 38): the weight of the best field that holds every search word — name 8, tags 4, tagline 2,
 * description 1, 0 when the words are spread over fields — the same on both engines; the engines' own scores
 * (bm25, InnoDB's TF-IDF) differ from each other, so they do not order. Each field's column on MySQL (a FULLTEXT index each) and in the FTS5 table.
 */
const FIELDS = [
  { weight: 8, column: 'v.name', fts: 'name' },
  { weight: 4, column: 'v.tags_text', fts: 'tags' },
  { weight: 2, column: 'v.tagline', fts: 'tagline' },
  { weight: 1, column: 'v.description_text', fts: 'description' },
] as const;
/** The columns of the FULLTEXT index vendors_search_all, in its order (MATCH names them exactly). */
const ALL_COLUMNS = 'v.name, v.tagline, v.description_text, v.tags_text';

/** How one engine matches and scores a search's words on the vendors `v`. */
interface Engine {
  /** The vendors to narrow, with whatever the match needs joined. */
  from(): Knex.QueryBuilder;
  /** `v` has every word (each as a prefix), in any of its fields. */
  matches(): Knex.Raw;
  /** The relevance of `v`, as an expression. */
  relevance(): Knex.Raw;
}

const engineOf = (knex: Knex, words: string[]): Engine => {
  if (dialectOf(knex) === 'mysql') {
    // BOOLEAN MODE: every word required (+), each a prefix (*). Words are letters and digits only.
    const query = words.map((w) => `+${w}*`).join(' ');
    const match = (columns: string) => knex.raw(`MATCH(${columns}) AGAINST (? IN BOOLEAN MODE)`, [query]);
    return {
      from: () => knex('vendors as v'),
      matches: () => match(ALL_COLUMNS),
      relevance: () => knex.raw(`CASE ${FIELDS.map((f) => `WHEN ? > 0 THEN ${f.weight}`).join(' ')} ELSE 0 END`, FIELDS.map((f) => match(f.column))),
    };
  }
  const all = words.map((w) => `${ftsPhrase(w)}*`).join(' AND ');
  const inFields = (fields: string) => `{${fields}} : (${all})`;
  return {
    from: () => knex(SEARCH_TABLE).join('vendors as v', 'v.id', `${SEARCH_TABLE}.vendor_id`),
    matches: () => knex.raw(`${SEARCH_TABLE} MATCH ?`, [inFields(FIELDS.map((f) => f.fts).join(' '))]),
    relevance: () =>
      knex.raw(
        `CASE ${FIELDS.map((f) => `WHEN ${SEARCH_TABLE}.rowid IN (SELECT rowid FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH ?) THEN ${f.weight}`).join(' ')} ELSE 0 END`,
        FIELDS.map((f) => inFields(f.fts)),
      ),
  };
};

/** Whether `v` has every word of a search (the Featured block of a search, a list read). */
export const whereSearchMatches = (knex: Knex, q: Knex.QueryBuilder, search: string): void => {
  const words = searchQueryWords(search);
  if (!words.length) q.whereRaw('1 = 0');
  else if (dialectOf(knex) === 'mysql') q.where(engineOf(knex, words).matches());
  else q.whereIn('v.id', engineOf(knex, words).from().select(`${SEARCH_TABLE}.vendor_id`).where(engineOf(knex, words).matches()));
};

const NOTHING: VendorSearchHits = { ids: [], total: 0, totalIsAtLeast: false };

/**
 * The VendorSearch port on the database's own full-text engine (docs/adr/0038-search-on-the-database-engine.md):
 * InnoDB FULLTEXT on MySQL/MariaDB, FTS5 on SQLite (search-index.ts). One statement finds the page — the
 * matches narrowed by the list's other criteria, ordered by relevance, rating, reviews and id — and counts
 * every match with it (a window count); the cards are read by id. Only the cap's first matches are reachable.
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
    if (!words.length) return NOTHING;
    const engine = engineOf(k, words);
    const from = this.narrow ? this.narrow(criteria, engine.from()) : engine.from().where('v.is_active', true);
    const matched = from.where(engine.matches());
    // Under the 'Guests' or 'Budget' filters, the matches that have not stated a fact asked about come last, marked (issue 36).
    const unlisted = asksUnlistableFacts(criteria);
    const offset = offsetOf(criteria.page, criteria.limit);
    const limit = Math.max(0, Math.min(criteria.limit, this.cap - offset));
    let rows: Row[] = [];
    if (limit > 0) {
      rows = (await matched
        .clone()
        .select('v.id', k.raw('(?) AS relevance', [engine.relevance()]), k.raw('COUNT(*) OVER () AS matches'), ...(unlisted ? [...unlistedColumns(k, criteria), k.raw('SUM(?) OVER () AS unlisted_total', [unlistedRank(k, criteria)])] : []))
        .orderBy([...(unlisted ? [{ column: 'unlisted', order: 'asc' as const }] : []), { column: 'relevance', order: 'desc' }, { column: 'v.review_average', order: 'desc' }, { column: 'v.review_count', order: 'desc' }, { column: 'v.id', order: 'asc' }])
        .limit(limit)
        .offset(offset)) as Row[];
    }
    // A page past the last match (or past the cap) has no row to carry the count: counted alone.
    const counted = rows[0] ?? ((await k
      .from(matched.clone().select(k.raw('(?) AS unlisted', [unlisted ? unlistedRank(k, criteria) : k.raw('0')])).as('m'))
      .select(k.raw('COUNT(*) AS matches'), k.raw('SUM(m.unlisted) AS unlisted_total'))
      .first()) as Row);
    const matches = num(counted.matches);
    const total = Math.min(matches, this.cap);
    const hits: VendorSearchHits = { ids: rows.map((r) => String(r.id)), total, totalIsAtLeast: matches > this.cap };
    // The unlisted come last: those among the reachable matches are what the listed ones leave of the cap.
    if (unlisted) hits.unlisted = { total: Math.max(0, total - (matches - num(counted.unlisted_total))), byId: unlistedByIdOf(rows, 'id') };
    return hits;
  }
}
