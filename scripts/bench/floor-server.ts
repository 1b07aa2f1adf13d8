// The floor: what each benchmarked route costs with the same SQL and nothing else. A bare node:http server
// answers the API's paths with the very statements the API issues (copied from knex's 'query' events of
// the repositories, in the same order and with the same parallelism), through bare mysql2 or
// better-sqlite3: no framework, no validation, no DTO mapping beyond JSON.stringify, no cache. Started by
// scripts/bench/run.ts with FLOOR_DATABASE_URL (mysql://… or sqlite:/path), FLOOR_PORT, FLOOR_BASE_URL.
//
// Keep it in step with adapters/persistence/knex/repositories: when a repository's SQL changes, change it
// here too (run the capture in run.ts's header comment to see the statements).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import Database from 'better-sqlite3';
import type mysql from 'mysql2/promise';
import { barePool } from './bare-mysql.ts';
import { ulid } from 'ulid';
import { searchQueryWords } from '../../domain/listings/search-words.ts';

type Row = Record<string, unknown>;
type Param = string | number | Date | null | boolean;

interface Db {
  dialect: 'mysql' | 'sqlite';
  all(sql: string, params?: Param[]): Promise<Row[]>;
  /** A statement that returns no rows (an UPDATE). */
  run(sql: string, params?: Param[]): Promise<void>;
  /** Runs the statements in one transaction. */
  transaction(statements: Array<[string, Param[]]>): Promise<void>;
}

const url = process.env.FLOOR_DATABASE_URL!;
const baseUrl = process.env.FLOOR_BASE_URL ?? 'http://localhost';

const openDb = (): Db => {
  if (url.startsWith('mysql:')) {
    const pool = barePool(url);
    return {
      dialect: 'mysql',
      all: async (sql, params = []) => (await pool.query<mysql.RowDataPacket[]>(sql, params))[0] as Row[],
      run: async (sql, params = []) => void (await pool.query(sql, params)),
      transaction: async (statements) => {
        const conn = await pool.getConnection();
        try {
          await conn.query('BEGIN');
          for (const [sql, params] of statements) await conn.query(sql, params);
          await conn.query('COMMIT');
        } catch (e) {
          await conn.query('ROLLBACK');
          throw e;
        } finally {
          conn.release();
        }
      },
    };
  }
  const db = new Database(url.replace(/^sqlite:(\/\/)?/, ''));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // As knex's better-sqlite3 client binds them: booleans as 0/1, dates as epoch milliseconds.
  const bind = (params: Param[]) => params.map((p) => (typeof p === 'boolean' ? Number(p) : p instanceof Date ? p.getTime() : p));
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  return {
    dialect: 'sqlite',
    all: async (sql, params = []) => prepare(sql).all(...bind(params)) as Row[],
    run: async (sql, params = []) => void prepare(sql).run(...bind(params)),
    transaction: async (statements) => {
      db.transaction(() => {
        for (const [sql, params] of statements) prepare(sql).run(...bind(params));
      })();
    },
  };
};

const db = openDb();
const PAGE_SIZE = 12;
const VENDORS_PER_SITEMAP = 10_000;
const SUMMARY =
  'select `v`.`id`, `v`.`name`, `v`.`slug`, `v`.`tagline`, `v`.`category_id`, `c`.`name` as `category_name`, `c`.`slug` as `category_slug`, `v`.`city`, `v`.`county`, `v`.`state`, `v`.`region`, `v`.`zip_code`, `v`.`starting_price`, `v`.`price_range`, `v`.`is_active`, `v`.`is_featured`, `v`.`is_verified`, `v`.`premier_partner`, `v`.`review_average`, `v`.`review_count`, `v`.`reply_time_hours`';
// The published order (ADR 18): rating, number of reviews, the day's rotation.
const ORDER = 'order by `v`.`review_average` desc, `v`.`review_count` desc, `v`.`rotation_key` asc, `v`.`id` asc';
const FEATURED_PER_PAGE = 3;
const IN = (n: number) => `(${Array.from({ length: n }, () => '?').join(', ')})`;

/** KnexCategoryRepository.findWithoutCount: the category, held in memory once found (ADR 23). */
const heldCategories = new Map<string, Row>();
const categoryRow = async (slug: string): Promise<Row | null> => {
  const held = heldCategories.get(slug);
  if (held) return held;
  const row = (await db.all('select `c`.`id`, `c`.`name`, `c`.`slug`, `c`.`description`, `c`.`sort_order`, `c`.`image_key` from `categories` as `c` where `c`.`slug` = ? or `c`.`id` = ? limit ?', [slug, slug, 1]))[0] ?? null;
  if (row) heldCategories.set(slug, row);
  return row;
};

