/**
 * The admin API (SPEC §7 'Admin', issue 6). Every call needs an admin session; the server answers 401
 * without one and 403 for anyone else.
 */
import { http, type RequestOptions } from './http';
import type { VendorDetail } from './vendor-detail';
import type { SeoFilter, VendorPagination } from './vendors';

type CallOptions = Pick<RequestOptions, 'signal'>;

/** A list page as the admin list endpoints send it. */
export interface ListPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

// ---- dashboard ------------------------------------------------------------------------------

export interface AdminStats {
  vendors: { total: number; active: number; featured: number; verified: number; inactive: number };
  applications: { total: number; pending: number; processed: number };
  reviews: { total: number; published: number; unpublished: number };
  upgradeRequests: { pending: number };
  contactMessages: { new: number; claimsOpen: number };
}

export async function getAdminStats(options?: CallOptions): Promise<AdminStats> {
  const res = await http.get<{ stats: AdminStats }>('/admin/stats', options);
  return res.stats;
}

// ---- applications ---------------------------------------------------------------------------

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface AdminApplication {
  _id: string;
  status: ApplicationStatus;
  subscriptionTier: 'free' | 'featured' | 'premier';
  businessName: string;
  category: { _id: string; name: string; slug: string } | null;
  ownerName: string;
  email: string;
  phone: string;
  website: string | null;
  description: string | null;
  socialMedia: { instagram: string | null; facebook: string | null; pinterest: string | null };
  location: { city: string; county: string; state: string; zipCode: string | null };
  yearsInBusiness: number | null;
  isLicensed: boolean;
  isInsured: boolean;
  startingPrice: number | null;
  priceRange: string | null;
  additionalInfo: string | null;
  /** The card summary of a paid tier (never the number or CVV). */
  card: { brand: string; last4: string; expMonth: number; expYear: number; cardholderName: string } | null;
  rejectionReason: string | null;
  /** The listing created on approval. */
  vendor: { _id: string; slug: string } | null;
  processedAt: string | null;
  createdAt: string;
}

export async function listApplications(
  query: { status?: 'all' | ApplicationStatus; page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<{ applications: AdminApplication[]; pagination: ListPagination }> {
  return http.get('/admin/applications', { ...options, query, cache: 'no-store' });
}

export function approveApplication(id: string): Promise<{ success: true; message: string; vendor: { _id: string; slug: string; name: string } }> {
  return http.put(`/admin/applications/${encodeURIComponent(id)}/approve`);
}

export function rejectApplication(id: string, reason: string | null): Promise<{ success: true; message: string }> {
  return http.put(`/admin/applications/${encodeURIComponent(id)}/reject`, { reason });
}

// ---- vendors --------------------------------------------------------------------------------

/** A vendor as the admin table and edit modal see it: the whole listing plus moderation data. */
export type AdminVendor = VendorDetail & {
  isActive: boolean;
  subscriptionTier: 'free' | 'featured' | 'premier';
  /** When the vendor's own cancel ends the paid plan (ISO), null when none is pending. */
  planCancelAt?: string | null;
  ownerEmail: string | null;
};

export type FilterKey = 'venue_type' | 'indoor_outdoor' | 'photography_style' | 'planning_style' | 'catering_style' | 'music_style' | 'floral_style';

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
export async function listAdminVendors(query: AdminVendorQuery, options?: CallOptions): Promise<{ vendors: AdminVendor[]; pagination: VendorPagination }> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== 'all' && v !== '' && v !== undefined));
  return http.get('/admin/vendors', { ...options, query: clean, cache: 'no-store' });
}

export async function getAdminVendor(id: string, options?: CallOptions): Promise<AdminVendor> {
  const res = await http.get<{ vendor: AdminVendor }>(`/admin/vendors/${encodeURIComponent(id)}`, { ...options, cache: 'no-store' });
  return res.vendor;
}

