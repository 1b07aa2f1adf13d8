import type { Knex } from 'knex';
import { offsetOf, type Page } from '../../../../domain/shared/pagination.ts';
import type { AdminVendorCriteria, AdminVendorRow, NamedFilters } from '../../../../application/ports/admin-repositories.ts';
import { isTier } from '../../../../domain/subscriptions/tiers.ts';
import { dialectOf } from '../connection.ts';
import { TABLE as LISTING_COUNTS, type ScopeKey } from '../listing-counts.ts';
import { dateOrNull, num } from '../rows.ts';
import { cardsOf, filtersOf } from '../vendor-cards.ts';

type Row = Record<string, unknown>;

/** A kept total as a sum of kept counts (listing_counts, ADR 20): `sign` 1 or -1. */
type KeptTerm = ScopeKey & { sign: 1 | -1 };

/**
 * The admin vendor table (issue 19, docs/adr/0026-admin-vendor-table.md): active or not, searched by name,
 * email or description (a plain LIKE: admins look for fragments such as part of an email address), newest
 * first (created_at, id), with contact, tier and owner. Every page is read in the order of an index and stops
 * after its rows:
 * - narrowed by a service filter (a key and a value that name one filter, as the table's selects send them;
 *   the use case finds the filters they name): from that filter's links, newest first by `vendor_filters_admin_created_idx` (the links carry their
 *   vendor's created_at and is_active, filter-link-order.ts), each joined to its vendor by primary key;
 *   other filters are probes of the vendor's links by primary key;
 * - else from the vendors index of migration 019 or 023 that starts with what narrows it (category, status,
 *   featured), named to MariaDB's planner as the public list does (ADR 23: index dives into the 16 vendor
 *   indexes cost more than the read).
 * Its total is a kept count (every vendor, a category, active or not, a filter's active vendors of its
 * category) read as a column of the page's statement, else counted through the same index.
 * Its rows are the domain's: the page's vendors' cards and filters (vendor-cards.ts), with the plan and the owner joined.
 */
export const listAdminVendors = async (knex: Knex, c: AdminVendorCriteria): Promise<Page<AdminVendorRow>> => {
  const mysql = dialectOf(knex) === 'mysql';
  const named = c.filters;
  // A select that names no filter: no vendor carries it (the use case answers that itself).
  if (named.some((n) => !n.ids.length)) return { items: [], page: c.page, limit: c.limit, total: 0 };
  const driver = named.findIndex((n) => n.ids.length === 1);
  const viaLinks = driver >= 0 ? named[driver]!.ids[0]! : undefined;

  const base = (): Knex.QueryBuilder => {
    let q: Knex.QueryBuilder;
    if (viaLinks !== undefined) {
      q = knex
        .from(knex.raw(mysql ? '`vendor_filters` as `vf` FORCE INDEX (`vendor_filters_admin_created_idx`)' : '`vendor_filters` as `vf` INDEXED BY `vendor_filters_admin_created_idx`'))
        // The links drive: STRAIGHT_JOIN keeps MariaDB from starting at the category's vendors.
        .joinRaw(mysql ? 'STRAIGHT_JOIN `vendors` as `v` ON `v`.`id` = `vf`.`vendor_id`' : 'JOIN `vendors` as `v` ON `v`.`id` = `vf`.`vendor_id`')
        .where('vf.filter_id', viaLinks);
      if (c.isActive !== undefined) q.where('vf.is_active', c.isActive);
    } else {
      const index = mysql && !c.search && !named.length ? vendorIndexOf(c) : null;
      q = index ? knex.from(knex.raw(`\`vendors\` as \`v\` USE INDEX (\`${index}\`)`)) : knex('vendors as v');
      if (c.isActive !== undefined) q.where('v.is_active', c.isActive);
    }
    if (c.isFeatured !== undefined) q.where('v.is_featured', c.isFeatured);
    if (c.categoryId) q.where('v.category_id', c.categoryId);
    if (c.search) {
      const like = `%${c.search.replace(/[\\%_]/g, ' ').trim()}%`;
      q.where((w) => w.where('v.name', 'like', like).orWhere('v.email', 'like', like).orWhere('v.description_text', 'like', like));
    }
    named.forEach((n, i) => {
      if (i === driver) return;
      // One probe of the vendor's links by primary key (vendor_id, filter_id) per filter it names.
      q.whereExists((sub) => sub.select(knex.raw('1')).from(`vendor_filters as vf${i}`).whereRaw(`vf${i}.vendor_id = v.id`).whereIn(`vf${i}.filter_id`, n.ids));
    });
    return q;
  };

  const kept = keptTermsOf(c, named);
  const page = base()
    .leftJoin('subscriptions as s', 's.vendor_id', 'v.id')
    .leftJoin('users as u', 'u.id', 'v.owner_user_id')
    .select('v.id', 'v.email', 'v.phone', 'v.website', 's.tier as sub_tier', 's.status as sub_status', 's.cancel_at as sub_cancel_at', 's.trial_ends_at as sub_trial_ends_at', 'u.email as owner_email')
    .orderBy(
      viaLinks !== undefined
        ? [{ column: 'vf.created_at', order: 'desc' }, { column: 'vf.vendor_id', order: 'desc' }]
        : [{ column: 'v.created_at', order: 'desc' }, { column: 'v.id', order: 'desc' }],
    )
    .limit(c.limit)
    .offset(offsetOf(c.page, c.limit));
  let rows: Row[];
  let total: number;
  if (kept) {
    // The kept total comes with the page; a page past the end (no rows) reads it alone.
    rows = (await page.select(keptColumn(knex, kept))) as Row[];
    total = rows.length ? num(rows[0]!.kept_total) : await keptTotal(knex, kept);
  } else {
    const counted = async () => num(((await base().count({ n: '*' })) as Row[])[0]?.n);
    [rows, total] = await Promise.all([page as Promise<Row[]>, counted()]);
  }
  const ids = rows.map((r) => String(r.id));
  const [cards, filters] = await Promise.all([cardsOf(knex, ids), filtersOf(knex, ids)]);
  const items = rows.map((r) => ({
    ...cards.get(String(r.id))!,
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    website: (r.website as string | null) ?? null,
    ...joinedOf(r),
    filters: filters.get(String(r.id)) ?? [],
  }));
  return { items, page: c.page, limit: c.limit, total };
};

