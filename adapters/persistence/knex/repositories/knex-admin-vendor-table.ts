import type { Knex } from 'knex';
import type { Page } from '../../../../domain/shared/pagination.ts';
import type { AdminVendorCriteria, AdminVendorRow, VendorAdminFacts } from '../../../../application/ports/admin-repositories.ts';
import { TIERS, type Tier } from '../../../../domain/subscriptions/tiers.ts';
import { dateOrNull, newestFirst, pageOf, strOrNull, type Row } from '../rows.ts';
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
  const rows = withFacts(vendors()).select('v.id').orderBy(newestFirst('v.created_at', 'v.id'));
  const listed = await pageOf(vendors(), rows, (r) => r, c.page, c.limit);
  const ids = listed.items.map((r) => String(r.id));
  const [cards, filters] = await Promise.all([cardsOf(knex, ids), filtersOf(knex, ids)]);
  const items = listed.items.map((r) => ({
    ...cards.get(String(r.id))!,
    ...factsOf(r),
    // The billing status column (issue 37 §7): the plan's state as stored, and its trial's end while it runs.
    planStatus: planStatusOf(r.tier, r.status),
    trialEndsAt: r.status === 'trialing' ? dateOrNull(r.trial_ends_at) : null,
    filters: filters.get(String(r.id)) ?? [],
  }));
  return { ...listed, items };
};

/** `vendors` (a query of 'vendors as v') with the columns of its contact, plan and owner, which factsOf reads. */
export const withFacts = (vendors: Knex.QueryBuilder): Knex.QueryBuilder =>
  vendors
    .leftJoin('subscriptions as s', 's.vendor_id', 'v.id')
    .leftJoin('users as u', 'u.id', 'v.owner_user_id')
    .select('v.email', 'v.phone', 'v.website', 's.tier', 's.status', 's.cancel_at', 's.trial_ends_at', 'u.email as owner_email');

/** What the admin knows of a vendor beyond its public profile, from a row of withFacts. */
export const factsOf = (r: Row): VendorAdminFacts => {
  const subscriptionTier = runningTier(r.tier, r.status);
  return {
    email: strOrNull(r.email),
    phone: strOrNull(r.phone),
    website: strOrNull(r.website),
    subscriptionTier,
    planCancelAt: subscriptionTier === 'free' ? null : dateOrNull(r.cancel_at),
    ownerEmail: strOrNull(r.owner_email),
  };
};

/** The tier a subscription row runs: its own while trialing, active or past due, else free (the demo seed stores free rows as 'active'). */
export const runningTier = (tier: unknown, status: unknown): Tier =>
  status === 'trialing' || status === 'active' || status === 'past_due' ? (TIERS.find((t) => t === tier) ?? 'free') : 'free';

/** The plan's stored state; a free listing stored as running (the demo seed's) has no plan to show. */
const planStatusOf = (tier: unknown, status: unknown): AdminVendorRow['planStatus'] =>
  status === 'cancelled' ? status : runningTier(tier, status) === 'free' ? 'none' : (status as AdminVendorRow['planStatus']);
