/**
 * The admin API (SPEC §7 'Admin', issue 6). Every call needs an admin session; the server answers 401
 * without one and 403 for anyone else.
 */
import type { seoFilterSchema } from '@domain/filters/seo-filter-form';
import type { adminVendorCreateSchema, adminVendorUpdateSchema } from '@domain/listings/admin-vendor';
import type { z } from 'zod';
import type {
  AdminStatsDto,
  AdminPlanCancellationDto,
  AdminUpgradeRequestDto,
  adminStatsAnswerSchema,
  adminVendorListAnswerSchema,
  adminVendorOneAnswerSchema,
  adminVendorSavedAnswerSchema,
  planCancellationListAnswerSchema,
  planEndedAnswerSchema,
  reviewToggledAnswerSchema,
  upgradeAppliedAnswerSchema,
  upgradeRequestListAnswerSchema,
  adminReviewListAnswerSchema,
} from '@domain/admin/admin-answers';
import type { ApplicationStatus as ApplicationStatusValue } from '@domain/applications/application';
import type { applicationApprovedAnswerSchema, applicationListAnswerSchema, ModeratedApplicationDto } from '@domain/applications/application-answers';
import type { AdminContactMessageDto, contactListAnswerSchema, contactMessageUpdatedAnswerSchema } from '@domain/contact/contact-answers';
import type { ContactStatus as ContactStatusValue, ContactType as ContactTypeValue } from '@domain/contact/contact-options';
import type { adminFiltersAnswerSchema, filterSavedAnswerSchema } from '@domain/filters/filter-answers';
import type { FilterKey as FilterKeyValue } from '@domain/filters/filter-catalogue';
import type { AdminVendorDto, AdminVendorRowDto, filtersAppliedAnswerSchema } from '@domain/listings/vendor-answers';
import type { AdminReviewDto } from '@domain/reviews/review-answers';
import type { ListPagination as ListPaginationDto, OkMessageAnswer } from '@domain/shared/answers';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

/** A list page as the admin list endpoints send it. */
export type ListPagination = ListPaginationDto;

// ---- dashboard ------------------------------------------------------------------------------

export type AdminStats = AdminStatsDto;

export async function getAdminStats(options?: CallOptions): Promise<AdminStats> {
  const res = await http.get<z.infer<typeof adminStatsAnswerSchema>>('/admin/stats', options);
  return res.stats;
}

// ---- applications ---------------------------------------------------------------------------

export type ApplicationStatus = ApplicationStatusValue;

export type AdminApplication = ModeratedApplicationDto;

export async function listApplications(
  query: { status?: 'all' | ApplicationStatus; page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<z.infer<typeof applicationListAnswerSchema>> {
  return http.get('/admin/applications', { ...options, query, cache: 'no-store' });
}

export function approveApplication(id: string): Promise<z.infer<typeof applicationApprovedAnswerSchema>> {
  return http.put(`/admin/applications/${encodeURIComponent(id)}/approve`);
}

export function rejectApplication(id: string, reason: string | null): Promise<OkMessageAnswer> {
  return http.put(`/admin/applications/${encodeURIComponent(id)}/reject`, { reason });
}

// ---- vendors --------------------------------------------------------------------------------

/** A vendor as the admin edit modal sees it: the whole listing plus moderation data. */
export type AdminVendor = AdminVendorDto;
/** A row of the admin vendor table: the card plus moderation data and the listing's filters. */
export type AdminVendorRow = AdminVendorRowDto;

export type FilterKey = FilterKeyValue;

export interface AdminVendorQuery {
  search?: string;
  page?: number;
  limit?: number;
  status?: 'all' | 'active' | 'inactive';
  featured?: 'all' | 'featured' | 'not-featured';
  /** Category id or slug. */
  category?: string;
  venue_type?: string;
  indoor_outdoor?: string;
  photography_style?: string;
  planning_style?: string;
  catering_style?: string;
  music_style?: string;
  floral_style?: string;
}

/** GET /admin/vendors; values 'all' (and empty ones) are left out of the query (SPEC §7). */
export async function listAdminVendors(query: AdminVendorQuery, options?: CallOptions): Promise<z.infer<typeof adminVendorListAnswerSchema>> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== 'all' && v !== '' && v !== undefined));
  return http.get('/admin/vendors', { ...options, query: clean, cache: 'no-store' });
}

