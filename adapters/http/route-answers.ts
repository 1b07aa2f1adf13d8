import type { z } from 'zod';
import { adminStatsAnswerSchema, adminReviewListAnswerSchema, adminVendorListAnswerSchema, adminVendorOneAnswerSchema, adminVendorSavedAnswerSchema, planEndedAnswerSchema, reviewToggledAnswerSchema, upgradeAppliedAnswerSchema, upgradeRequestListAnswerSchema } from '../../domain/admin/admin-answers.ts';
import { applicationApprovedAnswerSchema, applicationListAnswerSchema, applicationSubmittedAnswerSchema } from '../../domain/applications/application-answers.ts';
import { categoriesAnswerSchema, oneCategoryAnswerSchema } from '../../domain/categories/category-answers.ts';
import { contactListAnswerSchema, contactMessageUpdatedAnswerSchema, contactSubmittedAnswerSchema } from '../../domain/contact/contact-answers.ts';
import { adminFiltersAnswerSchema, categoryFiltersAnswerSchema, filterGroupsAnswerSchema, filterLandingAnswerSchema, filterSavedAnswerSchema, oneFilterAnswerSchema } from '../../domain/filters/filter-answers.ts';
import { loggedOutAnswerSchema, loginLinkSentAnswerSchema, meAnswerSchema, sessionAnswerSchema } from '../../domain/identity/account-answers.ts';
import {
  filtersAppliedAnswerSchema,
  oneVendorAnswerSchema,
  photoBytesStoredAnswerSchema,
  photoConfirmedAnswerSchema,
  photoUpdatedAnswerSchema,
  photoUploadTicketSchema,
  vendorCitiesAnswerSchema,
  vendorPageAnswerSchema,
  vendorUpdatedAnswerSchema,
} from '../../domain/listings/vendor-answers.ts';
import { reviewSubmittedAnswerSchema, vendorReviewsAnswerSchema } from '../../domain/reviews/review-answers.ts';
import { apiErrorSchema, okMessageSchema, okSchema } from '../../domain/shared/answers.ts';
import { devMailboxAnswerSchema, healthAnswerSchema, readinessAnswerSchema } from '../../domain/shared/system-answers.ts';
import { planCancelledSchema, upgradeEligibilitySchema, upgradeReceivedSchema } from '../../domain/subscriptions/upgrade-request.ts';

/** A route's JSON answers by status; a failure (4xx, 5xx) not named here is the shared error body. */
export type AnswerSchemas = Partial<Record<number, z.ZodType>>;

/**
 * Every JSON route of the API, by method and route pattern (as `routeLabel` names it), with the schema of each
 * answer (DESIGN.md §2 'One contract'). The HTTP tests check every JSON answer against it, so an answer that
 * drifts from its schema, or a new route without one, fails a test.
 */
