import type { Knex } from 'knex';
import { searchQueryWords } from '../../../../domain/listings/search-words.ts';
import { SEARCH_RESULT_CAP, type VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { offsetOf } from '../../../../domain/shared/pagination.ts';
import type { VendorSearch, VendorSearchHits } from '../../../../application/ports/vendor-search.ts';
import { TERMS, WORD_CATEGORIES, WORDS } from '../search-terms.ts';
import { cardOf } from '../vendor-cards.ts';
import type { CardForm } from '../../../../domain/listings/vendor-answer-mapping.ts';

/** The list's criteria with the form the page's cards are read in (ADR 28: the answers read them as stored answers). */
type Criteria = VendorListCriteria & { cardForm?: CardForm };
/** The stored card column a search's page reads, by the form asked for (ADR 28). */
const cardColumnOf = (c: Criteria): string => (c.cardForm === 'answer' ? 'v.card_answer as card' : 'v.card');
import { num } from '../rows.ts';
import { driverRows } from '../driver-reads.ts';
import { dialectOf } from '../connection.ts';
import { asksUnlistableFacts, unlistedByIdOf, unlistedColumns } from './unlisted-facts-sql.ts';

type Row = Record<string, unknown>;

/**
 * The list criteria applied to the vendors `v` joined in `from` (category, town, flags, landing page,
 * wedding date, guests, budget, the 'others' block — whose Featured block is the one of the same words):
 * KnexVendorRepository.narrow. The words themselves are not applied again (the search matched them).
 */
export type SearchNarrowing = (criteria: Criteria, from: Knex.QueryBuilder) => Knex.QueryBuilder;

/** The end of the range of words starting with `word` (every word starting with it sorts below). */
const LAST = '\u{10FFFF}';
/** A search word of one letter matches that word only (its words would be a letter's worth of the index). */
const rangeOf = (word: string): [string, string] => [word, word.length > 1 ? `${word}${LAST}` : word];

/**
 * A search of several words first examines this many of its candidates' word's most relevant vendors (candidateWord) (each a
 * point read per other word); only when every one of them matched does it examine the cap + 1 (ADR 24).
 */
export const MULTI_WORD_CANDIDATES = 300;

/**
 * Up to this many expansions, a candidate's words are read one primary-key point each: a left join per
 * expansion (each an eq_ref of the primary key). Past it, one range of the vendor's words (vendor_idx) in a
 * correlated subquery. Joins, not a correlated subquery per expansion (the first form): MariaDB runs a
 * correlated subquery per row with its own setup, about twice the cost of the same point read as a join —
 * measured at 100 000 bench vendors, MariaDB CPU a statement: 'Travelers Rest' (1 001 candidates, five
 * expansions of 'rest') 15.2–15.7 ms as subqueries, 7.3–7.6 ms as joins, 9.5–11.3 ms as the range; 'soul
 * cocktail' (300 candidates, two expansions) 2.1–2.3 ms against 1.2–1.3 ms.
 */
const MAX_POINT_PROBES = 8;

/**
 * An expansion of at most this many vendors is read once for a search, with the other such expansions of its
 * word (a derived table keyed by vendor), not a point per candidate: the plurals and rarer words a prefix
 * begins ('string' → 'strings'). MariaDB CPU at 100 000 bench vendors, 1 001 candidates and two expansions
 * of 1–3 vendors: 1.38 ms as point joins, 0.66 ms as the derived table (the candidates alone: 0.26 ms).
 */
const FEW_VENDORS = 64;

/**
 * At most this many entries of the expansions of few vendors are read as values: a one-word page merged with
 * its longer words' entries (withFewLonger), a several-word page testing candidates against them. Past it,
 * the general path (a union of lists; a derived table).
 */
const FEW_ENTRIES = 512;

/**
 * The search's order on a term row (`t`): relevance (the word's weight), then rating and reviews (ADR 18's
 * published order), then the vendor id. No daily rotation among ties (ADR 24: it would rewrite every term
 * row each day).
 */
const RANK_ORDER = [
  { column: 't.weight', order: 'desc' },
  { column: 't.review_average', order: 'desc' },
  { column: 't.review_count', order: 'desc' },
  { column: 't.vendor_id', order: 'asc' },
] as const;

const NOTHING: VendorSearchHits<never> = { ids: [], items: [], total: 0, totalIsAtLeast: false };

/**
 * Whether a vendor (`v`) has, for each search word, a word starting with it: one range probe of the term
 * index's vendor_idx (vendor_id, term) per word. The Featured block of a search uses it (a list read).
 */
export const whereSearchMatches = (knex: Knex, q: Knex.QueryBuilder, search: string): void => {
  const words = searchQueryWords(search);
  if (!words.length) {
    q.whereRaw('1 = 0');
    return;
  }
  for (const word of words) {
    const [from, to] = rangeOf(word);
    q.whereExists((sub) => sub.select(knex.raw('1')).from(`${TERMS} as st`).whereRaw('st.vendor_id = v.id').andWhere('st.term', '>=', from).andWhere('st.term', '<=', to));
  }
};

interface Expansion {
  term: string;
  vendors: number;
  /** An expansion of few vendors (FEW_VENDORS), in a search of several words: its entries, read with the expansions. */
  entries?: Array<{ vendorId: string; weight: number }>;
}

/**
 * What reading one candidate costs for a search word that is not the candidates' (ADR 24), in point reads: one
 * for a word of one expansion, one per expansion of many vendors and half for those of few together (one
 * derived table), two for a range probe (past MAX_POINT_PROBES expansions).
 */
const probeCost = (expansions: Array<{ vendors: number }>, fewVendors: number): number => {
  if (expansions.length === 1) return 1;
  if (expansions.length > MAX_POINT_PROBES) return 2;
  const many = expansions.filter((e) => e.vendors > fewVendors).length;
  return many + (many < expansions.length ? 0.5 : 0);
};

/**
 * The search word whose entries are the candidates (ADR 24): the rarest, when it has no more vendors than the
 * candidates examined first (then every one of its vendors is examined: the count and the page are exact).
 * Otherwise the word whose candidates cost least to read: its vendors, up to the cap + 1, times the other
 * words' probes per candidate (probeCost), plus one when its own expansions are several (their lists merged
 * and grouped); the rarest among equals. 'Travelers Rest': 'travelers' (one word) and 'rest' (five: 'rest',
 * 'restaurant', 'restored', ...) have about as many vendors; 'terrace lighting': 'terrace' (with 'terraces')
 * has a few vendors fewer than 'lighting', whose candidates are one list.
 */
export const candidateWord = (
  words: string[],
  expansions: Map<string, Array<{ vendors: number }>>,
  { firstCandidates = MULTI_WORD_CANDIDATES, cap = SEARCH_RESULT_CAP, fewVendors = FEW_VENDORS }: { firstCandidates?: number; cap?: number; fewVendors?: number } = {},
): string => {
  const vendorsOf = (w: string) => expansions.get(w)!.reduce((n, e) => n + e.vendors, 0);
  const rarest = words.reduce((a, b) => (vendorsOf(b) < vendorsOf(a) ? b : a));
  if (vendorsOf(rarest) <= firstCandidates) return rarest;
  const cost = (w: string) => Math.min(vendorsOf(w), cap + 1) * words.reduce((n, o) => n + (o === w ? (expansions.get(o)!.length > 1 ? 1 : 0) : probeCost(expansions.get(o)!, fewVendors)), 0);
  return words.reduce((a, b) => (cost(b) < cost(a) || (cost(b) === cost(a) && vendorsOf(b) < vendorsOf(a)) ? b : a), rarest);
};

/** A page of matches as read with their stored cards: ids, cards, and the capped count. */
const hitsOf = (rows: Row[], matches: number, cap: number, c: Criteria): VendorSearchHits<CardForm> => ({
  ids: rows.map((r) => String(r.vendor_id)),
  items: rows.map((r) => (c.cardForm === 'answer' ? String(r.card) : cardOf(r.card))),
  total: Math.min(matches, cap),
  totalIsAtLeast: matches > cap,
});

/**
 * The VendorSearch port on the term index (issue 19, docs/adr/0024-search-term-index.md): a bounded
 * candidate set read in the search's order from an index, and a count that stops at SEARCH_RESULT_CAP.
 * The page's stored cards (ADR 23) come in the statement that finds the page.
 *
 * - One word that begins no other word, nothing but a category: ONE statement — the rank index's range for
 *   the word, LIMIT the page, each entry joined to its vendor's card by primary key; the total is the word's
 *   kept vendor count (in a category: its kept count there), a scalar subquery of the same statement. A miss, a page past the end or a word that begins others take the general path.
 * - Otherwise: the words' expansions (the words of the index starting with each), then one statement: the
 *   candidates' word's expansions (candidateWord: the rarest unless another costs less to read), each read in index order up to the cap + 1 (joined to their vendors
 *   and narrowed by the list's other criteria when there are any), joined to each other word's entry of the
 *   same vendor by primary key; the matches among them are sorted (a bounded sort) and counted (a window
 *   count), the page sliced and joined to its cards. With several words the candidates' word's first
 *   MULTI_WORD_CANDIDATES are the candidates (its cap + 1 when all of those matched): the count is of the
 *   matches found among them, and says '1,000+' only when more than the cap were found (ADR 24).
 */
export class KnexVendorSearch implements VendorSearch {
  /** How many matches a search reaches and counts (SEARCH_RESULT_CAP; tests lower it). */
  private readonly cap: number;
  private readonly dialect;
  private readonly narrow: SearchNarrowing | null;
  /** How many candidates a search of several words examines first (MULTI_WORD_CANDIDATES; tests lower it). */
  private readonly multiWordCandidates: number;
  /** Up to how many vendors an expansion is read once rather than a point per candidate (FEW_VENDORS; tests set it). */
  private readonly fewVendors: number;
  /** Up to how many entries of such expansions are read as values (FEW_ENTRIES; tests set it). */
  private readonly fewEntries: number;

  constructor(
    private readonly knex: Knex,
    options: { searchCap?: number; narrow?: SearchNarrowing; multiWordCandidates?: number; fewVendors?: number; fewEntries?: number } = {},
  ) {
    this.cap = options.searchCap ?? SEARCH_RESULT_CAP;
    this.multiWordCandidates = options.multiWordCandidates ?? MULTI_WORD_CANDIDATES;
    this.fewVendors = options.fewVendors ?? FEW_VENDORS;
    this.fewEntries = options.fewEntries ?? FEW_ENTRIES;
    this.dialect = dialectOf(knex);
    this.narrow = options.narrow ?? null;
  }

  async search<F extends CardForm = 'summary'>(query: VendorListCriteria & { search: string }, form?: F): Promise<VendorSearchHits<F>> {
    return (await this.find({ ...query, cardForm: form ?? 'summary' })) as VendorSearchHits<F>;
  }

  private async find(criteria: Criteria & { search: string }): Promise<VendorSearchHits<CardForm>> {
    const words = searchQueryWords(criteria.search);
    if (!words.length) return NOTHING;
    const { search: _search, page: _page, limit: _limit, sortBy: _sortBy, categoryId: _categoryId, cardForm: _form, withCategoryTotal: _withCount, filterCategoryId: _filterCategory, ...rest } = criteria;
    const narrowed = Object.values(rest).some((v) => v !== undefined);
    if (words.length === 1 && !narrowed) {
      const first = await this.oneWordPage(words[0]!, criteria);
      if (first && !first.longer) return hitsOf(first.rows, first.matches, this.cap, criteria);
      if (first && this.pageOf(criteria).offset === 0 && first.matches > this.cap) {
        const merged = await this.withFewLonger(words[0]!, first.rows, criteria);
        if (merged) return merged;
      }
    }
    const expansions = await this.expand(words);
    if (words.some((w) => !expansions.get(w)?.length)) return NOTHING;
    const chosen = candidateWord(words, expansions, { firstCandidates: this.multiWordCandidates, cap: this.cap, fewVendors: this.fewVendors });
    const own = expansions.get(chosen)!;
    if (words.length === 1 && !narrowed) return own.length === 1 ? this.oneWord(own[0]!, criteria) : this.onePrefix(own, criteria);
    return this.candidates(criteria, own, words.filter((w) => w !== chosen).map((w) => expansions.get(w)!), narrowed);
  }

  /** The page's bounds among the cap's reachable matches (limit 0: past the cap). */
  private pageOf(criteria: Criteria): { offset: number; limit: number } {
    const offset = offsetOf(criteria.page, criteria.limit);
    return { offset, limit: Math.max(0, Math.min(criteria.limit, this.cap - offset)) };
  }

  /** A word's term rows (`t`), of a category when asked, in the search's order (the rank indexes). */
  private postings(term: string, categoryId: string | undefined, from?: Knex.QueryBuilder): Knex.QueryBuilder {
    const q = from ?? this.knex.from(this.ranked(categoryId));
    q.where('t.term', term);
    if (categoryId !== undefined) q.andWhere('t.category_id', categoryId);
    return q.orderBy([...RANK_ORDER]);
  }

  /**
   * The term table as `t`, with the rank index that holds the order named to MySQL's planner (USE INDEX):
   * the order's index is always the right one, and naming it spares the planner's range estimates (ADR 23).
   */
  private ranked(categoryId: string | undefined): Knex.Raw | string {
    if (this.dialect !== 'mysql') return `${TERMS} as t`;
    return this.knex.raw(`\`${TERMS}\` as \`t\` USE INDEX (${categoryId === undefined ? 'vendor_search_terms_rank_idx' : 'vendor_search_terms_category_rank_idx'})`);
  }

  /**
   * MySQL: a point read of a word's row for a vendor goes through the primary key (term, vendor_id), named:
   * MariaDB otherwise may take the rank index, covering too, and read every entry of the word for each.
   */
  private get byPrimaryKey(): string {
    return this.dialect === 'mysql' ? ' FORCE INDEX (PRIMARY)' : '';
  }

  /** The kept number of a word's vendors in a category (vendor_search_word_categories), as a subquery. */
  private categoryCount(term: string, categoryId: string): Knex.Raw {
    return this.knex.raw(`COALESCE((SELECT wc.vendor_count FROM ${WORD_CATEGORIES} wc WHERE wc.term = ? AND wc.category_id = ?), 0)`, [term, categoryId]);
  }

  /**
   * One search word, nothing but a category, in one statement: the page's entries of the rank index joined
   * to their vendors' cards, with the word's count and whether any longer word of the index starts with it
   * (then it is a prefix of several words: the caller merges them, withFewLonger, or the general path answers).
   * Null when the page is empty (a miss, or past the last match: the general path counts).
   */
  private async oneWordPage(word: string, criteria: Criteria): Promise<{ rows: Row[]; matches: number; longer: boolean } | null> {
    const k = this.knex;
    const { offset, limit } = this.pageOf(criteria);
    if (limit <= 0) return null;
    // The entries' order keys too: a word that begins others merges its page with their entries by them.
    const q = this.postings(word, criteria.categoryId).join('vendors as v', 'v.id', 't.vendor_id').select('t.vendor_id', 't.weight', 't.review_average', 't.review_count', this.knex.raw(cardColumnOf(criteria)));
    if (criteria.categoryId === undefined) q.select(k.raw(`(SELECT w.vendor_count FROM ${WORDS} w WHERE w.term = ?) AS matches`, [word]));
    else q.select(k.raw('? AS matches', [this.categoryCount(word, criteria.categoryId)]));
    if (word.length > 1) {
      // EXISTS, not a count over a LIMIT 1 derived table (the first form): MariaDB materialised that table per
      // statement, ~40 µs of its ~265 µs (CPU a statement at 100 000 bench vendors: 263–273 → 220–240 µs).
      q.select(k.raw(`EXISTS (SELECT 1 FROM ${WORDS} w WHERE w.term > ? AND w.term <= ? AND w.vendor_count > 0) AS longer`, [word, `${word}${LAST}`]));
    }
    // Run by the driver as a prepared statement (ADR 28's driverRows): its text is one of a few shapes, every
    // word a binding; MariaDB does not parse it per request, nor knex run it.
    const rows = await driverRows(k, q.limit(limit).offset(offset));
    if (!rows.length) return null;
    return { rows, matches: num(rows[0]!.matches), longer: num(rows[0]!.longer) > 0 };
  }

  /**
   * Page 1 of one search word that begins others of few vendors only ('buffet' → 'buffets', 'terrace' →
   * 'terraces'), whose own vendors pass the cap: its page (read by oneWordPage, with the cards) merged in memory
   * with every entry of those few words (one statement), a vendor's best word counting. The best `limit` of the
   * union are among the word's best `limit` and the few words' entries, so the page is the general path's; the
   * count is past the cap ('1,000+') as the word's alone is. Two statements instead of the general path's three
   * or four (a union of the words' lists, then the cards by id). Null when another longer word has many vendors,
   * or when the few words hold more than FEW_ENTRIES entries: the general path answers.
   */
  private async withFewLonger(word: string, page: Row[], criteria: Criteria): Promise<VendorSearchHits<CardForm> | null> {
    const k = this.knex;
    const [from, to] = rangeOf(word);
    // The longer words' entries, those of few vendors, in one statement; with how many words of many vendors there are.
    const longer = k(`${WORDS} as w`).where('w.term', '>', from).andWhere('w.term', '<=', to).andWhere('w.vendor_count', '>', 0);
    const rows = await driverRows(
      k,
      k
        .select(k.raw('NULL AS vendor_id'), k.raw('NULL AS weight'), k.raw('NULL AS review_average'), k.raw('NULL AS review_count'), k.raw('NULL AS category_id'), k.raw('COUNT(*) AS many'))
        .from(longer.clone().andWhere('w.vendor_count', '>', this.fewVendors).select('w.term').as('m'))
        .unionAll(
          k
            .select('*')
            .from(
              longer
                .clone()
                .andWhere('w.vendor_count', '<=', this.fewVendors)
                .join(`${TERMS} as t`, 't.term', 'w.term')
                .select('t.vendor_id', 't.weight', 't.review_average', 't.review_count', 't.category_id', k.raw('0 AS many'))
                .limit(this.fewEntries + 1)
                .as('f'),
            ),
        ),
    );
    const entries = rows.filter((r) => r.vendor_id !== null && r.vendor_id !== undefined);
    if (rows.some((r) => (r.vendor_id === null || r.vendor_id === undefined) && num(r.many) > 0) || entries.length > this.fewEntries) return null;
    const best = new Map<string, { id: string; relevance: number; average: number; reviews: number; row?: Row }>();
    for (const r of page) best.set(String(r.vendor_id), { id: String(r.vendor_id), relevance: num(r.weight), average: num(r.review_average), reviews: num(r.review_count), row: r });
    for (const e of entries) {
      if (criteria.categoryId !== undefined && String(e.category_id) !== criteria.categoryId) continue;
      const id = String(e.vendor_id);
      const had = best.get(id);
      if (had) had.relevance = Math.max(had.relevance, num(e.weight));
      else best.set(id, { id, relevance: num(e.weight), average: num(e.review_average), reviews: num(e.review_count) });
    }
    const { limit } = this.pageOf(criteria);
    const top = [...best.values()]
      .sort((a, b) => b.relevance - a.relevance || b.average - a.average || b.reviews - a.reviews || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit);
    const withCards = top.every((h) => h.row !== undefined);
    const ids = top.map((h) => h.id);
    // The word's page holds the cards of its own vendors; a vendor of the few words on the page: all read by id.
    return withCards ? hitsOf(top.map((h) => h.row!), this.cap + 1, this.cap, criteria) : { ids, ...this.capped(this.cap + 1) };
  }

  /**
   * Each search word's expansions (the words of the index starting with it, with their vendor counts). With
   * several words, in the same statement, the entries of the expansions of few vendors (up to FEW_ENTRIES in
   * all): the page's statement tests a candidate against them as values, not against a derived table.
   */
  private async expand(words: string[]): Promise<Map<string, Expansion[]>> {
    const k = this.knex;
    const inRanges = (w: Knex.QueryBuilder) => {
      for (const word of words) {
        const [from, to] = rangeOf(word);
        w.orWhere((r) => r.where('w.term', '>=', from).andWhere('w.term', '<=', to));
      }
    };
    const q = k(`${WORDS} as w`).select('w.term', 'w.vendor_count', k.raw('NULL AS vendor_id'), k.raw('NULL AS weight')).where('w.vendor_count', '>', 0).andWhere(inRanges);
    if (words.length > 1) {
      q.unionAll(
        k
          .select('*')
          .from(
            k(`${WORDS} as w`)
              .join(`${TERMS} as t`, 't.term', 'w.term')
              .select('w.term', k.raw('0 AS vendor_count'), 't.vendor_id', 't.weight')
              .where('w.vendor_count', '>', 0)
              .andWhere('w.vendor_count', '<=', this.fewVendors)
              .andWhere(inRanges)
              .limit(this.fewEntries + 1)
              .as('f'),
          ),
      );
    }
    const rows = await driverRows(k, q);
    const isEntry = (r: Row) => r.vendor_id !== null && r.vendor_id !== undefined;
    const entries = rows.filter(isEntry);
    const known = words.length > 1 && entries.length <= this.fewEntries;
    const entriesOf = (term: string) => entries.filter((r) => String(r.term) === term).map((r) => ({ vendorId: String(r.vendor_id), weight: num(r.weight) }));
    return new Map(
      words.map((word) => {
        const [from, to] = rangeOf(word);
        return [
          word,
          rows
            .filter((r) => !isEntry(r) && String(r.term) >= from && String(r.term) <= to)
            .map((r) => {
              const e: Expansion = { term: String(r.term), vendors: num(r.vendor_count) };
              if (known && e.vendors <= this.fewVendors) e.entries = entriesOf(e.term);
              return e;
            }),
        ];
      }),
    );
  }

  /** One word of one expansion, nothing but a category, whose page was empty: the count alone. */
  private async oneWord(word: Expansion, criteria: Criteria): Promise<VendorSearchHits<CardForm>> {
    const { offset, limit } = this.pageOf(criteria);
    const matches = criteria.categoryId === undefined ? word.vendors : num(((await this.knex.select(this.knex.raw('? AS n', [this.categoryCount(word.term, criteria.categoryId)])).first()) as Row | undefined)?.n);
    if (limit > 0 && offset < matches) {
      // Written between the two reads: read the page again, with its cards.
      const rows = (await this.postings(word.term, criteria.categoryId).join('vendors as v', 'v.id', 't.vendor_id').select('t.vendor_id', this.knex.raw(cardColumnOf(criteria))).limit(limit).offset(offset)) as Row[];
      return hitsOf(rows, matches, this.cap, criteria);
    }
    return { ids: [], items: [], total: Math.min(matches, this.cap), totalIsAtLeast: matches > this.cap };
  }

  /**
   * One search word that begins several words ('garden' → 'garden', 'gardens'), nothing but a category: the
   * page is the best `offset + limit` of each word's entries (a vendor's best word counts), merged; the
   * count is the distinct vendors of each word's first cap + 1 entries, or 'at least' at once when one word
   * alone has more than the cap's vendors. (Ids only: the cards are read by id.)
   */
  private async onePrefix(own: Expansion[], criteria: Criteria): Promise<VendorSearchHits<CardForm>> {
    const k = this.knex;
    const { offset, limit } = this.pageOf(criteria);
    const lists = (n: number, columns: string[]) => {
      const selects = own.map((e) => k.select('*').from(this.postings(e.term, criteria.categoryId).select(columns).limit(n).as('l')));
      return selects.slice(1).reduce((u, l) => u.unionAll(l), selects[0]!);
    };
    const page = async (): Promise<string[]> => {
      if (limit <= 0) return [];
      const rows = (await k
        .from(lists(offset + limit, ['t.vendor_id', 't.weight', 't.review_average', 't.review_count']).as('u'))
        .select('u.vendor_id', 'u.review_average', 'u.review_count', k.raw('MAX(u.weight) AS relevance'))
        .groupBy('u.vendor_id', 'u.review_average', 'u.review_count')
        .orderBy([
          { column: 'relevance', order: 'desc' },
          { column: 'u.review_average', order: 'desc' },
          { column: 'u.review_count', order: 'desc' },
          { column: 'u.vendor_id', order: 'asc' },
        ])
        .limit(limit)
        .offset(offset)) as Row[];
      return rows.map((r) => String(r.vendor_id));
    };
    const count = async (): Promise<number> => {
      if (criteria.categoryId === undefined && own.some((e) => e.vendors > this.cap)) return this.cap + 1;
      if (criteria.categoryId !== undefined) {
        // One of the words alone passes the cap in the category (its kept count): more than the cap match.
        const kept = (await k(WORD_CATEGORIES)
          .whereIn(
            'term',
            own.map((e) => e.term),
          )
          .andWhere('category_id', criteria.categoryId)
          .max({ n: 'vendor_count' })
          .first()) as Row | undefined;
        if (num(kept?.n) > this.cap) return this.cap + 1;
      }
      const row = (await k.from(lists(this.cap + 1, ['t.vendor_id']).as('u')).countDistinct({ n: 'u.vendor_id' }).first()) as Row | undefined;
      return num(row?.n);
    };
    const [ids, matches] = await Promise.all([page(), count()]);
    return { ids, total: Math.min(matches, this.cap), totalIsAtLeast: matches > this.cap };
  }

  /**
   * A candidate's (`c`) best weight among a word's expansions, NULL when it has none, for a word that begins
   * more words than MAX_POINT_PROBES: one range of the vendor's words.
   */
  private probe(expansions: Expansion[]): Knex.Raw {
    const k = this.knex;
    const terms = expansions.map((e) => e.term).sort();
    // A range of the vendor's words: its vendor_idx (vendor_id, term); the primary key (term, vendor_id) would
    // read the whole range of words for every candidate.
    const byVendor = this.dialect === 'mysql' ? ' FORCE INDEX (vendor_search_terms_vendor_idx)' : '';
    return k.raw(`(SELECT MAX(o.weight) FROM ${TERMS} o${byVendor} WHERE o.vendor_id = c.vendor_id AND o.term >= ? AND o.term <= ?)`, [terms[0]!, terms[terms.length - 1]!]);
  }

  /**
   * The candidates' path. With several words, the candidates' word's first MULTI_WORD_CANDIDATES are examined;
   * when every one of them matched (the other words are nearly everywhere), the cap + 1, so that such a
   * search can still say '1,000+'. Otherwise the count is of the matches among the candidates examined.
   */
  private async candidates(criteria: Criteria, own: Expansion[], others: Expansion[][], narrowed: boolean): Promise<VendorSearchHits<CardForm>> {
    const all = this.cap + 1;
    const first = others.length ? Math.min(all, this.multiWordCandidates) : all;
    const hits = await this.candidatesUpTo(first, criteria, own, others, narrowed);
    const truncated = own.some((e) => e.vendors > first);
    return first < all && truncated && hits.matches >= first ? (await this.candidatesUpTo(all, criteria, own, others, narrowed)).hits : hits.hits;
  }

  private async candidatesUpTo(n: number, criteria: Criteria, own: Expansion[], others: Expansion[][], narrowed: boolean): Promise<{ hits: VendorSearchHits<CardForm>; matches: number }> {
    const k = this.knex;
    if (narrowed && !this.narrow) throw new Error('KnexVendorSearch: criteria beyond the words and a category need the list narrowing');
    // The candidates' word's entries: each of its expansions in index order, up to the cap + 1 (with their
    // vendors, narrowed by the other criteria, when there are any).
    // Under the guests or budget filters, the matches that have not stated a fact asked about come last,
    // marked (issue 36): their flags come with the candidates (read with their vendors).
    const unlisted = narrowed && asksUnlistableFacts(criteria);
    const flags = unlisted ? ['unlisted', 'unlisted_capacity', 'unlisted_price'] : [];
    const lists = own.map((e) => {
      const from = narrowed ? this.narrow!(criteria, k.from(this.ranked(criteria.categoryId)).join('vendors as v', 'v.id', 't.vendor_id')) : undefined;
      return this.postings(e.term, criteria.categoryId, from)
        .select('t.vendor_id', 't.weight', 't.review_average', 't.review_count', ...(unlisted ? unlistedColumns(k, criteria) : []))
        .limit(n);
    });
    // One row per candidate: a vendor with several of the expansions counts its best.
    const candidates =
      lists.length === 1
        ? k.select('*').from(lists[0]!.as('l'))
        : k
            .from(lists.slice(1).reduce((u, l) => u.unionAll(k.select('*').from(l.as('l'))), k.select('*').from(lists[0]!.as('l'))).as('u'))
            .select('u.vendor_id', 'u.review_average', 'u.review_count', ...flags.map((f) => `u.${f}`), k.raw('MAX(u.weight) AS weight'))
            .groupBy('u.vendor_id', 'u.review_average', 'u.review_count', ...flags.map((f) => `u.${f}`));
    // Relevance: that plus the candidate's weight for each other search word. A word of one expansion is an
    // inner join on the primary key (term, vendor_id): one point per candidate, all of them among that word's
    // few pages, and no match no row; a word that begins several words is a left join per expansion, its
    // best weight the word's (NULL: no match), or, past MAX_POINT_PROBES expansions, a range probe.
    const scored = k.from(candidates.as('c'));
    const relevance: string[] = ['c.weight'];
    // The relevance's '?', in the order of its text: range probes and the values of expansions of few vendors.
    const probes: Knex.Raw[] = [];
    let probed = false;
    const termsAs = (alias: string): Knex.Raw | string => (this.dialect === 'mysql' ? k.raw(`\`${TERMS}\` as \`${alias}\`${this.byPrimaryKey}`) : `${TERMS} as ${alias}`);
    others.forEach((expansions, i) => {
      if (expansions.length === 1) {
        scored.join(termsAs(`o${i}`), (j) => j.on(`o${i}.vendor_id`, '=', 'c.vendor_id').andOnVal(`o${i}.term`, '=', expansions[0]!.term));
        relevance.push(`o${i}.weight`);
      } else if (expansions.length <= MAX_POINT_PROBES) {
        // The expansions of many vendors a point join each; those of few ('strings', 'cocktails') one small
        // derived table of their entries, read once and joined by its key (a lookup in memory, not a read of
        // the index per candidate).
        const many = expansions.filter((e) => e.vendors > this.fewVendors);
        const few = expansions.filter((e) => e.vendors <= this.fewVendors);
        many.forEach((e, x) => scored.leftJoin(termsAs(`o${i}_${x}`), (j) => j.on(`o${i}_${x}.vendor_id`, '=', 'c.vendor_id').andOnVal(`o${i}_${x}.term`, '=', e.term)));
        const weights = many.map((_, x) => `COALESCE(o${i}_${x}.weight, 0)`);
        if (few.length && few.every((e) => e.entries)) {
          // Their entries, read with the expansions: a candidate's best weight among them by value (a CASE of
          // IN lists, by weight, best first), not a derived table MariaDB builds per statement (~230 µs at
          // 100 000 bench vendors, a third of the statement; the values ~50 µs).
          const best = new Map<string, number>();
          for (const e of few) for (const x of e.entries!) best.set(x.vendorId, Math.max(best.get(x.vendorId) ?? 0, x.weight));
          const byWeight = new Map<number, string[]>();
          for (const [id, w] of best) byWeight.set(w, [...(byWeight.get(w) ?? []), id]);
          const groups = [...byWeight].sort((a, b) => b[0] - a[0]);
          if (groups.length) {
            // Each list padded to a power of two (its last id again): a few shapes of the statement, not one per size.
            const padded = groups.map(([w, ids]) => {
              const size = 2 ** Math.ceil(Math.log2(ids.length));
              return [w, [...ids, ...Array<string>(size - ids.length).fill(ids[ids.length - 1]!)]] as const;
            });
            probes.push(k.raw(`CASE ${padded.map(([w, ids]) => `WHEN c.vendor_id IN (${ids.map(() => '?').join(', ')}) THEN ${Math.trunc(w)}`).join(' ')} ELSE 0 END`, padded.flatMap(([, ids]) => ids)));
            weights.push('?');
          }
        } else if (few.length) {
          const entries = k(TERMS)
            .select('vendor_id')
            .max({ weight: 'weight' })
            .whereIn(
              'term',
              few.map((e) => e.term),
            )
            .groupBy('vendor_id');
          scored.leftJoin(entries.as(`o${i}_few`), `o${i}_few.vendor_id`, 'c.vendor_id');
          weights.push(`COALESCE(o${i}_few.weight, 0)`);
        }
        const greatest = this.dialect === 'mysql' ? 'GREATEST' : 'MAX';
        relevance.push(`NULLIF(${weights.length === 1 ? weights[0] : `${greatest}(${weights.join(', ')})`}, 0)`);
      } else {
        probes.push(this.probe(expansions));
        probed = true;
        relevance.push('?');
      }
    });
    // The matches in the search's order with their number (a window count over at most the candidates), the
    // page sliced, then joined to its cards: the cards of the page alone are read.
    // (With probes, a LIMIT keeps the scored rows a derived table of their own: merged into the outer query,
    // the probes would run again to filter and to sort.)
    scored.select('c.vendor_id', 'c.review_average', 'c.review_count', ...flags.map((f) => `c.${f}`), k.raw(`${relevance.join(' + ')} AS relevance`, probes));
    if (probed) scored.limit(n * lists.length);
    const matched = k
      .from(scored.as('g'))
      .whereNotNull('g.relevance')
      .select('g.vendor_id', 'g.relevance', 'g.review_average', 'g.review_count', ...flags.map((f) => `g.${f}`), k.raw('COUNT(*) OVER () AS matches'));
    if (unlisted) matched.select(k.raw('SUM(g.unlisted) OVER () AS unlisted_total'));
    const ORDER = (a: string) =>
      [
        ...(unlisted ? [{ column: `${a}.unlisted`, order: 'asc' } as const] : []),
        { column: `${a}.relevance`, order: 'desc' },
        { column: `${a}.review_average`, order: 'desc' },
        { column: `${a}.review_count`, order: 'desc' },
        { column: `${a}.vendor_id`, order: 'asc' },
      ] as const;
    const { offset, limit } = this.pageOf(criteria);
    const count = async (): Promise<number> => num(((await k.from(matched.clone().as('n')).count({ n: '*' }).first()) as Row | undefined)?.n);
    const unlistedTotal = async (): Promise<number> => num(((await k.from(matched.clone().as('n')).sum({ n: 'n.unlisted' }).first()) as Row | undefined)?.n);
    if (limit <= 0) {
      const matches = await count();
      return { hits: { ids: [], items: [], ...this.capped(matches), ...(unlisted ? { unlisted: { total: Math.min(await unlistedTotal(), this.cap), byId: {} } } : {}) }, matches };
    }
    // A prepared statement (driverRows): one per shape of the words' expansions, every word a binding.
    const rows = await driverRows(
      k,
      k
        .from(
          matched
            .clone()
            .orderBy([...ORDER('g')])
            .limit(limit)
            .offset(offset)
            .as('p'),
        )
        .join('vendors as v', 'v.id', 'p.vendor_id')
        .select('p.vendor_id', 'p.matches', ...flags.map((f) => `p.${f}`), ...(unlisted ? ['p.unlisted_total'] : []), this.knex.raw(cardColumnOf(criteria)))
        .orderBy([...ORDER('p')]),
    );
    // A page past the last match has no row to carry the count: counted alone.
    const matches = rows.length ? num(rows[0]!.matches) : offset > 0 ? await count() : 0;
    const hits = hitsOf(rows, matches, this.cap, criteria);
    if (unlisted) {
      const total = rows.length ? num(rows[0]!.unlisted_total) : offset > 0 ? await unlistedTotal() : 0;
      hits.unlisted = { total: Math.min(total, hits.total), byId: unlistedByIdOf(rows) };
    }
    return { hits, matches };
  }

  private capped(matches: number): Pick<VendorSearchHits, 'total' | 'totalIsAtLeast'> {
    return { total: Math.min(matches, this.cap), totalIsAtLeast: matches > this.cap };
  }
}