/** What the page's joins say of a row: its running plan and its owner. */
const joinedOf = (r: Row) => {
  const tier = String(r.sub_tier ?? 'free');
  const paid = r.sub_status === 'trialing' || r.sub_status === 'active' || r.sub_status === 'past_due';
  return {
    subscriptionTier: paid && isTier(tier) ? tier : 'free',
    planCancelAt: paid ? dateOrNull(r.sub_cancel_at) : null,
    ownerEmail: (r.owner_email as string | null) ?? null,
    // The billing status column (issue 37 §7): the plan's state as stored, and its trial's end while it runs.
    planStatus: planStatusOf(r.sub_status),
    trialEndsAt: r.sub_status === 'trialing' ? dateOrNull(r.sub_trial_ends_at) : null,
  } as const;
};

const planStatusOf = (status: unknown): AdminVendorRow['planStatus'] =>
  status === 'trialing' || status === 'active' || status === 'past_due' || status === 'cancelled' ? status : 'none';

/**
 * MySQL: the vendors index that holds the page's order for these criteria (no search, no filter), named to
 * the planner. Migration 019: every vendor, by status, by category and status, by featured; migration 023: by
 * category, of any status.
 */
const vendorIndexOf = (c: AdminVendorCriteria): string => {
  if (c.categoryId) return c.isActive !== undefined ? 'vendors_admin_category_created_idx' : 'vendors_admin_category_any_created_idx';
  if (c.isFeatured !== undefined) return 'vendors_admin_featured_created_idx';
  return c.isActive !== undefined ? 'vendors_admin_active_created_idx' : 'vendors_admin_created_idx';
};

/**
 * The kept counts (ADR 20) whose sum is the table's total, or null when it must be counted: every vendor or
 * a category's (active or not: `any`, `any_category`), the active ones (`all`, `category`), the inactive ones
 * (the difference), and the active vendors of a category with one of its filters (`filter`: that filter's
 * kept count, when the key and value name that one filter and it is of that category).
 */
const keptTermsOf = (c: AdminVendorCriteria, named: NamedFilters[]): KeptTerm[] | null => {
  if (c.search || c.isFeatured !== undefined) return null;
  if (named.length) {
    if (named.length > 1 || c.isActive !== true || !c.categoryId) return null;
    const [only] = named as [NamedFilters];
    if (only.ids.length !== 1 || only.categoryIds[0] !== c.categoryId) return null;
    return [{ scope: 'filter', key: only.ids[0]!, sign: 1 }];
  }
  const anyVendor: KeptTerm = c.categoryId ? { scope: 'any_category', key: c.categoryId, sign: 1 } : { scope: 'any', key: '', sign: 1 };
  const active: KeptTerm = c.categoryId ? { scope: 'category', key: c.categoryId, sign: 1 } : { scope: 'all', key: '', sign: 1 };
  if (c.isActive === undefined) return [anyVendor];
  if (c.isActive) return [active];
  return [anyVendor, { ...active, sign: -1 }];
};

/** The kept total as a column of the page's statement (`kept_total`): one primary-key read per term. */
const keptColumn = (knex: Knex, terms: KeptTerm[]): Knex.Raw =>
  knex.raw(
    `${terms.map((t) => `${t.sign < 0 ? '- ' : ''}COALESCE((SELECT lc.vendor_count FROM ${LISTING_COUNTS} lc WHERE lc.scope = ? AND lc.scope_key = ?), 0)`).join(' ')} AS kept_total`,
    terms.flatMap((t) => [t.scope, t.key]),
  );

/** The kept total read alone (a page past the end). */
const keptTotal = async (knex: Knex, terms: KeptTerm[]): Promise<number> => {
  const rows = (await knex(LISTING_COUNTS)
    .where((w) => {
      for (const t of terms) w.orWhere((x) => x.where({ scope: t.scope, scope_key: t.key }));
    })
    .select('scope', 'scope_key', 'vendor_count')) as Row[];
  return terms.reduce((sum, t) => sum + t.sign * num(rows.find((r) => r.scope === t.scope && String(r.scope_key) === t.key)?.vendor_count), 0);
};
