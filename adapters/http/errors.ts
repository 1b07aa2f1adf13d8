import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDomainError, RateLimitedError, type DomainErrorCode } from '../../domain/shared/domain-error.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { routeLabel } from './observability.ts';

/** The one table from business failure to HTTP status. */
export const STATUS_BY_CODE: Record<DomainErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  VENDOR_NOT_FOUND: 404,
  FILTER_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  APPLICATION_NOT_PENDING: 409,
  SLUG_TAKEN: 409,
  CONFLICT: 409,
  PHOTO_LIMIT_REACHED: 409,
  LOGIN_LINK_INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  GONE: 410,
};

export interface ErrorBody {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>, requestId?: string): ErrorBody => ({
  success: false,
  error: { code, message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) },
});

const HTTP_CODE: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const errorCode = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string' ? (err as { code: string }).code : undefined;

/** Node's codes for a request body that broke on the client's side: aborted, cut short or malformed. */
const CLIENT_BODY_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR']);

/**
 * A body read that failed because of the client: it hung up or aborted mid-body (Node's `Error: aborted`,
 * ECONNRESET), or sent bytes the HTTP parser refused (a malformed chunk: `HPE_*`). Looked for along `cause`,
 * as web streams wrap the socket's error.
 */
export const isClientBodyFailure = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = errorCode(e);
    if (code && (CLIENT_BODY_CODES.has(code) || code.startsWith('HPE_'))) return true;
    if (e.message === 'aborted' || e.message === 'Request aborted') return true;
  }
  return false;
};

/** app.onError: every failure leaves with the JSON shape of DESIGN.md §2; a bug never shows its stack. */
export const handleError = (logger: Logger) => (err: Error, c: Context) => {
  const requestId = c.get('requestId') as string | undefined;
  if (isDomainError(err)) {
    // A rate limit says when to try again (whole seconds, at least 1), so the screen can say it too.
    if (err instanceof RateLimitedError && err.retryAfterMs > 0) c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
    return c.json(errorBody(err.code, err.message, err.fields), STATUS_BY_CODE[err.code]);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    // Hono answers malformed JSON with a plain-text 400 HTTPException; give it our shape.
    const message = status === 400 && /json/i.test(err.message) ? 'Request body is not valid JSON' : err.message || 'Request failed';
    return c.json(errorBody(HTTP_CODE[status] ?? 'HTTP_ERROR', message), status as ContentfulStatusCode);
  }
  if (isClientBodyFailure(err)) {
    // The client's fault, not ours: no stack, and a 4xx in the request log (Node itself has usually
    // answered the broken request with 400 and closed the socket already).
    logger.warn('Request body could not be read', { requestId, method: c.req.method, route: routeLabel(c), error: errorCode(err) ?? err.message });
    return c.json(errorBody('BAD_REQUEST', 'The request body could not be read', undefined, requestId), 400);
  }
  // The route pattern, not the raw path: a path may hold a login token (/api/auth/verify/:token).
  logger.error('Unhandled error', { requestId, method: c.req.method, route: routeLabel(c), error: err.message, stack: err.stack });
  return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', undefined, requestId), 500);
};