export async function getAdminVendor(id: string, options?: CallOptions): Promise<AdminVendor> {
  const res = await http.get<z.infer<typeof adminVendorOneAnswerSchema>>(`/admin/vendors/${encodeURIComponent(id)}`, { ...options, cache: 'no-store' });
  return res.vendor;
}

/** The body of PUT /admin/vendors/{id}: what the server's schema accepts, as it stores it (one contract, ADR 13). */
export type AdminVendorUpdate = z.output<typeof adminVendorUpdateSchema>;

/** The body of POST /admin/vendors: the same schema's output; `ownerEmail`, when given, becomes the owner and is sent a login link. */
export type AdminVendorCreate = z.output<typeof adminVendorCreateSchema>;

export async function createAdminVendor(input: AdminVendorCreate): Promise<AdminVendor> {
  const res = await http.post<z.infer<typeof adminVendorSavedAnswerSchema>>('/admin/vendors', input);
  return res.vendor;
}

export async function updateAdminVendor(id: string, input: AdminVendorUpdate): Promise<AdminVendor> {
  const res = await http.put<z.infer<typeof adminVendorSavedAnswerSchema>>(`/admin/vendors/${encodeURIComponent(id)}`, input);
  return res.vendor;
}

export function deleteAdminVendor(id: string): Promise<OkMessageAnswer> {
  return http.delete(`/admin/vendors/${encodeURIComponent(id)}`);
}

export type VendorToggle = 'toggle-status' | 'toggle-featured' | 'toggle-verified';

export async function toggleAdminVendor(id: string, toggle: VendorToggle): Promise<AdminVendor> {
  const res = await http.put<z.infer<typeof adminVendorOneAnswerSchema>>(`/admin/vendors/${encodeURIComponent(id)}/${toggle}`);
  return res.vendor;
}

/** Exactly these filters for one vendor (the edit modal); an empty list clears them. */
export function setVendorFilterIds(vendorId: string, filterIds: string[]): Promise<z.infer<typeof filtersAppliedAnswerSchema>> {
  return http.put('/vendors/apply-filters', { vendorIds: [vendorId], filterIds });
}

/** Bulk apply: adds, to each selected vendor, the filter of its category with each chosen key and value. */
export function bulkApplyFilters(vendorIds: string[], filters: Partial<Record<FilterKey, string>>): Promise<z.infer<typeof filtersAppliedAnswerSchema>> {
  return http.put('/vendors/apply-filters', { vendorIds, filters });
}

/** Bulk clear: removes every filter of the selected vendors (or only those of `filterKeys`). */
export function bulkClearFilters(vendorIds: string[], filterKeys?: FilterKey[]): Promise<z.infer<typeof filtersAppliedAnswerSchema>> {
  return http.put('/vendors/clear-filters', { vendorIds, ...(filterKeys ? { filterKeys } : {}) });
}

/** Cancels the vendor's paid plan: back to the free Standard tier. */
export function cancelVendorSubscription(vendorId: string): Promise<z.infer<typeof planEndedAnswerSchema>> {
  return http.put(`/admin/vendors/${encodeURIComponent(vendorId)}/cancel-subscription`);
}

// ---- SEO filters ----------------------------------------------------------------------------

/** Every filter, active or not, with vendor counts, and the public site address for View links. */
export async function listAdminFilters(options?: CallOptions): Promise<z.infer<typeof adminFiltersAnswerSchema>> {
  return http.get('/admin/filters', { ...options, cache: 'no-store' });
}

