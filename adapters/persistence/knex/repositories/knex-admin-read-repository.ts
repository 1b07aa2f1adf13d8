import type { Knex } from 'knex';
import type { ApplicationStatus } from '../../../../domain/applications/application.ts';
import type { ContactStatus, ContactType } from '../../../../domain/contact/contact-message.ts';
import type { Page } from '../../../../domain/shared/pagination.ts';
import { TIERS } from '../../../../domain/subscriptions/tiers.ts';
import type {
  AdminContactMessage,
  AdminReadRepository,
  AdminReview,
  AdminStats,
  AdminUpgradeRequest,
  AdminVendorCriteria,
  AdminVendorRow,
  ModeratedApplication,
  VendorAdminFacts,
} from '../../../../application/ports/admin-repositories.ts';
import type { PlanCancellation, PlanChangeEntry, UpgradeRequest } from '../../../../application/ports/subscription-repository.ts';
import { PLAN_CHANGE_KINDS } from '../../../../domain/billing/plan-changes-api.ts';
import { allOf, date, dateOrNull, firstOf, newestFirst, num, pageOf, strOrNull, type Row } from '../rows.ts';
import { CARD_COLUMNS, toApplication } from './knex-application-repository.ts';
import { toMessage } from './knex-contact-message-repository.ts';
import { toReview } from './knex-review-repository.ts';
import { reviewPhotosOf } from './knex-review-photo-repository.ts';
import { factsOf, listAdminVendors, runningTier, withFacts } from './knex-admin-vendor-table.ts';
import { requestOf } from './knex-subscription-repository.ts';
import { readRevenue } from './knex-admin-revenue.ts';

/** The joined vendor's id, name and slug, which vendorRef reads. */
const VENDOR_REF = ['v.id as v_id', 'v.name as v_name', 'v.slug as v_slug'];
const vendorRef = (r: Row) => (r.v_id ? { id: String(r.v_id), name: String(r.v_name), slug: String(r.v_slug) } : null);

/** The admin area's reads: one query per count group, lists newest first. */
export class KnexAdminReadRepository implements AdminReadRepository {
  constructor(private readonly knex: Knex) {}

  async stats(): Promise<AdminStats> {
    const sum = (expr: string) => this.knex.raw(`COALESCE(SUM(CASE WHEN ${expr} THEN 1 ELSE 0 END), 0)`);
    const [v, a, r, u, m] = (await Promise.all([
      this.knex('vendors').first({ total: this.knex.raw('COUNT(*)'), active: sum('is_active = 1'), featured: sum('is_featured = 1'), verified: sum('is_verified = 1') }),
      this.knex('applications').first({ total: this.knex.raw('COUNT(*)'), pending: sum("status = 'pending'") }),
      this.knex('reviews').first({ total: this.knex.raw('COUNT(*)'), published: sum('is_published = 1') }),
      this.knex('upgrade_requests').where({ status: 'pending' }).first({ pending: this.knex.raw('COUNT(*)') }),
      this.knex('contact_messages').first({ fresh: sum("status = 'new'"), claims: sum("type = 'CLAIM_REQUEST' AND status IN ('new', 'in_progress')") }),
    ])) as Row[];
    const vendors = { total: num(v?.total), active: num(v?.active), featured: num(v?.featured), verified: num(v?.verified) };
    const applications = { total: num(a?.total), pending: num(a?.pending) };
    const reviews = { total: num(r?.total), published: num(r?.published) };
    return {
      vendors: { ...vendors, inactive: vendors.total - vendors.active },
      applications: { ...applications, processed: applications.total - applications.pending },
      reviews: { ...reviews, unpublished: reviews.total - reviews.published },
      upgradeRequests: { pending: num(u?.pending) },
      contactMessages: { new: num(m?.fresh), claimsOpen: num(m?.claims) },
    };
  }

  private applications() {
    return this.knex('applications as a')
      .leftJoin('payment_methods as pm', 'pm.id', 'a.payment_method_id')
      .leftJoin('categories as c', 'c.id', 'a.category_id')
      .leftJoin('vendors as v', 'v.id', 'a.vendor_id')
      .select('a.*', ...CARD_COLUMNS, 'c.name as c_name', 'c.slug as c_slug', 'v.slug as v_slug');
  }

  private toModerated = (r: Row): ModeratedApplication => ({
    ...toApplication(r),
    category: r.c_slug ? { id: String(r.category_id), name: String(r.c_name), slug: String(r.c_slug) } : null,
    vendorSlug: strOrNull(r.v_slug),
    processedAt: dateOrNull(r.processed_at),
  });

  /** The names of the styles the applicants picked (issue 36): one read for a page of applications. */
  private async withFilterNames(apps: ModeratedApplication[]): Promise<ModeratedApplication[]> {
    const ids = [...new Set(apps.flatMap((a) => a.filterIds ?? []))];
    const rows = ids.length ? ((await this.knex('seo_filters').whereIn('id', ids).orderBy([{ column: 'sort_order' }, { column: 'name' }]).select('id', 'name')) as Row[]) : [];
    return apps.map((a) => {
      const picked = new Set(a.filterIds ?? []);
      return { ...a, filters: rows.filter((r) => picked.has(String(r.id))).map((r) => ({ id: String(r.id), name: String(r.name) })) };
    });
  }

  async listApplications(status: ApplicationStatus | undefined, page: number, limit: number): Promise<Page<ModeratedApplication>> {
    const where = (q: Knex.QueryBuilder) => (status ? q.where('a.status', status) : q);
    const listed = await pageOf(where(this.knex('applications as a')), where(this.applications()).orderBy(newestFirst('a.created_at', 'a.id')), this.toModerated, page, limit);
    return { ...listed, items: await this.withFilterNames(listed.items) };
  }