/** KnexCategoryRepository.findByIdOrSlug: the category (held), then its kept count (ADR 20). */
const category = async (slug: string): Promise<Row | null> => {
  const c = await categoryRow(slug);
  if (!c) return null;
  const [n] = await db.all('select `vendor_count` from `listing_counts` where `scope` = ? and `scope_key` = ? limit ?', ['category', c.id as string, 1]);
  return { ...c, vendor_count: n?.vendor_count ?? 0 };
};

/**
 * The card read model (ADR 23, issue 38): a plain list page in the published order, one statement of the
 * vendors' stored cards with its kept total, read from the listing index that holds the order.
 */
const KEPT = 'COALESCE((SELECT lc.vendor_count FROM listing_counts lc WHERE lc.scope = ? AND lc.scope_key = ?), 0) AS kept_total';
const cardPage = async (categoryId: string | undefined, page: number) => {
  const offset = (page - 1) * PAGE_SIZE;
  const window = offset ? 'limit ? offset ?' : 'limit ?';
  const hint = db.dialect === 'mysql' ? ` USE INDEX (${categoryId ? 'vendors_category_rank_idx' : 'vendors_rank_idx'})` : '';
  const sql = `select \`v\`.\`card\`, ${KEPT} from \`vendors\` as \`v\`${hint} where \`v\`.\`is_active\` = ?${categoryId ? ' and `v`.`category_id` = ?' : ''} ${ORDER} ${window}`;
  const rows = await db.all(sql, [...(categoryId ? ['category', categoryId] : ['all', '']), true, ...(categoryId ? [categoryId] : []), PAGE_SIZE, ...(offset ? [offset] : [])]);
  return { vendors: rows.map((r) => r.card), total: Number(rows[0]?.kept_total ?? 0) };
};

/** A landing page's vendors (ADR 20): the filter's links in their order, each joined to its vendor, with the kept total. */
const landingCards = async (categoryId: string, filterId: string, page: number) => {
  const offset = (page - 1) * PAGE_SIZE;
  const rows = await db.all(
    `select \`v\`.\`card\`, (SELECT COALESCE(lc.vendor_count, 0) FROM seo_filters f LEFT JOIN listing_counts lc ON lc.scope = 'filter' AND lc.scope_key = f.id WHERE f.id = ? AND f.category_id = ?) AS kept_total from \`vendor_filters\` as \`vf\` inner join \`vendors\` as \`v\` on \`v\`.\`id\` = \`vf\`.\`vendor_id\` where \`vf\`.\`filter_id\` = ? and \`vf\`.\`is_active\` = ? and \`v\`.\`category_id\` = ? order by \`vf\`.\`review_average\` desc, \`vf\`.\`review_count\` desc, \`vf\`.\`rotation_key\` asc, \`vf\`.\`vendor_id\` asc ${offset ? 'limit ? offset ?' : 'limit ?'}`,
    [filterId, categoryId, filterId, true, categoryId, PAGE_SIZE, ...(offset ? [offset] : [])],
  );
  return { vendors: rows.map((r) => r.card), total: Number(rows[0]?.kept_total ?? 0), categoryTotal: undefined as number | undefined };
};

/** knex-vendor-search.ts on the database's full-text engine (ADR 38): what matches, and its relevance. */
const FTS = (words: string[], fields = 'name tags tagline description') => `{${fields}} : (${words.map((w) => `"${w}"*`).join(' AND ')})`;
const searchClause = (search: string): { sql: string; params: Param[] } => {
  const words = searchQueryWords(search);
  if (!words.length) return { sql: ' and 1 = 0', params: [] };
  if (db.dialect === 'mysql') return { sql: ' and MATCH(v.name, v.tagline, v.description_text, v.tags_text) AGAINST (? IN BOOLEAN MODE)', params: [words.map((w) => `+${w}*`).join(' ')] };
  return { sql: ' and `v`.`id` in (select `vendor_search`.`vendor_id` from `vendor_search` where vendor_search MATCH ?)', params: [FTS(words)] };
};

const SEARCH_CAP = 1000;
const FIELDS = [
  ['v.name', 'name', 8],
  ['v.tags_text', 'tags', 4],
  ['v.tagline', 'tagline', 2],
  ['v.description_text', 'description', 1],
] as const;