export interface AdminVendorLocationInput {
  city: string;
  county: string;
  state: 'SC' | 'NC' | 'GA';
  zipCode?: string | null;
  region?: string | null;
}

export interface AdminVendorUpdate {
  name?: string;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  tagline?: string | null;
  description?: string | null;
  pricingNotes?: string | null;
  startingPrice?: number | string | null;
  priceRange?: string;
  /** Category id. */
  category?: string;
  location?: AdminVendorLocationInput;
  isActive?: boolean;
  isFeatured?: boolean;
  isVerified?: boolean;
}

export interface AdminVendorCreate extends AdminVendorUpdate {
  name: string;
  category: string;
  location: AdminVendorLocationInput;
  /** Optional: this email becomes the listing's owner and is sent a login link. */
  ownerEmail?: string | null;
}

export async function createAdminVendor(input: AdminVendorCreate): Promise<AdminVendor> {
  const res = await http.post<{ vendor: AdminVendor }>('/admin/vendors', input);
  return res.vendor;
}

export async function updateAdminVendor(id: string, input: AdminVendorUpdate): Promise<AdminVendor> {
  const res = await http.put<{ vendor: AdminVendor }>(`/admin/vendors/${encodeURIComponent(id)}`, input);
  return res.vendor;
}

export function deleteAdminVendor(id: string): Promise<{ success: true; message: string }> {
  return http.delete(`/admin/vendors/${encodeURIComponent(id)}`);
}

export type VendorToggle = 'toggle-status' | 'toggle-featured' | 'toggle-verified';

export async function toggleAdminVendor(id: string, toggle: VendorToggle): Promise<AdminVendor> {
  const res = await http.put<{ vendor: AdminVendor }>(`/admin/vendors/${encodeURIComponent(id)}/${toggle}`);
  return res.vendor;
}

/** Exactly these filters for one vendor (the edit modal); an empty list clears them. */
export function setVendorFilterIds(vendorId: string, filterIds: string[]): Promise<{ success: true; message: string; vendorsUpdated: number }> {
  return http.put('/vendors/apply-filters', { vendorIds: [vendorId], filterIds });
}

/** Bulk apply: adds, to each selected vendor, the filter of its category with each chosen key and value. */
export function bulkApplyFilters(vendorIds: string[], filters: Partial<Record<FilterKey, string>>): Promise<{ success: true; message: string; vendorsUpdated: number }> {
  return http.put('/vendors/apply-filters', { vendorIds, filters });
}

/** Bulk clear: removes every filter of the selected vendors (or only those of `filterKeys`). */
export function bulkClearFilters(vendorIds: string[], filterKeys?: FilterKey[]): Promise<{ success: true; message: string; vendorsUpdated: number }> {
  return http.put('/vendors/clear-filters', { vendorIds, ...(filterKeys ? { filterKeys } : {}) });
}

/** Cancels the vendor's paid plan: back to the free Standard tier. */
export function cancelVendorSubscription(vendorId: string): Promise<{ success: true; message: string; tier: 'free' }> {
  return http.put(`/admin/vendors/${encodeURIComponent(vendorId)}/cancel-subscription`);
}

// ---- SEO filters ----------------------------------------------------------------------------

/** Every filter, active or not, with vendor counts, and the public site address for View links. */
export async function listAdminFilters(options?: CallOptions): Promise<{ filters: SeoFilter[]; publicBaseUrl: string }> {
  return http.get('/admin/filters', { ...options, cache: 'no-store' });
}

export interface SeoFilterInput {
  name: string;
  slug: string;
  /** Category id. */
  category: string;
  filterKey: string;
  filterValue: string;
  seoTitle: string;
  seoDescription: string;
  metaKeywords: string[];
  content: string | null;
  sortOrder: number;
  isActive?: boolean;
}

export function createFilter(input: SeoFilterInput): Promise<{ success: true; filter: SeoFilter }> {
  return http.post('/filters', input);
}

