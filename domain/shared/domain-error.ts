/**
 * A business failure with a stable code. The HTTP adapter maps each code to a status in one table;
 * anything that is not a DomainError is a bug or an infrastructure fault and becomes a 500.
 */
export type DomainErrorCode =
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'CATEGORY_NOT_FOUND'
  | 'VENDOR_NOT_FOUND'
  | 'FILTER_NOT_FOUND'
  | 'APPLICATION_NOT_FOUND'
  | 'APPLICATION_NOT_PENDING'
  | 'SLUG_TAKEN'
  | 'PHOTO_LIMIT_REACHED'
  | 'LOGIN_LINK_INVALID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  /** A link that worked once and no longer does: used up or expired (410). */
  | 'GONE';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: DomainErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/** A rate limit's refusal (429), with when the caller may try again: the HTTP adapter sends it as Retry-After. */
export class RateLimitedError extends DomainError {
  readonly retryAfterMs: number;

  constructor(message: string, retryAfterMs: number) {
    super('RATE_LIMITED', message);
    this.retryAfterMs = Math.max(0, retryAfterMs);
  }
}
