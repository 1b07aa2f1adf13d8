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
