export {
  AUTH_TOKEN_KEY,
  API_BASE,
  ApiError,
  isApiError,
  readToken,
  writeToken,
  buildUrl,
  request,
  http,
  type ApiErrorBody,
  type RequestOptions,
  type QueryValue,
} from './http';
export type { Category, User, VendorProfileSummary, SuccessResponse } from './types';
export { getCategories, requestLoginLink, exchangeLoginCode, getMe, logout } from './endpoints';
export {
  getVendor,
  getVendorReviews,
  type VendorDetail,
  type VendorImageDto,
  type VendorLocationDto,
  type VendorCategoryRefDto,
  type VendorTagDto,
  type VendorFilterEntryDto,
  type VendorSocialMediaDto,
  type VendorReviewStatsDto,
  type VendorPriceRange,
  type PublicReview,
  type RatingDistribution,
  type ReviewSummaryStats,
  type ReviewPagination,
  type VendorReviewsPage,
} from './vendor-detail';
export { submitContactMessage, type ContactInquiryType, type ContactSubmission, type ContactSubmitResponse } from './contact';
export {
  listVendors,
  listVendorCities,
  getFilterLandingPage,
  getCategoryFilters,
  type VendorSummary,
  type VendorPagination,
  type VendorPage,
  type VendorSortBy,
  type VendorListQuery,
  type CityCount,
  type SeoFilter,
  type FilterLandingPage,
  type CategoryFilters,
} from './vendors';
export { submitApplication, submitClaimRequest, type ApplicationSubmission, type ApplicationSubmitResponse, type ApplicationCreditCard, type ApplicationTier, type ApplicationPriceRange, type ClaimRequestSubmission, type ClaimRequestResponse } from './applications';