/** KnexVendorSearch.search with at most a category (what the bench sends): one statement, then the page's cards by id. */
const searchCards = async (search: string, categoryId: string | undefined, page: number): Promise<{ vendors: unknown[]; total: number }> => {
  const words = searchQueryWords(search);
  if (!words.length) return { vendors: [], total: 0 };
  const offset = (page - 1) * PAGE_SIZE;
  const limit = Math.min(PAGE_SIZE, SEARCH_CAP - offset);
  if (limit <= 0) return { vendors: [], total: 0 };
  const mysql = db.dialect === 'mysql';
  const q = words.map((w) => `+${w}*`).join(' ');
  const relevance = mysql
    ? `CASE ${FIELDS.map(([c, , w]) => `WHEN MATCH(${c}) AGAINST (? IN BOOLEAN MODE) > 0 THEN ${w}`).join(' ')} ELSE 0 END`
    : `CASE ${FIELDS.map(([, , w]) => `WHEN vendor_search.rowid IN (SELECT rowid FROM vendor_search WHERE vendor_search MATCH ?) THEN ${w}`).join(' ')} ELSE 0 END`;
  const from = mysql ? '`vendors` as `v`' : '`vendor_search` inner join `vendors` as `v` on `v`.`id` = `vendor_search`.`vendor_id`';
  const match = mysql ? 'MATCH(v.name, v.tagline, v.description_text, v.tags_text) AGAINST (? IN BOOLEAN MODE)' : 'vendor_search MATCH ?';
  const rows = await db.all(
    `select \`v\`.\`id\`, (${relevance}) AS relevance, COUNT(*) OVER () AS matches from ${from} where \`v\`.\`is_active\` = ?${categoryId ? ' and `v`.`category_id` = ?' : ''} and ${match} order by \`relevance\` desc, \`v\`.\`review_average\` desc, \`v\`.\`review_count\` desc, \`v\`.\`id\` asc limit ?${offset ? ' offset ?' : ''}`,
    [...FIELDS.map(([, f]) => (mysql ? q : FTS(words, f))), true, ...(categoryId ? [categoryId] : []), mysql ? q : FTS(words), limit, ...(offset ? [offset] : [])],
  );
  if (!rows.length) return { vendors: [], total: 0 };
  const ids = rows.map((r) => String(r.id));
  const cards = await db.all(`select \`id\`, \`card\` from \`vendors\` where \`id\` in ${IN(ids.length)}`, ids);
  const byId = new Map(cards.map((c) => [String(c.id), c.card]));
  return { vendors: ids.map((id) => byId.get(id)), total: Math.min(Number(rows[0]!.matches), SEARCH_CAP) };
};

interface ListCriteria {
  categoryId?: string;
  filterId?: string;
  search?: string;
  page: number;
  date?: string;
  guests?: number;
  maxPrice?: number;
  featured?: boolean;
  block?: 'featured' | 'others';
}

/** The criteria's vendors `v`: FROM joins (with their parameters first), then the WHERE. */
interface Filtered {
  joins: string;
  joinParams: Param[];
  where: string;
  params: Param[];
}
const from = (f: Filtered, extraJoin = '') => `from \`vendors\` as \`v\`${f.joins}${extraJoin} ${f.where}`;
const args = (f: Filtered) => [...f.joinParams, ...f.params];

/** KnexVendorRepository.filtered(): the criteria's vendors (without the date when asked). */
const filtered = (c: ListCriteria, withDate = true): Filtered => {
  let where = 'where `v`.`is_active` = ?';
  const params: Param[] = [true];
  let joins = '';
  const joinParams: Param[] = [];
  if (c.categoryId) {
    where += ' and `v`.`category_id` = ?';
    params.push(c.categoryId);
  }
  if (c.featured !== undefined) {
    where += ' and `v`.`is_featured` = ?';
    params.push(c.featured);
  }
  if (c.filterId) {
    where += ' and exists (select 1 from `vendor_filters` as `vf` where vf.vendor_id = v.id and `vf`.`filter_id` = ?)';
    params.push(c.filterId);
  }
  if (c.search) {
    const s = searchClause(c.search);
    where += s.sql;
    params.push(...s.params);
  }
  // The three facts (issue 18), as KnexVendorRepository.filtered() writes them: the date as an anti-join.
  if (c.date && withDate) {
    joins += ' left join `vendor_unavailable_dates` as `ud` on `ud`.`vendor_id` = `v`.`id` and `ud`.`day` = ?';
    joinParams.push(c.date);
    where += ' and `ud`.`vendor_id` is null';
  }
  if (c.guests !== undefined) {
    where += ' and (`v`.`capacity` >= ? or `v`.`category_id` not in (select `cg`.`id` from `categories` as `cg` where `cg`.`slug` in (?, ?)))';
    params.push(c.guests, 'venues', 'caterers');
  }
  if (c.maxPrice !== undefined) {
    where += ' and `v`.`starting_price` <= ?';
    params.push(c.maxPrice);
  }
  return { joins, joinParams, where, params };
};