  async listVendors(criteria: AdminVendorCriteria): Promise<Page<AdminVendorRow>> {
    return listAdminVendors(this.knex, criteria);
  }

  async vendorFacts(vendorId: string): Promise<VendorAdminFacts | null> {
    return firstOf(withFacts(this.knex('vendors as v').where('v.id', vendorId)), factsOf);
  }

  private reviews() {
    return this.knex('reviews as r').join('vendors as v', 'v.id', 'r.vendor_id').select('r.*', ...VENDOR_REF);
  }

  private toAdminReview = (r: Row): AdminReview => ({ ...toReview(r), vendor: vendorRef(r)!, photos: [] });

  /** The reviews with their photos (issue 40 §3), which the admin moderates with them. */
  private async withPhotos(reviews: AdminReview[]): Promise<AdminReview[]> {
    const photos = await reviewPhotosOf(this.knex, reviews.map((r) => r.id));
    return reviews.map((r) => ({ ...r, photos: photos.filter((p) => p.reviewId === r.id) }));
  }

  async listReviews(published: boolean | undefined, page: number, limit: number): Promise<Page<AdminReview>> {
    const where = (q: Knex.QueryBuilder) => (published === undefined ? q : q.where('r.is_published', published));
    const found = await pageOf(where(this.knex('reviews as r')), where(this.reviews()).orderBy(newestFirst('r.created_at', 'r.id')), this.toAdminReview, page, limit);
    return { ...found, items: await this.withPhotos(found.items) };
  }

  async findReview(id: string): Promise<AdminReview | null> {
    const review = await firstOf(this.reviews().where('r.id', id), this.toAdminReview);
    return review ? ((await this.withPhotos([review]))[0] ?? null) : null;
  }

  private messages() {
    return this.knex('contact_messages as m').leftJoin('vendors as v', 'v.id', 'm.vendor_id').select('m.*', ...VENDOR_REF);
  }

  private toAdminMessage = (r: Row): AdminContactMessage => ({ ...toMessage(r), vendor: vendorRef(r) });

  async listContactMessages(c: { status?: ContactStatus; type?: ContactType; page: number; limit: number }): Promise<Page<AdminContactMessage>> {
    const where = (q: Knex.QueryBuilder) => {
      if (c.status) q.where('m.status', c.status);
      if (c.type) q.where('m.type', c.type);
      return q;
    };
    return pageOf(where(this.knex('contact_messages as m')), where(this.messages()).orderBy(newestFirst('m.created_at', 'm.id')), this.toAdminMessage, c.page, c.limit);
  }

  async findContactMessage(id: string): Promise<AdminContactMessage | null> {
    return firstOf(this.messages().where('m.id', id), this.toAdminMessage);
  }

  async listUpgradeRequests(status: UpgradeRequest['status'] | undefined): Promise<AdminUpgradeRequest[]> {
    const q = this.knex('upgrade_requests as q')
      .leftJoin('vendors as v', 'v.id', 'q.vendor_id')
      .leftJoin('subscriptions as s', 's.vendor_id', 'q.vendor_id')
      .leftJoin('payment_methods as pm', 'pm.id', 'q.payment_method_id')
      .select('q.*', ...VENDOR_REF, 's.tier as s_tier', 's.status as s_status', 'pm.brand as pm_brand', 'pm.last4 as pm_last4')
      .orderBy(newestFirst('q.created_at', 'q.id'))
      .limit(500);
    if (status) q.where('q.status', status);
    return allOf(q, (r) => ({
      ...requestOf(r),
      vendor: vendorRef(r),
      currentTier: runningTier(r.s_tier, r.s_status),
      card: r.pm_last4 ? { brand: String(r.pm_brand), last4: String(r.pm_last4) } : null,
    }));
  }

  /** The latest rows of a plan history table (as `c`) with their vendor, newest first by `time`. */
  private recent(table: string, time: string, limit: number, columns: string[]) {
    const rows = this.knex(`${table} as c`).join('vendors as v', 'v.id', 'c.vendor_id').select(...columns, ...VENDOR_REF);
    return rows.orderBy(newestFirst(time, 'c.id')).limit(limit);
  }

  async listRecentCancellations(limit: number): Promise<PlanCancellation[]> {
    return allOf(this.recent('plan_cancellations', 'c.cancelled_at', limit, ['c.id', 'c.tier', 'c.cancelled_at', 'c.ends_at']), (r) => ({
      id: String(r.id),
      vendor: vendorRef(r)!,
      tier: r.tier === 'premier' ? 'premier' : 'featured',
      cancelledAt: date(r.cancelled_at),
      endsAt: date(r.ends_at),
    }));
  }

  async listRecentPlanChanges(limit: number): Promise<PlanChangeEntry[]> {
    const columns = ['c.id', 'c.kind', 'c.from_tier', 'c.to_tier', 'c.changed_at', 'c.effective_at'];
    return allOf(this.recent('plan_changes', 'c.changed_at', limit, columns), (r) => ({
      id: String(r.id),
      vendor: vendorRef(r)!,
      kind: PLAN_CHANGE_KINDS.find((k) => k === r.kind) ?? 'start',
      fromTier: TIERS.find((t) => t === r.from_tier) ?? 'free',
      toTier: r.to_tier === 'premier' ? 'premier' : 'featured',
      changedAt: date(r.changed_at),
      effectiveAt: date(r.effective_at),
    }));
  }

  revenue(now: Date, months: number) {
    return readRevenue(this.knex, now, months);
  }
}
