import type { Application } from '../../domain/applications/application.ts';
import type { ContactMessage, ContactStatus, ContactType } from '../../domain/contact/contact-message.ts';
import type { VendorFilterRef, VendorSummary } from '../../domain/listings/vendor.ts';
import type { Review } from '../../domain/reviews/review.ts';
import type { ReviewPhoto } from '../../domain/reviews/review-photos.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { Tier } from '../../domain/subscriptions/tiers.ts';
import type { PlanCancellation, PlanChangeEntry, UpgradeRequest } from './subscription-repository.ts';

export interface AdminStats {
  vendors: { total: number; active: number; featured: number; verified: number; inactive: number };
  applications: { total: number; pending: number; processed: number };
  reviews: { total: number; published: number; unpublished: number };
  upgradeRequests: { pending: number };
  contactMessages: { new: number; claimsOpen: number };
}

export interface ModeratedApplication extends Application {
  category: { id: string; name: string; slug: string } | null;
  vendorSlug: string | null;
  processedAt: Date | null;
  /** The styles the applicant picked (`filterIds`) that still exist, by name, in display order (issue 36). */
  filters?: Array<{ id: string; name: string }>;
}

/**
 * The filters one of the admin table's filter selects names (a key and a value; FilterRepository.findByKeyValue):
 * one in the catalogue, as each category has its own values. A vendor is selected when linked to one of them.
 */
export interface NamedFilters {
  ids: string[];
}

export interface AdminVendorCriteria {
  search: string;
  page: number;
  limit: number;
  isActive?: boolean;
  isFeatured?: boolean;
  categoryId?: string;
  /** One entry per filter select, each naming at least one filter (ADR 26). */
  filters: NamedFilters[];
}

/** What the admin knows of a listing beyond its public profile. */
export interface VendorAdminFacts {
  email: string | null;
  phone: string | null;
  website: string | null;
  subscriptionTier: Tier;
  /** When the vendor's own cancel ends the running paid plan (null when none is pending). */
  planCancelAt: Date | null;
  ownerEmail: string | null;
}

/** The plan's state and trial end, for the table's billing status (issue 37 §7). */
export interface PlanStatusFacts {
  planStatus: 'none' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  trialEndsAt: Date | null;
}

export type AdminVendorRow = VendorSummary & VendorAdminFacts & PlanStatusFacts & { filters: VendorFilterRef[] };

/** Revenue at a glance (issue 37 §7), from our mirror of the processor's plans and invoices. */
export interface RevenueFigures {
  /** The next monthly amounts of the active and past-due paid plans (cents). */
  mrrCents: number;
  paidPlans: number;
  trials: number;
  trialMrrCents: number;
  pastDue: number;
  trialsEndingIn7Days: number;
  /** Paid invoices by the UTC month of their payment, oldest first, `months` of them ending with now's. */
  months: Array<{ month: string; paidCents: number; invoices: number }>;
}

export interface AdminReview extends Review {
  vendor: { id: string; name: string; slug: string };
  /** The couple's photos, moderated with the review (issue 40 §3); the knex reads always fill them. */
  photos?: ReviewPhoto[];
}

export interface AdminContactMessage extends ContactMessage {
  vendor: { id: string; name: string; slug: string } | null;
}

export interface AdminUpgradeRequest extends UpgradeRequest {
  vendor: { id: string; name: string; slug: string } | null;
  currentTier: Tier;
  card: { brand: string; last4: string } | null;
}

/** The admin area's reads: counts and moderation lists, any state, newest first. */
export interface AdminReadRepository {
  stats(): Promise<AdminStats>;
  listApplications(status: Application['status'] | undefined, page: number, limit: number): Promise<Page<ModeratedApplication>>;
  listVendors(criteria: AdminVendorCriteria): Promise<Page<AdminVendorRow>>;
  vendorFacts(vendorId: string): Promise<VendorAdminFacts | null>;
  listReviews(published: boolean | undefined, page: number, limit: number): Promise<Page<AdminReview>>;
  findReview(id: string): Promise<AdminReview | null>;
  listContactMessages(criteria: { status?: ContactStatus; type?: ContactType; page: number; limit: number }): Promise<Page<AdminContactMessage>>;
  findContactMessage(id: string): Promise<AdminContactMessage | null>;
  listUpgradeRequests(status: UpgradeRequest['status'] | undefined): Promise<AdminUpgradeRequest[]>;
  /** The latest plans vendors cancelled (at most `limit`), newest first, with their listing. */
  listRecentCancellations(limit: number): Promise<PlanCancellation[]>;
  /** The latest changes vendors made to their own plan (at most `limit`), newest first, with their listing. */
  listRecentPlanChanges(limit: number): Promise<PlanChangeEntry[]>;
  /** Revenue at a glance as of `now`, with the paid invoices of the last `months` months. */
  revenue(now: Date, months: number): Promise<RevenueFigures>;
}