/** KnexVendorRepository.blockFiltered(): block=featured only the featured vendors; block=others all but the day's Featured block. */
const blockFiltered = (c: ListCriteria, withDate = true): Filtered => {
  if (c.block === 'featured') return filtered({ ...c, featured: true }, withDate);
  const f = filtered(c, withDate);
  if (c.block !== 'others') return f;
  const { block: _block, ...rest } = c;
  const fb = filtered({ ...rest, featured: true });
  return {
    ...f,
    where: `${f.where} and \`v\`.\`id\` not in (select \`fb\`.\`id\` from (select \`v\`.\`id\` ${from(fb)} order by \`v\`.\`rotation_key\` asc, \`v\`.\`id\` asc limit ?) as \`fb\`)`,
    params: [...f.params, ...args(fb), FEATURED_PER_PAGE],
  };
};

/**
 * KnexVendorRepository.countOf(): an index count; with a wedding date, in one statement, the count without
 * the date minus the candidates who marked that day (ADR 17): by category alone, the day's marks of the
 * category (index only) less those of inactive listings; with other facts, the marks joined to their vendors.
 */
const countOf = async (c: ListCriteria): Promise<number> => {
  if (!c.date) {
    const f = blockFiltered(c);
    return Number((await db.all(`select count(*) as \`n\` ${from(f)} limit ?`, [...args(f), 1]))[0]?.n ?? 0);
  }
  const undated = blockFiltered(c, false);
  const { block, date, ...rest } = c;
  const marks = `from \`vendor_unavailable_dates\` as \`ud\` where \`ud\`.\`day\` = ?${c.categoryId ? ' and `ud`.`category_id` = ?' : ''}`;
  const marksParams: Param[] = [date!, ...(c.categoryId ? [c.categoryId] : [])];
  const hasVendorFacts = rest.featured !== undefined || rest.filterId !== undefined || rest.search !== undefined || rest.guests !== undefined || rest.maxPrice !== undefined;
  if (block !== 'featured' && !hasVendorFacts) {
    const inactive = `select count(*) as \`n\` from \`vendors\` as \`v\` inner join \`vendor_unavailable_dates\` as \`ud\` on \`ud\`.\`vendor_id\` = \`v\`.\`id\` and \`ud\`.\`day\` = ? where \`v\`.\`is_active\` = ?${c.categoryId ? ' and `v`.`category_id` = ?' : ''}`;
    const params: Param[] = [...args(undated), ...marksParams, date!, false, ...(c.categoryId ? [c.categoryId] : []), 1];
    return Number((await db.all(`select (select count(*) as \`n\` ${from(undated)}) - (select count(*) as \`n\` ${marks}) + (${inactive}) as n limit ?`, params))[0]?.n ?? 0);
  }
  const m = filtered(block === 'featured' ? { ...rest, featured: true } : rest);
  const marked = `select count(*) as \`n\` ${marks.replace(' where ', ' inner join `vendors` as `v` on `v`.`id` = `ud`.`vendor_id` where ')} and ${m.where.slice('where '.length)}`;
  const params: Param[] = [...args(undated), ...marksParams, ...m.params, 1];
  return Number((await db.all(`select (select count(*) as \`n\` ${from(undated)}) - (${marked}) as n limit ?`, params))[0]?.n ?? 0);
};