export const ROUTE_ANSWERS: Readonly<Record<string, AnswerSchemas>> = {
  'GET /api/health': { 200: healthAnswerSchema },
  'GET /api/ready': { 200: readinessAnswerSchema, 503: readinessAnswerSchema },
  'GET /dev/mailbox.json': { 200: devMailboxAnswerSchema },

  // identity
  'POST /api/auth/login': { 200: loginLinkSentAnswerSchema },
  'POST /api/auth/session': { 200: sessionAnswerSchema },
  'GET /api/auth/me': { 200: meAnswerSchema },
  'POST /api/auth/logout': { 200: loggedOutAnswerSchema },

  // public reads
  'GET /api/categories': { 200: categoriesAnswerSchema },
  'GET /api/categories/:id': { 200: oneCategoryAnswerSchema },
  'GET /api/vendors': { 200: vendorPageAnswerSchema },
  'GET /api/vendors/locations': { 200: vendorCitiesAnswerSchema },
  'GET /api/vendors/category/:categorySlug/:filterSlug': { 200: filterLandingAnswerSchema },
  'GET /api/vendors/:slugOrId/reviews': { 200: vendorReviewsAnswerSchema },
  'POST /api/vendors/:slugOrId/reviews': { 201: reviewSubmittedAnswerSchema },
  'GET /api/vendors/:slugOrId': { 200: oneVendorAnswerSchema },
  'GET /api/filters': { 200: filterGroupsAnswerSchema },
  'GET /api/filters/category/:categorySlug': { 200: categoryFiltersAnswerSchema },
  'GET /api/filters/:categorySlug/:filterSlug': { 200: oneFilterAnswerSchema },

  // a vendor's own listing
  'GET /api/vendors/:id': { 200: oneVendorAnswerSchema },
  'PUT /api/vendors/:id': { 200: vendorUpdatedAnswerSchema },
  'PUT /api/vendors/apply-filters': { 200: filtersAppliedAnswerSchema },
  'PUT /api/vendors/clear-filters': { 200: filtersAppliedAnswerSchema },
  'POST /api/vendors/:id/subscription/cancel': { 200: planCancelledSchema },
  'POST /api/vendors/:id/photos': { 201: photoUploadTicketSchema },
  'POST /api/vendors/:id/photos/confirm': { 201: photoConfirmedAnswerSchema },
  'PUT /api/vendors/:id/photos/reorder': { 200: okSchema },
  'PUT /api/vendors/:id/photos/:photoId': { 200: photoUpdatedAnswerSchema },
  'DELETE /api/vendors/:id/photos/:photoId': { 200: okMessageSchema },
  'PUT /api/uploads/*': { 200: photoBytesStoredAnswerSchema },
  'GET /api/upgrades/check/:slug': { 200: upgradeEligibilitySchema },
  'POST /api/upgrades': { 201: upgradeReceivedSchema },

  // forms
  'POST /api/applications': { 201: applicationSubmittedAnswerSchema },
  'POST /api/contact/submit': { 201: contactSubmittedAnswerSchema },

  // admin
  'GET /api/contact': { 200: contactListAnswerSchema },
  'PUT /api/contact/:id/status': { 200: contactMessageUpdatedAnswerSchema },
  'POST /api/filters': { 201: filterSavedAnswerSchema },
  'PUT /api/filters/:id': { 200: filterSavedAnswerSchema },
  'PUT /api/filters/:id/toggle': { 200: filterSavedAnswerSchema },
  'DELETE /api/filters/:id': { 200: okMessageSchema },
  'GET /api/admin/stats': { 200: adminStatsAnswerSchema },
  'GET /api/admin/applications': { 200: applicationListAnswerSchema },
  'PUT /api/admin/applications/:id/approve': { 200: applicationApprovedAnswerSchema },
  'PUT /api/admin/applications/:id/reject': { 200: okMessageSchema },
  'GET /api/admin/vendors': { 200: adminVendorListAnswerSchema },
  'POST /api/admin/vendors': { 201: adminVendorSavedAnswerSchema },
  'GET /api/admin/vendors/:id': { 200: adminVendorOneAnswerSchema },
  'PUT /api/admin/vendors/:id': { 200: adminVendorSavedAnswerSchema },
  'DELETE /api/admin/vendors/:id': { 200: okMessageSchema },
  'PUT /api/admin/vendors/:id/cancel-subscription': { 200: planEndedAnswerSchema },
  'PUT /api/admin/vendors/:id/:toggle': { 200: adminVendorOneAnswerSchema },
  'GET /api/admin/filters': { 200: adminFiltersAnswerSchema },
  'GET /api/admin/reviews': { 200: adminReviewListAnswerSchema },
  'PUT /api/admin/reviews/:id/toggle-published': { 200: reviewToggledAnswerSchema },
  'PUT /api/admin/claims/:id/grant': { 200: contactMessageUpdatedAnswerSchema },
  'GET /api/admin/upgrades': { 200: upgradeRequestListAnswerSchema },
  'PUT /api/admin/upgrades/:id/apply': { 200: upgradeAppliedAnswerSchema },
  'PUT /api/admin/upgrades/:id/reject': { 200: okMessageSchema },
};

/**
 * The schema a JSON answer must match: the route's own for that status, else the shared error body for a
 * failure; null when the route (or that success status) has none, which the contract check reports.
 */
export const answerSchemaFor = (
  method: string,
  route: string,
  status: number,
  registry: Readonly<Record<string, AnswerSchemas>> = ROUTE_ANSWERS,
): z.ZodType | null => registry[`${method} ${route}`]?.[status] ?? (status >= 400 ? apiErrorSchema : null);

/** A route's answer body, checked by the compiler against the schema ROUTE_ANSWERS names for it. */
export const answer = <S extends z.ZodType>(_schema: S, body: z.output<S>): z.output<S> => body;
