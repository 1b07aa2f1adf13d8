import type { AdminContactMessage, AdminReview, AdminUpgradeRequest, AdminVendorRow, ModeratedApplication } from '../../../application/ports/admin-repositories.ts';
import type { AdminVendor } from '../../../application/admin/manage-vendors.ts';
import type { PaginationInfo } from '../../../domain/shared/pagination.ts';
import { toVendorDto, toVendorSummaryDto, type MediaUrl } from './vendor-dto.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const vendorRefDto = (v: { id: string; name: string; slug: string } | null) => (v ? { _id: v.id, name: v.name, slug: v.slug } : null);
const filterEntries = (filters: AdminVendorRow['filters']) =>
  filters.map((f) => ({ filter: { _id: f.id, name: f.name, slug: f.slug, filterKey: f.filterKey, filterValue: f.filterValue } }));

/** Admin list pagination: { page, limit, total, totalPages, hasPrevPage, hasNextPage }. */
export const toListPaginationDto = (p: PaginationInfo) => ({
  page: p.page,
  limit: p.limit,
  total: p.total,
  totalPages: p.totalPages,
  hasPrevPage: p.hasPrevPage,
  hasNextPage: p.hasNextPage,
});

/** SPEC.md §3 'Application (as moderated)', plus the tier, the card summary and the listing it created. */
export const toApplicationDto = (a: ModeratedApplication) => ({
  _id: a.id,
  status: a.status,
  subscriptionTier: a.subscriptionTier,
  businessName: a.businessName,
  category: a.category ? { _id: a.category.id, name: a.category.name, slug: a.category.slug } : null,
  ownerName: a.ownerName,
  email: a.email,
  phone: a.phone,
  website: a.website,
  description: a.description,
  socialMedia: a.socialMedia,
  location: a.location,
  yearsInBusiness: a.yearsInBusiness,
  isLicensed: a.isLicensed,
  isInsured: a.isInsured,
  startingPrice: a.startingPrice,
  priceRange: a.priceRange,
  additionalInfo: a.additionalInfo,
  card: a.card ? { brand: a.card.brand, last4: a.card.last4, expMonth: a.card.expMonth, expYear: a.card.expYear, cardholderName: a.card.cardholderName } : null,
  rejectionReason: a.rejectionReason,
  vendor: a.vendorId && a.vendorSlug ? { _id: a.vendorId, slug: a.vendorSlug } : null,
  processedAt: iso(a.processedAt),
  createdAt: a.createdAt.toISOString(),
});

/** A row of the admin vendor table. */
export const toAdminVendorRowDto = (v: AdminVendorRow, media: MediaUrl) => ({
  ...toVendorSummaryDto(v, media),
  isActive: v.isActive,
  email: v.email,
  phone: v.phone,
  website: v.website,
  subscriptionTier: v.subscriptionTier,
  planCancelAt: iso(v.planCancelAt),
  ownerEmail: v.ownerEmail,
  filters: filterEntries(v.filters),
});

/** One listing as the admin edit modal sees it. */
export const toAdminVendorDto = (v: AdminVendor, media: MediaUrl) => ({
  ...toVendorDto(v, media),
  subscriptionTier: v.subscriptionTier,
  planCancelAt: iso(v.planCancelAt),
  ownerEmail: v.ownerEmail,
});

export const toAdminReviewDto = (r: AdminReview) => ({
  _id: r.id,
  vendor: vendorRefDto(r.vendor)!,
  rating: r.rating,
  title: r.title,
  text: r.body,
  reviewerName: r.reviewerName,
  reviewerEmail: r.reviewerEmail,
  weddingDate: r.weddingDate,
  isPublished: r.isPublished,
  publishedAt: iso(r.publishedAt),
  createdAt: r.createdAt.toISOString(),
});

export const toAdminContactDto = (m: AdminContactMessage) => ({
  _id: m.id,
  type: m.type,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  message: m.message,
  businessName: m.businessName,
  status: m.status,
  notes: m.notes,
  vendor: vendorRefDto(m.vendor),
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

export const toUpgradeRequestDto = (u: AdminUpgradeRequest) => ({
  _id: u.id,
  vendor: vendorRefDto(u.vendor),
  businessName: u.businessName,
  email: u.email,
  subscriptionTier: u.tier,
  status: u.status,
  currentTier: u.currentTier,
  card: u.card,
  createdAt: u.createdAt.toISOString(),
});