/** KnexVendorRepository.listPublic (sort by reviews): the page and its total, then photos and tags. */
const listPublic = async (c: ListCriteria) => {
  const f = blockFiltered(c);
  const featuredBlock = c.block === 'featured';
  const limitN = featuredBlock ? FEATURED_PER_PAGE : PAGE_SIZE;
  const offset = featuredBlock ? 0 : (c.page - 1) * PAGE_SIZE;
  const limit = offset ? 'limit ? offset ?' : 'limit ?';
  const limits = offset ? [limitN, offset] : [limitN];
  const order = featuredBlock ? 'order by `v`.`rotation_key` asc, `v`.`id` asc' : ORDER;
  const pageSql = `${SUMMARY} ${from(f, ' left join `categories` as `c` on `c`.`id` = `v`.`category_id`')} ${order} ${limit}`;
  const params = args(f);
  let rows: Row[];
  let total: number;
  if (featuredBlock) {
    rows = await db.all(pageSql, [...params, ...limits]);
    total = rows.length;
  } else if (c.search) {
    rows = await db.all(pageSql.replace(' from `vendors` as `v`', ', COUNT(*) OVER () AS total_matches from `vendors` as `v`'), [...params, ...limits]);
    total = rows.length ? Number(rows[0]!.total_matches) : c.page > 1 ? await countOf(c) : 0;
  } else {
    [rows, total] = await Promise.all([db.all(pageSql, [...params, ...limits]), countOf(c)]);
  }
  const ids = rows.map((r) => r.id as string);
  const [images, tags] = ids.length
    ? await Promise.all([
        db.all(
          `select * from \`vendor_images\` where \`vendor_id\` in ${IN(ids.length)} and (\`is_primary\` = ? or sort_order = (SELECT MIN(vi2.sort_order) FROM vendor_images vi2 WHERE vi2.vendor_id = vendor_images.vendor_id)) order by \`vendor_id\` asc, \`sort_order\` asc, \`id\` asc`,
          [...ids, true],
        ),
        db.all(`select \`vt\`.\`vendor_id\`, \`t\`.\`id\`, \`t\`.\`name\` from \`vendor_tags\` as \`vt\` inner join \`tags\` as \`t\` on \`t\`.\`id\` = \`vt\`.\`tag_id\` where \`vt\`.\`vendor_id\` in ${IN(ids.length)} order by \`vt\`.\`vendor_id\` asc, \`t\`.\`name\` asc`, ids),
      ])
    : [[], []];
  return { vendors: rows, total, images, tags };
};

/**
 * ListFilterVendors: category (held), filter (held), then the filter's vendors as cards with the kept total
 * (ADR 20); the category's kept count read after.
 */
const heldFilters = new Map<string, Row>();
const filterPage = async (categorySlug: string, filterSlug: string, page: number) => {
  const c = await categoryRow(categorySlug);
  if (!c) return null;
  const key = `${String(c.id)}|${filterSlug}`;
  let f = heldFilters.get(key);
  if (!f) {
    [f] = await db.all('select `f`.*, `c`.`name` as `category_name`, `c`.`slug` as `category_slug` from `seo_filters` as `f` left join `categories` as `c` on `c`.`id` = `f`.`category_id` where `f`.`category_id` = ? and `f`.`slug` = ? limit ?', [c.id as string, filterSlug, 1]);
    if (f) heldFilters.set(key, f);
  }
  if (!f || !Number(f.is_active)) return null;
  const { categoryTotal, ...cards } = await landingCards(c.id as string, f.id as string, page);
  const vendorCount = categoryTotal ?? (await category(String(c.id)))?.vendor_count ?? 0;
  return { category: { ...c, vendor_count: vendorCount }, filter: { ...f, vendor_count: cards.total } as Row, ...cards };
};

/** KnexVendorRepository: one read of the row's stored card and details (ADR 23). */
const vendor = async (slug: string) => {
  const [v] = await db.all('select `v`.`card`, `v`.`details`, `v`.`is_active` from `vendors` as `v` where `v`.`slug` = ? or `v`.`id` = ? limit ?', [slug, slug, 1]);
  if (!v) return null;
  return Number(v.is_active) ? { vendor: { card: v.card, details: v.details } } : null;
};

/** KnexVendorRepository.findCoreBySlugOrId: the listing's core facts in one read (inquiries), active or not. */
const vendorCore = async (slugOrId: string) => {
  const [v] = await db.all(
    'select `v`.`id`, `v`.`name`, `v`.`slug`, `v`.`is_active`, `v`.`owner_user_id`, `v`.`starting_price`, `v`.`capacity`, `c`.`id` as `category_id`, `c`.`name` as `category_name`, `c`.`slug` as `category_slug` from `vendors` as `v` inner join `categories` as `c` on `c`.`id` = `v`.`category_id` where `v`.`slug` = ? or `v`.`id` = ? limit ?',
    [slugOrId, slugOrId, 1],
  );
  return v ?? null;
};