export function updateFilter(id: string, input: SeoFilterInput): Promise<{ success: true; filter: SeoFilter }> {
  return http.put(`/filters/${encodeURIComponent(id)}`, input);
}

export function deleteFilter(id: string): Promise<{ success: true; message: string }> {
  return http.delete(`/filters/${encodeURIComponent(id)}`);
}

export function toggleFilter(id: string): Promise<{ success: true; filter: SeoFilter }> {
  return http.put(`/filters/${encodeURIComponent(id)}/toggle`);
}

// ---- reviews --------------------------------------------------------------------------------

export interface AdminReview {
  _id: string;
  vendor: { _id: string; name: string; slug: string };
  rating: number;
  title: string | null;
  text: string;
  reviewerName: string;
  reviewerEmail: string;
  weddingDate: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export function listAdminReviews(
  query: { status?: 'all' | 'published' | 'unpublished'; page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<{ reviews: AdminReview[]; pagination: ListPagination }> {
  return http.get('/admin/reviews', { ...options, query, cache: 'no-store' });
}

export function toggleReviewPublished(id: string): Promise<{ success: true; review: AdminReview; vendorStats: { averageRating: number; totalReviews: number } }> {
  return http.put(`/admin/reviews/${encodeURIComponent(id)}/toggle-published`);
}

// ---- contact messages and claims ------------------------------------------------------------

export type ContactStatus = 'new' | 'in_progress' | 'resolved' | 'archived';
export type ContactType = 'GENERAL_INQUIRY' | 'CLAIM_REQUEST' | 'SUPPORT';

export interface AdminContactMessage {
  _id: string;
  type: ContactType;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  businessName: string | null;
  status: ContactStatus;
  notes: string | null;
  /** For a granted claim: the listing it was granted for. */
  vendor: { _id: string; name: string; slug: string } | null;
  createdAt: string;
  updatedAt: string;
}

export function listContactMessages(
  query: { status?: 'all' | ContactStatus; type?: 'all' | ContactType; page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<{ messages: AdminContactMessage[]; pagination: ListPagination }> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== 'all' && v !== undefined));
  return http.get('/contact', { ...options, query: clean, cache: 'no-store' });
}

export function updateContactStatus(id: string, status: ContactStatus, notes?: string | null): Promise<{ success: true; contactMessage: AdminContactMessage }> {
  return http.put(`/contact/${encodeURIComponent(id)}/status`, { status, ...(notes === undefined ? {} : { notes }) });
}

/** Grants a claim: the claimant's email becomes the vendor's owner and is emailed a login link. */
export function grantClaim(messageId: string, vendorId: string): Promise<{ success: true; message: string; contactMessage: AdminContactMessage }> {
  return http.put(`/admin/claims/${encodeURIComponent(messageId)}/grant`, { vendorId });
}

// ---- upgrade requests -----------------------------------------------------------------------

export interface AdminUpgradeRequest {
  _id: string;
  vendor: { _id: string; name: string; slug: string } | null;
  businessName: string;
  email: string;
  subscriptionTier: 'featured' | 'premier';
  status: 'pending' | 'applied' | 'rejected';
  currentTier: 'free' | 'featured' | 'premier';
  card: { brand: string; last4: string } | null;
  createdAt: string;
}

export function listUpgradeRequests(
  query: { status?: 'all' | 'pending' | 'applied' | 'rejected' } = {},
  options?: CallOptions,
): Promise<{ upgradeRequests: AdminUpgradeRequest[] }> {
  return http.get('/admin/upgrades', { ...options, query, cache: 'no-store' });
}

export function applyUpgradeRequest(id: string): Promise<{ success: true; message: string; tier: 'featured' | 'premier' }> {
  return http.put(`/admin/upgrades/${encodeURIComponent(id)}/apply`);
}

export function rejectUpgradeRequest(id: string): Promise<{ success: true; message: string }> {
  return http.put(`/admin/upgrades/${encodeURIComponent(id)}/reject`);
}
