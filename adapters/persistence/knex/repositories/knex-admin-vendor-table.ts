import type { Knex } from 'knex';
import type { Page } from '../../../../domain/shared/pagination.ts';
import type { AdminVendorCriteria, AdminVendorRow } from '../../../../application/ports/admin-repositories.ts';
import { isTier } from '../../../../domain/subscriptions/tiers.ts';
import { dateOrNull, pageOf, type Row } from '../rows.ts';
import { cardsOf, filtersOf } from '../vendor-cards.ts';

/**
 * The admin vendor table (issue 19, docs/adr/0026-admin-vendor-table.md): active or not, featured or not, of a
 * category, searched by name, email or description (a plain LIKE: admins look for fragments such as part of
 * an email address), with the vendor's links to the filters a select names (the use case finds them), newest
 * first (created_at, id), with contact, plan and owner. One admin reads it at a time: one plain query for the
 * page and a COUNT(*) of the same vendors, then the page's cards and filters (vendor-cards.ts).
 */
export const listAdminVendors = async (knex: Knex, c: AdminVendorCriteria): Promise<Page<AdminVendorRow>> => {
  const vendors = (): Knex.QueryBuilder => {
    const q = knex('vendors as v');
    if (c.isActive !== undefined) q.where('v.is_active', c.isActive);
    if (c.isFeatured !== undefined) q.where('v.is_featured', c.isFeatured);
    if (c.categoryId) q.where('v.category_id', c.categoryId);
    if (c.search) {
      const like = `%${c.search.replace(/[\\%_]/g, ' ').trim()}%`;
      q.where((w) => w.where('v.name', 'like', like).orWhere('v.email', 'like', like).orWhere('v.description_text', 'like', like));
    }
    for (const n of c.filters) {
      q.whereExists((sub) => sub.select(knex.raw('1')).from('vendor_filters as vf').whereRaw('vf.vendor_id = v.id').whereIn('vf.filter_id', n.ids));
    }
    return q;
  };
  const rows = vendors()
    .leftJoin('subscriptions as s', 's.vendor_id', 'v.id')
    .leftJoin('users as u', 'u.id', 'v.owner_user_id')
    .select('v.id', 'v.email', 'v.phone', 'v.website', 's.tier as sub_tier', 's.status as sub_status', 's.cancel_at as sub_cancel_at', 's.trial_ends_at as sub_trial_ends_at', 'u.email as owner_email')
    .orderBy([{ column: 'v.created_at', order: 'desc' }, { column: 'v.id', order: 'desc' }]);
  const listed = await pageOf(vendors(), rows, (r) => r, c.page, c.limit);
  const ids = listed.items.map((r) => String(r.id));
  const [cards, filters] = await Promise.all([cardsOf(knex, ids), filtersOf(knex, ids)]);
  const items = listed.items.map((r) => ({
    ...cards.get(String(r.id))!,
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    website: (r.website as string | null) ?? null,
    ...joinedOf(r),
    filters: filters.get(String(r.id)) ?? [],
  }));
  return { ...listed, items };
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