/** The body of POST/PUT /filters: what the server's schema accepts. */
export type SeoFilterInput = z.output<typeof seoFilterSchema>;

export function createFilter(input: SeoFilterInput): Promise<z.infer<typeof filterSavedAnswerSchema>> {
  return http.post('/filters', input);
}

export function updateFilter(id: string, input: SeoFilterInput): Promise<z.infer<typeof filterSavedAnswerSchema>> {
  return http.put(`/filters/${encodeURIComponent(id)}`, input);
}

export function deleteFilter(id: string): Promise<OkMessageAnswer> {
  return http.delete(`/filters/${encodeURIComponent(id)}`);
}

export function toggleFilter(id: string): Promise<z.infer<typeof filterSavedAnswerSchema>> {
  return http.put(`/filters/${encodeURIComponent(id)}/toggle`);
}

// ---- reviews --------------------------------------------------------------------------------

export type AdminReview = AdminReviewDto;

export function listAdminReviews(
  query: { status?: 'all' | 'published' | 'unpublished'; page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<z.infer<typeof adminReviewListAnswerSchema>> {
  return http.get('/admin/reviews', { ...options, query, cache: 'no-store' });
}

export function toggleReviewPublished(id: string): Promise<z.infer<typeof reviewToggledAnswerSchema>> {
  return http.put(`/admin/reviews/${encodeURIComponent(id)}/toggle-published`);
}

// ---- contact messages and claims ------------------------------------------------------------

export type ContactStatus = ContactStatusValue;
export type ContactType = ContactTypeValue;

export type AdminContactMessage = AdminContactMessageDto;

export function listContactMessages(
  query: { status?: 'all' | ContactStatus; type?: 'all' | ContactType; page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<z.infer<typeof contactListAnswerSchema>> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== 'all' && v !== undefined));
  return http.get('/contact', { ...options, query: clean, cache: 'no-store' });
}

export function updateContactStatus(id: string, status: ContactStatus, notes?: string | null): Promise<z.infer<typeof contactMessageUpdatedAnswerSchema>> {
  return http.put(`/contact/${encodeURIComponent(id)}/status`, { status, ...(notes === undefined ? {} : { notes }) });
}

/** Grants a claim: the claimant's email becomes the vendor's owner and is emailed a login link. */
export function grantClaim(messageId: string, vendorId: string): Promise<z.infer<typeof contactMessageUpdatedAnswerSchema>> {
  return http.put(`/admin/claims/${encodeURIComponent(messageId)}/grant`, { vendorId });
}

// ---- upgrade requests -----------------------------------------------------------------------

export type AdminUpgradeRequest = AdminUpgradeRequestDto;

export function listUpgradeRequests(
  query: { status?: 'all' | 'pending' | 'applied' | 'rejected' } = {},
  options?: CallOptions,
): Promise<z.infer<typeof upgradeRequestListAnswerSchema>> {
  return http.get('/admin/upgrades', { ...options, query, cache: 'no-store' });
}

export function applyUpgradeRequest(id: string): Promise<z.infer<typeof upgradeAppliedAnswerSchema>> {
  return http.put(`/admin/upgrades/${encodeURIComponent(id)}/apply`);
}

export function rejectUpgradeRequest(id: string): Promise<OkMessageAnswer> {
  return http.put(`/admin/upgrades/${encodeURIComponent(id)}/reject`);
}

// ---- plan cancellations ---------------------------------------------------------------------

export type AdminPlanCancellation = AdminPlanCancellationDto;

/** The plans vendors cancelled lately, newest first (the dashboard's 'Recent cancellations'). */
export function listRecentCancellations(options?: CallOptions): Promise<z.infer<typeof planCancellationListAnswerSchema>> {
  return http.get('/admin/cancellations', { ...options, cache: 'no-store' });
}