/** KnexVendorRepository.activeSlugCursors. */
const sitemapCursors = async () => {
  const cursors: Array<string | null> = [null];
  for (let after: string | null = null; ; ) {
    const rows: Row[] =
      after === null
        ? await db.all('select `slug` from `vendors` where `is_active` = ? order by `slug` asc limit ? offset ?', [true, 2, VENDORS_PER_SITEMAP - 1])
        : await db.all('select `slug` from `vendors` where `is_active` = ? and `slug` > ? order by `slug` asc limit ? offset ?', [true, after, 2, VENDORS_PER_SITEMAP - 1]);
    if (rows.length < 2) return cursors;
    after = String(rows[0]!.slug);
    cursors.push(after);
  }
};

/** KnexVendorRepository.listActiveSlugs. */
const sitemapVendors = (after: string | null) =>
  after === null
    ? db.all('select `slug`, `updated_at` from `vendors` where `is_active` = ? order by `slug` asc limit ?', [true, VENDORS_PER_SITEMAP])
    : db.all('select `slug`, `updated_at` from `vendors` where `is_active` = ? and `slug` > ? order by `slug` asc limit ?', [true, after, VENDORS_PER_SITEMAP]);

const isoDay = (d: unknown) => (d instanceof Date ? d : new Date(Number.isFinite(Number(d)) ? Number(d) : String(d))).toISOString().slice(0, 10);

/** In-memory rate limits (fixed windows), as the embedded API keeps them: the contact form's 10 per address per 15 minutes by default. */
const hits = new Map<string, { count: number; resetAt: number }>();
const allowed = (key: string, limit = 10, windowMs = 15 * 60_000) => {
  const now = Date.now();
  let w = hits.get(key);
  if (!w || w.resetAt <= now) hits.set(key, (w = { count: 0, resetAt: now + windowMs }));
  return ++w.count <= limit;
};

/** SubmitContactMessage: the message and the admin's notification in one transaction. */
const contact = async (body: Record<string, string>, ip: string) => {
  if (!allowed(`contact:ip:${ip}`)) return 429;
  if (!body.name || !body.email || !body.subject || !body.message) return 400;
  const now = new Date();
  const id = ulid();
  await db.transaction([
    [
      'insert into `contact_messages` (`business_name`, `created_at`, `email`, `id`, `message`, `name`, `notes`, `phone`, `status`, `subject`, `type`, `updated_at`, `vendor_id`) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [body.businessName ?? null, now, body.email.toLowerCase(), id, body.message, body.name, null, body.phone ?? null, 'new', body.subject, body.type ?? 'GENERAL_INQUIRY', now, null],
    ],
    [
      'insert into `outbox` (`attempts`, `available_at`, `created_at`, `dispatched_at`, `id`, `last_error`, `payload`, `topic`) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [0, now, now, null, ulid(), null, JSON.stringify({ template: 'contact-admin-notification', to: 'admin@example.com', data: { name: body.name, email: body.email, subject: body.subject }, idempotencyKey: `contact-admin:${id}` }), 'email.send'],
    ],
  ]);
  return 201;
};

/** A stored time in ms: a Date from mysql2, epoch ms or an ISO string from better-sqlite3. */
const ms = (d: unknown) => (d instanceof Date ? d.getTime() : Number.isFinite(Number(d)) ? Number(d) : Date.parse(String(d)));
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * SubmitInquiry, a first inquiry from an email (no remembered browser): the vendor, the per-address (20 an
 * hour) and per-email (30 a day) limits, then the inquiry, its first message and the confirmation email in
 * one transaction.
 */
const submitInquiry = async (vendorId: string, body: Record<string, unknown>, ip: string) => {
  const core = await vendorCore(vendorId);
  if (!core || !Number(core.is_active)) return 404;
  const v = { vendor: core };
  const email = String(body.email).toLowerCase();
  if (!allowed(`inquiry:ip:${ip}`, 20, 60 * 60_000) || !allowed(`inquiry:email:${email}`, 30, 24 * 60 * 60_000)) return 429;
  const now = new Date();
  const id = ulid();
  const token = randomBytes(32).toString('base64url');
  const date = body.dateUndecided ? null : (body.weddingDate as string);
  await db.transaction([
    [
      'insert into `inquiries` (`budget`, `close_reason`, `closed_at`, `confirm_expires_at`, `confirm_token_hash`, `confirmed_at`, `couple_name`, `created_at`, `date_undecided`, `delivered_at`, `email`, `first_replied_at`, `guest_count`, `hold_reasons`, `id`, `last_message_at`, `last_message_by`, `phone`, `reminder_sent_at`, `state`, `status`, `updated_at`, `vendor_id`, `vendor_read_at`, `vendor_unread`, `wedding_date`) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [String(body.budget), null, null, new Date(now.getTime() + 7 * 86_400_000), sha256(token), null, String(body.name), now, Boolean(body.dateUndecided), null, email, null, Number(body.guestCount), null, id, now, 'couple', (body.phone as string) || null, null, 'pending_confirmation', 'new', now, v.vendor.id as string, null, true, date],
    ],
    ['insert into `inquiry_messages` (`author`, `body`, `created_at`, `id`, `inquiry_id`) values (?, ?, ?, ?, ?)', ['couple', String(body.message), now, ulid(), id]],
    [
      'insert into `outbox` (`attempts`, `available_at`, `created_at`, `dispatched_at`, `id`, `last_error`, `payload`, `topic`) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        0,
        now,
        now,
        null,
        ulid(),
        null,
        JSON.stringify({ template: 'inquiry-confirm', to: email, data: { vendorName: v.vendor.name, coupleName: body.name, link: `${baseUrl}/inquiries/confirm/${token}`, expiresInDays: 7 }, idempotencyKey: `inquiry-confirm:${id}` }),
        'email.send',
      ],
    ],
  ]);
  return 201;
};

