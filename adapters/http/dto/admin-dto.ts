import type { AdminContactMessage, AdminReview, AdminUpgradeRequest, AdminVendorRow, ModeratedApplication } from '../../../application/ports/admin-repositories.ts';
import type { AdminVendor } from '../../../application/admin/manage-vendors.ts';
import type { PaginationInfo } from '../../../domain/shared/pagination.ts';
import type { ListPagination } from '../../../domain/shared/answers.ts';
import type { ModeratedApplicationDto } from '../../../domain/applications/application-answers.ts';
import type { AdminVendorDto, AdminVendorRowDto } from '../../../domain/listings/vendor-answers.ts';
import type { AdminReviewDto } from '../../../domain/reviews/review-answers.ts';
import type { AdminContactMessageDto } from '../../../domain/contact/contact-answers.ts';
import type { AdminPlanCancellationDto, AdminUpgradeRequestDto } from '../../../domain/admin/admin-answers.ts';
import type { PlanCancellation } from '../../../application/ports/subscription-repository.ts';
import { locationDto, toFilterEntriesDto, toRefDto, toVendorDto, type MediaUrl } from './vendor-dto.ts';
import { toReviewPhotoDtos, toReviewReplyDto } from './review-dto.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toListPaginationDto = (p: PaginationInfo): ListPagination => ({
  page: p.page,
  limit: p.limit,
  total: p.total,
  totalPages: p.totalPages,
  hasPrevPage: p.hasPrevPage,
  hasNextPage: p.hasNextPage,
});

/** SPEC.md §3 'Application (as moderated)', plus the tier, the card summary and the listing it created. */
export const toApplicationDto = (a: ModeratedApplication): ModeratedApplicationDto => ({
  _id: a.id,
  status: a.status,
  subscriptionTier: a.subscriptionTier,
  businessName: a.businessName,
  category: a.category ? toRefDto(a.category) : null,
  ownerName: a.ownerName,
  email: a.email,
  phone: a.phone,
  website: a.website,
  description: a.description,
  socialMedia: a.socialMedia,
  location: a.location,
  yearsInBusiness: a.yearsInBusiness,
  guestCapacity: a.guestCapacity ?? null,
  streetAddress: a.streetAddress ?? null,
  filters: (a.filters ?? []).map((f) => ({ _id: f.id, name: f.name })),
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

export const toAdminVendorRowDto = (v: AdminVendorRow): AdminVendorRowDto => ({
  _id: v.id,
  name: v.name,
  slug: v.slug,
  category: toRefDto(v.category),
  location: locationDto(v.location),
  startingPrice: v.startingPrice,
  priceRange: v.priceRange,
  isFeatured: v.isFeatured,
  isVerified: v.isVerified,
  isActive: v.isActive,
  email: v.email,
  phone: v.phone,
  website: v.website,
  filters: toFilterEntriesDto(v.filters),
  subscriptionTier: v.subscriptionTier,
  planCancelAt: iso(v.planCancelAt),
  ownerEmail: v.ownerEmail,
  planStatus: v.planStatus,
  trialEndsAt: iso(v.trialEndsAt),
});

/** One listing as the admin edit modal sees it. */
export const toAdminVendorDto = (v: AdminVendor, media: MediaUrl): AdminVendorDto => ({
  ...toVendorDto(v, media),
  subscriptionTier: v.subscriptionTier,
  planCancelAt: iso(v.planCancelAt),
  ownerEmail: v.ownerEmail,
});

export const toAdminReviewDto = (r: AdminReview, media: MediaUrl): AdminReviewDto => ({
  _id: r.id,
  vendor: toRefDto(r.vendor),
  rating: r.rating,
  title: r.title,
  text: r.body,
  reviewerName: r.reviewerName,
  reviewerEmail: r.reviewerEmail,
  weddingDate: r.weddingDate,
  isPublished: r.isPublished,
  publishedAt: iso(r.publishedAt),
  createdAt: r.createdAt.toISOString(),
  reply: toReviewReplyDto(r.reply),
  verifiedVia: r.verifiedVia,
  photos: toReviewPhotoDtos(r.photos ?? [], media),
  removal: r.removal ? { reason: r.removal.reason, removedAt: r.removal.removedAt.toISOString() } : null,
});

export const toAdminContactDto = (m: AdminContactMessage): AdminContactMessageDto => ({
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
  vendor: m.vendor ? toRefDto(m.vendor) : null,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

export const toPlanCancellationDto = (c: PlanCancellation): AdminPlanCancellationDto => ({
  _id: c.id,
  vendor: toRefDto(c.vendor),
  tier: c.tier,
  cancelledAt: c.cancelledAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
});

export const toUpgradeRequestDto = (u: AdminUpgradeRequest): AdminUpgradeRequestDto => ({
  _id: u.id,
  vendor: u.vendor ? toRefDto(u.vendor) : null,
  businessName: u.businessName,
  email: u.email,
  subscriptionTier: u.tier,
  status: u.status,
  currentTier: u.currentTier,
  card: u.card,
  createdAt: u.createdAt.toISOString(),
});