/** Authenticate: the session by its token's hash, then its user (touched every 5 minutes, as the API does). */
const signedIn = async (authorization: string | undefined): Promise<Row | null> => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const [session] = await db.all('select * from `sessions` where `token_hash` = ? limit ?', [sha256(token), 1]);
  if (!session || session.revoked_at || ms(session.expires_at) <= Date.now()) return null;
  const [user] = await db.all('select * from `users` where `id` = ? limit ?', [session.user_id as string, 1]);
  if (!user || !Number(user.is_active)) return null;
  if (Date.now() - ms(session.last_seen_at) > 5 * 60_000) await db.run('update `sessions` set `last_seen_at` = ? where `id` = ?', [new Date(), session.id as string]);
  return user;
};

/**
 * ListInbox, page 1 of every status: the owner's listing, then at once the page (its rows and total, then
 * each row's first message) and the summary (unread, counts by status, the last 90 days' reply-time pairs).
 */
const inbox = async (vendorId: string, user: Row, page: number) => {
  const core = await vendorCore(vendorId);
  if (!core) return null;
  const v = { vendor: core };
  if (user.vendor_id !== v.vendor.id && v.vendor.owner_user_id !== user.id) return 403;
  const id = v.vendor.id as string;
  const limit = 20;
  const offset = (page - 1) * limit;
  const pageOf = async () => {
    const [rows, [total]] = await Promise.all([
      db.all(`select * from \`inquiries\` where \`vendor_id\` = ? and \`state\` = ? order by \`delivered_at\` desc, \`id\` desc ${offset ? 'limit ? offset ?' : 'limit ?'}`, [id, 'delivered', limit, ...(offset ? [offset] : [])]),
      db.all('select count(*) as `n` from `inquiries` where `vendor_id` = ? and `state` = ? limit ?', [id, 'delivered', 1]),
    ]);
    const ids = rows.map((r) => r.id as string);
    const messages = ids.length
      ? await db.all(
          `select \`m\`.\`inquiry_id\`, \`m\`.\`body\` from \`inquiry_messages\` as \`m\` where \`m\`.\`inquiry_id\` in ${IN(ids.length)} and m.id = (SELECT m2.id FROM inquiry_messages m2 WHERE m2.inquiry_id = m.inquiry_id ORDER BY m2.created_at, m2.id LIMIT 1)`,
          ids,
        )
      : [];
    return { rows, total: total?.n, messages };
  };
  const [p, [unread], counts, pairs] = await Promise.all([
    pageOf(),
    db.all('select count(*) as `n` from `inquiries` where `vendor_id` = ? and `state` = ? and `vendor_unread` = ? limit ?', [id, 'delivered', true, 1]),
    db.all('select `status`, count(*) as `n` from `inquiries` where `vendor_id` = ? and `state` = ? group by `status`', [id, 'delivered']),
    db.all('select `delivered_at`, `first_replied_at` from `inquiries` where `vendor_id` = ? and `state` in (?, ?) and `delivered_at` >= ?', [id, 'delivered', 'deleted', new Date(Date.now() - 90 * 86_400_000)]),
  ]);
  return { inquiries: p.rows, messages: p.messages, total: p.total, unread: unread?.n, counts, pairs };
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const xml = (res: http.ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
  res.end(body);
};

const route = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  const u = new URL(req.url!, 'http://floor');
  const q = u.searchParams;
  const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
  const parts = u.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (u.pathname === '/ready') {
    await db.all('select 1 as ok');
    return json(res, 200, { ready: true });
  }
  if (req.method === 'POST' && u.pathname === '/api/contact/submit') {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const ip = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress).split(',')[0]!.trim();
    const status = await contact(JSON.parse(raw) as Record<string, string>, ip);
    return json(res, status, { success: status === 201 });
  }
  if (parts[0] === 'api' && parts[1] === 'vendors' && parts[3] === 'inquiries' && parts.length === 4) {
    if (req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const ip = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress).split(',').at(-1)!.trim();
      const status = await submitInquiry(parts[2]!, JSON.parse(raw) as Record<string, unknown>, ip);
      return json(res, status, { success: status === 201 });
    }
    const user = await signedIn(req.headers.authorization);
    if (!user) return json(res, 401, { success: false });
    const r = await inbox(parts[2]!, user, page);
    return r === null ? json(res, 404, { success: false }) : r === 403 ? json(res, 403, { success: false }) : json(res, 200, r);
  }
  if (u.pathname === '/api/vendors') {
    let categoryId: string | undefined;
    if (q.get('category')) {
      const c = await categoryRow(q.get('category')!);
      if (!c) return json(res, 400, { success: false });
      categoryId = c.id as string;
    }
    const facts = {
      ...(q.get('date') ? { date: q.get('date')! } : {}),
      ...(q.get('guests') ? { guests: Number(q.get('guests')) } : {}),
      ...(q.get('maxPrice') ? { maxPrice: Number(q.get('maxPrice')) } : {}),
    };
    const block = q.get('block') === 'featured' || q.get('block') === 'others' ? { block: q.get('block') as 'featured' | 'others' } : {};
    // A plain page in the published order: the card read model's one statement (ADR 23).
    if (!Object.keys(facts).length && !Object.keys(block).length && !q.get('search') && !q.get('location')) return json(res, 200, await cardPage(categoryId, page));
    // A search with at most a category: the full-text engine's statement, then the page's cards (ADR 38).
    if (!Object.keys(facts).length && !Object.keys(block).length && q.get('search') && !q.get('location')) return json(res, 200, await searchCards(q.get('search')!, categoryId, page));
    return json(res, 200, await listPublic({ page, ...(categoryId ? { categoryId } : {}), ...(q.get('search') ? { search: q.get('search')! } : {}), ...facts, ...block }));
  }
  if (parts[0] === 'api' && parts[1] === 'vendors' && parts[2] === 'category' && parts.length === 5) {
    const r = await filterPage(parts[3]!, parts[4]!, page);
    return r ? json(res, 200, r) : json(res, 404, { success: false });
  }
  if (parts[0] === 'api' && parts[1] === 'vendors' && parts.length === 3) {
    const r = await vendor(parts[2]!);
    return r ? json(res, 200, r) : json(res, 404, { success: false });
  }
  if (u.pathname === '/sitemap.xml') {
    const locs = (await sitemapCursors()).map((a) => `${baseUrl}/sitemap-vendors.xml${a === null ? '' : `?after=${encodeURIComponent(a)}`}`);
    return xml(res, `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${baseUrl}/sitemap-pages.xml</loc></sitemap>\n${locs.map((l) => `  <sitemap><loc>${l}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`);
  }
  if (u.pathname === '/sitemap-vendors.xml') {
    const rows = await sitemapVendors(q.get('after'));
    return xml(res, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.map((r) => `  <url><loc>${baseUrl}/vendors/${r.slug}</loc><lastmod>${isoDay(r.updated_at)}</lastmod><priority>0.6</priority></url>`).join('\n')}\n</urlset>\n`);
  }
  if (parts.length === 2 && req.method === 'GET') {
    // A filter landing page: the same reads as its API, and the head a crawler needs.
    const r = await filterPage(parts[0]!, parts[1]!, 1);
    if (!r) return json(res, 404, { success: false });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const cards = r.vendors.map((card) => JSON.parse(String(card)) as { slug: string; name: string });
    const ld = { '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: cards.map((v, i) => ({ '@type': 'ListItem', position: i + 1, url: `${baseUrl}/vendors/${v.slug}`, name: v.name })) };
    return res.end(`<!doctype html><html><head><title>${r.filter.seo_title}</title><meta name="description" content="${r.filter.seo_description}" /><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><div id="root"></div></body></html>`);
  }
  json(res, 404, { success: false });
};

const server = http.createServer((req, res) => {
  route(req, res).catch((e: unknown) => {
    console.error(e);
    if (!res.headersSent) json(res, 500, { success: false });
    else res.end();
  });
});
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('floor ready\n'));
